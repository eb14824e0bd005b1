import AdLayoutModel

/// What UIKit gives a view when its XIB or its code leaves a property out: the defaults of drawing
/// and measuring, in one place (Apple's documentation and what Interface Builder writes). The layout
/// defaults live with the layout: hugging 250 and compression resistance 750 in AdLayoutAutoLayout (`AxisPriorities`),
/// 8-pt margins in AdLayoutUIKitTypes (`LayoutEdgeInsets`), and what a XIB omits in AdLayoutInterfaceBuilder.
public enum UIKitDefaults {
    /// `UILabel.font`: the system font at 17 pt.
    public static let labelFont = Font(size: 17)
    /// `UILabel.textColor` in the light appearance (`labelColor`): black.
    public static let labelTextColor = Color.black
    /// `UIButton` (system type) title: the system font at 15 pt in the tint colour.
    public static let buttonFont = Font(size: 15)
    /// `UIView.tintColor`: the system blue.
    public static let tintColor = Color(argb: 0xFF00_7AFF)
    /// The pixels per point the intrinsic sizes of text are rounded up to (UIKit rounds them up to
    /// the screen's pixels; the design devices of current XIBs are 3×).
    public static let screenScale: Double = 3

    /// The pixels per point of IB's design device: 2 for the 3.5-, 4- and 4.7-inch iPhones, the 6.1-inch
    /// iPhone 11 (`retina6_1`; the 12's is `retina6_12`, 3×), every iPad and files that name no device (Xcode 7
    /// and earlier drew on 2× screens), 3 otherwise. IB saves frames on that grid: the corpus's `retina6_1`
    /// and `ipad12_9` files hold halves only, its `retina5_5`, `retina5_9` and `retina6_12` files thirds.
    public static func screenScale(deviceID: String?) -> Double {
        guard let deviceID else { return 2 }
        return ["retina3_5", "retina4_0", "retina4_7", "retina6_1"].contains(deviceID) || deviceID.hasPrefix("ipad") ? 2 : screenScale
    }
    /// The size of a XIB view laid out alone when the XIB gives it no frame.
    public static let designSize = (width: 375.0, height: 667.0)
    /// The size of the content view of an item view made in code, which has no design size: its
    /// items take theirs from the layout class (`viewSize`); this is the size the view is drawn at
    /// where nothing gives one (an item height left open), a list row's common height.
    public static let codeViewSize = (width: 375.0, height: 100.0)

