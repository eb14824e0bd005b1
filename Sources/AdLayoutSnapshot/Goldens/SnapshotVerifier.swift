import AdLayoutCore
import AdLayoutRender
import Foundation

/// Checks renderings against golden PNGs and writes goldens as the record mode says.
///
/// Goldens are written by ``/AdLayoutRender/PNGCodec/encode(_:)`` (the project's ``/AdLayoutRender/PNGEncoder``: fixed settings,
/// filter NONE, no timestamps), so the same pixels give the same bytes. For an offerwall frame at
/// @3x its files are within 4 % of libpng's default output and 50× faster to write. Checking one
/// needs no full decode: its rows are inflated by ISA-L and compared with the rendering's rows
/// converted the same way, straight from the renderer's surface; only a rendering that differs
/// (or a golden written by another encoder) is decoded and compared pixel by pixel. A golden whose
/// pixels already match is never rewritten, whatever the mode, so goldens do not churn in git.
public struct SnapshotVerifier: Sendable {
    /// When goldens are written instead of compared.
    public var mode: RecordMode
    /// How pixels are compared when a rendering's bytes differ from its golden's.
    public var options: ComparisonOptions
    /// How many counted pixels may differ before a snapshot fails; none by default.
    public var budget: PixelBudget

    /// A verifier recording per `mode`, comparing with pixelmatch's defaults and allowing no difference unless told.
    public init(mode: RecordMode, options: ComparisonOptions = ComparisonOptions(), budget: PixelBudget = .exact) {
        self.mode = mode; self.options = options; self.budget = budget
    }

    /// Compares `actual` with the golden `name` in `folder`, recording per ``mode``. `png`, when
    /// given, must be `actual` encoded by ``/AdLayoutRender/PNGCodec/encode(_:)``: a golden with exactly these bytes
    /// passes without being read further.
    public func verify(_ actual: PixelBuffer, png: Data? = nil, name: GoldenName, in folder: URL,
                       source: String? = nil) -> SnapshotOutcome {
        actual.withView { verify($0, png: png, name: name, in: folder, source: source, workspace: SnapshotWorkspace()) }
    }

    /// Compares the borrowed pixels `actual` (e.g. a renderer's surface, see
    /// ``/AdLayoutRender/Renderer/withPixels(of:_:)``) with the golden `name` in `folder`, recording per ``mode``;
    /// `workspace` lends the buffers. The outcome owns copies of the images it carries, unless
    /// `keepImages` is false (nothing will write artifacts): then it carries none.
    public func verify(_ actual: PixelView, png: Data? = nil, name: GoldenName, in folder: URL, source: String? = nil,
                       workspace: SnapshotWorkspace, keepImages: Bool = true) -> SnapshotOutcome {
        let url = folder.appendingPathComponent(name.fileName)
        var outcome = SnapshotOutcome(name: name, golden: url, source: source, status: .failed, message: "")
        let encoded = { png ?? workspace.encoder.encode(actual) }

        let stored: Data
        do {
            stored = try FileReading.contents(of: url, limit: FormatLimits.canvasPixels * 4 + (16 << 20))
        } catch {
            guard !FileManager.default.fileExists(atPath: url.path) else {
                outcome.message = "cannot read the golden: \(error.reason)"
                return recordOrFail(outcome, actual: actual, png: encoded, expected: nil, recordWhen: mode.recordsFailed,
                                    keepImages: keepImages)
            }
            guard mode.recordsMissing else {
                outcome.message = "missing golden \(name.fileName) (record mode never: nothing written)"
                if keepImages { outcome.images = SnapshotImages(expected: nil, actual: actual.copy(), diff: nil) }
                return outcome
            }
            return write(outcome, actual: actual, png: encoded, status: .new, message: "recorded new golden \(name.fileName)",
                         keepImages: keepImages)
        }

        // A golden of another size fails from its header, without comparing pixels (it is decoded
        // only to show it in the artifacts).
        if case .success(let header) = stored.withUnsafeBytes({ ImageHeader.read($0) }),
           header.width != actual.width || header.height != actual.height {
            let width = max(header.width, actual.width), height = max(header.height, actual.height)
            let result = ImageComparison(mismatchedPixels: width * height, antialiasedPixels: 0, totalPixels: width * height,
                                         sizeMismatch: SizeMismatch(expected: (header.width, header.height),
                                                                    actual: (actual.width, actual.height)),
                                         identical: false)
            outcome.comparison = result
            outcome.message = Self.describe(result, budget: budget)
            let expected = keepImages ? try? PNGCodec.decode(stored) : nil
            return recordOrFail(outcome, actual: actual, png: encoded, expected: expected, recordWhen: mode.recordsFailed,
                                keepImages: keepImages)
        }

        // Fast paths: the same bytes, or the same rows (no decode, no copy of the surface).
        let rows = png == stored ? nil : workspace.reader.read(stored)
        if png == stored || rows.map({ workspace.matches(actual, $0) }) == true {
            outcome.status = .passed
            outcome.message = "identical"
            outcome.comparison = ImageComparison(mismatchedPixels: 0, antialiasedPixels: 0,
                                                  totalPixels: actual.width * actual.height, sizeMismatch: nil, identical: true)
            return outcome
        }
        let expected: PixelBuffer
        if let rows {
            expected = rows.pixelBuffer()
        } else {
            do {
                expected = try PNGCodec.decodeWithLibPNG(stored)
            } catch {
                outcome.message = "unreadable golden: \(error.message)"
                return recordOrFail(outcome, actual: actual, png: encoded, expected: nil, recordWhen: mode.recordsFailed,
                                    keepImages: keepImages)
            }
        }
        let result = expected.withView { PixelMatch.compare($0, actual, options: options) }
        outcome.comparison = result
        if budget.accepts(result) {
            if mode == .all && !result.identical {
                return write(outcome, actual: actual, png: encoded, status: .updated,
                             message: "rewrote golden: \(Self.describe(result, budget: budget))", keepImages: keepImages)
            }
            outcome.status = .passed
            outcome.message = result.identical ? "identical" : Self.describe(result, budget: budget)
            return outcome
        }
        outcome.message = Self.describe(result, budget: budget)
        return recordOrFail(outcome, actual: actual, png: encoded, expected: expected, recordWhen: mode.recordsFailed,
                            keepImages: keepImages)
    }

    /// A failure: rewritten when `recordWhen`, else returned with its images (and a diff).
    private func recordOrFail(_ outcome: SnapshotOutcome, actual: PixelView, png: () -> Data, expected: PixelBuffer?,
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
            _ = expected.withView { PixelMatch.compare($0, actual, options: options, diff: &image) }
            diff = image
        }
        failed.images = SnapshotImages(expected: expected, actual: actual.copy(), diff: diff)
        return failed
    }

    private func write(_ outcome: SnapshotOutcome, actual: PixelView, png: () -> Data, status: SnapshotStatus,
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
        if keepImages { result.images = SnapshotImages(expected: nil, actual: actual.copy(), diff: nil) }
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
