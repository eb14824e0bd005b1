import Foundation
import AdLayoutModel

/// The item view of a ``/AdLayoutModel/TemplateDefinition``: a plugin like the built-in views, registered in
/// the resolving registry's catalog under the template's name.
///
/// Elements are placed against the item's own edges (a template has no `itemInset`, as a
/// custom view pinned to the cell has none). The item is as wide as the layout's `viewSize`
/// says; its height is the layout's when `viewSize` gives one, else the template's
/// ``/AdLayoutModel/TemplateHeight``, exactly (not rounded).
public struct TemplateItemView: AdListItemView {
    /// The declaration this view renders.
    public let template: TemplateDefinition

    /// The view of `template`.
    public init(_ template: TemplateDefinition) { self.template = template }

    /// The template's `divider` setting: whether the engine draws the layout's divider under each item.
    public var usesDividerLine: Bool { template.divider }

    /// The template's height at `width` (the layout's `itemInset` does not apply).
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let solver = PlacementSolver(elements: template.elements, factory: ElementFactory(measurer: measurer))
        let bounds = CGRect(x: 0, y: 0, width: width, height: 0)
        switch template.height {
        case .fixed(let h):
            return h
        case .content(let padding):
            // Items share one height: every text counts with all its lines, whatever the ad says.
            let frames = solver.solve(in: bounds, texts: probeTexts())
            return (frames.map(\.frame.maxY).max() ?? 0) + padding
        case .below(let index, let offset):
            let frames = solver.solve(in: bounds, texts: probeTexts(), count: index + 1)
            return (frames.last?.frame.maxY ?? 0) + offset
        }
    }

    /// The template's elements placed by its rules against the item's bounds, with the
    /// texts and colours of the ad's state; elements hidden in that state are left out.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let state = c.item.state
        let texts = template.elements.map { e -> String? in
            (e.states[state]?.text ?? e.content)?.text(for: c.item, layout: c.layout)
        }
        let solver = PlacementSolver(elements: template.elements, factory: ElementFactory(measurer: c.measurer))
        let solved = solver.solve(in: c.bounds, texts: texts.enumerated().map { template.elements[$0].hasText ? $1 : nil })
        var nodes: [LayoutNode] = []
        for (i, e) in template.elements.enumerated() where !e.hiddenIn.contains(state) {
            nodes.append(node(e, frame: solved[i].frame, text: texts[i] ?? "", color: e.states[state]?.color ?? e.style.color,
                              metrics: solved[i].metrics))
        }
        return nodes
    }

    private func node(_ e: TemplateElement, frame: CGRect, text: String, color: Color, metrics: TextMetrics?) -> LayoutNode {
        let s = e.style
        var box = BoxStyle(backgroundColor: s.backgroundColor, cornerRadius: s.cornerRadius,
                           strokeColor: s.strokeColor, strokeWidth: s.strokeWidth)
        let kind = NodeKind(rawValue: e.id)
        switch e.kind {
        case .box:
            return LayoutNode(kind: kind, frame: frame, box: box)
        case .image:
            box.clipsToBounds = true
            return LayoutNode(kind: kind, frame: frame, box: box,
                              content: .image(ImageContent(source: text.isEmpty ? nil : ImageSource(text))))
        case .text, .button:
            var content = TextContent(string: text, font: s.font, color: color,
                                      numberOfLines: s.numberOfLines, lineBreakMode: s.lineBreakMode,
                                      alignment: s.textAlignment, padding: e.kind == .button ? s.inset : .zero)
            // Measured at this frame's width by the solver: whether the text is cut is known.
            if let metrics, !text.isEmpty { content.record(metrics) }
            return LayoutNode(kind: kind, frame: frame, box: box, content: .text(content))
        }
    }

    /// Stand-in texts for sizing: as many lines as each text may show.
    private func probeTexts() -> [String?] {
        template.elements.map { e in
            guard e.hasText else { return nil }
            return UniformHeightProbe.text(lines: e.style.numberOfLines)
        }
    }
}

extension TemplateItemView {
    /// Adds each template to `catalog` under its name; a name that is already a view
    /// class is an error (a template never silently replaces a view).
    package static func register(_ templates: [TemplateDefinition], into catalog: inout ItemViewCatalog,
                                 diagnostics: DiagnosticSink) {
        for template in templates {
            guard catalog.view(named: template.name) == nil else {
                diagnostics.error(.invalidValue, template.path, template.location,
                                  "template \"\(template.name)\" has the name of a registered view class; choose another name")
                continue
            }
            catalog.register(view: TemplateItemView(template), named: template.name)
        }
    }
}