    // MARK: Controls and margins
    //
    // The figures below, with where each comes from. "Issue 44" is this project's issue text, which
    // measured them in Xcode-saved XIBs; "forum 733541" is Apple's developer forum thread whose
    // accepted answer (a UIKit engineer) gives the configuration's default insets; "SO 70778238" the
    // Debug View Hierarchy measurement of a classic button's title padding; "csl.cool" the safeAreaInsets a
    // 59-pt notch phone prints in portrait and landscape (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation),
    // "Qiita" the iPhone X's safe areas in both orientations (qiita.com/usagimaru/items/761e9a5f3d78b1939df8),
    // "Wikipedia view" the frames IB saved in the corpus's PageHistoryCountsView. Figures marked
    // *estimate* are not verified against a saved frame and are kept apart so they can be corrected.
    //
    // | figure                                          | value                   | source              |
    // |-------------------------------------------------|-------------------------|---------------------|
    // | classic button: title padding above and below   | 6 + 6 (zero insets)     | SO 70778238         |
    // | classic button "Button" at 15 pt                | 30 tall                 | issue 44            |
    // | classic button without title or image           | 30 x 34                 | *estimate*          |
    // | custom button's title font (`buttonFontSize`)   | system, 18 pt           | UIFont docs         |
    // | image-only custom button before Xcode 8         | >= 18-pt line, 22 tall  | Wikipedia keyboard  |
    // | configuration content insets (medium)           | 7, 12, 7, 12            | forum 733541        |
    // | configuration title font                        | body, 17 pt             | issue 44 (75x34.33) |
    // | configuration imagePadding                      | 0                       | *estimate*          |
    // | configuration corner radius (dynamic, medium)   | 6 pt                    | *estimate*          |
    // | UISwitch frame; alignment inset right           | 51 x 31; 2              | Kickstarter, Eureka |
    // | UISlider height; alignment insets left/right    | 31; 2, 2                | issue 44            |
    // | UISlider alignment inset at the bottom          | 1                       | EarlGrey, Wikipedia |
    // | UISegmentedControl height (iOS 13+ / before)    | 32 / 28                 | *estimate*          |
    // | UIStepper (iOS 13+ / before)                    | 94 x 32 / 94 x 29       | *estimate*          |
    // | UIActivityIndicatorView medium / large          | 20 x 20 / 37 x 37       | *estimate*          |
    // | UIProgressView height (iOS 14+ / before)        | 4 / 2                   | *estimate*          |
    // | UIPageControl height (iOS 14+ / before)         | 26 / 37                 | *estimate*          |
    // | UIPageControl width: 7-pt dots 9 apart, 16n - 9 | 39 for 3 pages          | ThunderCloud (Xcode 9) |
    // | ... the same width from iOS 14                  | 16n - 9                 | *estimate*          |
    // | UIStepper glyphs, divider (iOS 13+)             | 14 x 2 bars; 1 x 18     | *estimate*          |
    // | UISlider thumb (iOS 13+): white, shadowed       | 28                      | issue 44 brief      |
    // | UIPickerView, UIDatePicker (wheels)             | 320 x 216               | *estimate*          |
    // | UITextField roundedRect at 14 pt (Xcode 11+)     | 34 tall                 | *estimate*          |
    // | ... before Xcode 11                             | 30 tall                 | EarlGrey (Xcode 8)  |
    // | UITextField without border: text + (5, 1.8)     | 30 x 18.5 for "220"     | Wikipedia cell (1)  |
    // | table cell content view margins, Xcode 9+       | 11 top/bottom, 16 | 20  | issue 44            |
    // | ... side margin at <= 375 before Xcode 12       | 15                      | Kickstarter cell    |
    // | table cell content view margins, before         | 8                       | Eureka SwitchCell   |
    // | view controller's root view side margins        | 16 | 20                 | issue 44            |
    // | compact phone (16-pt side margins)              | width <= 375            | *estimate*          |
    // | safe area of a 4.7-inch screen (status bar)     | top 20                  | Kickstarter views   |
    // | safe areas of the other screens                 | ``safeAreaInsets``      | *estimate*          |
    // | 5.9-inch (12/13 mini) landscape, Xcode 16       | 50 at both sides        | Wikipedia view      |
    // | notched phone in landscape: sides, bottom       | portrait top; 21        | csl.cool, Qiita     |
    // | 5.9-inch from Xcode 12 (the mini's 50 on top)   | Xcode 12 to 15          | *estimate*          |

