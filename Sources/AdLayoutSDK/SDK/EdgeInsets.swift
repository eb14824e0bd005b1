import Foundation

/// Insets in points, in UIKit's order (top, left, bottom, right): UIKit's vocabulary's insets in `CGFloat`, the SDK's
/// number type (Auto Layout's margins are the same type in `Double`, ``LayoutEdgeInsets``).
public typealias EdgeInsets = LayoutInsets<CGFloat>

extension CGRect {
    /// The rectangle shrunk by `insets` (never to a negative size).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}
