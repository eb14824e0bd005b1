/// The properties only one kind of view has. ``XIBView/properties`` holds them; the accessors
/// ``XIBView/label``, ``XIBView/imageView`` and so on unwrap them.
public enum XIBViewProperties: Sendable, Hashable {
    /// A view kind with nothing of its own (`view`, `scrollView`, content views, other elements).
    case none
    /// A label's text, lines, font and colours.
    case label(XIBLabelProperties)
    /// An image view's images.
    case imageView(XIBImageViewProperties)
    /// A button's states, font and type.
    case button(XIBButtonProperties)
    /// A stack view's axis, distribution, alignment and spacing.
    case stackView(XIBStackViewProperties)
    /// A text view's text, font and editing flags.
    case textView(XIBTextViewProperties)
    /// A text field's text, placeholder and font.
    case textField(XIBTextFieldProperties)
    /// A cell's (or reusable view's) reuse identifier, size and selection style.
    case cell(XIBCellProperties)
    /// A UIKit control's style, segments and value (`switch`, `slider`, `segmentedControl`, …).
    case control(XIBControlProperties)
}
