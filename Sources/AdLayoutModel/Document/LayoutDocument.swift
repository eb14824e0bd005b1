import Foundation

/// A decoded layout document (format v1): the JSON's content with defaults filled in and every
/// value type-checked, but registrations and overrides not yet applied (see `DocumentResolver`).
public struct LayoutDocument: Sendable {
    /// Always 1 for this format.
    public var schemaVersion: Int
    /// Path the document was read from, as given (for messages).
    public var file: String?
    /// Folder that relative image paths resolve against.
    public var baseDirectory: URL?
    /// Canvas size and pixel density.
    public var device: DeviceSpec
    /// Navigation bar title.
    public var title: String?
    /// The document's `tnkLayout` keys, applied on the base registry's settings.
    public var settings: PropertyEdits<OfferwallSettings>?
    /// The theme it renders with: a caller's (`--theme`), the document's own, or `light`.
    public var theme: OfferwallTheme
    /// The `offerwallTheme` the document names, if any.
    public var declaredTheme: OfferwallTheme?
    /// The document's `styles.adListItem` keys, applied on the theme's defaults by ``styles``.
    public var styleEdits: PropertyEdits<AdListItemStyle>?
    /// Which item view and layout each layout type uses, in document order.
    public var registrations: [RegistrationSpec]
    /// Layout classes declared in the document (`layoutClasses`); registrations may name them.
    public var layoutClasses: [LayoutClassDeclaration] = []
    /// Swift setup files the document names (`swiftSetup`), read by a loader that knows Swift
    /// (AdLayoutSwiftSetup); the standard loader reports them as unsupported.
    public var swiftSetup: [SetupFileReference] = []
    /// Item views declared in the document (`templates`), by name; registrations may name them.
    public var templates: [TemplateDefinition] = []
    /// The app's own item views (`appViews`): a XIB and what the app's code sets on it, by class name.
    public var appViews: [AppViewDefinition] = []
    /// Image files a Swift setup found in the app's asset catalogs, by the path its image properties
    /// name them with (from the ``JSONNode/found`` files of its merged tree); empty for a document read alone.
    public var setupImageFiles: [String: URL] = [:]
    /// Overrides of the menu and filter rows' layouts.
    public var menuLayouts: [MenuLayoutSpec]
    /// The category tab row; nil: no row.
    public var menu: MenuSpec?
    /// The filter chip row; nil: no row.
    public var filter: MenuSpec?
    /// The list's sections, top to bottom.
    public var sections: [SectionSpec]
    /// An offerwall screen or a screen of native ads.
    public var screen: ScreenKind = .offerwall
    /// The native ads of a `"screen": "native"` document, top to bottom.
    public var nativeAds: [NativeAdSpec] = []
    /// Canvas colour and spacing of a native screen.
    public var nativeBackground = Color(argb: 0xFFF2_F3F5)
    /// Space between native ads, and above the first.
    public var nativeSpacing: CGFloat = 16
    /// The Dynamic Type size its fonts are scaled for when it resolves (nil: the default, `large`).
    public var contentSize: ContentSizeCategory?
    /// The placement of a `"screen": "placement"` document.
    public var placement: PlacementSpec?
    /// Which view and layout each placement id uses, in document order.
    public var placementRegistrations: [PlacementRegistrationSpec] = []
    /// The ads of a placement document (`items`), top to bottom or left to right.
    public var placementItems: [AdListItem] = []
    /// Where its values are in its text, for what later stages report (nil: built in memory, or larger
    /// than ``SourcePositions/maximumBytes``).
    public var positions: SourcePositions?

    /// Global styles for every layout the document creates: the theme's defaults with ``styleEdits``
    /// applied. The resolver reads them once, where it applies ``settings`` too: both edits act at
    /// one stage, on what the decoder and a setup left.
    public var styles: TnkStyles {
        var styles = TnkStyles(theme: theme)
        styleEdits?.apply(to: &styles.adListItem)
        return styles
    }
}

/// What a document renders.
public enum ScreenKind: Int, Sendable, Hashable, CaseIterable, NamedCase {
    /// The offerwall screen: navigation bar, menus, sections (the default).
    case offerwall = 0
    /// One or more native ads on a plain canvas.
    case native = 1
    /// A placement view (`AdPlacementView`): a header and the placement's ads, as tall as its content.
    case placement = 2
}

