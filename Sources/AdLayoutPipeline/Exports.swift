// A program that renders documents imports this one module: the registry and resolver, and the renderer.
@_exported import AdLayoutCore
@_exported import AdLayoutRender