    /// A classic button's title padding above and below when its `contentEdgeInsets` are zero.
    public static let classicButtonTitlePadding = 6.0
    /// A custom-type button's title font when the XIB writes none: `UIFont.buttonFontSize` (18 pt), which
    /// UIKit documents as the standard size of buttons' text (IB writes 15 pt for the buttons it makes).
    public static let customButtonFont = Font(size: 18)
    /// A classic button with neither title nor image.
    public static let emptyClassicButtonSize = (width: 30.0, height: 34.0)
    /// `UIButton.Configuration`'s content insets at the medium size (top, leading, bottom, trailing).
    public static let configurationContentInsets = (top: 7.0, leading: 12.0, bottom: 7.0, trailing: 12.0)
    /// A configuration's title line, in em of its font, when the title has an emoji character (Unicode's
    /// Emoji property beyond ASCII, "▶" as much as "👊"): UIKit's configured buttons measure such a title
    /// taller than the system font's 1.193-em line, while a classic button or a label with the same text
    /// keeps that line. Measured on Xcode-saved buttons sized by their title alone, outside the IB oracle
    /// corpus: Mogauk/RPS's plain buttons titled 👊 ✌️ ✋ at 70 pt are 115 tall (@3x, Xcode 13.0), 101 of
    /// title; eight more RPS apps saved the same size from Xcode 13 to 16, at every style (plain, gray,
    /// tinted, filled). Why (which font's line) is not known; Prebid's "▶" at 75 pt (109.33 of title,
    /// 1.458 em) is within a point of it.
    public static let configurationEmojiTitleLine = 101.0 / 70
    /// `UIButton.Configuration`'s title font: the body text style.
    public static let configurationTitleFont = Font(size: 17)
    /// The corner radius a configuration's background has with the dynamic corner style at the medium size.
    public static let configurationCornerRadius = 6.0
    /// `UIColor.systemGray5` in the light appearance: a gray configuration's background.
    public static let systemGray5 = Color(argb: 0xFFE5_E5EA)
    /// `UIColor.systemGreen` in the light appearance: a switch that is on.
    public static let systemGreen = Color(argb: 0xFF34_C759)
    /// `UIColor.systemFill`-like gray of tracks and a switch that is off.
    public static let trackGray = Color(argb: 0xFFE9_E9EB)
    /// A page control's dots (diameter) and the gap between them: UIKit's page indicators before iOS 14.
    public static let pageControlDot = (diameter: 7.0, gap: 9.0)
    /// The widest phone that gets the compact side margins (16 pt); wider ones get 20.
    public static let compactMarginsMaxWidth = 375.0
    /// Side margins of a table cell's content view and of a view controller's root view: compact phones, wider.
    public static let systemSideMargins = (compact: 16.0, regular: 20.0)
    /// Top and bottom margins of a table cell's content view (Xcode 9 and later).
    public static let tableCellVerticalMargins = 11.0
    /// The first `toolsVersion` of Xcode 8 (the last format whose image-only custom buttons keep their title's
    /// empty line is Xcode 7's), Xcode 9 (iOS 11 system margins), Xcode 11 (iOS 13 controls) and Xcode
    /// 12 (iOS 14 progress and page controls): IB draws with the UIKit of the Xcode that saved the file.
    public static let toolsVersions = (xcode8: 11000, xcode9: 13000, xcode11: 15000, xcode12: 17000)
    /// `UITextField.font` (IB's default): the system font at 14 pt.
    public static let textFieldFont = Font(size: 14)
    /// A bordered text field's padding around its text (width, height) from iOS 13: 34 tall at 14 pt
    /// (Xcode 11's default text field; the width *estimate*).
    public static let textFieldPadding = (14.0, 17.0)
    /// A bordered text field's padding before iOS 13: 30 tall at 14 pt (EarlGrey's LayoutViewController, Xcode 8).
    public static let textFieldPaddingBeforeIOS13 = (14.0, 13.0)
    /// A borderless text field's padding around its text (width, height), from one saved frame (Wikipedia's
    /// InsertMediaCustomImageSizeSettingTableViewCell: "220" at 14 pt is 30 x 18.5).
    public static let borderlessTextFieldPadding = (5.0, 1.8)
    /// A text view's padding around its text (width: 2 x 5-pt line fragment padding; height: 2 x 8-pt
    /// container inset), UIKit's documented defaults of `lineFragmentPadding` and `textContainerInset`.
    public static let textViewPadding = (10.0, 16.0)
    /// A segmented control's title font (13 pt) and the padding each segment adds to its widest title
    /// (*estimate*), and the control's height (iOS 13 and later).
    public static let segmentFont = Font(size: 13, weight: .medium)
    /// See ``segmentFont``.
    public static let segmentPadding = 24.0
    /// See ``segmentFont``.
    public static let segmentedControlHeight = 32.0
    /// `UIColor.placeholderText` in the light appearance (a text field's placeholder).
    public static let placeholderTextColor = Color(argb: 0x4D3C_3C43)
    /// The hairline of a rounded-rect text field.
    public static let textFieldBorderColor = Color(argb: 0xFFC7_C7CC)
    /// A table cell content view's side margin on a compact phone in files saved before Xcode 12
    /// (Kickstarter's BackerDashboardEmptyStateCell, Xcode 11: 15 at 375 wide).
    public static let tableCellCompactSideMarginBeforeXcode12 = 15.0
    /// The safe-area insets (top, bottom) of a design device's portrait screen with its status bar, by
    /// IB's device id: 20 at the top on the screens without a notch (4.7-inch measured, the rest
    /// *estimates*), the status bar and home indicator of the notched ones.
    public static let safeAreaInsets: [String: (top: Double, bottom: Double)] = [
        "retina3_5": (20, 0), "retina4_0": (20, 0), "retina4_7": (20, 0), "retina5_5": (20, 0),
        "retina5_9": (50, 34), "retina6_5": (44, 34), "retina6_1": (47, 34), "retina6_7": (47, 34),
        "retina5_4": (50, 34), "retina6_0": (47, 34), "retina6_12": (59, 34), "retina6_72": (59, 34),
    ]
    /// The status bar of the 6.1-inch design before Xcode 12 (iPhone XR/11, not the iPhone 12 that took
    /// its id): Vocable's EditCategoriesDefaultCollectionViewCell, Xcode 11, keeps views 44 below its top; and of
    /// the 5.9-inch design (iPhone X/XS/11 Pro, 44 tall, before the 12 mini's 50 took the 375 x 812 id).
    public static let notchedStatusBarBeforeXcode12 = 44.0
    /// The home indicator's band in landscape on a notched phone (iPhone X: safe area 724 x 354 of 812 x 375;
    /// a 59-pt notch phone: insets 0, 59, 21, 59), where the notch's depth becomes the side insets.
    public static let landscapeHomeIndicatorInset = 21.0
}

