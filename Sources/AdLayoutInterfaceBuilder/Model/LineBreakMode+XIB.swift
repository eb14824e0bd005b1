extension LineBreakMode {
    /// Reads a word Xcode writes (`lineBreakMode="tailTruncation"`): IB has its own words for UIKit's cases
    /// (`wordWrap`, `characterWrap`, `clip`, `headTruncation`, `tailTruncation`, `middleTruncation`); `nil` if unknown.
    public init?(xibWord: String) {
        switch xibWord {
        case "wordWrap": self = .byWordWrapping
        case "characterWrap": self = .byCharWrapping
        case "clip": self = .byClipping
        case "headTruncation": self = .byTruncatingHead
        case "tailTruncation": self = .byTruncatingTail
        case "middleTruncation": self = .byTruncatingMiddle
        default: return nil
        }
    }
}
