import Foundation

/// Every default AdLayout had to choose itself, in one place.
///
/// The SDK's documented defaults live on the types they belong to (``LabelAttribute``,
/// ``AdListItemViewLayout``, ``TnkLayout``…). Where the reference is silent, the values here were
/// read off the SDK's screenshots (≈0.96 px per point of a 375 pt phone) and chosen to match them.
public enum TnkDefaults {
    // MARK: Colours (TnkColor)

    /// PRIMARY_COLOR (#4572EF): filter selection, point amount, desc tint.
    public static let primaryColor = Palette.light.primary
    /// MAIN_BACKGROUND_COLOR.
    public static let mainBackgroundColor = Palette.light.mainBackground
    /// Gray section background (listViewBackgroundGray, screenshots ≈ #F5F5F5).
    public static let listViewBackgroundGray = Palette.light.listViewBackgroundGray

    // MARK: Item view elements (screens/default_adlistitemview.png)

    /// Icon: 72×72 (D95 divider formula), corner 8 with a faint stroke (screenshots).
    public static let iconImage = ImageAttribute(width: 72, height: 72, cornerRadius: 8,
                                                 strokeColor: Color(argb: 0x14000000), strokeWidth: 1)
    /// Title: 14 pt (docs), dark gray, one line, 12 pt from the icon (aligned with the desc below it).
    public static let titleLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 14), color: Palette.light.title,
                                                  leadingSpace: 12, numberOfLines: 1)
    /// Desc ("참여하면"): 13 pt in the primary colour at 60 % (A), 12 pt from the icon (docs), 3 pt below the title.
    public static let descLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 13),
                                                 color: primaryColor.withAlphaComponent(0.6),
                                                 interSpace: 3, leadingSpace: 12)
    /// Original point during a 2× event: 13 pt gray (A), drawn struck through.
    public static let descPointLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 13), color: Color(argb: 0xFFA6_ABB5),
                                                      leadingSpace: 4)
    /// The circled-P point icon, 16×16 (docs), 5 pt after the desc.
    public static let pointIconImage: ImageAttribute = {
        var a = ImageAttribute(width: 16, height: 16, leadingSpace: 5)
        a.imageNormal = ImageSource("asset:point_unit")
        return a
    }()
    /// Point amount: bold, primary, a little larger than the desc (screenshots).
    public static let pointAmountLabel = LabelAttribute(font: TnkFonts.getBoldFont(ofSize: 16), color: primaryColor,
                                                        leadingSpace: 3)
    /// Point unit ("골드"): 10 pt bold, primary at 70 % (A), baseline-aligned with the amount.
    public static let pointUnitLabel = LabelAttribute(font: TnkFonts.getBoldFont(ofSize: 10),
                                                      color: primaryColor.withAlphaComponent(0.7), leadingSpace: 3)
    /// Feed image: fills the content width; height from ``AdListItemViewLayout/feedImageRatio``.
    public static let feedImage = ImageAttribute(width: -1, height: -1, cornerRadius: 8,
                                                 strokeColor: Color(argb: 0x14000000), strokeWidth: 1)
    /// Feed aspect ratio height/width: 167/320, the ratio of the guide's sample and of the screenshots' feeds.
    public static let feedImageRatio: CGFloat = 167.0 / 320.0

    // MARK: Section header (AdSectionHeaderView; A: 17 bold #505050)

    public static let headerTitleLabel = LabelAttribute(font: TnkFonts.getBoldFont(ofSize: 17), color: Palette.light.headerTitle,
                                                        numberOfLines: 1)
    public static let headerDescLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 13), color: Palette.light.secondaryText,
                                                       interSpace: 2, numberOfLines: 2)
    public static let headerInset = EdgeInsets(top: 18, left: 16, bottom: 12, right: 16)

    // MARK: Navigation bar

    /// Height of the navigation bar, UIKit's standard.
    public static let navigationBarHeight: CGFloat = 44
    /// Title: 17 pt bold, sem(#505050) per the Flutter bridge; screenshots show near-black.
    public static let navigationTitleFont = TnkFonts.getBoldFont(ofSize: 17)
    public static let navigationTitleColor = Palette.light.navigationTitle
    /// "닫기" and other bar buttons: 16 pt regular, 16 pt from the edge.
    public static let barButtonFont = TnkFonts.getFont(ofSize: 16)
    public static let barButtonColor = Palette.light.barButton
    public static let barButtonMargin: CGFloat = 16

    // MARK: Images

    /// Colour of the placeholder drawn where an image is missing or unreadable.
    public static let imagePlaceholderColor = Palette.light.imagePlaceholder
}
