/// Insets from a rectangle's edges in points, in UIKit's order (top, left, bottom, right): UIKit's `UIEdgeInsets`, in
/// the number type of the module that holds them — ``LayoutEdgeInsets`` (`Double`) for Auto Layout's margins and the
/// app views' content insets, the SDK's `EdgeInsets` (`CGFloat`, which this module, without Foundation, cannot name).
public struct LayoutInsets<Scalar: BinaryFloatingPoint & Sendable>: Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Scalar
    /// Inset from the left edge, in points.
    public var left: Scalar
    /// Inset from the bottom edge, in points.
    public var bottom: Scalar
    /// Inset from the right edge, in points.
    public var right: Scalar

    /// Insets in UIKit's order, in points.
    public init(top: Scalar, left: Scalar, bottom: Scalar, right: Scalar) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same inset on every side.
    public init(all inset: Scalar) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// All four sides zero (`UIEdgeInsets.zero`).
    public static var zero: Self { Self(all: 0) }

    /// UIKit's default layout margins: 8 points on each side.
    public static var defaultLayoutMargins: Self { Self(all: 8) }

    /// left + right.
    public var horizontal: Scalar { left + right }
    /// top + bottom.
    public var vertical: Scalar { top + bottom }
}

/// Insets in `Double` points, as UIKit's vocabulary counts: a view's layout margins, a button's content insets.
public typealias LayoutEdgeInsets = LayoutInsets<Double>
