import AdLayoutEngine
import AdLayoutModel
import Foundation

/// UIKit's controls in their default appearance, drawn as boxes inside the control's frame (the
/// renderer draws boxes, text and images): a switch as a capsule track with a white knob, a slider as
/// a thin track with a filled part and a shadowed round thumb, a progress view as its track and progress, a
/// stepper as its two halves with their − and + and the divider between, a segmented control as a gray track with its titles, an activity
/// indicator as a gray dot, a page control as its dots.
enum ControlDrawing {
    /// The parts of `view` drawn in `frame` (absolute), with the control's own box; nil for views that
    /// are not controls.
    static func parts(_ view: AppView, frame: CGRect) -> (box: BoxStyle, children: [LayoutNode])? {
        guard case .other(let name) = view.kind, let control = view.control else { return nil }
        let tint = view.tint ?? UIKitDefaults.tintColor
        func node(_ part: String, _ rect: CGRect, _ color: Color, radius: CGFloat? = nil, content: NodeContent = .none) -> LayoutNode {
            LayoutNode(kind: NodeKind(rawValue: "\(name).\(part)"), frame: rect.offsetBy(dx: frame.minX, dy: frame.minY),
                       box: BoxStyle(backgroundColor: color, cornerRadius: radius ?? min(rect.width, rect.height) / 2),
                       content: content)
        }
        let w = frame.width, h = frame.height
        var box = view.box
        var children: [LayoutNode] = []
        switch name {
        case "switch":
            box.backgroundColor = control.isOn ? UIKitDefaults.systemGreen : UIKitDefaults.trackGray
            box.cornerRadius = h / 2
            let knob = h - 4
            children.append(node("knob", CGRect(x: control.isOn ? w - 2 - knob : 2, y: 2, width: knob, height: knob), .white))
        case "slider", "progressView":
            let track: CGFloat = name == "slider" ? 4 : min(h, 4)
            let inset: CGFloat = name == "slider" ? 2 : 0
            let length = w - 2 * inset
            let y = (h - track) / 2
            children.append(node("track", CGRect(x: inset, y: y, width: length, height: track), UIKitDefaults.trackGray))
            guard name == "slider" else {
                children.append(node("fill", CGRect(x: inset, y: y, width: length * control.fraction, height: track), tint))
                break
            }
            // The thumb travels the track's length less its own; the filled part ends under its centre.
            let thumb = min(28, h), thumbX = inset + max(0, length - thumb) * control.fraction
            children.append(node("fill", CGRect(x: inset, y: y, width: thumbX - inset + thumb / 2, height: track), tint))
            children += sliderThumb(CGRect(x: thumbX, y: (h - thumb) / 2, width: thumb, height: thumb), node)
        case "stepper":
            box.backgroundColor = UIKitDefaults.trackGray
            box.cornerRadius = 8
            let divider = min(18, h)
            children.append(node("divider", CGRect(x: w / 2 - 0.5, y: (h - divider) / 2, width: 1, height: divider),
                                 Color(argb: 0xFFC6_C6C8), radius: 0))
            // − and + in the label colour, centred in each half; − dimmed at the minimum (a new stepper's 0 in 0…100),
            // + at the maximum, as UIKit disables them.
            let glyph: CGFloat = 14, bar: CGFloat = 2
            let enabled = UIKitDefaults.labelTextColor, disabled = UIKitDefaults.placeholderTextColor
            func bars(_ part: String, centreX: CGFloat, vertical: Bool, _ color: Color) {
                children.append(node(part, CGRect(x: centreX - glyph / 2, y: (h - bar) / 2, width: glyph, height: bar), color))
                if vertical {
                    children.append(node(part, CGRect(x: centreX - bar / 2, y: (h - glyph) / 2, width: bar, height: glyph), color))
                }
            }
            bars("minus", centreX: w / 4, vertical: false, control.fraction > 0 ? enabled : disabled)
            bars("plus", centreX: 3 * w / 4, vertical: true, control.fraction < 1 ? enabled : disabled)
        case "segmentedControl":
            box.backgroundColor = UIKitDefaults.trackGray
            box.cornerRadius = 8
            let count = max(control.segmentTitles.count, 1)
            let segment = w / CGFloat(count)
            for (index, title) in control.segmentTitles.enumerated() {
                let rect = CGRect(x: CGFloat(index) * segment + 2, y: 2, width: segment - 4, height: max(0, h - 4))
                let text = TextContent(string: title, font: UIKitDefaults.segmentFont, color: .black, alignment: .center)
                children.append(node("segment", rect, index == 0 ? .white : .clear, radius: 7, content: .text(text)))
            }
        case "activityIndicatorView":
            let d = min(w, h) * 0.6
            children.append(node("spinner", CGRect(x: (w - d) / 2, y: (h - d) / 2, width: d, height: d), Color(argb: 0xFF8E_8E93)))
        case "pageControl":
            // The dots centred in the control, the current page's dark and the others light (at most 50 drawn).
            let pages = control.numberOfPages ?? 0, dot = UIKitDefaults.pageControlDot.diameter
            let left = (w - ControlMetrics.pageControlWidth(pages: pages)) / 2
            for page in 0..<min(pages, 50) {
                let x = left + CGFloat(page) * (dot + UIKitDefaults.pageControlDot.gap)
                children.append(node("dot", CGRect(x: x, y: (h - dot) / 2, width: dot, height: dot),
                                     page == control.currentPage ? .black : Color(argb: 0x4D00_0000)))
            }
        default: return nil
        }
        return (box, children)
    }

    /// A slider's thumb in `rect` (the control's coordinates): a white circle with a hairline edge and a soft
    /// shadow below it, drawn as translucent circles under it since the renderer has no blur.
    static func sliderThumb(_ rect: CGRect, _ node: (String, CGRect, Color, CGFloat?, NodeContent) -> LayoutNode) -> [LayoutNode] {
        let shadows = [(grow: 2.0, drop: 3.0, alpha: 0x0A), (grow: 1.0, drop: 2.0, alpha: 0x10), (grow: 0.5, drop: 0.5, alpha: 0x18)]
        var parts = shadows.map { s in
            node("thumbShadow", rect.insetBy(dx: -s.grow, dy: -s.grow).offsetBy(dx: 0, dy: s.drop),
                 Color(argb: UInt32(s.alpha) << 24), nil, .none)
        }
        var thumb = node("thumb", rect, .white, nil, .none)
        thumb.box.strokeColor = Color(argb: 0x1400_0000)
        thumb.box.strokeWidth = 0.5
        parts.append(thumb)
        return parts
    }
}
