/// How a section scrolls across the list's main axis (`ScrollType` in the SDK).
public enum ScrollType: Int, Sendable, Hashable, CaseIterable {
    /// `none`: rows flow down the list; `continuous`: one free-scrolling strip; `paging`: pages
    /// as wide as the list; `groupPaging`: one column of items per page, the next one peeking.
    case none = 0, continuous = 1, paging = 2, groupPaging = 3
    /// The case's name in documents (`"groupPaging"`).
    public var name: String {
        switch self {
        case .none: "none"
        case .continuous: "continuous"
        case .paging: "paging"
        case .groupPaging: "groupPaging"
        }
    }
}

/// When the desc label is shown (names from the SDK; meaning inferred).
public enum DescLabelShowOption: Int, Sendable, Hashable, CaseIterable {
    /// The SDK's raw values; `always`, the default, is what the built-in views do.
    case always = 1, descOnly = 2, orgPoint = 3, never = 4
    /// The case's name in documents (`"descOnly"`).
    public var name: String {
        switch self {
        case .always: "always"
        case .descOnly: "descOnly"
        case .orgPoint: "orgPoint"
        case .never: "never"
        }
    }
}

/// Which of the menu rows stay pinned while the list scrolls.
public enum MenuBound: Int, Sendable, Hashable, CaseIterable {
    /// Nothing, the menu row, the filter row, or both stay pinned; `all` is the default.
    case none = 0, menu = 1, filter = 2, all = 3
    /// The case's name in documents (`"filter"`).
    public var name: String {
        switch self {
        case .none: "none"
        case .menu: "menu"
        case .filter: "filter"
        case .all: "all"
        }
    }
}

/// The rows above the list (`registerMenuViewLayout(type:…)`).
public enum MenuType: Int, Sendable, Hashable, CaseIterable {
    /// The tab row, the filter chips, four extra rows (sub1–sub4), and the recommend and event rows of the SDK's v5.73 interface.
    case menu = 1, filter = 2, sub1 = 4, sub2 = 5, sub3 = 6, sub4 = 7, recommend = 8, event = 9
    /// The case's name in documents (`"sub1"`).
    public var name: String {
        switch self {
        case .menu: "menu"
        case .filter: "filter"
        case .sub1: "sub1"
        case .sub2: "sub2"
        case .sub3: "sub3"
        case .sub4: "sub4"
        case .recommend: "recommend"
        case .event: "event"
        }
    }
}

/// Navigation bar button kinds.
public enum BarButtonItem: Int, Sendable, Hashable, CaseIterable {
    /// No button, "문의하기", "닫기" (the default left button), help with a badge, info, back.
    case none = 0, help = 1, close = 2, helpWithBadge = 3, info = 4, back = 5
    /// The case's name in documents (`"helpWithBadge"`).
    public var name: String {
        switch self {
        case .none: "none"
        case .help: "help"
        case .close: "close"
        case .helpWithBadge: "helpWithBadge"
        case .info: "info"
        case .back: "back"
        }
    }
}

/// Participation state of an ad, which decides the desc and point texts.
public enum AdState: Int, Sendable, Hashable, CaseIterable {
    /// Awaiting install confirmation, open, already paid, ended, disabled, and (shopping) available again tomorrow.
    case confirm = 0, normal = 1, paid = 2, ended = 3, disabled = 4, tomorrow = 5
    /// The case's name in documents (`"paid"`).
    public var name: String {
        switch self {
        case .confirm: "confirm"
        case .normal: "normal"
        case .paid: "paid"
        case .ended: "ended"
        case .disabled: "disabled"
        case .tomorrow: "tomorrow"
        }
    }
}

/// UILabel's line break modes.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Wrap at words, wrap anywhere, or cut the last line at the edge.
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2
    /// Cut the last line with "…" at its start, end (the labels' default) or middle.
    case byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5
    /// The case's name in documents (`"byTruncatingTail"`).
    public var name: String {
        switch self {
        case .byWordWrapping: "byWordWrapping"
        case .byCharWrapping: "byCharWrapping"
        case .byClipping: "byClipping"
        case .byTruncatingHead: "byTruncatingHead"
        case .byTruncatingTail: "byTruncatingTail"
        case .byTruncatingMiddle: "byTruncatingMiddle"
        }
    }
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

    /// Names accepted in documents.
    public var name: String {
        switch self {
        case .none: "none"
        case .pushOut: "pushOut"
        case .hangulWordPriority: "hangulWordPriority"
        case .standard: "standard"
        }
    }
}

/// UILabel's text alignments.
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's raw values; `natural` is left for left-to-right text, the labels' default.
    case left = 0, center = 1, right = 2, natural = 4
    /// The case's name in documents (`"center"`).
    public var name: String {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .natural: "natural"
        }
    }
}

/// Enumerations that documents spell by case name.
public protocol NamedCase: CaseIterable, Sendable {
    var name: String { get }
}

extension NamedCase {
    /// Looks a case up by its document name.
    public static func named(_ name: String) -> Self? { allCases.first { $0.name == name } }
    /// Every valid name, in declaration order (for error messages).
    public static var allNames: [String] { allCases.map(\.name) }
}

extension LayoutType: NamedCase {}
extension ScrollType: NamedCase {}
extension DescLabelShowOption: NamedCase {}
extension MenuBound: NamedCase {}
extension MenuType: NamedCase {}
extension BarButtonItem: NamedCase {}
extension AdState: NamedCase {}
extension LineBreakMode: NamedCase {}
extension TextAlignment: NamedCase {}
extension LineBreakStrategy: NamedCase {}
extension FontWeight: NamedCase {}
