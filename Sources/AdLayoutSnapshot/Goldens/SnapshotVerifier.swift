import AdLayoutCore
import AdLayoutRender
import Foundation

/// Checks renderings against golden PNGs and writes goldens as the record mode says.
///
/// Goldens are written by ``/AdLayoutRender/PNGCodec/encode(_:)`` (the project's ``/AdLayoutRender/PNGEncoder``: fixed settings,
/// filter NONE, no timestamps), so the same pixels give the same bytes. For an offerwall frame at
/// @3x its files are within 4 % of libpng's default output and 50× faster to write. Checking one
/// needs no full decode: its rows are inflated by ISA-L and compared with the rendering's rows
/// converted the same way, straight from the renderer's canvas; only a rendering that differs
/// (or a golden written by another encoder) is decoded and compared pixel by pixel. A golden whose
/// pixels already match is never rewritten, whatever the mode, so goldens do not churn in git.
public struct SnapshotVerifier: Sendable {
    /// When goldens are written instead of compared.
    public var mode: RecordMode
    /// How pixels are compared when a rendering's bytes differ from its golden's.
    public var options: ComparisonOptions
    /// How many counted pixels may differ before a snapshot fails; none by default.
    public var budget: PixelBudget
    /// Keep the golden and the diff image of passing snapshots too (the studio shows them).
    public var keepAll = false

    /// A verifier recording per `mode`, comparing exactly unless `options` and `budget` allow a tolerance.
    public init(mode: RecordMode, options: ComparisonOptions = .exact, budget: PixelBudget = .exact) {
        self.mode = mode; self.options = options; self.budget = budget
    }

    /// Compares `actual` with the golden `name` in `folder`, recording per ``mode``. `png`, when
    /// given, must be `actual` encoded by ``/AdLayoutRender/PNGCodec/encode(_:)``: a golden with exactly these bytes
    /// passes without being read further.
    public func verify(_ actual: PixelBuffer, png: Data? = nil, name: GoldenName, in folder: URL,
                       source: String? = nil) -> SnapshotOutcome {
        verify(actual, png: png, name: name, in: folder, source: source, workspace: SnapshotWorkspace())
    }

    /// Compares `actual` (e.g. a renderer's frame lent by ``/AdLayoutRender/Renderer/withPixels(of:_:)``)
    /// with the golden `name` in `folder`, recording per ``mode``; `workspace` lends the buffers.
    /// The outcome carries the images it shows, unless `keepImages` is false (nothing will write
    /// artifacts): then it carries none.
    public func verify(_ actual: PixelBuffer, png: Data? = nil, name: GoldenName, in folder: URL, source: String? = nil,
                       workspace: SnapshotWorkspace, keepImages: Bool = true) -> SnapshotOutcome {
        let url = folder.appendingPathComponent(name.fileName)
        var outcome = SnapshotOutcome(name: name, golden: url, source: source, status: .failed, message: "")
        let encoded = { png ?? workspace.encoder.encode(actual) }

        let stored: Data
        switch GoldenFile.read(name.fileName, in: folder, limit: FormatLimits.canvasPixels * 4 + (16 << 20)) {
        case nil:
            outcome.verdict = .missing
            guard mode.recordsMissing else {
                outcome.message = "missing golden \(name.fileName) (record mode never: nothing written)"
                if keepImages { outcome.images = SnapshotImages(expected: nil, actual: actual.packed(), diff: nil) }
                return outcome
            }
            return write(outcome, actual: actual, png: encoded, status: .new, message: "recorded new golden \(name.fileName)",
                         keepImages: keepImages)
        case .failure(let error)?:
            // Refused (outside the folder, a loop of links) or unreadable: never compared, never
            // overwritten through, whatever the mode.
            outcome.verdict = .unusable(error.reason)
            outcome.message = "unusable golden: \(error.reason)"
            outcome.invalidGolden = true
            if keepImages { outcome.images = SnapshotImages(expected: nil, actual: actual.packed(), diff: nil) }
            return outcome
        case .success(let data)?:
            stored = data
        }
        let found = compare(stored, with: actual, png: png, workspace: workspace, keepExpected: keepImages || keepAll)
        outcome.verdict = found.verdict
        outcome.comparison = found.comparison
        switch found.verdict {
        case .unusable(let reason):
            return unusable(outcome, "\(name.fileName): \(reason)", actual: actual, png: encoded, keepImages: keepImages)
        case .identical:
            outcome.status = .passed
            outcome.message = "identical"
            if keepAll { outcome.images = SnapshotImages(expected: found.expected, actual: actual.packed(), diff: nil) }
            return outcome
        case .withinTolerance:
            if mode == .all {
                return write(outcome, actual: actual, png: encoded, status: .updated,
                             message: "rewrote golden: \(Self.describe(found.comparison!, budget: budget))", keepImages: keepImages)
            }
            outcome.status = .passed
            outcome.message = Self.describe(found.comparison!, budget: budget)
            if keepAll, let expected = found.expected { return withDiff(outcome, actual: actual, expected: expected) }
            return outcome
        case .differs, .sizeDiffers, .missing:
            outcome.message = Self.describe(found.comparison!, budget: budget)
            return recordOrFail(outcome, actual: actual, png: encoded, expected: found.expected, recordWhen: mode.recordsFailed,
                                keepImages: keepImages)
        }
    }

