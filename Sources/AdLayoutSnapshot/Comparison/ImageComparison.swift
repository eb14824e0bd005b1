import AdLayoutRender

/// What a comparison found.
public struct ImageComparison: Sendable {
    /// Pixels counted as different (anti-aliasing excluded unless `includeAA`).
    public var mismatchedPixels: Int
    /// Pixels over the threshold that were ignored as anti-aliasing.
    public var antialiasedPixels: Int
    /// Pixels compared (the larger width × the larger height when the sizes differ).
    public var totalPixels: Int
    /// The sizes, when they differ (a size change always fails, whatever the budget).
    public var sizeMismatch: SizeMismatch?
    /// True when every pixel was equal (nothing over the threshold either).
    public var identical: Bool

    /// A comparison's counts.
    public init(mismatchedPixels: Int, antialiasedPixels: Int, totalPixels: Int, sizeMismatch: SizeMismatch?, identical: Bool) {
        self.mismatchedPixels = mismatchedPixels; self.antialiasedPixels = antialiasedPixels; self.totalPixels = totalPixels
        self.sizeMismatch = sizeMismatch; self.identical = identical
    }

    /// Share of pixels counted as different, 0…1.
    public var mismatchRatio: Double { totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels) }
}

/// Two images of different sizes, in pixels.
public struct SizeMismatch: Sendable, Equatable, CustomStringConvertible {
    /// The golden's size in pixels.
    public var expected: (width: Int, height: Int)
    /// The rendering's size in pixels.
    public var actual: (width: Int, height: Int)

    /// The sizes as (width, height).
    public init(expected: (Int, Int), actual: (Int, Int)) {
        self.expected = (expected.0, expected.1); self.actual = (actual.0, actual.1)
    }

    /// Equal when both sizes are (tuples are not `Equatable`).
    public static func == (a: Self, b: Self) -> Bool {
        a.expected == b.expected && a.actual == b.actual
    }

    /// "size differs: expected W×H px, actual W×H px".
    public var description: String {
        "size differs: expected \(expected.width)×\(expected.height) px, actual \(actual.width)×\(actual.height) px"
    }
}
