import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// The item view of an ``/AdLayoutModel/AppViewDefinition``: the app's XIB, styled as its
/// `init(frame:)` styles it, filled per ad as its `setData` fills it, and laid out by Auto Layout at
/// each item's size (``XIBItemView``). Registered in the resolving registry's catalog under the
/// class's name, like templates.
public struct AppItemView: AdListItemView {
    /// The declaration this view renders.
    public let definition: AppViewDefinition
    /// The XIB, with the code's layer paint.
    public let nib: XIBItemView
    /// The nibs of the constraint sets `setData` makes per ad (views made in code); nil when every ad has the same.
    var variants: CodeConstraintVariants?
    /// The Auto Layout problems reported when the view was registered: an ad's own are those not among them.
    var reported: [Diagnostic] = []

    /// The view of `definition` over `nib`; the outlets' layer paint is laid over the XIB's.
    public init(_ definition: AppViewDefinition, nib: XIBItemView) {
        self.definition = definition
        var nib = nib
        for outlet in definition.outlets where outlet.setsBox {
            var box = nib.box(ofOutlet: outlet.name) ?? BoxStyle()
            if let c = outlet.backgroundColor { box.backgroundColor = c }
            if let r = outlet.cornerRadius { box.cornerRadius = r }
            if let c = outlet.strokeColor { box.strokeColor = c }
            if let w = outlet.strokeWidth { box.strokeWidth = w }
            nib.layers[outlet.name] = box
        }
        // The app's images its views name, where the definition says which file each name is.
        for (id, name) in nib.imageNames {
            if let path = definition.images[name] { nib.namedImages[id] = ImageSource(path) }
        }
        self.nib = nib
    }

    /// The definition's `divider`.
    public var usesDividerLine: Bool { definition.divider }

    /// The XIB's design height, for layouts that leave the height open (the guide's layout class
    /// gives its own in `viewSize`).
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        nib.designSize.height
    }

    /// What `setData` shows for `item` in the XIB's outlets, in an item of `bounds` (what a case's condition on
    /// `bounds.width` or `bounds.height` is decided for).
    public func content(for item: AdListItem, layout: ItemLayoutProperties, bounds: CGSize = .zero) -> XIBItemView.Content {
        var content = XIBItemView.Content()
        if let outlet = definition.feedImage, let url = item.imageUrl { content.images[outlet] = ImageSource(url) }
        if let outlet = definition.iconImage, let url = item.iconUrl { content.images[outlet] = ImageSource(url) }
        let state = item.state
        for outlet in definition.outlets {
            if let text = outlet.states[state]?.text ?? outlet.text { content.texts[outlet.name] = text.text(for: item, layout: layout) }
            if let color = outlet.states[state]?.color ?? outlet.color { content.colors[outlet.name] = color }
            if let alpha = outlet.states[state]?.alpha ?? outlet.alpha { content.alphas[outlet.name] = alpha }
        }
        content.hidden = definition.hidden(in: state)
        // `if item.pointValue > 1000 { … }` and the like, decided for this ad, over the rest.
        for outlet in definition.outlets {
            var runs = outlet.runs
            defer {
                if !runs.isEmpty, let text = content.texts[outlet.name] {
                    content.runs[outlet.name] = runs.compactMap { run in
                        run.range(in: text, part: run.part?.text(for: item, layout: layout)).map {
                            TextRun(range: $0, color: run.color, strikethrough: run.strikethrough, underline: run.underline,
                                    backgroundColor: run.backgroundColor, font: run.font)
                        }
                    }
                }
            }
            for c in outlet.cases where c.condition.holds(for: item, bounds: bounds) {
                if let r = c.runs { runs = r }
                if let text = c.text { content.texts[outlet.name] = text.text(for: item, layout: layout) }
                if let color = c.color { content.colors[outlet.name] = color }
                if let alpha = c.alpha { content.alphas[outlet.name] = alpha }
                if let hidden = c.hidden { content.hidden[outlet.name] = hidden }
                if let color = c.backgroundColor { content.backgroundColors[outlet.name] = color }
                if let name = c.image, let path = definition.images[name] { content.images[outlet.name] = ImageSource(path) }
            }
        }
        return content
    }

    /// The ad's content in the XIB, laid out in the item's bounds.
    public func layoutElements(_ context: ItemViewContext) -> [LayoutNode] {
        let content = content(for: context.item, layout: context.layout, bounds: context.bounds.size)
        // `nib` laid out in place: `variants?.nib(for:) ?? nib` copied the whole XIB view (its tree, its maps) for every ad.
        if let variant = variants?.nib(for: context.item, bounds: context.bounds.size) {
            return variant.nodes(content, in: context.bounds, measurer: context.measurer, reported: reported)
        }
        return nib.nodes(content, in: context.bounds, measurer: context.measurer, reported: reported)
    }
}

extension AppItemView: LayoutWorkCounting {
    /// The XIB's views, each laid out for every ad.
    public var viewsPerAd: Int { nib.viewCount }
    /// The class and its XIB's root view, or the Swift line of its first view made in code.
    public var workName: String { "\(definition.name) (\(definition.xib == nil ? nib.firstSubviewSource : nib.rootSource))" }
}

extension AppViewDefinition {
    /// The outlets `setData` hides or shows in `state` (`isHidden` per state), by outlet name.
    func hidden(in state: AdState) -> [String: Bool] {
        var hidden: [String: Bool] = [:]
        for outlet in outlets {
            if outlet.hiddenIn.contains(state) { hidden[outlet.name] = true }
            if outlet.visibleIn.contains(state) { hidden[outlet.name] = false }
        }
        return hidden
    }
}