    /// What comparing a golden's bytes with a rendering found: the verdict, the counts and the
    /// decoded golden (when asked for and readable).
    public struct GoldenComparison: Sendable {
        /// The verdict (never `.missing`: there were bytes).
        public var verdict: SnapshotVerdict
        /// The counts, when pixels (or sizes) were compared.
        public var comparison: ImageComparison?
        /// The golden's pixels, when `keepExpected` and it could be decoded.
        public var expected: PixelBuffer?
    }

    /// Compares the golden PNG `stored` with `actual` under ``options`` and ``budget``: the one
    /// comparison every surface uses (the swift-snapshot-testing diffing too). A golden cut short or
    /// with a damaged chunk is `.unusable`, never identical (its rows can still inflate). `png`,
    /// when given, is `actual` as ``/AdLayoutRender/PNGCodec/encode(_:)`` writes it: equal bytes
    /// pass at once; equal rows pass without a decode.
    public func compare(_ stored: Data, with actual: PixelBuffer, png: Data? = nil, workspace: SnapshotWorkspace,
                        keepExpected: Bool = true) -> GoldenComparison {
        if let problem = PNGChunks.problem(stored) { return GoldenComparison(verdict: .unusable(problem)) }
        // A golden of another size fails from its header, without comparing pixels (it is decoded
        // only to show it).
        if case .success(let header) = stored.withUnsafeBytes({ ImageHeader.read($0) }),
           header.width != actual.width || header.height != actual.height {
            let width = max(header.width, actual.width), height = max(header.height, actual.height)
            let result = ImageComparison(mismatchedPixels: width * height, antialiasedPixels: 0, totalPixels: width * height,
                                         sizeMismatch: SizeMismatch(expected: (header.width, header.height),
                                                                    actual: (actual.width, actual.height)),
                                         identical: false)
            return GoldenComparison(verdict: SnapshotVerdict(result, budget: budget), comparison: result,
                                    expected: keepExpected ? try? PNGCodec.decode(stored) : nil)
        }
        // Fast paths: the same bytes, or the same rows (no decode, no copy of the frame).
        let rows = png == stored ? nil : workspace.read(stored, against: actual, keepsEqualPixels: keepExpected)
        if png == stored || rows?.equal == true {
            let result = ImageComparison(mismatchedPixels: 0, antialiasedPixels: 0, totalPixels: actual.width * actual.height,
                                         sizeMismatch: nil, identical: true)
            let expected = keepExpected ? (rows?.pixels ?? (try? PNGCodec.decode(stored))) : nil
            return GoldenComparison(verdict: .identical, comparison: result, expected: expected)
        }
        let expected: PixelBuffer
        if let pixels = rows?.pixels {
            expected = pixels
        } else {
            do { expected = try PNGCodec.decodeWithLibPNG(stored) } catch {
                return GoldenComparison(verdict: .unusable(error.message))
            }
        }
        let result = PixelMatch.compare(expected, actual, options: options)
        return GoldenComparison(verdict: SnapshotVerdict(result, budget: budget), comparison: result,
                                expected: keepExpected ? expected : nil)
    }

