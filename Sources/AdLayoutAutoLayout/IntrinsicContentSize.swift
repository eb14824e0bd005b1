/// Where an item's intrinsic content size comes from.
public enum IntrinsicContentSize: Hashable, Sendable {
    /// No intrinsic size on either axis (a plain view, a stack view, a guide).
    case none
    /// A known size, such as an image's; a negative component (``LayoutSize/noIntrinsicMetric``) means no
    /// intrinsic size on that axis.
    case fixed(LayoutSize)
    /// Asked from the ``IntrinsicSizeMeasuring`` passed to ``AutoLayoutSystem/layout(measuring:)``, first without
    /// and then with the item's solved width (a label).
    case measured
}
