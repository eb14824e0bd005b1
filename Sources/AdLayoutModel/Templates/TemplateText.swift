import Foundation

/// A text with bindings to the ad's fields: `"{pointText}"`, `"{missionsDone} / {missionCount}"`.
/// `{{` and `}}` stand for literal braces.
public struct TemplateText: Sendable, Hashable {
    /// A run of literal text or a bound field.
    public enum Piece: Sendable, Hashable {
        case literal(String)
        case field(TemplateField)
    }

    /// Literal runs and fields, in order.
    public var pieces: [Piece]

    /// A text from its pieces.
    public init(pieces: [Piece]) { self.pieces = pieces }

    /// A text without bindings.
    public init(literal: String) { self.pieces = literal.isEmpty ? [] : [.literal(literal)] }

    /// Why a source string is not a valid template text.
    public enum ParseError: Error, Sendable, Hashable {
        /// `{name}` names no field.
        case unknownField(String)
        /// A `{` without its `}`.
        case unclosedBrace
        /// A `}` without its `{` (write `}}` for a literal one).
        case strayClosingBrace
    }

    /// Parses `source`, reporting the first problem.
    public static func parse(_ source: String) -> Result<TemplateText, ParseError> {
        var pieces: [Piece] = []
        var literal = ""
        var i = source.startIndex
        while i < source.endIndex {
            let ch = source[i]
            let next = source.index(after: i)
            if ch == "{" {
                if next < source.endIndex && source[next] == "{" { literal.append("{"); i = source.index(after: next); continue }
                guard let close = source[next...].firstIndex(of: "}") else { return .failure(.unclosedBrace) }
                let name = String(source[next..<close])
                guard let field = TemplateField(rawValue: name) else { return .failure(.unknownField(name)) }
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                pieces.append(.field(field))
                i = source.index(after: close)
            } else if ch == "}" {
                guard next < source.endIndex && source[next] == "}" else { return .failure(.strayClosingBrace) }
                literal.append("}")
                i = source.index(after: next)
            } else {
                literal.append(ch)
                i = next
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return .success(TemplateText(pieces: pieces))
    }

    /// The text for `item`, with fields formatted as `layout` says (point number style).
    public func text(for item: AdListItem, layout: ItemLayoutProperties) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let s): out += s
            case .field(let f): out += f.value(for: item, layout: layout)
            }
        }
        return out
    }
}

/// The ad fields a template may bind, by their `AdListItem` names.
public enum TemplateField: String, Sendable, Hashable, CaseIterable {
    /// The ad's title.
    case appName
    /// How to take part ("설치하면"), trimmed of surrounding spaces as the SDK shows it.
    case cmpnDesc
    /// The advertiser's description ("" when absent).
    case corpDesc
    /// The point amount: `pointText` if the ad has one, else `pointValue` in the layout's `pointNumberStyle`.
    case pointText
    /// The point unit ("골드").
    case pointUnit
    /// The original point of a 2× event in the layout's number style ("" when there is none).
    case originalPointText
    /// The icon's path ("" when absent: images then draw the placeholder).
    case iconUrl
    /// The feed image's path ("" when absent).
    case imageUrl
    /// The product price ("20,000원").
    case productPriceText
    /// The discount ("15%"; "" when absent).
    case discountPercent
    /// Multi-reward progress: missions done.
    case missionsDone
    /// Multi-reward progress: missions in all.
    case missionCount
    /// The point amount as a number, ungrouped ("2500"): what `"\(item.pointValue)"` and `String(format: "%d", …)` write.
    case pointValue
    /// The point amount with comma grouping ("2,500"): what a `NumberFormatter` of `.decimal` style writes.
    case pointValueGrouped

    /// Field names, for messages.
    public static var allNames: [String] { allCases.map(\.rawValue) }

    /// The field's text for `item`.
    public func value(for item: AdListItem, layout: ItemLayoutProperties) -> String {
        switch self {
        case .appName: item.appName
        case .cmpnDesc: item.cmpnDesc.trimmingCharacters(in: .whitespaces)
        case .corpDesc: item.corpDesc ?? ""
        case .pointText: item.pointText(layout.pointNumberStyle)
        case .pointUnit: item.pointUnit
        case .originalPointText:
            item.originalPointAmount > 0 ? PointFormatter.format(item.originalPointAmount, style: layout.pointNumberStyle) : ""
        case .iconUrl: item.iconUrl ?? ""
        case .imageUrl: item.imageUrl ?? ""
        case .productPriceText: item.displayPriceText
        case .discountPercent: item.discountPercent ?? ""
        case .missionsDone: String(item.missionsDone)
        case .missionCount: String(item.missionCount)
        case .pointValue: String(item.pointValue)
        case .pointValueGrouped: PointFormatter.grouped(item.pointValue)
        }
    }
}
