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
    public let file: String?
    /// Where the document's values are in its text (``/AdLayoutModel/SourcePositions``): layout and
    /// drawing locate what they report with it.
    public let positions: SourcePositions?
    /// Folder the document's relative paths resolve against.
    public let baseDirectory: URL?
    /// Canvas size and pixel density.
    public let device: DeviceSpec
    /// Navigation bar, menu and list settings.
    public let settings: OfferwallSettings
    /// The theme's semantic colours (badges, web-ad labels).
    public let palette: Palette
    /// What the document shows: an offerwall, native ads or a placement view, each with what only it has.
    public let screen: ResolvedScreen
    /// Every image path of the document, checked (confinement, existence, format, size).
    public let images: ImageTable
    /// The status bar and home indicator drawn around the screen, with the safe-area insets they give
    /// (the device's ``/AdLayoutModel/DeviceSpec/deviceChrome``); nil: the canvas is the screen.
    public let chrome: DeviceChrome?
    /// The theme the document itself names (`styles.offerwallTheme`), whatever theme a caller's
    /// options rendered it in: what a golden named without a theme stands for.
    public let declaredTheme: OfferwallTheme?

    /// A resolved offerwall document.
    public init(file: String? = nil, baseDirectory: URL? = nil, device: DeviceSpec, title: String?,
                settings: OfferwallSettings, palette: Palette = .light, menu: ResolvedMenu?, filter: ResolvedMenu?,
                sections: [ResolvedSection]) {
        self.init(file: file, baseDirectory: baseDirectory, device: device, settings: settings, palette: palette,
                  screen: .offerwall(ResolvedOfferwall(title: title, menu: menu, filter: filter, sections: sections)))
    }

    /// A resolved document of any screen, its chrome the device's.
    public init(file: String? = nil, baseDirectory: URL? = nil, device: DeviceSpec, settings: OfferwallSettings,
                palette: Palette = .light, screen: ResolvedScreen) {
        self.init(file: file, positions: nil, baseDirectory: baseDirectory, device: device, settings: settings, palette: palette,
                  screen: screen, images: ImageTable(), chrome: device.deviceChrome)
    }

    /// A resolved document of every part given.
    public init(file: String?, positions: SourcePositions?, baseDirectory: URL?, device: DeviceSpec, settings: OfferwallSettings,
                palette: Palette, screen: ResolvedScreen, images: ImageTable, chrome: DeviceChrome?,
                declaredTheme: OfferwallTheme? = nil) {
        self.file = file; self.positions = positions; self.baseDirectory = baseDirectory; self.device = device
        self.settings = settings; self.palette = palette; self.screen = screen; self.images = images; self.chrome = chrome
        self.declaredTheme = declaredTheme
    }

    /// A new document: this one with the parts given replaced (the chrome stays this document's).
    /// How tools derive documents from a resolved one (a variant's device, a thumbnail's one ad)
    /// without changing it.
    public func replacing(device: DeviceSpec? = nil, settings: OfferwallSettings? = nil, screen: ResolvedScreen? = nil,
                          images: ImageTable? = nil) -> ResolvedDocument {
        ResolvedDocument(file: file, positions: positions, baseDirectory: baseDirectory, device: device ?? self.device,
                         settings: settings ?? self.settings, palette: palette, screen: screen ?? self.screen,
                         images: images ?? self.images, chrome: chrome, declaredTheme: declaredTheme)
    }

    /// This document with its sections replaced: an offerwall's list, a placement's one section (the
    /// first given); a native screen has none to replace.
    public func replacing(sections: [ResolvedSection]) -> ResolvedDocument {
        switch screen {
        case .offerwall(var offerwall):
            offerwall.sections = sections
            return replacing(screen: .offerwall(offerwall))
        case .placement(var placement):
            if let section = sections.first { placement.section = section }
            return replacing(screen: .placement(placement))
        case .native: return self
        }
    }

    /// The sections laid out: an offerwall's list, a placement's one section, none on a native screen.
    public var sections: [ResolvedSection] {
        switch screen {
        case .offerwall(let offerwall): offerwall.sections
        case .placement(let placement): [placement.section]
        case .native: []
        }
    }

    /// The offerwall's parts (nil on the other screens).
    public var offerwall: ResolvedOfferwall? {
        if case .offerwall(let offerwall) = screen { offerwall } else { nil }
    }

    /// The placement (nil on the other screens).
    public var placement: ResolvedPlacement? {
        if case .placement(let placement) = screen { placement } else { nil }
    }
}

/// What a resolved document shows. One of three, so a document cannot be two screens at once.
public enum ResolvedScreen: Sendable {
    /// An offerwall: the navigation bar, menu and filter rows and the list.
    case offerwall(ResolvedOfferwall)
    /// Native ads on a plain canvas (`"screen": "native"`).
    case native(ResolvedNativeScreen)
    /// A placement view (`"screen": "placement"`): its header and one section.
    case placement(ResolvedPlacement)

    /// The document format's name of the screen.
    public var kind: ScreenKind {
        switch self {
        case .offerwall: .offerwall
        case .native: .native
        case .placement: .placement
        }
    }
}

/// An offerwall ready to lay out.
public struct ResolvedOfferwall: Sendable {
    /// Navigation bar title (after `navigationBarTitle`).
    public var title: String?
    /// The menu row, if shown.
    public var menu: ResolvedMenu?
    /// The filter row, if shown.
    public var filter: ResolvedMenu?
    /// The list's sections, top to bottom.
    public var sections: [ResolvedSection]

    /// An offerwall of `sections` under a bar titled `title` and the rows given.
    public init(title: String?, menu: ResolvedMenu?, filter: ResolvedMenu?, sections: [ResolvedSection]) {
        self.title = title; self.menu = menu; self.filter = filter; self.sections = sections
    }
}

/// A native-ad screen ready to lay out.
public struct ResolvedNativeScreen: Sendable {
    /// The ads, top to bottom.
    public var ads: [NativeAdPlacement]
    /// Canvas colour.
    public var background: Color
    /// Space between ads, and above the first.
    public var spacing: CGFloat

    /// A screen of `ads` on `background`, `spacing` apart.
    public init(ads: [NativeAdPlacement], background: Color, spacing: CGFloat) {
        self.ads = ads; self.background = background; self.spacing = spacing
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
