/// Measures the intrinsic content size of items whose ``LayoutItem/intrinsicContentSize`` is
/// ``IntrinsicContentSize/measured`` — for example a label's text.
public protocol IntrinsicSizeMeasuring {
    /// The item's intrinsic size.
    ///
    /// - Parameters:
    ///   - item: The item (its ``LayoutItem/text`` and ``LayoutItem/id`` identify the content).
    ///   - width: `nil` on the first pass (the natural, unwrapped size); afterwards the width the item was given
    ///     by the last solve, like `preferredMaxLayoutWidth`, so a multi-line label returns its wrapped height.
    /// - Returns: The size; a negative component means no intrinsic size on that axis.
    func intrinsicSize(of item: LayoutItem, width: Double?) -> LayoutSize
}
