import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutModel
import Foundation

/// What a view of the app-view tree shows, by kind, in the engine's values: its text in its style (fonts and colours
/// resolved with UIKit's defaults), a button's title, image and configuration, a control's state. An image view's
/// image is the view's ``AppView/image``.
enum AppViewContent: Sendable {
    case none
    /// A label's, a text field's or a text view's text.
    case text(AppText)
    case button(AppButton)
    /// A UIKit control (switch, slider, segmented control, …; its kind names which).
    case control(AppControl)
}

/// The text a label, a text field or a text view shows, in its style.
struct AppText: Sendable {
    /// Which view shows it, with what that kind adds.
    enum Kind: Sendable {
        case label
        /// A text field: the placeholder shown while it is empty, its border style (`roundedRect`, `bezel`, `line`).
        case textField(placeholder: String?, borderStyle: String?)
        /// A text view: whether it scrolls (UIKit measures one that does not from its text).
        case textView(isScrollEnabled: Bool)
    }

    var kind: Kind
    /// The text ("" when none is set).
    var text: String
    var style: TextStyle
}

/// A button as UIKit sizes and draws it: its title in its style, its image, and its configuration (iOS 15) or the
/// classic content insets.
struct AppButton: Sendable {
    /// The title shown and measured: its configuration's, else its normal state's ("" for none).
    var title: String
    /// The title's font, colour (``ButtonLook/titleColor(written:configuration:tint:)``) and line break mode.
    var style: TextStyle
    /// The image shown beside the title: its configuration's, else its normal state's.
    var image: String?
    var configuration: AppButtonConfiguration?
    /// A classic button's `contentEdgeInsets` (leading as left, trailing as right), nil when not written.
    var contentEdgeInsets: LayoutEdgeInsets?
    /// A custom-type button's own title font with UIKit's custom-button default (nil for other types): the line an
    /// image-only one keeps for its empty title (``ControlMetrics/emptyTitleLine(_:toolsVersion:)``).
    var customTypeFont: Font?
}

/// A button's `UIButton.Configuration`: what sizes it and paints its background (its title, title font, foreground
/// colour and image are the button's).
struct AppButtonConfiguration: Sendable {
    /// `plain`, `filled`, `gray`, `tinted`, `bordered`, …
    var style: String?
    /// `capsule`, `medium`, …
    var cornerStyle: String?
    var baseBackgroundColor: Color?
    /// Its content insets (leading as left, trailing as right); nil for UIKit's default.
    var contentInsets: LayoutEdgeInsets?
    var imagePadding: Double?
    /// `leading`, `trailing`, `top`, `bottom`.
    var imagePlacement: String?
}

/// A UIKit control's state as drawn and sized.
struct AppControl: Sendable {
    /// The style (an activity indicator's `large`, a date picker's `wheels`, …).
    var style: String?
    /// A segmented control's segment titles.
    var segmentTitles: [String]
    /// A switch's state.
    var isOn: Bool
    /// A slider's, progress view's or stepper's value within its range, 0…1.
    var fraction: Double
    /// A page control's pages (nil: not written).
    var numberOfPages: Int?
    /// A page control's current page.
    var currentPage: Int
}

/// A layout guide a view owns (its safe area, a scroll view's content or frame guide), pinned to the view.
struct AppLayoutGuide: Sendable {
    var id: String
    /// Whether it is the view's safe area (`safeAreaLayoutGuide`).
    var isSafeArea: Bool
    /// Whether it is a scroll view's `contentLayoutGuide`.
    var isContentLayoutGuide: Bool
    /// The line it is written on.
    var line: Int
}
