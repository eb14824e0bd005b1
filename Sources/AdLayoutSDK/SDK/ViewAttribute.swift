import Foundation

/// What the SDK's ``LabelAttribute``, ``ImageAttribute`` and ``ButtonAttribute`` share: a view's size, border and
/// spacing. The SDK declares these on each type; the protocol lets the expression names and the document's
/// formats list them once.
public protocol ViewAttribute: Sendable {
    /// Width in points (negative: the type's special width, e.g. `TnkLayout.wrapContent`).
    var width: CGFloat { get set }
    /// Height in points.
    var height: CGFloat { get set }
    /// Corner radius.
    var cornerRadius: CGFloat { get set }
    /// Border colour.
    var strokeColor: Color { get set }
    /// Border width.
    var strokeWidth: CGFloat { get set }
    /// Gap to the element above.
    var interSpace: CGFloat { get set }
    /// Gap to the element before.
    var leadingSpace: CGFloat { get set }
}

extension LabelAttribute: ViewAttribute {}
extension ImageAttribute: ViewAttribute {}
extension ButtonAttribute: ViewAttribute {}
