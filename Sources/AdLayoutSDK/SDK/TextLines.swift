import Foundation

/// How many lines a label shows and how its text is cut: a label's `numberOfLines` and
/// `lineBreakMode` together, as ``PresetMetrics`` gives them for every preset's labels.
public struct TextLines: Sendable, Hashable {
    /// Maximum number of lines; 0 means unlimited.
    public var numberOfLines: Int
    /// How text that does not fit is cut or wrapped.
    public var lineBreakMode: LineBreakMode

    /// `numberOfLines` lines cut per `lineBreakMode` (UILabel's default, tail truncation: words
    /// wrap and the last line ends in "…").
    public init(_ numberOfLines: Int, _ lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
    }
}

extension LabelAttribute {
    /// The label's `numberOfLines` and `lineBreakMode`.
    public var lines: TextLines {
        get { TextLines(numberOfLines, lineBreakMode) }
        set { numberOfLines = newValue.numberOfLines; lineBreakMode = newValue.lineBreakMode }
    }
}
