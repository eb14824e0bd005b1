import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutModel
import Foundation

/// The intrinsic size of a XIB's labels and buttons, measured by the engine's text measurer as
/// UIKit measures a `UILabel`: the text's lines at the label's font and line limit, wrapped at the
/// width the last solve gave it (`preferredMaxLayoutWidth`), rounded up to the screen's pixels; an
/// empty label is 0 × 0, so views aligned to it move.
struct TextIntrinsicSize: IntrinsicSizeMeasuring {
    let views: [String: AppView]
    let measurer: any TextMeasuring
    /// Texts that replace the XIB's (an ad's, filled in per item), by view id.
    var texts: [String: String] = [:]
    /// Ranges of those texts in fonts of their own (an `attributedText`'s `.font`), by view id.
    var runs: [String: [TextRun]] = [:]
    /// The sizes of buttons' images, by button id (a button's size includes its image's).
    var images: [String: LayoutSize] = [:]
    /// The design device's pixels per point, which text sizes are rounded up to.
    var scale = UIKitDefaults.screenScale
    /// The Xcode that saved the XIB (``ControlMetrics/toolsVersion(_:)``): a bordered text field is taller from iOS 13.
    var toolsVersion = Int.max

    func intrinsicSize(of item: LayoutItem, width: Double?) -> LayoutSize {
        guard let view = views[item.id] else { return LayoutSize(width: -1, height: -1) }
        if let control = view.control { return segmentedControlSize(control) }
        guard let style = view.textStyle else { return LayoutSize(width: -1, height: -1) }
        let text = texts[item.id] ?? item.text ?? ""
        if let button = view.button {
            var title = text.isEmpty ? nil : measure(text, style, width: nil)
            if button.configuration != nil, let t = title, ControlMetrics.hasEmoji(text) {
                // Each line of the system font's height made the configured title's emoji line.
                let lines = Double(t.height) / Double(SystemFontMetrics.lineHeight(style.font.size))
                title?.height = up(lines.rounded() * UIKitDefaults.configurationEmojiTitleLine * Double(style.font.size))
            }
            return ControlMetrics.buttonSize(button, title: title,
                                             image: images[view.id],
                                             emptyTitleLine: ControlMetrics.emptyTitleLine(button, toolsVersion: toolsVersion))
        }
        switch view.textKind {
        case .textField(let placeholder, let borderStyle):
            // A field is as tall as its font with its border's padding, as wide as its text or placeholder.
            let sample = text.isEmpty ? placeholder ?? "" : text
            let size = measure(sample.isEmpty ? " " : sample, style, width: nil)
            let bordered = borderStyle == "roundedRect" || borderStyle == "bezel" || borderStyle == "line"
            let ios13 = toolsVersion >= UIKitDefaults.toolsVersions.xcode11
            let pad = !bordered ? UIKitDefaults.borderlessTextFieldPadding
                : ios13 ? UIKitDefaults.textFieldPadding : UIKitDefaults.textFieldPaddingBeforeIOS13
            return LayoutSize(width: (sample.isEmpty ? 0 : size.width) + pad.0, height: size.height + pad.1)
        case .textView:
            // A text view that does not scroll: its text inside the 8-pt container inset and 5-pt line padding.
            let pad = UIKitDefaults.textViewPadding
            let size = measure(text.isEmpty ? " " : text, style, width: width.map { max(0, $0 - pad.0) })
            return LayoutSize(width: (text.isEmpty ? 0 : size.width) + pad.0, height: size.height + pad.1)
        case .label, nil:
            break
        }
        guard !text.isEmpty else { return LayoutSize(width: 0, height: 0) }
        return measure(text, style, width: width, runs: runs[item.id] ?? [])
    }

    /// `text`'s size at `style` (its `runs` in their fonts), wrapped at `width`, rounded up to the screen's pixels.
    private func measure(_ text: String, _ style: TextStyle, width: Double?, runs: [TextRun] = []) -> LayoutSize {
        let metrics = measurer.measure(text, font: style.font, runs: runs, maxWidth: width.map { CGFloat($0) },
                                       numberOfLines: style.numberOfLines, lineBreakMode: style.lineBreakMode, lineBreakStrategy: .standard)
        return LayoutSize(width: up(Double(metrics.width)), height: up(Double(metrics.height)))
    }

    /// `v` rounded up to the screen's pixels.
    private func up(_ v: Double) -> Double { (v * scale).rounded(.up) / scale }

    /// A segmented control: equal segments as wide as the widest title with its padding, UIKit's height.
    private func segmentedControlSize(_ control: AppControl) -> LayoutSize {
        let font = UIKitDefaults.segmentFont
        let style = TextStyle(font: font, color: .black, numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .center)
        let widest = control.segmentTitles.map { measure($0, style, width: nil).width }.max() ?? 0
        let count = Double(max(control.segmentTitles.count, 1))
        return LayoutSize(width: count * (widest + UIKitDefaults.segmentPadding), height: UIKitDefaults.segmentedControlHeight)
    }
}

/// How a label, a text field, a text view or a button draws its text.
struct TextStyle: Sendable {
    var font: Font
    var color: Color
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var alignment: TextAlignment

    /// A style as given.
    init(font: Font, color: Color, numberOfLines: Int, lineBreakMode: LineBreakMode, alignment: TextAlignment) {
        self.font = font
        self.color = color
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
    }
}
