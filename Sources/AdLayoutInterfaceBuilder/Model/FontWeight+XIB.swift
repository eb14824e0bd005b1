extension FontWeight {
    /// Reads a word Xcode writes (`weight="semibold"`), UIKit's name of the weight; `nil` if unknown.
    public init?(xibWord: String) {
        guard let weight = Self.allCases.first(where: { "\($0)" == xibWord }) else { return nil }
        self = weight
    }
}
