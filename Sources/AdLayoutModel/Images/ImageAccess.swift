import Foundation

/// Which image files a document may draw, and how large: the confinement rule.
///
/// An image path resolves against the document's folder. The file is drawn only if, after `..`
/// and symbolic links are resolved, it lies inside that folder or inside one of
/// ``allowedFolders`` (`--allow-path`), is a regular file (no FIFOs, devices, `/proc`), and its
/// header says PNG or JPEG of at most ``pixelBudget`` pixels. A refused path gets one warning
/// that does not say whether the file exists, and a placeholder.
public struct ImageAccess: Sendable, Hashable {
    /// Folders besides the document's whose files documents may draw.
    public var allowedFolders: [URL]
    /// The most pixels an image may have (width × height), checked from its header.
    public var pixelBudget: Int

    /// The folders a file may be in, as refusals name them to whoever reads them: the command line's
    /// words by default; the studio, which has no `--allow-path`, says "the document's folder".
    public var boundary: String

    /// The command line's words for the folders: the document's and `--allow-path`'s.
    public static let commandLineBoundary = "the document's folder and the folders allowed with --allow-path"

    /// The rule with `allowedFolders` and `pixelBudget`.
    public init(allowedFolders: [URL] = [], pixelBudget: Int = FormatLimits.imagePixels,
                boundary: String = ImageAccess.commandLineBoundary) {
        self.allowedFolders = allowedFolders; self.pixelBudget = pixelBudget; self.boundary = boundary
    }
}

/// An image a resolved document refers to, checked when it was resolved.
public enum ImageReference: Sendable, Hashable {
    /// A readable PNG or JPEG file within the rules, with its header.
    case file(URL, ImageHeader)
    /// A built-in vector asset (`asset:<name>`).
    case asset(BuiltInAsset)
    /// Not drawn (a placeholder is): outside the allowed folders, missing, unreadable, not an
    /// image, or too large. The warning was given when the document was resolved.
    case unavailable
}

/// Every image path of a resolved document (as written) with what it refers to.
public struct ImageTable: Sendable {
    /// References by the path as written in the document.
    public var references: [String: ImageReference] = [:]
    /// Where each path is first used (for messages that come later, e.g. a file that fails to decode).
    public var firstUse: [String: String] = [:]
    /// The run's pixel budget (``ImageAccess/pixelBudget``): the renderer checks it again before decoding.
    public var pixelBudget = FormatLimits.imagePixels

    /// An empty table.
    public init() {}

    /// The reference of `source` (unknown paths are unavailable).
    public subscript(source: ImageSource) -> ImageReference {
        if let asset = source.asset { return references[source.path] ?? .asset(asset) }
        return references[source.path] ?? .unavailable
    }
}

