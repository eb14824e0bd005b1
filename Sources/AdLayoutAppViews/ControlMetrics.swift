import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// UIKit's own sizes for its controls (``UIKitDefaults`` lists each figure and where it comes from):
/// fixed intrinsic sizes, a button's size from its title and image, and the alignment-rect insets
/// that make a view's frame larger than the rectangle Auto Layout places.
enum ControlMetrics {
    /// The Xcode that saved `document`, as its `toolsVersion` number; the newest when unknown.
    static func toolsVersion(_ document: XIBDocument) -> Int {
        document.toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) } ?? Int.max
    }

    /// The intrinsic size UIKit gives a control of a fixed size, nil for other views (and for controls
    /// whose size comes from their text, measured by ``TextIntrinsicSize``).
    static func fixedSize(_ view: AppView, toolsVersion: Int) -> LayoutSize? {
        guard case .other(let name) = view.kind else { return nil }
        let none = LayoutSize.noIntrinsicMetric
        let ios13 = toolsVersion >= UIKitDefaults.toolsVersions.xcode11
        let ios14 = toolsVersion >= UIKitDefaults.toolsVersions.xcode12
        let style = view.control?.style ?? ""
        switch name {
        case "switch": return LayoutSize(width: 49, height: 31)
        // The slider's alignment rectangle: its 31-pt frame less the 1 pt its thumb's shadow reaches below.
        case "slider": return LayoutSize(width: none, height: 30)
        case "stepper": return LayoutSize(width: 94, height: ios13 ? 32 : 29)
        case "activityIndicatorView":
            let large = style == "large" || style == "whiteLarge"
            return LayoutSize(width: large ? 37 : 20, height: large ? 37 : 20)
        case "progressView": return LayoutSize(width: none, height: ios14 ? 4 : 2)
        case "pageControl": return LayoutSize(width: pageControlWidth(pages: view.control?.numberOfPages ?? 0), height: ios14 ? 26 : 37)
        case "pickerView": return LayoutSize(width: 320, height: 216)
        case "datePicker":
            // The compact and inline styles (iOS 14) size themselves to their contents: not modelled.
            guard style.isEmpty || style == "wheels" else { return nil }
            return LayoutSize(width: 320, height: 216)
        default: return nil
        }
    }

    /// A page control's intrinsic width for `pages` dots (UIKit's default `numberOfPages` is 0): its dots side by
    /// side with their gaps, 16n - 9 (ThunderCloud's three pages are 39 wide in a file Xcode 9 saved).
    static func pageControlWidth(pages: Int) -> Double {
        let dot = UIKitDefaults.pageControlDot
        return pages > 0 ? Double(pages) * dot.diameter + Double(pages - 1) * dot.gap : 0
    }

    /// How far a view's frame reaches beyond its alignment rectangle (UIKit's `alignmentRectInsets`):
    /// a slider's thumb overhangs its track by 2 pt at each end and its 31-pt frame reaches 1 pt below the
    /// rectangle (EarlGrey's sliders stacked 20 apart are 50, not 51, apart; Wikipedia's slider centred in 44
    /// is framed at y 7); a switch's 51-pt frame reaches 2 pt past the 49-pt rectangle Auto Layout places,
    /// at its trailing end.
    static func alignmentInsets(_ view: AppView) -> LayoutEdgeInsets {
        switch view.kind {
        case .other("slider"): LayoutEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case .other("switch"): LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        default: .zero
        }
    }

    /// Whether UIKit measures the view from its text (a label, button, segmented control, text field,
    /// or a text view that does not scroll).
    static func isMeasured(_ view: AppView) -> Bool {
        switch view.content {
        case .button: return true
        case .text(let text):
            if case .textView(let scrolls) = text.kind { return !scrolls }
            return true
        case .none, .control: return view.kind == .other("segmentedControl")
        }
    }

    /// Whether `text` has an emoji character (``UIKitDefaults/configurationEmojiTitleLine``): Unicode's Emoji
    /// property beyond ASCII, whose digits, "#" and "*" have it too but are drawn as text.
    static func hasEmoji(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value > 0x7F && $0.properties.isEmoji }
    }

    /// The height an image-only custom button keeps for its title's empty line in files saved before Xcode 8:
    /// one line of its title font (`UIFont.buttonFontSize`, 18 pt, unless the XIB names one) rounded up to whole
    /// points, as UIButton's intrinsic sizes are (Wikipedia's FindInPageKeyboardBar, Xcode 7: buttons with 21 x 12,
    /// 18 x 18 and 14 x 14 images are 22 tall, the 18-pt line's 21.48 rounded up). Nil where it does not apply:
    /// a system button, a configuration, a title, content insets, or a later format.
    static func emptyTitleLine(_ button: AppButton, toolsVersion: Int) -> Double? {
        let insets = button.contentEdgeInsets.map { $0 != .zero } ?? false
        guard let font = button.customTypeFont, button.configuration == nil, !insets, toolsVersion < UIKitDefaults.toolsVersions.xcode8,
              button.title.isEmpty, button.image != nil else { return nil }
        return Double(SystemFontMetrics.lineHeight(font.size)).rounded(.up)
    }

    /// A button's intrinsic size from its title's and image's sizes (nil: none), as UIKit sizes a
    /// classic button (title padded 6 pt above and below unless `contentEdgeInsets` are set; the image
    /// beside the title; title and image insets move them without changing the size) or a configured one
    /// (content insets around the image and title, with the image padding between them).
    /// `emptyTitleLine`: the height an image-only button keeps for its empty title (``emptyTitleLine(_:toolsVersion:)``).
    static func buttonSize(_ button: AppButton, title: LayoutSize?, image: LayoutSize?,
                           emptyTitleLine: Double? = nil) -> LayoutSize {
        if let configuration = button.configuration {
            let d = UIKitDefaults.configurationContentInsets
            let insets = configuration.contentInsets.map { ($0.top, $0.left, $0.bottom, $0.right) }
                ?? (d.top, d.leading, d.bottom, d.trailing)
            let padding = (title != nil && image != nil) ? configuration.imagePadding ?? 0 : 0
            let t = title ?? LayoutSize(width: 0, height: 0), i = image ?? LayoutSize(width: 0, height: 0)
            let vertical = configuration.imagePlacement == "top" || configuration.imagePlacement == "bottom"
            let content = vertical
                ? LayoutSize(width: max(t.width, i.width), height: t.height + padding + i.height)
                : LayoutSize(width: t.width + padding + i.width, height: max(t.height, i.height))
            return LayoutSize(width: content.width + insets.1 + insets.3, height: content.height + insets.0 + insets.2)
        }
        guard title != nil || image != nil else {
            return LayoutSize(width: UIKitDefaults.emptyClassicButtonSize.width, height: UIKitDefaults.emptyClassicButtonSize.height)
        }
        let insets = button.contentEdgeInsets ?? .zero
        let zero = insets == .zero
        let pad = zero ? 2 * UIKitDefaults.classicButtonTitlePadding : 0
        let titleHeight = title.map { $0.height + pad } ?? 0
        let width = (title?.width ?? 0) + (image?.width ?? 0)
        let height = max(titleHeight, image?.height ?? 0, title == nil ? emptyTitleLine ?? 0 : 0)
        return LayoutSize(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }
}