/// One ad of a native screen, as written.
public struct NativeAdSpec: Sendable {
    /// The native template's name.
    public var template: String
    /// The ad's assets.
    public var ad: NativeAd
    /// The template's colours and fonts.
    public var style: NativeAdStyle
    /// Delivered width; nil: the container's width.
    public var width: CGFloat?
    /// Delivered height; nil: the template's preferred height.
    public var height: CGFloat?
    /// Minimum and maximum sizes (the maximum wins).
    public var limits: SizeLimits
    /// The web-ad label above the creative; nil hides it.
    public var adLabel: String?
    /// The web-ad label's text when a document writes `"adLabel": true`.
    public static let defaultAdLabel = "annonce"
    /// JSON path, e.g. `ads[1]`, and where it starts.
    public var path: String
    /// Where the ad starts.
    public var location: SourceLocation
}

/// Canvas size and pixel density.
public struct DeviceSpec: Sendable, Hashable {
    /// Preset name, if the document used one.
    public var name: String?
    /// Canvas width in points.
    public var width: CGFloat
    /// Canvas height in points (with ``autoHeight``, the container height layout classes see).
    public var height: CGFloat
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Int
    /// The canvas grows to the content's height (`"height": "auto"`); ``height`` is then the height
    /// layout classes see as their container's (`viewSize(parentSize)`).
    public var autoHeight = false
    /// Draw the device's status bar and home indicator and lay the screen out below the status bar
    /// (`"chrome": true`, `--chrome`); the sizes are ``DeviceChrome/forDevice(_:)``'s. False: the canvas is the screen.
    public var chrome = false

    /// The status bar and home indicator drawn, with the safe-area insets they give; nil without ``chrome``.
    public var deviceChrome: DeviceChrome? { chrome ? DeviceChrome.forDevice(self) : nil }

    /// A canvas `width` × `height` points at `scale`.
    public init(name: String? = nil, width: CGFloat, height: CGFloat, scale: Int, autoHeight: Bool = false) {
        self.name = name; self.width = width; self.height = height; self.scale = scale; self.autoHeight = autoHeight
    }

    /// Named devices documents may use (sizes in points).
    public static let presets: [String: DeviceSpec] = [
        "iPhone15": DeviceSpec(name: "iPhone15", width: 390, height: 844, scale: 3),
        "iPhone15Pro": DeviceSpec(name: "iPhone15Pro", width: 393, height: 852, scale: 3),
        "iPhone15ProMax": DeviceSpec(name: "iPhone15ProMax", width: 430, height: 932, scale: 3),
        "iPhoneSE": DeviceSpec(name: "iPhoneSE", width: 375, height: 667, scale: 2),
        "iPhone13mini": DeviceSpec(name: "iPhone13mini", width: 375, height: 812, scale: 3),
        "iPadMini": DeviceSpec(name: "iPadMini", width: 744, height: 1133, scale: 2),
        "iPadPro11": DeviceSpec(name: "iPadPro11", width: 834, height: 1194, scale: 2),
    ]

    /// Why a canvas of this size at `scale` is refused (more device pixels than
    /// ``/AdLayoutSDK/FormatLimits/canvasPixels``, or a side longer than ``/AdLayoutSDK/FormatLimits/canvasSidePixels``), or nil.
    public func canvasProblem(scale: Int) -> String? {
        let size = "a \(ExpressionFormatting.number(Double(width)))×\(ExpressionFormatting.number(Double(height))) pt canvas at @\(scale)x"
        let pixels = Double(width) * Double(height) * Double(scale * scale)
        if pixels > Double(FormatLimits.canvasPixels) {
            return size + " has \(Int(pixels / 1_000_000)) Mpx; the limit is \(FormatLimits.canvasPixels / 1_000_000) Mpx"
        }
        let side = max(Double(width), Double(height)) * Double(scale)
        if side > Double(FormatLimits.canvasSidePixels) {
            return size + " is \(Int(side.rounded(.up))) pixels long; the limit is \(FormatLimits.canvasSidePixels) pixels a side"
        }
        return nil
    }

    /// The default device: iPhone 15 (390×844 @3x).
    public static let `default` = presets["iPhone15"]!
}

