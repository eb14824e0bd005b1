import Synchronization

/// How a section scrolls across the list's main axis (`ScrollType` in the SDK).
public enum ScrollType: Int, Sendable, Hashable, CaseIterable {
    /// `none`: rows flow down the list; `continuous`: one free-scrolling strip; `paging`: pages
    /// as wide as the list; `groupPaging`: one column of items per page, the next one peeking.
    case none = 0, continuous = 1, paging = 2, groupPaging = 3
}

/// When the desc label is shown (names from the SDK; meaning inferred).
public enum DescLabelShowOption: Int, Sendable, Hashable, CaseIterable {
    /// The SDK's raw values; `always`, the default, is what the built-in views do.
    case always = 1, descOnly = 2, orgPoint = 3, never = 4
}

/// Which of the menu rows stay pinned while the list scrolls.
public enum MenuBound: Int, Sendable, Hashable, CaseIterable {
    /// Nothing, the menu row, the filter row, or both stay pinned; `all` is the default.
    case none = 0, menu = 1, filter = 2, all = 3
}

/// The rows above the list (`registerMenuViewLayout(type:…)`).
public enum MenuType: Int, Sendable, Hashable, CaseIterable {
    /// The tab row, the filter chips, four extra rows (sub1–sub4), and the recommend and event rows of the SDK's v5.73 interface.
    case menu = 1, filter = 2, sub1 = 4, sub2 = 5, sub3 = 6, sub4 = 7, recommend = 8, event = 9
}

/// Navigation bar button kinds.
public enum BarButtonItem: Int, Sendable, Hashable, CaseIterable {
    /// No button, "문의하기", "닫기" (the default left button), help with a badge, info, back.
    case none = 0, help = 1, close = 2, helpWithBadge = 3, info = 4, back = 5
}

/// Participation state of an ad, which decides the desc and point texts.
public enum AdState: Int, Sendable, Hashable, CaseIterable {
    /// Awaiting install confirmation, open, already paid, ended, disabled, and (shopping) available again tomorrow.
    case confirm = 0, normal = 1, paid = 2, ended = 3, disabled = 4, tomorrow = 5
}

/// Where lines may break: UIKit's `NSParagraphStyle.LineBreakStrategy` (raw values are its bits).
public enum LineBreakStrategy: Int, Sendable, Hashable, CaseIterable {
    /// Any break the line-breaking rules allow.
    case none = 0
    /// Avoids a single word alone on the last line by pushing words from the line before.
    case pushOut = 1
    /// Breaks Korean between words (spaces), not between syllables.
    case hangulWordPriority = 2
    /// The system's choice for labels (iOS 14+): all of the above for the text's language.
    case standard = 0xFFFF

}

/// UILabel's text alignments.
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's raw values; `natural` is left for left-to-right text, the labels' default.
    case left = 0, center = 1, right = 2, natural = 4
}

/// Enumerations that documents spell by case name: a case's name is its Swift name (`groupPaging`),
/// so the two cannot drift apart. Names are read from the cases once per type
/// (``CaseNameTable``).
public protocol NamedCase: CaseIterable, Sendable, Hashable {}

extension NamedCase {
    /// The case's name in documents and messages (`"groupPaging"`).
    public var name: String { CaseNameTable.of(Self.self).names[self] ?? String(describing: self) }
    /// Looks a case up by its document name.
    public static func named(_ name: String) -> Self? { CaseNameTable.of(Self.self).cases[name] }
    /// Every valid name, in declaration order (for error messages).
    public static var allNames: [String] { CaseNameTable.of(Self.self).ordered }
}

/// The names of each ``NamedCase`` type, read once from its cases: `String(describing:)` finds a
/// case's name through the runtime's metadata (3 µs a call, measured), too slow for decoding.
public enum CaseNameTable {
    /// One type's names both ways.
    public struct Table<Case: NamedCase>: Sendable {
        let names: [Case: String]
        let cases: [String: Case]
        let ordered: [String]
    }

    private static let tables = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// The table of `type`, made on first use.
    public static func of<Case: NamedCase>(_ type: Case.Type) -> Table<Case> {
        if let table = tables.withLock({ $0[ObjectIdentifier(type)] }) as? Table<Case> { return table }
        let ordered = Case.allCases.map { String(describing: $0) }
        let table = Table<Case>(names: Dictionary(uniqueKeysWithValues: zip(Case.allCases, ordered)),
                                cases: Dictionary(zip(ordered, Case.allCases), uniquingKeysWith: { first, _ in first }),
                                ordered: ordered)
        tables.withLock { $0[ObjectIdentifier(type)] = table }
        return table
    }
}

extension LayoutType: NamedCase {}
extension ScrollType: NamedCase {}
extension DescLabelShowOption: NamedCase {}
extension MenuBound: NamedCase {}
extension MenuType: NamedCase {}
extension BarButtonItem: NamedCase {}
extension AdState: NamedCase {}
extension LineBreakMode: NamedCase {}
// UIKit's words a document's views made in code use (``AdLayoutUIKitTypes``).
extension LayoutAttribute: NamedCase {}
extension LayoutAxis: NamedCase {}
extension StackViewDistribution: NamedCase {}
extension StackViewAlignment: NamedCase {}
extension ContentMode: NamedCase {}
extension TextAlignment: NamedCase {}
extension LineBreakStrategy: NamedCase {}
extension FontWeight: NamedCase {}
