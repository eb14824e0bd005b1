import Foundation

/// Every default AdLayout had to choose itself, in one place.
///
/// The SDK's documented defaults live on the types they belong to (``LabelAttribute``,
/// ``AdListItemViewLayout``, `TnkLayout`…). Where the SDK's documents are silent, or where its
/// screenshots show another value than the guide's generation (weights and colours of the menu,
/// filter, header and navigation bar), the values here were measured on the screenshots
/// (the SDK's screenshots, docs/fidelity/sdk-sources.md: default_offerwall.png at 0.96 px per point of a 375 pt phone, the
/// three-panel images at 0.79) — ink boxes, stroke widths, darkest pixels — and each says what it
/// was measured from (docs/fidelity/presets.md has them side by side). Sizes of the layout classes are in ``PresetMetrics``.
public enum TnkDefaults {
    // MARK: Colours (TnkColor)

    /// PRIMARY_COLOR (#4572EF): filter selection, point amount, desc tint.
    public static let primaryColor = Palette.light.primary
    /// MAIN_BACKGROUND_COLOR.
    public static let mainBackgroundColor = Palette.light.mainBackground
    /// Gray section background (listViewBackgroundGray, screenshots ≈ #F5F5F5).
    public static let listViewBackgroundGray = Palette.light.listViewBackgroundGray

    // MARK: Item view elements (default_adlistitemview.png; docs/fidelity/sdk-sources.md)

