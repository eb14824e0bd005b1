@testable import AdLayoutAppViews
import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutRender
import Foundation

/// IB's saved frames of a XIB plugged into every constraint UIKit would hold for it, with no solver: the XIB's
/// own constraints, UIStackView's (written out here from UIKit's rules, not taken from the layout engine) and
/// each label's and control's intrinsic size (hugging and compression resistance, labels measured by the
/// project's measurer at their saved width). Each constraint's error is what the saved frames miss it by.
/// A set of frames is a layout only if it keeps every required constraint and no other set that keeps them
/// has a smaller error at a higher priority (Auto Layout Guide: constraints are satisfied in priority order,
/// from highest to lowest): so a required constraint broken, or a witness (any frames, e.g. the layout's)
/// that keeps every required one and wins at the first priority where the two differ, proves the saved
/// frames are not a layout.
struct SavedFrameCheck {
    /// One constraint and what a set of frames misses it by (0 when kept).
    struct Entry: CustomStringConvertible {
        /// The XIB's id, or a UIKit name (`UISV-alignment`, `hugging`…) with the views it holds.
        let name: String
        let priority: Float
        let error: Double
        var description: String { "\(name) @\(priority): off by \(String(format: "%.3f", error))" }
    }

    /// The XIB's items, constraints, margins and alignment insets, as the layout reads them.
    let tree: XIBViewTree
    let measurer: TextIntrinsicSize
    /// Each item's parent id, and items by id.
    private var parents: [String: String] = [:], items: [String: LayoutItem] = [:]

    init(contentsOf url: URL, measurer textMeasurer: any TextMeasuring) throws {
        let document = try XIBDocument(contentsOf: url)
        guard let root = document.views.first else { throw CocoaError(.fileReadCorruptFile) }
        tree = XIBViewTree(AppViewTree(root, in: document, file: url.lastPathComponent), onCanvas: true)
        measurer = TextIntrinsicSize(views: tree.views, measurer: textMeasurer, images: tree.buttonImages, scale: tree.scale,
                                     toolsVersion: tree.toolsVersion)
        func walk(_ item: LayoutItem, parent: String?) {
            items[item.id] = item
            parents[item.id] = parent
            item.children.forEach { walk($0, parent: item.id) }
        }
        walk(tree.item, parent: nil)
    }

