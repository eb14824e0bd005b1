import AdLayoutCore
import AdLayoutRender
import Foundation

/// What happened to one snapshot.
public enum SnapshotStatus: String, Sendable, Codable, CaseIterable {
    /// Matched its golden (within the pixel budget).
    case passed
    /// Did not match, or its golden is missing and the mode writes none, or it could not be rendered.
    case failed
    /// Its golden did not exist and was written.
    case new
    /// Its golden differed and was rewritten (modes `all` and `failed`).
    case updated
}

/// The images behind an outcome, kept until the artifacts are written.
public struct SnapshotImages: Sendable {
    /// The golden's pixels (nil when there is no readable golden).
    public var expected: PixelBuffer?
    /// The rendered pixels.
    public var actual: PixelBuffer
    /// The diff image (nil unless the comparison failed).
    public var diff: PixelBuffer?

    /// The images of one snapshot.
    public init(expected: PixelBuffer?, actual: PixelBuffer, diff: PixelBuffer?) {
        self.expected = expected; self.actual = actual; self.diff = diff
    }
}

/// The result of checking one rendering against its golden.
public struct SnapshotOutcome: Sendable {
    /// The golden's name.
    public var name: GoldenName
    /// Where the golden is (or would be).
    public var golden: URL
    /// The layout document, when the snapshot came from one.
    public var source: String?
    /// Passed, failed, new or updated.
    public var status: SnapshotStatus
    /// The comparison, when one was made.
    public var comparison: ImageComparison?
    /// What the comparison found (before anything was recorded): the verdict every surface reports.
    public var verdict: SnapshotVerdict = .missing
    /// One line saying what happened, e.g. "1,204 pixels differ (0.04 %, budget 0 pixels)".
    public var message: String
    /// Images for artifacts; dropped once they are written.
    public var images: SnapshotImages?
    /// The document's problems: its errors when it could not be rendered (``invalidInput``), else
    /// the warnings of decoding, layout and drawing (unreadable images drawn as placeholders, texts
    /// truncated, elements clipped).
    public var diagnostics: [Diagnostic] = []
    /// True when the snapshot could not be produced at all (an invalid document).
    public var invalidInput = false
    /// True when the golden is not usable: refused (a link outside the goldens folder, a loop of
    /// links), unreadable, or not a whole PNG (a bad chunk CRC, cut before IEND). An error (exit 2
    /// in `verify`), not a difference.
    public var invalidGolden = false

    /// An outcome with no warnings, for a document that could be rendered.
    public init(name: GoldenName, golden: URL, source: String? = nil, status: SnapshotStatus,
                comparison: ImageComparison? = nil, message: String, images: SnapshotImages? = nil) {
        self.name = name; self.golden = golden; self.source = source; self.status = status
        self.comparison = comparison; self.message = message; self.images = images
    }

    /// Whether this outcome fails a verification run (anything recorded fails too, so a run that
    /// wrote goldens is never mistaken for one that checked them).
    public var failsVerification: Bool { status != .passed }
}