    /// Icon: 72×72 (the divider formula of SDK docs v5.95), corner 8 with a faint stroke (screenshots).
    public static let iconImage = ImageAttribute(width: 72, height: 72, cornerRadius: 8,
                                                 strokeColor: Color(argb: 0x14000000), strokeWidth: 1)
    /// Title: 14 pt (docs) regular, dark gray, two lines (``PresetMetrics/listTitleLines``), 12 pt
    /// from the icon (aligned with the desc below it; ink from 104.9 pt with the icon at 20).
    public static let titleLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 14), color: Palette.light.title,
                                                  leadingSpace: 12, numberOfLines: PresetMetrics.listTitleLines.numberOfLines)
    /// Desc ("참여하면"): 14 pt medium in the primary colour at 60 % (ink 12.3 pt tall, "채널추가하면"
    /// 70.5 pt wide: 14 pt; strokes 0.095–0.099 em: medium), 12 pt from the icon (docs), 6 pt below
    /// the title (its ink 22.7 pt below the title's in the list and the guide's feed strip).
    public static let descLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 14, weight: .medium),
                                                 color: primaryColor.withAlphaComponent(0.6),
                                                 interSpace: 6, leadingSpace: 12)
    /// Original point during a 2× event: the desc's size in gray, drawn struck through.
    public static let descPointLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 14), color: Color(argb: 0xFFA6_ABB5),
                                                      leadingSpace: 4)
    /// The circled-P point icon, 16×16 (docs; 16.0 × 15.5 pt ink in the list), 4 pt after the desc
    /// (5.5 pt after the desc's ink).
    public static let pointIconImage: ImageAttribute = {
        var a = ImageAttribute(width: 16, height: 16, leadingSpace: 4)
        a.imageNormal = ImageSource(.pointUnit)
        return a
    }()
    /// The Ⓟ's ring: a 1 pt band at its edge, darker and more saturated than its fill (default_offerwall:
    /// fill ≈ #4A74EE, ring ≈ #0D36A2 one device pixel wide, where AdLayout drew a flat disc).
    public static let pointIconRingWidth: CGFloat = 1
    /// The ring's colour for a Ⓟ filled with `tint`: each channel c → 0.68 c − 0.12 (max − c), which
    /// takes the primary #4572EF to #1A3EA2 (measured #0D36A2).
    public static func pointIconRingColor(_ tint: Color) -> Color {
        let m = max(tint.red, tint.green, tint.blue)
        func dark(_ c: Double) -> UInt32 { UInt32((max(0, 0.68 * c - 0.12 * (m - c)) * 255).rounded()) }
        return Color(argb: (tint.argb & 0xFF00_0000) | dark(tint.red) << 16 | dark(tint.green) << 8 | dark(tint.blue))
    }
    /// Point amount: 15 pt semibold, primary ("230": digits 10.9 pt tall; stems 0.113–0.120 em,
    /// SF semibold), 3.5 pt after the icon (ink 4.5 pt after it).
    public static let pointAmountLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 15, weight: .semibold),
                                                        color: primaryColor, leadingSpace: 3.5)
    /// Point unit ("골드"): 10 pt medium, primary at 70 % (ink 8.9 pt tall), baseline-aligned with the
    /// amount, 3 pt after it (its ink 5.0 pt after the amount's).
    public static let pointUnitLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 10, weight: .medium),
                                                      color: primaryColor.withAlphaComponent(0.7), leadingSpace: 3)
    /// How far the unit sits above the amount's baseline, in em of the unit's size: its ink ends on
    /// the digits' baseline (default_offerwall, test2, app2: unit ink bottom − digits' bottom =
    /// 0.0 ± 0.1 pt), where Hangul would reach 0.06 em below a shared baseline.
    public static let pointUnitRise: CGFloat = 0.1
    // MARK: Shopping elements (offerwall_ui_cps2.png; sizes per layout class in PresetMetrics)

    /// Product price ("19,900원"): semibold #2E2E2E (darkest pixels), 16 pt in the shopping rows.
    public static let productPriceLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 16, weight: .semibold),
                                                         color: Color(argb: 0xFF2E_2E2E))
    /// Discount rate ("27%"): the price's font in the primary colour, its ink 8–9 pt after the price's
    /// (six rows and feeds of the shopping screenshots: 8.1–9.2 pt, mean 8.9).
    public static let discountRateLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 16, weight: .semibold),
                                                         color: primaryColor, leadingSpace: 6.8)
    /// Rank numbers of the ranked list: 19 pt italic, regular weight (thin strokes; digits 13.3 pt tall).
    public static let orderNumberLabel = LabelAttribute(font: Font(size: 19, weight: .regular, italic: true),
                                                        color: Color(argb: 0xFF22_2222))

    /// The search row (CpsSearchItemView): the pill ends 6 pt before the "my" button; its magnifier
    /// (ink 17.6 pt) starts 15 pt in, the placeholder 7 pt after it (ink at 16.4 and 42.7 pt from the
    /// pill's left edge).
    public static let searchFieldGap: CGFloat = 6
    /// Side of the search field's magnifier.
    public static let searchIconSide: CGFloat = 20
    /// Gap between the field's left edge and the magnifier.
    public static let searchIconLeadingSpace: CGFloat = 15
    /// Gap between the magnifier and the placeholder.
    public static let searchPlaceholderLeadingSpace: CGFloat = 7
    /// The "my" button's person glyph spans this fraction of the button (ink 26.6 × 26.7 pt in 36).
    public static let myButtonGlyphScale: CGFloat = 0.78
    /// Placeholder colour (thin gray text, darkest pixels #C5C5C5).
    public static let searchPlaceholderColor = Color(argb: 0xFFBB_BBBB)

    /// The page footer "‹ 1 / 3 ›" (AdSectionPrevNextFooterView): 34 pt white squares with a light
    /// stroke and 4 pt corners, centred 54 pt either side of the label's centre (newitem: interiors
    /// 32.3 pt, centres at 133.5 and 241.3 around 187.6), thin chevrons (ink 5 × 9.5), 13 pt label.
    public static let pageButtonSide: CGFloat = 34
    /// The buttons' border: 1 pt #E2E2E2 (newitem: edge pixels #E9–#EB on the #F5F5F5 section at 0.79
    /// px/pt, where the divider colour #F2F2F2 left them without a visible edge).
    public static let pageButtonStrokeColor = Color(argb: 0xFFE2_E2E2)
    /// Their shadow: 4 % black, 1 pt below and 0.5 pt around the button (a one-pixel halo #F2–#F4 left,
    /// right and below the border, none above).
    public static let pageButtonShadowColor = Color(argb: 0x0A00_0000)
    /// How far the shadow falls below the button.
    public static let pageButtonShadowOffset: CGFloat = 1
    /// Distance from the label's centre to each button's centre.
    public static let pageButtonOffset: CGFloat = 54
    /// Side of the buttons' chevrons.
    public static let pageButtonChevronSide: CGFloat = 14
    /// The "1 / 3" label's font.
    public static let pageLabelFont = TnkFonts.getFont(ofSize: 13)

    /// Feed image: fills the content width; height from ``AdListItemViewLayout/feedImageRatio``.
    public static let feedImage = ImageAttribute(width: -1, height: -1, cornerRadius: 8,
                                                 strokeColor: Color(argb: 0x14000000), strokeWidth: 1)
    /// Feed aspect ratio height/width: 167/320, the ratio of the guide's sample and of the screenshots' feeds.
    public static let feedImageRatio: CGFloat = 167.0 / 320.0

    // MARK: Section header (AdSectionHeaderView)

    /// Header title: 16 pt regular, dark gray ``Palette/headerTitle`` ("새로운 미션 어때요?": Hangul ink 13.9 pt
    /// tall, 125.4 pt wide, regular strokes; not the 17 pt bold #505050 read off the older captures).
    public static let headerTitleLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 16), color: Palette.light.headerTitle,
                                                        numberOfLines: PresetMetrics.headerTitleLines.numberOfLines)
    /// Header desc: 13 pt regular in the secondary text colour (#909090), up to 2 lines, 2 pt below the title.
    public static let headerDescLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 13), color: Palette.light.secondaryText,
                                                       interSpace: 2, numberOfLines: PresetMetrics.headerDescLines.numberOfLines)
    /// Header insets: the title's ink starts 20.7 pt from the screen edge and 22.6 pt below the
    /// section's top (default_offerwall, app2), so its 16 pt line box starts 20 pt down; the first
    /// item starts 17.5 pt below the line box (newapps card top at section + 57.0).
    public static let headerInset = EdgeInsets(top: 20, left: 20, bottom: 17.5, right: 20)

    // MARK: Navigation bar

    /// Height of the navigation bar, UIKit's standard.
    public static let navigationBarHeight: CGFloat = 44
    /// Title: UINavigationBar's 17 pt semibold, black ("TEST Offerwall": ink 117.1 pt wide, between
    /// SF's regular (114.0) and bold (122.1) advances; darkest pixels #000000).
    public static let navigationTitleFont = TnkFonts.getFont(ofSize: 17, weight: .semibold)
    /// Title colour: black (darkest pixels #000000).
    public static let navigationTitleColor = Palette.light.navigationTitle
    /// "닫기" and other bar buttons: UIBarButtonItem's 17 pt regular ("닫기" ink 26.0 × 14.8 pt), 16 pt
    /// from the edge (ink from 17.3).
    public static let barButtonFont = TnkFonts.getFont(ofSize: 17)
    /// Bar button colour: #333333.
    public static let barButtonColor = Palette.light.barButton
    /// Gap between the screen edge and the bar buttons.
    public static let barButtonMargin: CGFloat = 16

    // MARK: Menu and filter rows (AdListMenuViewLayout, AdListFilterViewLayout)

    /// Menu tab titles: 18 pt regular in ``Palette/menuNormal`` (unselected tabs: Hangul ink 15.9 pt
    /// tall, regular strokes, darkest pixels #949494). The guide's generation draws them bold.
    public static let menuItemFont = TnkFonts.getFont(ofSize: 18)
    /// The selected tab: 18 pt semibold, black (0.5 pt wider and 0.4 pt taller ink than the same
    /// title unselected; stroke area as Noto Sans CJK Medium, between regular and bold).
    public static let menuItemFontSelected = TnkFonts.getFont(ofSize: 18, weight: .semibold)
    /// Filter chip titles: 14 pt medium, black (chip text ink 12.0 pt tall, strokes between the
    /// header's regular and the selected tab's semibold; darkest pixels #000000). The guide's
    /// generation draws them bold #505050.
    public static let filterItemFont = TnkFonts.getFont(ofSize: 14, weight: .medium)
    /// Menu and filter buttons are as wide as their title in the bold system font of the title's
    /// size plus their insets, whatever weight draws it: chips grow 12.5 pt per syllable at 14 pt
    /// (48.96 / 61.46 / 73.96 pt for 2 / 3 / 4 syllables) and tabs 15.7 pt at 18 pt, while the drawn
    /// syllables are 0.855 em apart — the widths of Apple SD Gothic Neo Bold (0.884 em at 14 pt, 0.873
    /// at 18), the guide's `TnkFonts.getBoldFont` default.
    public static let menuButtonSizingWeight = FontWeight.bold
    /// The my-menu icon (a sheet with three lines and a folded page): ink 23.4 × 22.1 pt, its left
    /// 337.2 pt from the screen edge on a 375 pt screen (14 pt from the right), centred on the row.
    public static let myMenuIconSize = CGSize(width: 24, height: 22)
    /// Gap between the my-menu icon and the row's right inset.
    public static let myMenuIconTrailingSpace: CGFloat = 4
    /// Its badge: a 14 pt circle centred 4 pt left of the icon's left edge, on its top edge
    /// (centre 333, 105 on the screenshots with "3").
    public static let myMenuBadgeSide: CGFloat = 14

    // MARK: Images

    /// Colour of the placeholder drawn where an image is missing or unreadable.
    public static let imagePlaceholderColor = Palette.light.imagePlaceholder
}