/// `registrations.<layoutType>`: which view and layout a type uses, plus property overrides.
public struct RegistrationSpec: Sendable {
    /// The layout type registered.
    public var type: LayoutType
    /// The item view's name; nil keeps the type's current view.
    public var viewClass: String?
    /// The layout class's name; nil keeps the type's current class.
    public var viewLayout: String?
    /// The `overrides` keys, applied on the layout when the document is resolved.
    public var overrides: PropertyEdits<ItemLayoutProperties>?
    /// JSON path of the registration, e.g. `registrations.normal`.
    public var path: String
    /// Where the registration starts.
    public var location: SourceLocation
}

/// `menuLayouts.<menuType>`: overrides of a menu row's layout.
public struct MenuLayoutSpec: Sendable {
    /// The row.
    public var type: MenuType
    /// Its keys, applied on the row's layout when the document is resolved.
    public var overrides: PropertyEdits<MenuLayoutProperties>
    /// JSON path, e.g. `menuLayouts.filter`.
    public var path: String
}

/// Tabs or chips of a menu row.
public struct MenuSpec: Sendable, Hashable {
    /// Tab or chip titles.
    public var items: [String]
    /// Index of the selected item.
    public var selected: Int
    /// Number shown in the badge on the my-menu icon (menu row only; nil hides the icon).
    public var badge: Int?
}

/// A section header's texts.
public struct SectionHeaderSpec: Sendable, Hashable {
    /// The header title.
    public var title: String
    /// The line under the title.
    public var desc: String?
    /// A header with `title` and an optional `desc`.
    public init(title: String, desc: String? = nil) { self.title = title; self.desc = desc }
}

/// A section footer's button title (`AdSectionFooterView`).
public struct SectionFooterSpec: Sendable, Hashable {
    /// The button's title, e.g. "더보기".
    public var title: String
    /// A footer with `title`.
    public init(title: String) { self.title = title }
    /// The footer view that shows a title; a section with a `footer` gets it when its layout has none.
    public static let titledFooterView = "AdSectionFooterView"
}

/// Which part of an orthogonally scrolling section the still image shows.
public enum ScrollPosition: Sendable, Hashable {
    /// A page (paging, groupPaging) or item column (continuous), 0-based.
    case page(Int)
    /// A horizontal content offset in points.
    case offset(CGFloat)
}

/// One section (curation) of the list.
public struct SectionSpec: Sendable {
    /// The section's layout type (curation).
    public var type: LayoutType
    /// Header texts; nil: the SDK's own header for the type, if any.
    public var header: SectionHeaderSpec?
    /// The footer button's title.
    public var footer: SectionFooterSpec?
    /// Scroll state of an orthogonally scrolling section (nil = the start).
    public var scroll: ScrollPosition?
    /// The ads.
    public var items: [AdListItem]
    /// JSON path, e.g. `sections[2]`.
    public var path: String
    /// Where the section starts.
    public var location: SourceLocation
    /// Where its `footer` is written.
    public var footerLocation: SourceLocation?
}

extension SectionSpec {
    /// A section of `type` showing `items`, with no header, footer or scroll position (a tool's
    /// section, e.g. `adlayout fit`'s for a layout type the document does not show).
    public init(type: LayoutType, items: [AdListItem], path: String, location: SourceLocation) {
        self.init(type: type, header: nil, footer: nil, scroll: nil, items: items, path: path, location: location)
    }
}

extension SectionHeaderSpec {
    /// Headers the SDK writes itself for the sections it makes (strings of the SDK's binary; docs/fidelity/sdk-sources.md).
    public static func sdkDefault(for type: LayoutType) -> SectionHeaderSpec? {
        switch type {
        case .multi: SectionHeaderSpec(title: "참여 중인 미션을 이어서 완료해보세요!")
        case .noapps: SectionHeaderSpec(title: "대신 이 미션은 어떠세요?")
        case .nocps: SectionHeaderSpec(title: "대신 이 상품은 어떠세요?")
        default: nil
        }
    }
}

/// One entry of a document's `swiftSetup`: a path relative to the document, where it is written.
public struct SetupFileReference: Sendable, Hashable {
    /// The path as written.
    public var path: String
    /// JSON path, e.g. `swiftSetup[0]`.
    public var jsonPath: String
    /// Where the path is written.
    public var location: SourceLocation
}
