import AdLayoutSnapshot
import ArgumentParser

/// Comparison options shared by `compare`, `verify` and `record`.
struct ComparisonArguments: ParsableArguments {
    @Option(help: "Per-pixel colour tolerance, 0…1 (YIQ distance; not a share of pixels).")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Flag(name: .customLong("alt-color"), help: "In diff images, draw pixels that got darker in blue instead of red.")
    var altColor = false

    @Option(name: .customLong("max-diff-pixels"), help: "Pixels allowed to differ (default 0).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"),
            help: "Share of pixels allowed to differ, 0…1 (with --max-diff-pixels, the smaller wins).")
    var maxDiffRatio: Double?

    func validate() throws {
        if !(0...1).contains(threshold) { throw ValidationError("--threshold must be between 0 and 1, not \(threshold)") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more") }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1, not \(maxDiffRatio)")
        }
    }

    var options: ComparisonOptions {
        ComparisonOptions(threshold: threshold, includeAA: includeAA, diffColorAlt: altColor ? ComparisonOptions.darkerColor : nil)
    }
    var budget: PixelBudget { PixelBudget(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio) }
}
