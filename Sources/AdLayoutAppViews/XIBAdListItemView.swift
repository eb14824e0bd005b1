import AdLayoutEngine
import AdLayoutModel
import Foundation

/// An offerwall item view whose content is an app's XIB: the plugin a Swift `AdListItemView`
/// subclass that loads a nib becomes. `setData` says, per ad, what the XIB's outlets show (the
/// guide's `setData(_:row:itemsPerPage:itemIndex:numberOfItems:)`); the XIB is pinned to the item's
/// edges and laid out by Auto Layout at the item's size.
public struct XIBAdListItemView: AdListItemView {
    /// The nib the view loads.
    public let nib: XIBItemView
    /// Whether the engine draws the layout's divider (the view overrides `getDividerLineView()`).
    public let usesDividerLine: Bool
    private let setData: @Sendable (ItemViewContext) -> XIBItemView.Content

    /// A view showing `nib`, filled per ad by `setData`.
    public init(nib: XIBItemView, usesDividerLine: Bool = false,
                setData: @escaping @Sendable (ItemViewContext) -> XIBItemView.Content) {
        self.nib = nib; self.usesDividerLine = usesDividerLine; self.setData = setData
    }

    /// The XIB's design height, for layouts that leave the height open (the guide's layout class
    /// gives its own in `viewSize`).
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        CGFloat(nib.tree.size.height)
    }

    /// The ad's content in the XIB, laid out in the item's bounds.
    public func layoutElements(_ context: ItemViewContext) -> [LayoutNode] {
        nib.nodes(setData(context), in: context.bounds, measurer: context.measurer, reported: [])
    }
}

extension XIBAdListItemView: LayoutWorkCounting {
    /// The XIB's views, each laid out for every ad.
    public var viewsPerAd: Int { nib.viewCount }
    /// The XIB's root view.
    public var workName: String { nib.rootSource }
}
