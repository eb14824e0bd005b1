import Foundation

/// What comparing a rendering with its golden found: the one verdict every surface reports (`verify`
/// and `record`, the Swift assertions, the swift-snapshot-testing strategies, the studio's golden
/// panel, the result file), with the same counts. Recording is a separate step
/// (``SnapshotStatus``): a `.differs` verdict is `failed`, or `updated` when the mode rewrites it.
public enum SnapshotVerdict: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The same pixels.
    case identical
    /// Pixels differ, but within the tolerance (``ComparisonOptions``, ``PixelBudget``) asked for.
    case withinTolerance(PixelCounts)
    /// More pixels differ than the tolerance allows (none by default).
    case differs(PixelCounts)
    /// The golden has another size.
    case sizeDiffers(SizeMismatch)
    /// There is no golden (nothing at its name in the goldens folder).
    case missing
    /// The golden cannot be used: unreadable, corrupt, truncated, a loop of symbolic links, or a
    /// link to a file outside the goldens folder; the reason says which.
    case unusable(String)

    /// Pixel counts of a comparison.
    public struct PixelCounts: Sendable, Equatable, Codable {
        /// Pixels counted as different.
        public var mismatched: Int
        /// Pixels over the threshold ignored as anti-aliasing (0 unless `includeAA` is off).
        public var antialiased: Int
        /// Pixels compared.
        public var total: Int

        /// Counts of a comparison.
        public init(mismatched: Int, antialiased: Int, total: Int) {
            self.mismatched = mismatched; self.antialiased = antialiased; self.total = total
        }

        /// The counts of `comparison`.
        public init(_ comparison: ImageComparison) {
            self.init(mismatched: comparison.mismatchedPixels, antialiased: comparison.antialiasedPixels,
                      total: comparison.totalPixels)
        }
    }

    /// The verdict of `comparison` under `budget`.
    public init(_ comparison: ImageComparison, budget: PixelBudget) {
        if let size = comparison.sizeMismatch {
            self = .sizeDiffers(size)
        } else if comparison.identical {
            self = .identical
        } else if budget.accepts(comparison) {
            self = .withinTolerance(PixelCounts(comparison))
        } else {
            self = .differs(PixelCounts(comparison))
        }
    }

    /// Whether the rendering matches its golden (identical or within the tolerance).
    public var matches: Bool {
        switch self {
        case .identical, .withinTolerance: true
        default: false
        }
    }

    /// The pixel counts, when pixels were compared.
    public var counts: PixelCounts? {
        switch self {
        case .withinTolerance(let c), .differs(let c): c
        default: nil
        }
    }

    /// `identical`, `withinTolerance`, `differs`, `sizeDiffers`, `missing` or `unusable`: the
    /// `kind` of its JSON form.
    public var kind: String {
        switch self {
        case .identical: "identical"
        case .withinTolerance: "withinTolerance"
        case .differs: "differs"
        case .sizeDiffers: "sizeDiffers"
        case .missing: "missing"
        case .unusable: "unusable"
        }
    }

    /// "identical", "1,204 pixels differ (0.041 %)", "size differs: …", "missing golden",
    /// "unusable golden: …".
    public var description: String {
        switch self {
        case .identical: return "identical"
        case .withinTolerance(let c), .differs(let c):
            var text = "\(c.mismatched) pixel\(c.mismatched == 1 ? "" : "s") differ"
                + " (\(String(format: "%.3f", c.total == 0 ? 0 : Double(c.mismatched) * 100 / Double(c.total))) %)"
            if c.antialiased > 0 { text += "; \(c.antialiased) anti-aliased ignored" }
            return text
        case .sizeDiffers(let size): return size.description
        case .missing: return "missing golden"
        case .unusable(let reason): return "unusable golden: \(reason)"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, mismatchedPixels, antialiasedPixels, totalPixels, expectedWidth, expectedHeight, actualWidth,
             actualHeight, reason
    }

    /// `{"kind": …}` with the counts (`mismatchedPixels`, `antialiasedPixels`, `totalPixels`), the
    /// sizes (`expectedWidth`, …) or the `reason`, as the kind has them.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        if let counts {
            try c.encode(counts.mismatched, forKey: .mismatchedPixels)
            try c.encode(counts.antialiased, forKey: .antialiasedPixels)
            try c.encode(counts.total, forKey: .totalPixels)
        }
        if case .sizeDiffers(let size) = self {
            try c.encode(size.expected.width, forKey: .expectedWidth)
            try c.encode(size.expected.height, forKey: .expectedHeight)
            try c.encode(size.actual.width, forKey: .actualWidth)
            try c.encode(size.actual.height, forKey: .actualHeight)
        }
        if case .unusable(let reason) = self { try c.encode(reason, forKey: .reason) }
    }

    /// Reads the form ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        func counts() throws -> PixelCounts {
            PixelCounts(mismatched: try c.decode(Int.self, forKey: .mismatchedPixels),
                        antialiased: try c.decode(Int.self, forKey: .antialiasedPixels),
                        total: try c.decode(Int.self, forKey: .totalPixels))
        }
        switch kind {
        case "identical": self = .identical
        case "withinTolerance": self = .withinTolerance(try counts())
        case "differs": self = .differs(try counts())
        case "sizeDiffers":
            self = .sizeDiffers(SizeMismatch(expected: (try c.decode(Int.self, forKey: .expectedWidth),
                                                        try c.decode(Int.self, forKey: .expectedHeight)),
                                             actual: (try c.decode(Int.self, forKey: .actualWidth),
                                                      try c.decode(Int.self, forKey: .actualHeight))))
        case "missing": self = .missing
        case "unusable": self = .unusable(try c.decode(String.self, forKey: .reason))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown verdict \"\(kind)\"")
        }
    }
}
