import AdLayoutModel

/// What UIKit gives a view when its XIB or its code leaves a property out: the defaults of drawing
/// and measuring, in one place (Apple's documentation and what Interface Builder writes). The layout
/// defaults live with the layout: hugging 250, compression resistance 750 and 8-pt margins in
/// AdLayoutAutoLayout (`AxisPriorities`, `LayoutEdgeInsets`), and what a XIB omits in AdLayoutInterfaceBuilder.
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
    /// The size of a XIB view laid out alone when the XIB gives it no frame.
    public static let designSize = (width: 375.0, height: 667.0)
    /// The size of the content view of an item view made in code, which has no design size: its
    /// items take theirs from the layout class (`viewSize`); this is the size the view is drawn at
    /// where nothing gives one (an item height left open), a list row's common height.
    public static let codeViewSize = (width: 375.0, height: 100.0)
}
