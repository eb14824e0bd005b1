import Foundation
import AdLayoutModel

/// A document ready to lay out: every section bound to its item view and a copy of its layout's
/// values, with the layout class's `viewSize` and `itemColumns` already evaluated for the
/// document's device; styles and theme colours applied; menu rows resolved.
///
/// An immutable `Sendable` value: layout and drawing read nothing else (no styles, no registry,
/// no shared layout objects), so any number of renders can use one concurrently.
public struct ResolvedDocument: Sendable {
    /// Path the document was read from, as given (for messages).
    public var file: String?
    /// Where the document's values are in its text (``/AdLayoutModel/SourcePositions``): layout and
    /// drawing locate what they report with it.
    public var positions: SourcePositions?
    /// Folder the document's relative paths resolve against.
    public var baseDirectory: URL?
    /// Canvas size and pixel density.
    public var device: DeviceSpec
    /// Navigation bar title (after `navigationBarTitle`).
    public var title: String?
    /// Navigation bar, menu and list settings.
    public var settings: OfferwallSettings
    /// The theme's semantic colours (badges, web-ad labels).
    public var palette: Palette
    /// The menu row, if shown.
    public var menu: ResolvedMenu?
    /// The filter row, if shown.
    public var filter: ResolvedMenu?
    /// The list's sections, top to bottom.
    public var sections: [ResolvedSection]
    /// An offerwall screen or a native-ad screen.
    public var screen: ScreenKind = .offerwall
    /// The ads of a native screen, top to bottom.
    public var nativeAds: [NativeAdPlacement] = []
    /// Canvas colour of a native screen.
    public var nativeBackground = Color(argb: 0xFFF2_F3F5)
    /// Space between native ads, and above the first.
    public var nativeSpacing: CGFloat = 16
    /// The placement of a `"screen": "placement"` document: its header and its one section.
    public var placement: ResolvedPlacement?
    /// Every image path of the document, checked (confinement, existence, format, size).
    public var images = ImageTable()

    /// A resolved offerwall document.
    public init(file: String? = nil, baseDirectory: URL? = nil, device: DeviceSpec, title: String?,
                settings: OfferwallSettings, palette: Palette = .light, menu: ResolvedMenu?, filter: ResolvedMenu?,
                sections: [ResolvedSection]) {
        self.file = file; self.baseDirectory = baseDirectory; self.device = device; self.title = title
        self.settings = settings; self.palette = palette; self.menu = menu; self.filter = filter; self.sections = sections
    }
}

/// A placement view (`AdPlacementView`) ready to lay out: the header's texts and the placement's
/// ads as one section bound to the placement's item view and layout.
public struct ResolvedPlacement: Sendable {
    /// The placement id.
    public var id: String
    /// The header's title.
    public var title: String
    /// The gray line under the title; nil: none.
    public var subtitle: String?
    /// The "더 보기" link; nil: none.
    public var moreLabel: String?
    /// The JSON path of ``moreLabel`` as the file writes it.
    public var moreLabelPath = "placement.moreLabel"
    /// The ads, with the layout's values (its header styles the placement's header).
    public var section: ResolvedSection

    /// A placement `id` showing `section` under a header of `title`, `subtitle` and `moreLabel`.
    public init(id: String, title: String, subtitle: String?, moreLabel: String?, section: ResolvedSection) {
        self.id = id; self.title = title; self.subtitle = subtitle; self.moreLabel = moreLabel; self.section = section
    }
}

/// A menu or filter row with its layout values.
public struct ResolvedMenu: Sendable {
    /// Tab or chip titles.
    public var items: [String]
    /// Index of the selected item.
    public var selected: Int
    /// Number on the my-menu badge (nil hides the icon).
    public var badge: Int?
    /// The row's layout values.
    public var layout: MenuLayoutProperties
    /// The row's height, from the layout class's `viewHeight`.
    public var height: CGFloat

    /// A row of `items` styled by `layout`, `height` tall.
    public init(items: [String], selected: Int, badge: Int? = nil, layout: MenuLayoutProperties, height: CGFloat) {
        self.items = items; self.selected = selected; self.badge = badge; self.layout = layout; self.height = height
    }
}

/// A section bound to its item view, with its layout's values and the results of its layout
/// class's overrides.
public struct ResolvedSection: Sendable {
    /// The section's layout type.
    public var type: LayoutType
    /// The item view plugin (already ``AdListItemView/configured(for:)`` its layout).
    public var view: any AdListItemView
    /// The layout's values.
    public var layout: ItemLayoutProperties
    /// `viewSize(parentSize)` of the layout class, for the list's width and the canvas height.
    public var viewSize: CGSize
    /// `itemColumns(parentSize, numberOfItems:)` of the layout class for this section's items.
    public var itemColumns: [Int]
    /// Header texts (nil: no header).
    public var header: SectionHeaderSpec?
    /// Footer button title, for `AdSectionFooterView`.
    public var footer: SectionFooterSpec?
    /// Scroll position of an orthogonally scrolling section.
    public var scroll: ScrollPosition?
    /// The ads.
    public var items: [AdListItem]
    /// JSON path of the section, e.g. `sections[2]`.
    public var path: String
    /// Where the section starts in its document.
    public var location: SourceLocation?

    /// A section of `items` laid out with `layout`.
    public init(type: LayoutType, view: any AdListItemView, layout: ItemLayoutProperties, viewSize: CGSize,
                itemColumns: [Int], header: SectionHeaderSpec?, footer: SectionFooterSpec? = nil,
                scroll: ScrollPosition? = nil, items: [AdListItem], path: String = "", location: SourceLocation? = nil) {
        self.type = type; self.view = view; self.layout = layout; self.viewSize = viewSize
        self.itemColumns = itemColumns; self.header = header; self.footer = footer; self.scroll = scroll
        self.items = items; self.path = path; self.location = location
    }
}
