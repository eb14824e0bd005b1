import AdLayoutAutoLayout

extension AxisPriorities {
    /// The priorities a front end gives per axis (numbers, as IB and documents write them), UIKit's `defaults` for an
    /// axis given none.
    init(_ horizontal: Double?, _ vertical: Double?, else defaults: AxisPriorities) {
        self.init(horizontal: horizontal.map { LayoutPriority(Float($0)) } ?? defaults.horizontal,
                  vertical: vertical.map { LayoutPriority(Float($0)) } ?? defaults.vertical)
    }
}
