import Foundation

/// A condition on an ad, decided for each ad an app view shows: what an `if`, a `guard` or a `? :`
/// of the app's `setData` tests (`item.pointValue > 1000`, `item.appName.isEmpty`,
/// `item.state == .paid && item.multiReward`), written in the expression language of layout classes
/// (``LayoutExpression``) over the ad's fields (``AdConditionVariables``): `pointValue > 1000`,
/// `appName.isEmpty`, `state == paid && multiReward`.
public struct AdCondition: Sendable, Hashable, CustomStringConvertible {
    /// The text as written.
    public let source: String
    let root: LayoutExpression.Node

    /// Parses and checks `source`; it must be true/false (a comparison, a flag, `&&`, `||`, `!`).
    public init(_ source: String) throws(ExpressionError) {
        let syntax = try ExpressionParser.parse(source)
        let (node, type) = try LayoutExpression.compile(syntax, scope: .adItem)
        guard type == .bool else {
            throw ExpressionError(message: "expected true/false (a comparison such as pointValue > 1000), found a number", offset: 0)
        }
        self.source = source
        root = node
    }

    /// The condition as written.
    public var description: String { source }

    /// Whether the condition holds for `item` laid out in an item of `bounds` (`bounds.width`, `bounds.height`:
    /// the branches a `layoutSubviews()` takes by the item's size; zero where no item is laid out yet).
    public func holds(for item: AdListItem, bounds: CGSize = .zero) -> Bool {
        var context = ExpressionContext(layout: Self.layout, parentSize: bounds)
        context.item = item
        return root.evaluate(context) != 0
    }

    private static let layout = ItemLayoutProperties()

    public static func == (a: AdCondition, b: AdCondition) -> Bool { a.source == b.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// The names an ``AdCondition`` may use, by the SDK's `AdListItem` names: its numbers (`pointValue`,
/// `originalPointAmount`, `missionsDone`, `missionCount`, `productPrice`, …), its flags (`multiReward`,
/// `favorite`, `multiJoin`), `state` with the states' names (`state == paid`), and of each text
/// `NAME.isEmpty`, `NAME.count` (characters) and, for those the SDK leaves nil, `NAME.isNil`; and the item's
/// `bounds.width` and `bounds.height`, which the constraints of a `layoutSubviews()` branch on.
public enum AdConditionVariables {
    /// All names, by name.
    public static let all: [String: LayoutExpressionVariable] = {
        var table: [String: LayoutExpressionVariable] = [:]
        func add(_ name: String, bool: Bool = false, _ read: @escaping @Sendable (AdListItem) -> Double) {
            table[name] = LayoutExpressionVariable(name: name, isBool: bool, itemColumnsOnly: false) { read($0.item) }
        }
        let numbers: [(String, @Sendable (AdListItem) -> Int)] = [
            ("pointValue", { $0.pointValue }), ("originalPointAmount", { $0.originalPointAmount }),
            ("missionsDone", { $0.missionsDone }), ("missionCount", { $0.missionCount }), ("productPrice", { $0.productPrice }),
            ("originalProductPrice", { $0.originalProductPrice }), ("appId", { $0.appId }), ("actionId", { $0.actionId }),
            ("adType", { $0.adType }), ("filterId", { $0.filterId }), ("state", { $0.state.rawValue }),
        ]
        for (name, read) in numbers { add(name) { Double(read($0)) } }
        for state in AdState.allCases { add(state.name) { _ in Double(state.rawValue) } }
        let flags: [(String, @Sendable (AdListItem) -> Bool)] = [
            ("multiReward", { $0.multiReward }), ("favorite", { $0.favorite }), ("multiJoin", { $0.multiJoin }),
        ]
        for (name, read) in flags { add(name, bool: true) { read($0) ? 1 : 0 } }
        let texts: [(String, @Sendable (AdListItem) -> String?)] = [
            ("appName", { $0.appName }), ("cmpnDesc", { $0.cmpnDesc }), ("pointUnit", { $0.pointUnit }),
        ]
        let optionalTexts: [(String, @Sendable (AdListItem) -> String?)] = [
            ("corpDesc", { $0.corpDesc }), ("pointText", { $0.pointText }), ("iconUrl", { $0.iconUrl }), ("imageUrl", { $0.imageUrl }),
            ("productPriceText", { $0.productPriceText }), ("discountPercent", { $0.discountPercent }),
        ]
        for (name, read) in texts + optionalTexts {
            add("\(name).isEmpty", bool: true) { (read($0) ?? "").isEmpty ? 1 : 0 }
            add("\(name).count") { Double((read($0) ?? "").count) }
        }
        for (name, read) in optionalTexts { add("\(name).isNil", bool: true) { read($0) == nil ? 1 : 0 } }
        table["bounds.width"] = LayoutExpressionVariable(name: "bounds.width", isBool: false, itemColumnsOnly: false) { Double($0.parentSize.width) }
        table["bounds.height"] = LayoutExpressionVariable(name: "bounds.height", isBool: false, itemColumnsOnly: false) { Double($0.parentSize.height) }
        return table
    }()

    /// Every name, sorted (for messages).
    public static let names: [String] = all.keys.sorted()

    static func lookup(_ name: String, offset: Int) throws(ExpressionError) -> LayoutExpressionVariable {
        if let v = all[name] { return v }
        throw ExpressionError(
            message: "unknown name \"\(name)\"\(NameSuggestions.hint(for: name, in: names)); names: the ad's numbers (pointValue, "
                + "originalPointAmount, missionsDone, missionCount, productPrice, …), flags (multiReward, favorite, multiJoin), "
                + "state with the states' names (state == paid), of its texts NAME.isEmpty, NAME.count and NAME.isNil, "
                + "and the item's bounds.width and bounds.height",
            offset: offset)
    }
}
