import AdLayoutSnapshot
import ArgumentParser

/// Comparison options shared by `compare`, `verify` and `record`: exact by default, as every
/// surface compares (``/AdLayoutSnapshot/ComparisonOptions/exact``); the same four tolerance options
/// as the Swift API (`threshold`, `includeAA`, `maxDiffPixels`, `maxDiffPixelRatio`).
struct ComparisonArguments: ParsableArguments {
    @Option(parsing: .unconditional,
            help: "Per-pixel colour tolerance, 0…1 (YIQ distance; not a share of pixels); default 0: any change counts.")
    var threshold: Double = 0

    @Flag(name: .customLong("include-aa"), inversion: .prefixedNo,
          help: "Count pixels that look anti-aliased as differences (default); --no-include-aa ignores them (pixelmatch's default).")
    var includeAA = true

    @Flag(name: .customLong("alt-color"), help: "In diff images, draw pixels that got darker in blue instead of red.")
    var altColor = false

    @Option(name: .customLong("max-diff-pixels"), parsing: .unconditional, help: "Pixels allowed to differ (default 0).")
    var maxDiffPixels: Int?

    @Option(name: [.customLong("max-diff-pixel-ratio"), .customLong("max-diff-ratio")], parsing: .unconditional,
            help: "Share of pixels allowed to differ, 0…1 (with --max-diff-pixels, the smaller wins).")
    var maxDiffRatio: Double?

    func validate() throws {
        try NumberRange.check("--threshold", threshold, in: 0...1)
        if let maxDiffPixels { try NumberRange.check("--max-diff-pixels", maxDiffPixels, atLeast: 0) }
        if let maxDiffRatio { try NumberRange.check("--max-diff-pixel-ratio", maxDiffRatio, in: 0...1) }
    }

    var options: ComparisonOptions {
        ComparisonOptions(threshold: threshold, includeAA: includeAA, diffColorAlt: altColor ? ComparisonOptions.darkerColor : nil)
    }
    var budget: PixelBudget { PixelBudget(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio) }
}
