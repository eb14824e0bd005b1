import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// UIKit's controls in their default appearance, drawn as boxes inside the control's frame (the
/// renderer draws boxes, text and images): a switch as a capsule track with a white knob, a slider as
/// a thin track with a filled part and a round thumb, a progress view as its track and progress, a
/// stepper as its two halves, a segmented control as a gray track with its titles, an activity
/// indicator as a gray dot, a page control as its dots.
enum ControlDrawing {
    /// The parts of `view` drawn in `frame` (absolute), with the control's own box; nil for views that
    /// are not controls.
    static func parts(_ view: XIBView, frame: CGRect) -> (box: BoxStyle, children: [LayoutNode])? {
        guard case .other(let name) = view.kind, let control = view.control else { return nil }
        let tint = XIBStyle.color(view.tintColor) ?? UIKitDefaults.tintColor
        func node(_ part: String, _ rect: CGRect, _ color: Color, radius: CGFloat? = nil, content: NodeContent = .none) -> LayoutNode {
            LayoutNode(kind: NodeKind(rawValue: "\(name).\(part)"), frame: rect.offsetBy(dx: frame.minX, dy: frame.minY),
                       box: BoxStyle(backgroundColor: color, cornerRadius: radius ?? min(rect.width, rect.height) / 2),
                       content: content)
        }
        let w = frame.width, h = frame.height
        var box = XIBStyle.box(of: view)
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
            children.append(node("fill", CGRect(x: inset, y: y, width: length * control.fraction, height: track), tint))
            if name == "slider" {
                let thumb = min(28, h)
                children.append(node("thumb", CGRect(x: inset + (length - thumb) * control.fraction, y: (h - thumb) / 2,
                                                     width: thumb, height: thumb), .white))
            }
        case "stepper":
            box.backgroundColor = UIKitDefaults.trackGray
            box.cornerRadius = 8
            children.append(node("divider", CGRect(x: w / 2 - 0.5, y: 8, width: 1, height: max(0, h - 16)), Color(argb: 0xFFC7_C7CC), radius: 0))
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
            let pages = max(control.numberOfPages ?? 3, 1), dot: CGFloat = 7, gap: CGFloat = 9
            let total = CGFloat(pages) * dot + CGFloat(pages - 1) * gap
            for page in 0..<min(pages, 50) {
                let x = (w - total) / 2 + CGFloat(page) * (dot + gap)
                children.append(node("dot", CGRect(x: x, y: (h - dot) / 2, width: dot, height: dot),
                                     page == 0 ? .black : Color(argb: 0x4D00_0000)))
            }
        default: return nil
        }
        return (box, children)
    }
}
