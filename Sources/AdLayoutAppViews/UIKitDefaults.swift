import AdLayoutModel

/// What UIKit gives a view when its XIB or its code leaves a property out: every such default of
/// the app-view reader, in one place (Apple's documentation and what Interface Builder writes).
public enum UIKitDefaults {
    /// `UILabel.font`: the system font at 17 pt.
    public static let labelFont = Font(size: 17)
    /// `UILabel.textColor` in the light appearance (`labelColor`): black.
    public static let labelTextColor = Color.black
    /// `UIButton` (system type) title: the system font at 15 pt in the tint colour.
    public static let buttonFont = Font(size: 15)
    /// `UIView.tintColor`: the system blue.
    public static let tintColor = Color(argb: 0xFF00_7AFF)
    /// A system button's title inset on each side (the system type draws none; IB's frames for a
    /// button with a title are its text plus nothing, so this is 0).
    public static let buttonTitlePadding = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The pixels per point the intrinsic sizes of text are rounded up to (UIKit rounds them up to
    /// the screen's pixels; the design devices of current XIBs are 3×).
    public static let screenScale: Double = 3
    /// `UILayoutPriority` of the hugging and compression resistance IB writes for labels and image
    /// views it creates are in the XIB; views made in code get UIKit's: 250 and 750.
    public static let huggingPriority: Float = 250
    /// See ``huggingPriority``.
    public static let compressionResistancePriority: Float = 750
    /// `UIView.layoutMargins`: 8 pt on each side.
    public static let layoutMargin: Double = 8
    /// The size of a XIB view laid out alone when the XIB gives it no frame.
    public static let designSize = (width: 375.0, height: 667.0)
}
