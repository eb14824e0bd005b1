extension LayoutAttribute {
    /// Reads a word Xcode writes (`firstAttribute="top"`), accepting the legacy `baseline` for ``lastBaseline``
    /// (UIKit defines them as the same attribute); `nil` if unknown.
    public init?(xibWord: String) {
        self.init(rawValue: xibWord == "baseline" ? "lastBaseline" : xibWord)
    }
}
