import Foundation

/// Reads Interface Builder XIB files, as Xcode writes them, into an immutable ``XIBDocument``.
///
/// ```swift
/// let document = try XIBReader.read(contentsOf: URL(fileURLWithPath: "CustomItemView.xib"))
/// let itemView = document.views[0]                      // <view customClass="CustomItemView">
/// let feed = document.view(withID: itemView.outlets["feedImageView"]!)!
/// print(feed.frame!)                                    // (16.0, 16.0, 343.0, 179.0)
/// ```
///
/// Before anything is parsed, the encoding is decided (`XIBTextEncoding`: UTF-8, or UTF-16 with a
/// byte order mark; anything else is refused at 1:1). Reading then happens in two stages.
/// `XMLParser` (FoundationXML on Linux) streams the bytes into an
/// element tree while ``XIBLimits`` are enforced and start-tag positions are recorded; the tree is
/// then decoded into the model, resolving colours through `<resources>`, applying the size-class
/// variations and resolving constraint items. What the model guarantees:
///
/// - Every view has an id (synthetic for the old id-less cell content view), and every id is unique.
/// - Every constraint's items name a view or layout guide of the document; an omitted first item
///   is resolved to the holder (``XIBConstraint/firstItemID``).
/// - Absent attributes take their documented defaults.
/// - Every element carries the line and column of its start tag.
/// - Every number is finite and within its ``XIBValueRanges`` range (refused or clamped as the
///   range says).
/// - The model describes the design device's trait collection (``XIBDevice/traitCollection``), as
///   IB saved the frames: the `default` variation and every size-class variation matching it are
///   applied (their masks, attributes and keyed children), the others dropped. Without a `<device>`,
///   or on a device whose size classes are not known, only the `default` variation is applied and
///   each other one is noted.
///
/// Malformed, truncated or over-limit input, and a number outside its ``XIBValueRanges`` range (or
/// not finite), throws one ``XIBError`` naming `FILE.xib:LINE:COLUMN`;
/// unknown elements and attributes are skipped with an ``XIBNote``. DOCTYPE and entity
/// declarations are refused and external entities are never resolved.
public enum XIBReader {
    /// Reads a XIB from bytes.
    ///
    /// The encoding is decided before the XML parser sees a byte (`XIBTextEncoding`): UTF-8, or
    /// UTF-16 with a byte order mark; anything else is refused at 1:1.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - fileName: The name diagnostics use (`CustomItemView.xib`).
    ///   - limits: The bounds to enforce (``XIBLimits/standard`` by default).
    /// - Returns: The document.
    /// - Throws: ``XIBError`` when the bytes are not UTF-8 or UTF-16 text, are not well-formed XML,
    ///   are not a XIB, break a limit, hold a number outside its ``XIBValueRanges`` range, repeat an
    ///   id or have a constraint naming an unknown item.
    public static func read(data: Data, fileName: String, limits: XIBLimits = .standard) throws(XIBError)
        -> XIBDocument {
        let bytes = try XIBTextEncoding.utf8Bytes([UInt8](data), fileName: fileName, limits: limits)
        let root = try XMLTreeBuilder.build(bytes: bytes, fileName: fileName, limits: limits)
        var decoder = XIBDecoder(fileName: fileName, limits: limits)
        return try decoder.decode(root: root)
    }

    /// Reads the XIB at a file URL; diagnostics use the URL's last path component as the file name.
    ///
    /// The file is opened without blocking and must be a regular file (a directory, FIFO, device
    /// or socket is refused in plain words, before anything is read); one larger than
    /// ``XIBLimits/maxFileSize`` is refused by its size, and at most that many bytes + 1 are ever read.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - limits: The bounds to enforce (``XIBLimits/standard`` by default).
    /// - Returns: The document.
    /// - Throws: ``XIBError`` (``XIBError/Kind/unreadableFile`` when the file cannot be read).
    public static func read(contentsOf url: URL, limits: XIBLimits = .standard) throws(XIBError) -> XIBDocument {
        let fileName = url.lastPathComponent
        let data = try RegularFile.contents(of: url, fileName: fileName, limits: limits)
        return try read(data: data, fileName: fileName, limits: limits)
    }
}
