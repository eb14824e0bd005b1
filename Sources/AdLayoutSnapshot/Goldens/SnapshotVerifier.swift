import AdLayoutRender
import Foundation

/// Checks renderings against golden PNGs and writes goldens as the record mode says.
///
/// Goldens are written by ``PNGCodec/encode(_:)`` (the project's ``PNGEncoder``: fixed settings,
/// filter NONE, no timestamps), so the same pixels give the same bytes. For an offerwall frame at
/// @3x its files are within 4 % of libpng's default output, 50× faster to write and 2× faster to
/// decode, and a rendering whose encoding equals the golden's bytes passes without decoding at
/// all. A golden whose pixels already match is never rewritten, whatever the mode, so goldens
/// do not churn in git.
public struct SnapshotVerifier: Sendable {
    public var mode: RecordMode
    public var options: ComparisonOptions
    public var budget: PixelBudget

    public init(mode: RecordMode, options: ComparisonOptions = ComparisonOptions(), budget: PixelBudget = .exact) {
        self.mode = mode; self.options = options; self.budget = budget
    }

    /// Compares `actual` with the golden `name` in `folder`, recording per ``mode``. `png`, when
    /// given, must be `actual` encoded by ``PNGCodec/encode(_:)`` (saves encoding it again).
    public func verify(_ actual: PixelBuffer, png: Data? = nil, name: GoldenName, in folder: URL,
                       source: String? = nil) -> SnapshotOutcome {
        let url = folder.appendingPathComponent(name.fileName)
        var outcome = SnapshotOutcome(name: name, golden: url, source: source, status: .failed, message: "")

        let stored: Data
        do {
            stored = try Data(contentsOf: url)
        } catch {
            guard !FileManager.default.fileExists(atPath: url.path) else {
                outcome.message = "cannot read the golden: \(error.localizedDescription)"
                return recordOrFail(outcome, actual: actual, png: png, expected: nil, recordWhen: mode.recordsFailed)
            }
            guard mode.recordsMissing else {
                outcome.message = "missing golden \(name.fileName) (record mode never: nothing written)"
                outcome.images = SnapshotImages(expected: nil, actual: actual, diff: nil)
                return outcome
            }
            return write(outcome, actual: actual, png: png, status: .new, message: "recorded new golden \(name.fileName)")
        }

        // Fast path: the rendering encodes to exactly the golden's bytes.
        if let png, png == stored {
            outcome.status = .passed
            outcome.message = "identical"
            outcome.comparison = ImageComparison(mismatchedPixels: 0, antialiasedPixels: 0,
                                                  totalPixels: actual.width * actual.height, sizeMismatch: nil, identical: true)
            return outcome
        }
        let expected: PixelBuffer
        do {
            expected = try PNGCodec.decode(stored)
        } catch {
            outcome.message = "unreadable golden: \(error.message)"
            return recordOrFail(outcome, actual: actual, png: png, expected: nil, recordWhen: mode.recordsFailed)
        }
        let result = PixelMatch.compare(expected, actual, options: options)
        outcome.comparison = result
        if budget.accepts(result) {
            if mode == .all && !result.identical {
                return write(outcome, actual: actual, png: png, status: .updated,
                             message: "rewrote golden: \(Self.describe(result, budget: budget))")
            }
            outcome.status = .passed
            outcome.message = result.identical ? "identical" : Self.describe(result, budget: budget)
            return outcome
        }
        outcome.message = Self.describe(result, budget: budget)
        return recordOrFail(outcome, actual: actual, png: png, expected: expected, recordWhen: mode.recordsFailed)
    }

    /// A failure: rewritten when `recordWhen`, else returned with its images (and a diff).
    private func recordOrFail(_ outcome: SnapshotOutcome, actual: PixelBuffer, png: Data?, expected: PixelBuffer?,
                              recordWhen: Bool) -> SnapshotOutcome {
        if recordWhen {
            return write(outcome, actual: actual, png: png, status: .updated,
                         message: "rewrote golden (was: \(outcome.message))")
        }
        var failed = outcome
        var diff: PixelBuffer?
        if let expected {
            var image = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
            _ = PixelMatch.compare(expected, actual, options: options, diff: &image)
            diff = image
        }
        failed.images = SnapshotImages(expected: expected, actual: actual, diff: diff)
        return failed
    }

    private func write(_ outcome: SnapshotOutcome, actual: PixelBuffer, png: Data?, status: SnapshotStatus,
                       message: String) -> SnapshotOutcome {
        var result = outcome
        do {
            try AtomicFile.write(png ?? PNGCodec.encode(actual), to: outcome.golden)
            result.status = status
            result.message = message
        } catch {
            result.status = .failed
            result.message = "cannot write the golden: \(error.localizedDescription)"
        }
        result.images = SnapshotImages(expected: nil, actual: actual, diff: nil)
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
