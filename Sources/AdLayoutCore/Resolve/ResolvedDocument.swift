import Foundation

/// A document ready to lay out: every section bound to its item view plugin and its configured
/// layout, styles applied, menu layouts resolved. Nothing in it can fail any more.
public struct ResolvedDocument: Sendable {
    public var file: String?
    public var baseDirectory: URL?
    public var device: DeviceSpec
    public var title: String?
    /// Settings and registrations after the document's registrations were applied.
    public var settings: TnkLayout
    public var menu: ResolvedMenu?
    public var filter: ResolvedMenu?
    public var sections: [ResolvedSection]
    /// The document's styles; layout runs with them as ``TnkStyles/current``.
    public var styles: TnkStyles
    /// An offerwall screen or a native frame.
    public var frame: FrameKind = .offerwall
    /// The ads of a native frame, top to bottom.
    public var nativeAds: [NativeAdPlacement] = []
    public var nativeBackground = Color(argb: 0xFFF2_F3F5)
    public var nativeSpacing: CGFloat = 16

    public init(file: String? = nil, baseDirectory: URL? = nil, device: DeviceSpec, title: String?,
                settings: TnkLayout, menu: ResolvedMenu?, filter: ResolvedMenu?, sections: [ResolvedSection],
                styles: TnkStyles = TnkStyles()) {
        self.file = file; self.baseDirectory = baseDirectory; self.device = device; self.title = title
        self.settings = settings; self.menu = menu; self.filter = filter; self.sections = sections
        self.styles = styles
    }
}

/// A menu or filter row with its layout.
public struct ResolvedMenu: Sendable {
    public var items: [String]
    public var selected: Int
    public var badge: Int?
    public var layout: AdListMenuViewLayout

    public init(items: [String], selected: Int, badge: Int? = nil, layout: AdListMenuViewLayout) {
        self.items = items; self.selected = selected; self.badge = badge; self.layout = layout
    }
}

/// A section bound to its plugin and layout.
public struct ResolvedSection: Sendable {
    public var type: LayoutType
    public var view: any AdListItemView
    public var layout: AdListItemViewLayout
    public var header: SectionHeaderSpec?
    public var footer: SectionFooterSpec?
    public var scroll: ScrollPosition?
    public var items: [AdListItem]

    public init(type: LayoutType, view: any AdListItemView, layout: AdListItemViewLayout,
                header: SectionHeaderSpec?, footer: SectionFooterSpec? = nil, scroll: ScrollPosition? = nil,
                items: [AdListItem]) {
        self.type = type; self.view = view; self.layout = layout; self.header = header
        self.footer = footer; self.scroll = scroll; self.items = items
    }
}