    /// Every constraint's error for `frames` (absolute view frames by id, as IB saves them: alignment insets
    /// included). Views without a frame and baselines are left out.
    func entries(_ frames: [String: CGRect]) -> [Entry] {
        var rects = frames.mapValues { LayoutRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
        // Auto Layout places a control's alignment rectangle, inside its frame.
        for (id, insets) in tree.alignmentInsets {
            guard let r = rects[id] else { continue }
            rects[id] = LayoutRect(x: r.x + insets.left, y: r.y + insets.top, width: r.width - insets.left - insets.right,
                                   height: r.height - insets.top - insets.bottom)
        }
        // Layout guides sit where their pins to their view put them (the safe area's insets).
        var guides: [String: [LayoutAttribute: Double]] = [:]
        for c in tree.constraints where isPin(c) {
            guard let view = c.secondItem, let r = rects[view], let v = Self.value(c.secondAttribute, r, .zero) else { continue }
            guides[c.firstItem, default: [:]][c.firstAttribute] = v + c.constant
        }
        for (id, g) in guides {
            if let l = g[.left], let t = g[.top], let w = g[.width], let h = g[.height] {
                rects[id] = LayoutRect(x: l, y: t, width: w, height: h)
            }
        }
        func value(_ id: String, _ attribute: LayoutAttribute, relativeTo origin: (Double, Double) = (0, 0)) -> Double? {
            guard let r = rects[id], let item = items[id] else { return nil }
            let margins = item.isGuide ? LayoutEdgeInsets.zero : item.layoutMargins
            return Self.value(attribute, LayoutRect(x: r.x - origin.0, y: r.y - origin.1, width: r.width, height: r.height), margins)
        }
        var out: [Entry] = []
        func add(_ name: String, _ priority: LayoutPriority, _ relation: LayoutRelation, _ first: String, _ a1: LayoutAttribute,
                 _ second: String?, _ a2: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
            // Positions with a multiplier are measured from the two views' nearest common ancestor, as UIKit does.
            var origin = (0.0, 0.0)
            if let second, multiplier != 1, a1 != .width, a1 != .height, let ancestor = commonAncestor(first, second),
               let r = rects[ancestor] {
                origin = (r.x, r.y)
            }
            guard let lhs = value(first, a1, relativeTo: origin) else { return }
            var rhs = constant
            if let second {
                guard let v = value(second, a2, relativeTo: origin) else { return }
                rhs += multiplier * v
            }
            let e = lhs - rhs
            let error = relation == .equal ? abs(e) : relation == .lessThanOrEqual ? max(0, e) : max(0, -e)
            out.append(Entry(name: name, priority: priority.rawValue, error: error))
        }
        // The XIB's constraints (the guides' pins are how guides were placed, not constraints to check).
        for c in tree.constraints where !isPin(c) {
            add(c.source.identifier, c.priority, c.relation, c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute,
                multiplier: c.multiplier, constant: c.constant)
        }
        for item in items.values {
            if let configuration = item.stackConfiguration { addStack(item, configuration, add) }
            addIntrinsic(item, rects[item.id], &out)
        }
        return out
    }

    /// UIStackView's constraints for the fill distributions and every non-baseline alignment: the arranged
    /// views end to end from the stack's leading edge to its trailing edge with `spacing` between them (canvas
    /// connection and UISV-spacing), equal sizes for fill-equally, and across the axis the alignment
    /// (UISV-alignment), the stack's bounds around each view (UISV-spanning-boundary), the stack hugging its
    /// widest view at 51 (UISV-spanning-fit) and each view's size pulled to 0 at 25 (UISV-ambiguity-suppression).
    private func addStack(_ stack: LayoutItem, _ configuration: StackViewConfiguration,
                          _ add: (String, LayoutPriority, LayoutRelation, String, LayoutAttribute, String?, LayoutAttribute, Double, Double) -> Void) {
        let horizontal = configuration.axis == .horizontal
        let margins = configuration.isLayoutMarginsRelativeArrangement
        let (start, end): (LayoutAttribute, LayoutAttribute) = horizontal ? (.leading, .trailing) : (.top, .bottom)
        let (crossStart, crossEnd, crossCenter): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        func own(_ a: LayoutAttribute) -> LayoutAttribute {
            guard margins else { return a }
            return [.leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin, .bottom: .bottomMargin,
                    .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins][a] ?? a
        }
        let visible = stack.children.filter { !$0.isGuide && !$0.isHidden }.map(\.id)
        let id = stack.id
        guard let first = visible.first, let last = visible.last else { return }
        if configuration.distribution != .equalSpacing && configuration.distribution != .equalCentering {
            add("UISV-canvas-connection \(id)", .required, .equal, first, start, id, own(start), 1, 0)
            add("UISV-canvas-connection \(id)", .required, .equal, last, end, id, own(end), 1, 0)
            for (a, b) in zip(visible, visible.dropFirst()) {
                add("UISV-spacing \(a)…\(b)", .required, .equal, b, start, a, end, 1, configuration.customSpacing[a] ?? configuration.spacing)
            }
        }
        if configuration.distribution == .fillEqually {
            for v in visible.dropFirst() {
                add("UISV-fill-equally \(v)", .required, .equal, v, horizontal ? .width : .height, first, horizontal ? .width : .height, 1, 0)
            }
        }
        for v in visible {
            switch configuration.alignment {
            case .fill:
                add("UISV-alignment \(v)", .required, .equal, v, crossStart, id, own(crossStart), 1, 0)
                add("UISV-alignment \(v)", .required, .equal, v, crossEnd, id, own(crossEnd), 1, 0)
            case .leading, .top:
                add("UISV-alignment \(v)", .required, .equal, v, crossStart, id, own(crossStart), 1, 0)
                add("UISV-spanning-boundary \(v)", .required, .lessThanOrEqual, v, crossEnd, id, own(crossEnd), 1, 0)
            case .trailing, .bottom:
                add("UISV-alignment \(v)", .required, .equal, v, crossEnd, id, own(crossEnd), 1, 0)
                add("UISV-spanning-boundary \(v)", .required, .greaterThanOrEqual, v, crossStart, id, own(crossStart), 1, 0)
            case .center:
                add("UISV-alignment \(v)", .required, .equal, v, crossCenter, id, own(crossCenter), 1, 0)
                add("UISV-spanning-boundary \(v)", .required, .greaterThanOrEqual, v, crossStart, id, own(crossStart), 1, 0)
                add("UISV-spanning-boundary \(v)", .required, .lessThanOrEqual, v, crossEnd, id, own(crossEnd), 1, 0)
            case .firstBaseline, .lastBaseline:
                break
            }
            if configuration.alignment != .fill {
                add("UISV-ambiguity-suppression \(v)", 25, .equal, v, horizontal ? .height : .width, nil, .notAnAttribute, 1, 0)
            }
        }
        if configuration.alignment != .fill {
            // The stack's cross size as small as its views let it be.
            add("UISV-spanning-fit \(id)", 51, .equal, id, horizontal ? .height : .width, nil, .notAnAttribute, 1, 0)
        }
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each axis with an
    /// intrinsic size: a label's text measured unwrapped for its width and, if it has several lines, wrapped at its
    /// width for its height.
    private func addIntrinsic(_ item: LayoutItem, _ rect: LayoutRect?, _ out: inout [Entry]) {
        guard let rect else { return }
        let size: LayoutSize
        switch item.intrinsicContentSize {
        case .none: return
        case .fixed(let fixed): size = fixed
        case .measured:
            let natural = measurer.intrinsicSize(of: item, width: nil)
            // A label 0 wide has no preferred width to wrap at (`preferredMaxLayoutWidth` 0): its text's one line.
            let wrapped = rect.width > 0 ? measurer.intrinsicSize(of: item, width: rect.width) : natural
            size = LayoutSize(width: natural.width, height: item.isMultilineText ? wrapped.height : natural.height)
        }
        for (axis, intrinsic, actual) in [(LayoutAxis.horizontal, size.width, rect.width), (.vertical, size.height, rect.height)]
        where intrinsic >= 0 {
            let which = axis == .horizontal ? "width" : "height"
            out.append(Entry(name: "hugging \(item.id).\(which) <= \(Self.text(intrinsic))",
                             priority: min(item.contentHuggingPriority[axis].rawValue, 999), error: max(0, actual - intrinsic)))
            out.append(Entry(name: "compression \(item.id).\(which) >= \(Self.text(intrinsic))",
                             priority: min(item.compressionResistancePriority[axis].rawValue, 999), error: max(0, intrinsic - actual)))
        }
    }

    /// Whether `c` is one of the constraints that place a layout guide on its view (named `GUIDE.attribute`).
    private func isPin(_ c: LayoutConstraint) -> Bool {
        items[c.firstItem]?.isGuide == true && c.source.identifier == "\(c.firstItem).\(c.firstAttribute)"
    }

    private func commonAncestor(_ a: String, _ b: String) -> String? {
        var chain: [String] = [], p: String? = a
        while let q = p { chain.append(q); p = parents[q] }
        p = b
        while let q = p { if chain.contains(q) { return q }; p = parents[q] }
        return nil
    }

    /// The attribute's value for a view at `r` (absolute) with `m` margins; nil for baselines.
    static func value(_ a: LayoutAttribute, _ r: LayoutRect, _ m: LayoutEdgeInsets) -> Double? {
        switch a {
        case .left, .leading: r.x
        case .right, .trailing: r.x + r.width
        case .top: r.y
        case .bottom: r.y + r.height
        case .width: r.width
        case .height: r.height
        case .centerX: r.x + r.width / 2
        case .centerY: r.y + r.height / 2
        case .leftMargin, .leadingMargin: r.x + m.left
        case .rightMargin, .trailingMargin: r.x + r.width - m.right
        case .topMargin: r.y + m.top
        case .bottomMargin: r.y + r.height - m.bottom
        case .centerXWithinMargins: r.x + r.width / 2 + (m.left - m.right) / 2
        case .centerYWithinMargins: r.y + r.height / 2 + (m.top - m.bottom) / 2
        case .firstBaseline, .lastBaseline, .notAnAttribute: nil
        }
    }

    static func text(_ v: Double) -> String { String(format: "%g", (v * 1000).rounded() / 1000) }

    /// The constraints `frames` break beyond `tolerance` (IB's frames are rounded to the design's pixels).
    func broken(_ frames: [String: CGRect], tolerance: Double, required: Bool) -> [Entry] {
        entries(frames).filter { $0.error > tolerance && ($0.priority >= 1000) == required }
            .sorted { ($0.priority, $0.error) > ($1.priority, $1.error) }
    }

    /// The total error of the optional constraints at each priority, highest first.
    func errorsByPriority(_ frames: [String: CGRect]) -> [(priority: Float, error: Double)] {
        var sums: [Float: Double] = [:]
        for e in entries(frames) where e.priority < 1000 { sums[e.priority, default: 0] += e.error }
        return sums.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    /// The first priority (highest first) at which `witness` has a smaller total error than `saved` by more
    /// than `tolerance`, provided no priority above it has `witness` worse by more than `tolerance`: where the
    /// witness beats the saved frames.
    func witnessWins(_ witness: [String: CGRect], over saved: [String: CGRect], tolerance: Double)
        -> (priority: Float, saved: Double, witness: Double)? {
        let a = Dictionary(uniqueKeysWithValues: errorsByPriority(saved).map { ($0.priority, $0.error) })
        let b = Dictionary(uniqueKeysWithValues: errorsByPriority(witness).map { ($0.priority, $0.error) })
        for priority in Set(a.keys).union(b.keys).sorted(by: >) {
            let s = a[priority] ?? 0, w = b[priority] ?? 0
            if w < s - tolerance { return (priority, s, w) }
            if w > s + tolerance { return nil }
        }
        return nil
    }
}
