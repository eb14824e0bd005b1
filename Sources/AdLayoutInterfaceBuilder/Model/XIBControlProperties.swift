/// What a UIKit control element adds that decides its size or drawing (`<switch>`, `<slider>`,
/// `<segmentedControl>`, `<stepper>`, `<activityIndicatorView>`, `<progressView>`, `<pageControl>`,
/// `<pickerView>`, `<datePicker>`); the element's name is the view's ``ViewKind``.
public struct XIBControlProperties: Sendable, Hashable {
    /// `style` (an activity indicator's `medium`/`large`/`white`/`gray`/`whiteLarge`, a date picker's
    /// `wheels`/`compact`/`inline`), or a progress view's `progressViewStyle`, if written.
    public let style: String?
    /// A segmented control's segment titles, in order (`<segments><segment title=…>`).
    public let segmentTitles: [String]
    /// `on="YES"` of a switch.
    public let isOn: Bool
    /// A slider's, stepper's or progress view's `value`/`progress` in its range (a slider 0.5 and a stepper 0
    /// when absent, UIKit's defaults).
    public let fraction: Double
    /// A page control's `numberOfPages`, if written.
    public let numberOfPages: Int?
    /// A page control's `currentPage` (0 when absent, UIKit's default).
    public let currentPage: Int
    /// A date picker's `datePickerMode`, if written.
    public let datePickerMode: String?

    /// Creates control properties.
    public init(style: String?, segmentTitles: [String], isOn: Bool, fraction: Double, numberOfPages: Int?,
                datePickerMode: String?, currentPage: Int = 0) {
        self.style = style
        self.segmentTitles = segmentTitles
        self.isOn = isOn
        self.fraction = fraction
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        self.datePickerMode = datePickerMode
    }
}

extension XIBControlProperties {
    /// The element names read as controls.
    public static let elements: Set<String> = [
        "switch", "slider", "segmentedControl", "stepper", "activityIndicatorView", "progressView", "pageControl",
        "pickerView", "datePicker",
    ]
}
