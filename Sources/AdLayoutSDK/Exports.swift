// UIKit's vocabulary (line break modes, and the layout words app views use) is AdLayoutUIKitTypes'; every module
// that speaks the SDK's types sees it too.
@_exported import AdLayoutUIKitTypes
