import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// The intrinsic size of a XIB's labels and buttons, measured by the engine's text measurer as
/// UIKit measures a `UILabel`: the text's lines at the label's font and line limit, wrapped at the
/// width the last solve gave it (`preferredMaxLayoutWidth`), rounded up to the screen's pixels; an
/// empty label is 0 × 0, so views aligned to it move.
struct TextIntrinsicSize: IntrinsicSizeMeasuring {
    let views: [String: XIBView]
    let measurer: any TextMeasuring
    /// Texts that replace the XIB's (an ad's, filled in per item), by view id.
    var texts: [String: String] = [:]

    func intrinsicSize(of item: LayoutItem, width: Double?) -> LayoutSize {
        guard let view = views[item.id], let style = TextStyle(view) else { return LayoutSize(width: -1, height: -1) }
        let text = texts[item.id] ?? item.text ?? ""
        guard !text.isEmpty else { return LayoutSize(width: 0, height: 0) }
        let metrics = measurer.measure(text, font: style.font, maxWidth: width.map { CGFloat($0) }, numberOfLines: style.numberOfLines,
                                       lineBreakMode: style.lineBreakMode, lineBreakStrategy: .standard)
        func up(_ v: CGFloat) -> Double { (Double(v) * UIKitDefaults.screenScale).rounded(.up) / UIKitDefaults.screenScale }
        return LayoutSize(width: up(metrics.width), height: up(metrics.height))
    }
}

/// How a XIB label or button draws its text.
struct TextStyle {
    var font: Font
    var color: Color
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var alignment: TextAlignment

    /// The style of `view`'s text, nil when it shows none.
    init?(_ view: XIBView) {
        if let label = view.label {
            font = XIBStyle.font(label.font, fallback: UIKitDefaults.labelFont)
            color = XIBStyle.color(label.textColor) ?? UIKitDefaults.labelTextColor
            numberOfLines = label.numberOfLines
            lineBreakMode = XIBStyle.lineBreakMode(label.lineBreakMode)
            alignment = XIBStyle.alignment(label.textAlignment)
        } else if let button = view.button {
            font = XIBStyle.font(button.font, fallback: UIKitDefaults.buttonFont)
            color = XIBStyle.color(button.state("normal")?.titleColor) ?? XIBStyle.color(view.tintColor) ?? UIKitDefaults.tintColor
            numberOfLines = 1
            lineBreakMode = XIBStyle.lineBreakMode(button.lineBreakMode ?? .middleTruncation)
            alignment = .center
        } else {
            return nil
        }
    }
}
