import Foundation

/// Insets in points, in UIKit's order (top, left, bottom, right).
public struct EdgeInsets: Sendable, Hashable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the left edge, in points.
    public var left: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the right edge, in points.
    public var right: CGFloat

    /// Insets in UIKit's order, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// All four sides zero (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// left + right.
    public var horizontal: CGFloat { left + right }
    /// top + bottom.
    public var vertical: CGFloat { top + bottom }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (never to a negative size).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
