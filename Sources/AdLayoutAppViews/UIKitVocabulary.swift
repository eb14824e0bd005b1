import AdLayoutModel

/// UIKit's words that the front ends do not write in UIKit's own types, in the one form the app-view tree uses, with
/// UIKit's defaults for what is not written. Attributes, relations, stack arrangements, content and line break
/// modes are UIKit's types in every module (AdLayoutUIKitTypes); what is left here is the document's font (the SDK's)
/// as UIKit makes it.
enum UIKitVocabulary {
    /// A constraint's attribute as Auto Layout takes it: `notAnAttribute` is no first attribute.
    static func attribute(_ a: LayoutAttribute) -> LayoutAttribute? {
        a == .notAnAttribute ? nil : a
    }

    /// The system font of a weight (or its italic) at a size, as `UIFont.systemFont(ofSize:weight:)` makes it.
    static func font(_ f: Font) -> Font {
        f.italic ? Font(size: f.size, italic: true) : Font(size: f.size, weight: f.weight)
    }
}
