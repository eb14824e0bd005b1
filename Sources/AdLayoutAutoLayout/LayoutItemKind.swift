/// What a ``LayoutItem`` stands for.
public enum LayoutItemKind: Hashable, Sendable {
    /// A plain view.
    case view
    /// A label: its intrinsic size defaults to ``IntrinsicContentSize/measured``.
    case label
    /// An image view: give its image size as ``IntrinsicContentSize/fixed(_:)``.
    case imageView
    /// A stack view: every child that is not a guide is an arranged subview, in order.
    case stackView(StackViewConfiguration)
    /// A layout guide (`UILayoutGuide`) owned by its parent view: it has a frame but no children, margins or
    /// intrinsic size.
    case guide
}
