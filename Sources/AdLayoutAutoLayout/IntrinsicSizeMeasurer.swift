/// An ``IntrinsicSizeMeasuring`` made from a closure.
public struct IntrinsicSizeMeasurer: IntrinsicSizeMeasuring {
    private let measure: (LayoutItem, Double?) -> LayoutSize

    /// Wraps a closure with the signature of ``IntrinsicSizeMeasuring/intrinsicSize(of:width:)``.
    public init(_ measure: @escaping (LayoutItem, Double?) -> LayoutSize) {
        self.measure = measure
    }

    /// Calls the closure.
    public func intrinsicSize(of item: LayoutItem, width: Double?) -> LayoutSize {
        measure(item, width)
    }
}
