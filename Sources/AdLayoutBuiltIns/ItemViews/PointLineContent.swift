import Foundation
import AdLayoutModel
import AdLayoutEngine

/// What the desc/point line of an item shows for its ad state (docs/fidelity/sdk-sources.md, "Screen parts").
public struct PointLineContent: Sendable, Hashable {
    /// The desc text (`cmpnDesc`, trimmed); empty for state messages.
    public var desc: String
    /// The original point of a 2× event, drawn struck through; nil when there is none.
    public var descPoint: String?
    /// Whether the Ⓟ icon precedes the amount (normal ads only).
    public var showsPointIcon: Bool
    /// The amount from `pointAmountFormat` ("최대 " first for multi-reward ads), or the state message.
    public var amount: String
    /// `pointAmountLabel.color`, or the confirm or disabled colour of a state message.
    public var amountColor: Color
    /// True for state messages ("이미 지급된 광고입니다."), which use the desc size.
    public var amountIsMessage: Bool
    /// The unit after the amount; nil when hidden, empty, or already in `pointAmountFormat`.
    public var unit: String?

    /// State texts of the SDK's sample, matching its binary's strings.
    public enum StateText {
        /// Shown while an install awaits confirmation (`confirm`).
        public static let confirm = "설치확인 후 리워드가 지급됩니다."
        /// Shown when the reward was already paid (`paid`).
        public static let paid = "이미 지급된 광고입니다."
        /// Shown for `ended` and `disabled` ads.
        public static let ended = "종료된 광고입니다."
        /// Shown for a product that can be bought again tomorrow (`tomorrow`, shopping).
        public static let tomorrow = "내일 구매 가능"
        /// Prefix of a multi-reward amount.
        public static let upTo = "최대 "
    }

    /// The line for `item` under `layout`'s state colours, format and unit visibility.
    public init(item: AdListItem, layout: ItemLayoutProperties) {
        func message(_ text: String, _ color: Color) -> PointLineContent.Parts {
            Parts(desc: "", descPoint: nil, icon: false, amount: text, color: color, isMessage: true, unit: nil)
        }
        let parts: Parts
        switch item.state {
        case .confirm: parts = message(StateText.confirm, layout.pointAmountConfirmColor)
        case .paid: parts = message(StateText.paid, layout.pointAmountDisabledColor)
        case .ended, .disabled: parts = message(StateText.ended, layout.pointAmountDisabledColor)
        case .tomorrow: parts = message(StateText.tomorrow, layout.pointAmountDisabledColor)
        case .normal:
            let format = layout.pointAmountFormat
            // The default format is the point alone: no search and replace (laid out once per ad by `adlayout fit`).
            let isPointAlone = format == "{point}"
            var amount = isPointAlone ? item.pointText(layout.pointNumberStyle) : format
                .replacingOccurrences(of: "{point}", with: item.pointText(layout.pointNumberStyle))
                .replacingOccurrences(of: "{unit}", with: item.pointUnit)
            // Multi-reward campaigns show their best total (A: "최대" prefix).
            if item.multiReward { amount = StateText.upTo + amount }
            let unitInFormat = !isPointAlone && format.contains("{unit}")
            parts = Parts(desc: Self.trimmingSpaces(item.cmpnDesc),
                          descPoint: item.originalPointAmount > 0
                              ? PointFormatter.format(item.originalPointAmount, style: layout.pointNumberStyle) : nil,
                          icon: true, amount: amount, color: layout.pointAmountLabel.color, isMessage: false,
                          unit: layout.pointUnitVisible && !unitInFormat && !item.pointUnit.isEmpty ? item.pointUnit : nil)
        }
        desc = parts.desc; descPoint = parts.descPoint; showsPointIcon = parts.icon; amount = parts.amount
        amountColor = parts.color; amountIsMessage = parts.isMessage; unit = parts.unit
    }

    /// `text` without spaces at either end (Foundation's trimming only when there are some).
    private static func trimmingSpaces(_ text: String) -> String {
        // `CharacterSet.whitespaces`: the tab and the space separators.
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == "\t" || s.properties.generalCategory == .spaceSeparator }
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              isSpace(first) || isSpace(last) else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private struct Parts {
        var desc: String, descPoint: String?, icon: Bool, amount: String, color: Color, isMessage: Bool, unit: String?
    }
}
