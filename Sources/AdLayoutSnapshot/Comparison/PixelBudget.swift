/// How many counted pixels may differ before a comparison fails (Playwright's
/// `maxDiffPixels` / `maxDiffPixelRatio`). Both default to 0: any counted difference fails.
public struct PixelBudget: Sendable, Equatable {
    /// An absolute number of pixels, if given.
    public var maxDiffPixels: Int?
    /// A share of all pixels, 0…1, if given.
    public var maxDiffPixelRatio: Double?

    /// A budget of at most `maxDiffPixels` pixels and/or `maxDiffPixelRatio`
    /// of all pixels; the smaller wins, none given allows none.
    public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels; self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// No difference allowed.
    public static let exact = PixelBudget()

    /// The number of pixels allowed out of `totalPixels`; when both limits are given the smaller
    /// one wins.
    public func allowedPixels(of totalPixels: Int) -> Int {
        let fromRatio = maxDiffPixelRatio.map { Int((Double(totalPixels) * $0).rounded(.down)) }
        switch (maxDiffPixels, fromRatio) {
        case let (pixels?, ratio?): return max(0, min(pixels, ratio))
        case let (pixels?, nil): return max(0, pixels)
        case let (nil, ratio?): return max(0, ratio)
        case (nil, nil): return 0
        }
    }

    /// Whether `result` is within the budget; a size mismatch never is.
    public func accepts(_ result: ImageComparison) -> Bool {
        result.sizeMismatch == nil && result.mismatchedPixels <= allowedPixels(of: result.totalPixels)
    }

    /// "0 pixels", "120 pixels", "0.1 % (1,234 pixels)" — for messages.
    public func describe(totalPixels: Int) -> String {
        let allowed = allowedPixels(of: totalPixels)
        if let ratio = maxDiffPixelRatio, maxDiffPixels == nil || allowed < (maxDiffPixels ?? .max) {
            return "\(ratio * 100) % (\(allowed) pixels)"
        }
        return "\(allowed) pixels"
    }
}
