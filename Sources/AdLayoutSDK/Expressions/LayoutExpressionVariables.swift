import Foundation

/// What an expression is evaluated against: the layout (its properties), the container size and,
/// in `itemColumns`, the section's number of items.
public struct ExpressionContext {
    /// The layout's values.
    public var layout: ItemLayoutProperties
    /// The container's size (`viewSize(_:)`'s and `itemColumns(_:numberOfItems:)`'s `parentSize`).
    public var parentSize: CGSize
    /// The section's number of ads (`itemColumns` only).
    public var numberOfItems: Int
    /// The ad a condition of `setData` is decided for (``AdCondition``).
    public var item = AdListItem()

    /// A context for `layout` in a container of `parentSize`.
    public init(layout: ItemLayoutProperties, parentSize: CGSize, numberOfItems: Int = 0) {
        self.layout = layout; self.parentSize = parentSize; self.numberOfItems = numberOfItems
    }
}

/// A name an expression may use, with how to read it.
public struct LayoutExpressionVariable: Sendable {
    /// The name, e.g. `sectionInset.left`.
    public var name: String
    /// True for `true`/`false` values (read as 1 and 0).
    public var isBool: Bool
    /// Only defined in `itemColumns` (`numberOfItems`).
    public var itemColumnsOnly: Bool
    let read: @Sendable (ExpressionContext) -> Double

    /// The value in `context` (bools as 1 and 0).
    public func value(in context: ExpressionContext) -> Double { read(context) }
}

/// Where an expression is used: `viewSize` or `itemColumns` (only the latter knows `numberOfItems`),
/// or a condition on the ad of an app view's `setData` (``AdCondition``: the ad's fields, not the layout's).
public enum ExpressionScope: Sendable {
    case viewSize, itemColumns, adItem
}

/// Every name expressions may use: `parentSize.width`, `parentSize.height`, `numberOfItems`,
/// `wrapContent` (`TnkLayout.wrapContent`, −2) and each number or bool property of
/// ``AdListItemViewLayout`` by its API path (`sectionInset.left`, `iconImage.height`,
/// `titleLabel.font.pointSize`, `lineSpace`, `useIconImage`, …), read from ``ItemLayoutProperties``.
public enum LayoutExpressionVariables {
    /// All names, by name.
    public static let all: [String: LayoutExpressionVariable] = {
        var table: [String: LayoutExpressionVariable] = [:]
        func add(_ name: String, bool: Bool = false, itemColumnsOnly: Bool = false,
                 _ read: @escaping @Sendable (ExpressionContext) -> Double) {
            table[name] = LayoutExpressionVariable(name: name, isBool: bool, itemColumnsOnly: itemColumnsOnly, read: read)
        }
        func layout(_ name: String, _ read: @escaping @Sendable (ItemLayoutProperties) -> CGFloat) {
            add(name) { Double(read($0.layout)) }
        }
        func flag(_ name: String, _ read: @escaping @Sendable (ItemLayoutProperties) -> Bool) {
            add(name, bool: true) { read($0.layout) ? 1 : 0 }
        }
        func view<A: ViewAttribute>(_ name: String, _ read: @escaping @Sendable (ItemLayoutProperties) -> A) {
            layout("\(name).width") { read($0).width }
            layout("\(name).height") { read($0).height }
            layout("\(name).cornerRadius") { read($0).cornerRadius }
            layout("\(name).strokeWidth") { read($0).strokeWidth }
            layout("\(name).interSpace") { read($0).interSpace }
            layout("\(name).leadingSpace") { read($0).leadingSpace }
        }
        func edges(_ name: String, _ read: @escaping @Sendable (ItemLayoutProperties) -> EdgeInsets) {
            layout("\(name).top") { read($0).top }
            layout("\(name).left") { read($0).left }
            layout("\(name).bottom") { read($0).bottom }
            layout("\(name).right") { read($0).right }
        }
        add("parentSize.width") { Double($0.parentSize.width) }
        add("parentSize.height") { Double($0.parentSize.height) }
        add("numberOfItems", itemColumnsOnly: true) { Double($0.numberOfItems) }
        add("wrapContent") { _ in Double(CGFloat.wrapContent) }

        layout("itemDirection") { CGFloat($0.itemDirection) }
        for (name, read) in numbers { layout(name, read) }
        for (name, read) in flags { flag(name, read) }
        for (name, read) in insets { edges(name, read) }
        for (name, read) in labels {
            view(name, read)
            layout("\(name).numberOfLines") { CGFloat(read($0).numberOfLines) }
            layout("\(name).font.pointSize") { read($0).font.size }
        }
        for (name, read) in images {
            view(name, read)
        }
        for (name, read) in buttons {
            view(name, read)
            layout("\(name).font.pointSize") { read($0).font.size }
            edges("\(name).inset") { read($0).inset }
        }
        return table
    }()

