import AdLayoutAutoLayout
import Foundation

/// The layout margins UIKit gives a XIB's views, as the Xcode that saved the file draws them: 8 pt
/// by default; a table cell's content view the system margins (Xcode 9 and later: 11 above and below,
/// 16 at the sides on a compact phone — 15 before Xcode 12 —, 20 on wider ones; 8 before Xcode 9); a view controller's root view
/// (the view File's Owner's `view` outlet names) 16 or 20 at the sides and none above and below, as has
/// every other top-level view but a table cell on the canvas of Xcode 9 and later, which shows it as a view
/// controller's root (Wikipedia's NewsCollectionViewHeader, Xcode 9, and WMFEditorToolbarHighlightView,
/// Xcode 15, place views 16 from their top-level view's leading edge through its `leadingMargin`), a
/// collection cell's content view keeping them (Vocable's DwellTimeCollectionViewCell, Xcode 11: 20 at the
/// sides where its content view's own are 8);
/// written `layoutMargins`/`directionalLayoutMargins` as written; `preservesSuperviewLayoutMargins`
/// keeps at least the superview's margin where the view is closer to its edge than that margin.
/// Laid out alone, views have no safe-area insets, so `insetsLayoutMarginsFromSafeArea` adds nothing.
struct XIBLayoutMargins {
    /// The Xcode that saved the file (``ControlMetrics/toolsVersion(_:)``).
    let toolsVersion: Int
    /// The id of the view File's Owner's `view` outlet names (a view controller's root view), if any.
    let viewControllerRootID: String?
    /// Whether the view is laid out on IB's canvas, which shows a top-level view as a view controller's root.
    let onCanvas: Bool

    /// The rules for the views of a file saved by `toolsVersion`; `viewControllers` gives a view controller's
    /// root view (`viewControllerRootID`) its system margins (on IB's canvas; placed in a list, the view is no
    /// controller's root).
    init(toolsVersion: Int, viewControllerRootID: String?, viewControllers: Bool) {
        self.toolsVersion = toolsVersion
        onCanvas = viewControllers
        self.viewControllerRootID = viewControllers ? viewControllerRootID : nil
    }

    /// The side margin of the system margins at `width`.
    static func sideMargin(width: Double) -> Double {
        width <= UIKitDefaults.compactMarginsMaxWidth ? UIKitDefaults.systemSideMargins.compact : UIKitDefaults.systemSideMargins.regular
    }

    /// A table cell content view's side margin at `width`: the system's, 15 on compact phones before Xcode 12.
    func tableCellSideMargin(width: Double) -> Double {
        guard width <= UIKitDefaults.compactMarginsMaxWidth, toolsVersion < UIKitDefaults.toolsVersions.xcode12 else {
            return Self.sideMargin(width: width)
        }
        return UIKitDefaults.tableCellCompactSideMarginBeforeXcode12
    }

    /// `view`'s margins, given its superview's size and margins (nil for the view laid out).
    func margins(of view: AppView, size: LayoutSize, parent: (size: LayoutSize, margins: LayoutEdgeInsets)?) -> LayoutEdgeInsets {
        var margins = LayoutEdgeInsets.defaultLayoutMargins
        if let written = view.layoutMargins {
            margins = written
        } else if view.kind == .tableViewCellContentView {
            if toolsVersion >= UIKitDefaults.toolsVersions.xcode9 {
                let side = tableCellSideMargin(width: size.width), v = UIKitDefaults.tableCellVerticalMargins
                margins = LayoutEdgeInsets(top: v, left: side, bottom: v, right: side)
            }
        } else if parent == nil, onCanvas, view.kind != .tableViewCell,
                  view.id == viewControllerRootID || toolsVersion >= UIKitDefaults.toolsVersions.xcode9 {
            let side = Self.sideMargin(width: size.width)
            margins = LayoutEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        // On the canvas a collection cell's content view keeps its cell's margins, whatever its own say.
        let preserves = view.preservesSuperviewLayoutMargins || (onCanvas && view.kind == .collectionViewCellContentView)
        if preserves, let parent, let frame = view.frame {
            let distance = (left: frame.x, top: frame.y, right: parent.size.width - frame.x - frame.width,
                            bottom: parent.size.height - frame.y - frame.height)
            margins = LayoutEdgeInsets(top: max(margins.top, parent.margins.top - distance.top),
                                       left: max(margins.left, parent.margins.left - distance.left),
                                       bottom: max(margins.bottom, parent.margins.bottom - distance.bottom),
                                       right: max(margins.right, parent.margins.right - distance.right))
        }
        return margins
    }
}
