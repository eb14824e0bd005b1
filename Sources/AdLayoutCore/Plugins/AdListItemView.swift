import Foundation

/// An item view plugin: sizes its content from an ``AdListItemViewLayout`` and places its elements
/// for one ``AdListItem``. The SDK's `AdListItemView` subclasses, as values.
///
/// Built-in views (``DefaultAdListItemView``, ``RightIconAdListItemView``, ``FeedAdListItemView``)
/// use exactly this protocol; register your own with
/// `TnkLayout.registerItemViewLayout(type:viewClass:viewLayout:)`.
public protocol AdListItemView: Sendable {
    /// Name used as `viewClass` in documents. Defaults to the type's name.
    static var viewClassName: String { get }

    init()

    /// Height of the content (inside `itemInset`) at `contentWidth`, used when the layout's
    /// `viewSize` returns a negative (wrap-content) height. Items of a section share one size,
    /// so this must not depend on the ad data.
    func contentHeight(layout: AdListItemViewLayout, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat

    /// The item's whole height at `width` when the layout's `viewSize` leaves it open (negative),
    /// for views that place elements against the item's own edges rather than inside `itemInset`.
    /// nil (the default) means `itemInset.top + contentHeight + itemInset.bottom`, rounded up.
    /// Like ``contentHeight(layout:contentWidth:measurer:)``, it must not depend on the ad data.
    func itemHeight(layout: AdListItemViewLayout, width: CGFloat, measurer: any TextMeasuring) -> CGFloat?

    /// Whether the engine draws the layout's divider in this view: the SDK's `getDividerLineView()`.
    /// Built-in views have one; a custom view has none unless it says so (the getter returns nil
    /// by default in the SDK). Defaults to true.
    var usesDividerLine: Bool { get }

    /// The element nodes for `context.item`, placed inside `context.bounds` (absolute points).
    /// The engine adds the item's own box and, when ``usesDividerLine``, its divider.
    func layoutElements(_ context: ItemViewContext) -> [LayoutNode]
}

extension AdListItemView {
    public static var viewClassName: String { _typeName(self, qualified: false) }  // not String(describing:): its casts cost ~0.4M instructions per type at start

    public func itemHeight(layout: AdListItemViewLayout, width: CGFloat, measurer: any TextMeasuring) -> CGFloat? { nil }

    public var usesDividerLine: Bool { true }
}

/// Everything an item view needs to place its elements (the SDK's `setData` arguments plus geometry).
public struct ItemViewContext: Sendable {
    public var item: AdListItem
    public var layout: AdListItemViewLayout
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
    public var numberOfItems: Int
    public var measurer: any TextMeasuring

    public init(item: AdListItem, layout: AdListItemViewLayout, bounds: CGRect, row: Int, itemIndex: Int,
                itemsPerPage: Int, numberOfItems: Int, measurer: any TextMeasuring) {
        self.item = item; self.layout = layout; self.bounds = bounds
        self.contentRect = bounds.inset(by: layout.itemInset)
        self.row = row; self.itemIndex = itemIndex; self.itemsPerPage = itemsPerPage
        self.numberOfItems = numberOfItems; self.measurer = measurer
    }
}
