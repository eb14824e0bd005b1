import Foundation

/// `viewSize` and `itemColumns` of a document layout class (`layoutClasses`), evaluated per
/// section like a Swift subclass's overrides. A part left out keeps the class it derives from.
///
/// Results that are not finite numbers (a division by zero) fall back to what the class the
/// chain starts from (a built-in or Swift layout class) returns for that component, so layout
/// never fails. `itemColumns` values are truncated toward zero and clamped to 0…10 000.
public struct LayoutSizing: Sendable {
    /// `viewSize(parentSize)`: width and height.
    public var viewSize: (width: LayoutExpression, height: LayoutExpression)?
    /// `itemColumns(parentSize, numberOfItems)`: `[columns or rows, items per page]`.
    public var itemColumns: (columns: LayoutExpression, perPage: LayoutExpression)?

    /// Sizing by these expressions; a part left nil keeps the base class's.
    public init(viewSize: (width: LayoutExpression, height: LayoutExpression)? = nil,
                itemColumns: (columns: LayoutExpression, perPage: LayoutExpression)? = nil) {
        self.viewSize = viewSize; self.itemColumns = itemColumns
    }

    /// `self` with the parts `base` has and `self` lacks (a subclass keeps what it does not override).
    package func inheriting(_ base: LayoutSizing?) -> LayoutSizing {
        LayoutSizing(viewSize: viewSize ?? base?.viewSize, itemColumns: itemColumns ?? base?.itemColumns)
    }

    /// The largest column or page count an expression may give.
    package static let maximumCount = 10_000
}

extension LayoutSizing: Hashable {
    // Compiled expressions compare by their text.
    /// Equal when the expressions read the same.
    public static func == (a: LayoutSizing, b: LayoutSizing) -> Bool { a.sources == b.sources }
    /// Hashes the expressions' text.
    public func hash(into hasher: inout Hasher) { hasher.combine(sources) }
    private var sources: [String?] {
        [viewSize?.width.source, viewSize?.height.source, itemColumns?.columns.source, itemColumns?.perPage.source]
    }
}

extension AdListItemViewLayout {
    /// `viewSize(parent)`, or the document layout class's expressions when it has them
    /// (``ItemLayoutProperties/expressionSizing``). The resolver sizes items through this.
    /// Either way each side is held to ``FormatLimits/signedLength`` (−10,000…10,000 pt; negative
    /// still means "fit the content", and so does a non-finite side of a Swift override).
    package func effectiveViewSize(_ parent: CGSize) -> CGSize {
        guard let expressions = properties.expressionSizing?.viewSize else { return Self.limited(viewSize(parent)) }
        let context = ExpressionContext(layout: properties, parentSize: parent)
        let width = expressions.width.evaluate(context), height = expressions.height.evaluate(context)
        if width.isFinite && height.isFinite { return Self.limited(CGSize(width: width, height: height)) }
        let inherited = viewSize(parent)
        return Self.limited(CGSize(width: width.isFinite ? CGFloat(width) : inherited.width,
                                   height: height.isFinite ? CGFloat(height) : inherited.height))
    }

    private static func limited(_ size: CGSize) -> CGSize {
        func side(_ v: CGFloat) -> CGFloat {
            v.isFinite ? min(max(v, CGFloat(FormatLimits.signedLength.min)), CGFloat(FormatLimits.signedLength.max)) : .wrapContent
        }
        return CGSize(width: side(size.width), height: side(size.height))
    }

    /// `itemColumns(parent, numberOfItems:)`, or the document layout class's expressions when it has them.
    package func effectiveItemColumns(_ parent: CGSize, numberOfItems: Int) -> [Int] {
        guard let expressions = properties.expressionSizing?.itemColumns else { return itemColumns(parent, numberOfItems: numberOfItems) }
        let context = ExpressionContext(layout: properties, parentSize: parent, numberOfItems: numberOfItems)
        let values = [expressions.columns.evaluate(context), expressions.perPage.evaluate(context)]
        let inherited = values.allSatisfy(\.isFinite) ? [] : itemColumns(parent, numberOfItems: numberOfItems)
        return values.enumerated().map { index, value in
            guard value.isFinite else { return index < inherited.count ? inherited[index] : 0 }
            return Int(min(Double(LayoutSizing.maximumCount), max(0, value.rounded(.towardZero))))
        }
    }
}