    /// Every name, sorted (for messages).
    public static let names: [String] = all.keys.sorted()

    /// The variable `name` in `scope`, or an error that lists what is valid.
    static func lookup(_ name: String, scope: ExpressionScope, offset: Int) throws(ExpressionError) -> LayoutExpressionVariable {
        if scope == .adItem { return try AdConditionVariables.lookup(name, offset: offset) }
        if let v = all[name] {
            if v.itemColumnsOnly && scope != .itemColumns {
                throw ExpressionError(message: "\"\(name)\" is only known in itemColumns", offset: offset)
            }
            return v
        }
        let candidates = names.filter { scope == .itemColumns || all[$0]?.itemColumnsOnly == false }
        throw ExpressionError(
            message: "unknown name \"\(name)\"\(NameSuggestions.hint(for: name, in: candidates)); names: parentSize.width, "
                + "parentSize.height, " + (scope == .itemColumns ? "numberOfItems, " : "")
                + "wrapContent and the layout's number and bool properties by their API path "
                + "(sectionInset.left, itemInset.top, iconImage.height, titleLabel.font.pointSize, lineSpace, feedImageRatio, useIconImage, …)",
            offset: offset)
    }

    private static let numbers: [(String, @Sendable (ItemLayoutProperties) -> CGFloat)] = [
        ("lineSpace", { $0.lineSpace }), ("itemSpace", { $0.itemSpace }),
        ("itemCornerRadius", { $0.itemCornerRadius }), ("itemStrokeWidth", { $0.itemStrokeWidth }),
        ("feedImageRatio", { $0.feedImageRatio }), ("dividerHeight", { $0.dividerHeight }),
        ("dividerLeadingSpace", { $0.dividerLeadingSpace }), ("dividerTrailingSpace", { $0.dividerTrailingSpace }),
        ("footerDividerHeight", { $0.footerDividerHeight }), ("sectionFooterMinHeight", { $0.sectionFooterMinHeight }),
    ]

    private static let flags: [(String, @Sendable (ItemLayoutProperties) -> Bool)] = [
        ("useIconImage", { $0.useIconImage }), ("useFeedImage", { $0.useFeedImage }),
        ("pointUnitVisible", { $0.pointUnitVisible }), ("singleLineInformation", { $0.singleLineInformation }),
        ("titleVisible", { $0.titleVisible }), ("orderNumberVisible", { $0.orderNumberVisible }),
        ("useFavoriteBtn", { $0.useFavoriteBtn }), ("showOnlyTitle", { $0.showOnlyTitle }),
        ("dividerHiddenAtLastItem", { $0.dividerHiddenAtLastItem }),
    ]

    private static let insets: [(String, @Sendable (ItemLayoutProperties) -> EdgeInsets)] = [
        ("sectionInset", { $0.sectionInset }), ("itemInset", { $0.itemInset }),
        ("favoriteButtonLayoutInset", { $0.favoriteButtonLayoutInset }), ("headerInset", { $0.headerInset }),
        ("footerInset", { $0.footerInset }),
    ]

    private static let labels: [(String, @Sendable (ItemLayoutProperties) -> LabelAttribute)] = [
        ("titleLabel", { $0.titleLabel }), ("descLabel", { $0.descLabel }), ("descPointLabel", { $0.descPointLabel }),
        ("pointAmountLabel", { $0.pointAmountLabel }), ("pointUnitLabel", { $0.pointUnitLabel }),
        ("progressLabel", { $0.progressLabel }), ("dateLabel", { $0.dateLabel }), ("statusLabel", { $0.statusLabel }),
        ("adItemTrailTagLabel", { $0.adItemTrailTagLabel }), ("productPriceLabel", { $0.productPriceLabel }),
        ("discountRateLabel", { $0.discountRateLabel }), ("orderNumberLabel", { $0.orderNumberLabel }),
        ("headerTitleLabel", { $0.headerTitleLabel }), ("headerDescLabel", { $0.headerDescLabel }),
    ]

    private static let images: [(String, @Sendable (ItemLayoutProperties) -> ImageAttribute)] = [
        ("iconImage", { $0.iconImage }), ("feedImage", { $0.feedImage }), ("pointIconImage", { $0.pointIconImage }),
        ("pointAmountTrailImage", { $0.pointAmountTrailImage }), ("adItemTrailImage", { $0.adItemTrailImage }),
    ]

    private static let buttons: [(String, @Sendable (ItemLayoutProperties) -> ButtonAttribute)] = [
        ("favoriteButton", { $0.favoriteButton }), ("footerButton", { $0.footerButton }),
    ]
}
