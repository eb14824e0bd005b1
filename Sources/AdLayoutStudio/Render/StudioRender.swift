import AdLayoutCore
import AdLayoutSnapshot
import Foundation

/// What one render of a document in the studio produced: the picture and everything the page
/// shows around it. Invalid documents have diagnostics and no picture.
public struct StudioRender: Sendable {
    /// The PNG, when the document was valid.
    public var png: Data?
    /// The frame tree as `--frames` writes it (with source paths), when the document was valid.
    public var framesJSON: String?
    /// The canvas, when the document was valid.
    public var canvas: Canvas?
    /// Errors: the document was not rendered.
    public var diagnostics: [Diagnostic] = []
    /// Problems that did not stop the render (an unreadable image, an image outside the folder).
    public var warnings: [Diagnostic] = []
    /// Where each source path of the frames is in the text.
    public var sources: [String: SourceReference] = [:]
    /// Where the style of each element kind of each section is set, keyed `sections[i].titleLabel`:
    /// a registration's or layout class's `overrides` entry.
    public var styles: [String: SourceReference] = [:]
    /// The document's sections and how they scroll, for the scroll controls.
    public var sections: [SectionSummary] = []
    /// The golden and the diff against it, when the studio was given a goldens folder.
    public var golden: GoldenView?
    /// The Swift setup files this render read, or would have (a file a document names that does not
    /// exist yet), stamped before they were read: the studio re-renders the page when one changes.
    public var swiftFiles: [(url: URL, stamp: FileStamp?)] = []
    /// Wall time of decode + resolve + layout + draw + encode (+ compare), in milliseconds.
    public var milliseconds: Double = 0

    /// Canvas size in points and the scale it was drawn at.
    public struct Canvas: Sendable, Equatable, Codable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
        /// Device pixels per point.
        public var scale: Int
    }

    /// Where a source path is: the part of it the document (or the app's Swift setup) spells out,
    /// and its line:column in the document, or in ``file``.
    public struct SourceReference: Sendable, Equatable, Codable {
        /// The existing part of the path (an ancestor when the value is a default).
        public var path: String
        /// 1-based line of that part's key (or element).
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int
        /// The Swift setup file the value comes from (named as the studio was given it, or as the
        /// document names it, from the studio folder); nil when it is the document's.
        public var file: String? = nil
    }

    /// One section of the document: type, scroll mode and how far it can scroll.
    public struct SectionSummary: Sendable, Equatable, Codable {
        /// Index in the document's `sections`.
        public var index: Int
        /// The layout type's name (`normal`, `promotion`, …).
        public var type: String
        /// `none`, `continuous`, `paging` or `groupPaging`.
        public var scrolling: String
        /// Pages (or item columns, for `continuous`) it can show; 1 when it does not scroll.
        public var pages: Int
        /// The page shown, when it is scrolled by page.
        public var page: Int?
        /// The offset shown, when it is scrolled by offset.
        public var scrollOffset: Double?
    }

    /// The golden of this render and the snapshot service's verdict on it.
    public struct GoldenView: Sendable, Equatable, Codable {
        /// The golden's file name as `verify` names it (`offerwall-iPhone15-dark@1x.png`); for a
        /// missing golden, the name the variant on screen would have.
        public var name: String
        /// What the comparison found, with the counts `verify` reports (``/AdLayoutSnapshot/SnapshotVerdict``:
        /// `{"kind": "differs", "mismatchedPixels": …}`).
        public var verdict: SnapshotVerdict
        /// The verdict in words, or which goldens of the layout exist when none shows this variant.
        public var note: String?
        /// The golden's PNG bytes, when it was read.
        public var png: Data?
        /// The diff image (red differs, yellow anti-aliasing), when the golden was read.
        public var diffPNG: Data?

        /// The golden `name` with `verdict`.
        public init(name: String, verdict: SnapshotVerdict) { self.name = name; self.verdict = verdict }

        enum CodingKeys: String, CodingKey {
            case name, verdict, note
        }
    }
}
