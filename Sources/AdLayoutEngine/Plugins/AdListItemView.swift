import Foundation
import AdLayoutModel

/// An item view plugin: how tall an item is for a layout, and where its elements go for one
/// ``/AdLayoutSDK/AdListItem``. The SDK's `AdListItemView` subclasses, as values.
///
/// Built-in views (`DefaultAdListItemView`, `RightIconAdListItemView`, `FeedAdListItemView`…)
/// use exactly this protocol. Register yours with
/// `TnkLayout.registerItemViewLayout(type:view:named:viewLayout:)`, or with the guide's
/// `registerItemViewLayout(type:viewClass:viewLayout:)` when it has an `init()`
/// (``ConstructibleItemView``).
public protocol AdListItemView: Sendable {
    /// The item's whole height at `width`, asked when the layout's `viewSize` leaves the height
    /// open (negative). Items of a section share one size, so it must not depend on the ad data:
    /// reserve room for the longest content (``UniformHeightProbe`` has the probe texts).
    /// Views that lay out inside `itemInset` return ``AdLayoutSDK/ItemLayoutProperties/wrappingHeight(content:)``.
    func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat

    /// Whether the engine draws the layout's divider in this view: the SDK's `getDividerLineView()`.
    /// Built-in views have one; a custom view has none unless it says so (the getter returns nil
    /// by default in the SDK). Defaults to true.
    var usesDividerLine: Bool { get }

    /// The view to use for sections laid out by `layout`, asked once per section when a document
    /// resolves: a view that reads state of its own layout subclass copies it here. Defaults to `self`.
    func configured(for layout: AdListItemViewLayout) -> any AdListItemView

    /// The element nodes for `context.item`, placed inside `context.bounds` (absolute points).
    /// The engine adds the item's own box and, when ``usesDividerLine``, its divider.
    func layoutElements(_ context: ItemViewContext) -> [LayoutNode]
}

extension AdListItemView {
    /// Built-in views draw the layout's divider.
    public var usesDividerLine: Bool { true }

    /// The view itself: it reads nothing but ``/AdLayoutSDK/ItemLayoutProperties``.
    public func configured(for layout: AdListItemViewLayout) -> any AdListItemView { self }
}

/// An item view that can be made without arguments, so the guide's
/// `registerItemViewLayout(type:viewClass: MyView.self, viewLayout:)` can create it.
public protocol ConstructibleItemView: AdListItemView {
    /// A view with its default configuration.
    init()
}

extension ItemLayoutProperties {
    /// The height of an item whose content, laid out inside ``/AdLayoutSDK/ItemLayoutProperties/itemInset``, is `content` tall:
    /// `itemInset.top + content + itemInset.bottom`, rounded up to whole points.
    public func wrappingHeight(content: CGFloat) -> CGFloat {
        (itemInset.vertical + content).rounded(.up)
    }
}

/// Everything an item view needs to place its elements (the SDK's `setData` arguments plus geometry).
public struct ItemViewContext: Sendable {
    /// The ad to show.
    public var item: AdListItem
    /// The section's layout values.
    public var layout: ItemLayoutProperties
    /// The item's frame, absolute, in points.
    public var bounds: CGRect
    /// `bounds` inset by `layout.itemInset`.
    public var contentRect: CGRect
    /// Row of the item in its section.
    public var row: Int
    /// Position of the item in its section.
    public var itemIndex: Int
    /// Items per page when the section pages, else 0.
    public var itemsPerPage: Int
    /// Number of items in the section.
    public var numberOfItems: Int
    /// Measures text for labels that fit their text.
    public var measurer: any TextMeasuring

    /// A context for `item` in `bounds`.
    public init(item: AdListItem, layout: ItemLayoutProperties, bounds: CGRect, row: Int, itemIndex: Int,
                itemsPerPage: Int, numberOfItems: Int, measurer: any TextMeasuring) {
        self.item = item; self.layout = layout; self.bounds = bounds
        self.contentRect = bounds.inset(by: layout.itemInset)
        self.row = row; self.itemIndex = itemIndex; self.itemsPerPage = itemsPerPage
        self.numberOfItems = numberOfItems; self.measurer = measurer
    }
}
