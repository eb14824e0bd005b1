import Foundation

/// The semantic colours of one appearance (TnkColor's `semantic(light, dark)` pairs, SDK docs v5.95; docs/fidelity/sdk-sources.md).
///
/// Layouts, menu layouts and settings created while a dark ``TnkStyles`` is current start from
/// ``dark``; everything the reference names has its documented value, the rest follows the
/// screenshots (light) or the SDK's dark values of neighbouring elements.
public struct Palette: Sendable, Hashable {
    /// PRIMARY_COLOR: #4572EF / #77A5FF.
    public var primary: Color
    /// MAIN_BACKGROUND_COLOR: #FFFFFF / #151515.
    public var mainBackground: Color
    /// Gray section background: ≈#F5F5F5 / #1E1E1E.
    public var listViewBackgroundGray: Color
    /// Item dividers: #F2F2F2 / #353535.
    public var divider: Color
    /// Pressed item: #A0F8F8F8 / #252525.
    public var itemHighlighted: Color
    /// Item titles: #505050 (darkest title pixels #515151 in the 2.3 px/pt anatomy screenshots, where
    /// strokes are 2–3 pixels wide).
    public var title: Color
    /// Secondary text (header descs, the search icon, the web-ad label): #909090 / #969696.
    public var secondaryText: Color
    /// Section header titles: #222222 (default_offerwall at 0.96 px/pt: the title's darkest 4 % of
    /// pixels average 53, the navigation title's 0; AdLayout's black drew 24 and #333333 68, so
    /// #222222; the reference's #505050 is lighter still).
    public var headerTitle: Color
    /// Navigation title: black (screenshots).
    public var navigationTitle: Color
    /// Bar buttons ("닫기"): #333333.
    public var barButton: Color
    /// Menu tabs: normal #969696 (screenshots; the guide's #AAAAAA is lighter than the device) / #969696,
    /// selected black / white.
    public var menuNormal: Color
    /// The selected menu tab and the my-menu icon: black / white.
    public var menuSelected: Color
    /// Filter chips: text black (screenshots; the guide's #505050 is lighter than the device) / #E8E8E8,
    /// stroke #90E0E0E0 / #505050, background white / main background.
    public var filterText: Color
    /// Filter chip border: #90E0E0E0 / #505050.
    public var filterStroke: Color
    /// Filter chip background: white / #151515.
    public var filterBackground: Color
    /// Disabled point text (SDK docs v5.95: #969696 in both).
    public var pointDisabled: Color
    /// Fill where an image is missing or unreadable: #E6E8EC light, #2A2C30 dark.
    public var imagePlaceholder: Color

    /// The light appearance, the default.
    public static let light = Palette(
        primary: Color(argb: 0xFF45_72EF), mainBackground: .white, listViewBackgroundGray: Color(argb: 0xFFF5_F5F5),
        divider: Color(argb: 0xFFF2_F2F2), itemHighlighted: Color(argb: 0xA0F8_F8F8),
        title: Color(argb: 0xFF50_5050), secondaryText: Color(argb: 0xFF90_9090), headerTitle: Color(argb: 0xFF22_2222),
        navigationTitle: .black, barButton: Color(argb: 0xFF33_3333),
        menuNormal: Color(argb: 0xFF96_9696), menuSelected: .black,
        filterText: .black, filterStroke: Color(argb: 0x90E0_E0E0), filterBackground: .white,
        pointDisabled: .gray, imagePlaceholder: Color(argb: 0xFFE6_E8EC))

    /// The dark appearance (`"offerwallTheme": "dark"`).
    public static let dark = Palette(
        primary: Color(argb: 0xFF77_A5FF), mainBackground: Color(argb: 0xFF15_1515), listViewBackgroundGray: Color(argb: 0xFF1E_1E1E),
        divider: Color(argb: 0xFF35_3535), itemHighlighted: Color(argb: 0xFF25_2525),
        title: Color(argb: 0xFFE0_E0E0), secondaryText: Color(argb: 0xFF96_9696), headerTitle: Color(argb: 0xFFD3_D3D3),
        navigationTitle: Color(argb: 0xFFD3_D3D3), barButton: Color(argb: 0xFFD3_D3D3),
        menuNormal: Color(argb: 0xFF96_9696), menuSelected: .white,
        filterText: Color(argb: 0xFFE8_E8E8), filterStroke: Color(argb: 0xFF50_5050), filterBackground: Color(argb: 0xFF15_1515),
        pointDisabled: Color(argb: 0xFF96_9696), imagePlaceholder: Color(argb: 0xFF2A_2C30))

    /// The palette of `theme` (`system` and `unspecified` render light, as a device in light mode would).
    public static func of(_ theme: OfferwallTheme) -> Palette { theme == .dark ? .dark : .light }
}
