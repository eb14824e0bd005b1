import AdLayoutInterfaceBuilder
import AdLayoutModel

/// UIKit's words that the front ends do not write in UIKit's own types, in the one form the app-view tree uses, with
/// UIKit's defaults for what is not written. Attributes, relations, stack arrangements, content and line break
/// modes are UIKit's types in every module (AdLayoutUIKitTypes); what is left here is the document's text
/// alignment and font (the SDK's) as IB's model holds them.
enum UIKitVocabulary {
    /// A constraint's attribute as Auto Layout takes it: `notAnAttribute` is no first attribute.
    static func attribute(_ a: LayoutAttribute) -> LayoutAttribute? {
        a == .notAnAttribute ? nil : a
    }

    /// A label's alignment; `.natural` when the code sets none.
    static func textAlignment(_ a: TextAlignment?) -> XIBTextAlignment {
        switch a {
        case .left?: .left
        case .center?: .center
        case .right?: .right
        case .natural?, nil: .natural
        }
    }

    /// The system font of a weight (or its italic) at a size, as `UIFont.systemFont(ofSize:weight:)` makes it.
    static func font(_ f: Font) -> XIBFont {
        if f.italic { return XIBFont(descriptor: .italicSystem, pointSize: Double(f.size)) }
        return XIBFont(descriptor: .system(weight: f.weight), pointSize: Double(f.size))
    }
}
