// AdLayoutCore is the engine as users import it: the SDK's types, the document format and decoding, the layout engine and its plugin
// protocols, the built-in item views and presets, and the registry and resolver that bind them.
@_exported import AdLayoutBuiltIns
@_exported import AdLayoutEngine
@_exported import AdLayoutModel
@_exported import AdLayoutSDK