    /// A golden that is not a whole PNG: rewritten in the modes that rewrite failures, else an
    /// error (``SnapshotOutcome/invalidGolden``).
    private func unusable(_ outcome: SnapshotOutcome, _ reason: String, actual: PixelBuffer, png: () -> Data,
                          keepImages: Bool) -> SnapshotOutcome {
        var result = outcome
        result.verdict = .unusable(reason)
        result.message = "unusable golden: \(reason)"
        if mode.recordsFailed {
            return write(result, actual: actual, png: png, status: .updated, message: "rewrote golden (was: \(result.message))",
                         keepImages: keepImages)
        }
        result.invalidGolden = true
        if keepImages { result.images = SnapshotImages(expected: nil, actual: actual.packed(), diff: nil) }
        return result
    }

    /// `outcome` carrying the golden, the rendering and their diff image.
    private func withDiff(_ outcome: SnapshotOutcome, actual: PixelBuffer, expected: PixelBuffer) -> SnapshotOutcome {
        var result = outcome
        var image = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
        _ = PixelMatch.compare(expected, actual, options: options, diff: &image)
        result.images = SnapshotImages(expected: expected, actual: actual.packed(), diff: image)
        return result
    }

    /// A failure: rewritten when `recordWhen`, else returned with its images (and a diff).
    private func recordOrFail(_ outcome: SnapshotOutcome, actual: PixelBuffer, png: () -> Data, expected: PixelBuffer?,
                              recordWhen: Bool, keepImages: Bool) -> SnapshotOutcome {
        if recordWhen {
            return write(outcome, actual: actual, png: png, status: .updated,
                         message: "rewrote golden (was: \(outcome.message))", keepImages: keepImages)
        }
        var failed = outcome
        guard keepImages else { return failed }
        var diff: PixelBuffer?
        if let expected {
            var image = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
            _ = PixelMatch.compare(expected, actual, options: options, diff: &image)
            diff = image
        }
        failed.images = SnapshotImages(expected: expected, actual: actual.packed(), diff: diff)
        return failed
    }

    private func write(_ outcome: SnapshotOutcome, actual: PixelBuffer, png: () -> Data, status: SnapshotStatus,
                       message: String, keepImages: Bool) -> SnapshotOutcome {
        var result = outcome
        do {
            try AtomicFile.write(png(), to: outcome.golden)
            result.status = status
            result.message = message
        } catch {
            result.status = .failed
            result.message = "cannot write the golden: \(error.reason)"
        }
        if keepImages { result.images = SnapshotImages(expected: nil, actual: actual.packed(), diff: nil) }
        return result
    }

    /// "1204 pixels differ (0.041 %, budget 0 pixels); 35 anti-aliased pixels ignored" and the like.
    public static func describe(_ result: ImageComparison, budget: PixelBudget) -> String {
        if let mismatch = result.sizeMismatch { return mismatch.description }
        var text = "\(result.mismatchedPixels) pixel\(result.mismatchedPixels == 1 ? "" : "s") differ"
            + " (\(String(format: "%.3f", result.mismatchRatio * 100)) %, budget \(budget.describe(totalPixels: result.totalPixels)))"
        if result.antialiasedPixels > 0 { text += "; \(result.antialiasedPixels) anti-aliased ignored" }
        return text
    }
}
