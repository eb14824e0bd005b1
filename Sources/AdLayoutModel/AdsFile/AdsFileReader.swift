import Foundation

/// Reads an ads file in batches, in bounded memory, for `adlayout fit`: the SDK's own ad-list JSON
/// (`AdPlacementView.getAdListJson()`: an array, or an object with a `list` array, of
/// `TnkPlacementAdItem` objects, see `PlacementAdItemFormat`) or a document's own ad objects
/// (`appName`, `pointValue`, …), one kind or the other per ad.
///
/// The file is read in chunks; each batch of ads is parsed with the document decoder's JSON tape
/// and read through its cursors, so a bad value is an error naming the ad's index, its field and
/// its line:column in the file (`[41].pnt_amt: expected a whole number …`; `list[41].…` in an
/// object). Fields the format does not know are collected into one note. Limits:
/// ``maximumAdBytes`` per ad, ``maximumAds`` ads, ``maximumErrors`` errors shown (the rest of the
/// file is still read, and its errors counted, so the count of those not shown is right).
public struct AdsFileReader {
    /// A batch of ads, in file order.
    public struct Batch: Sendable {
        /// Index of the first ad in the file (0-based).
        public var firstIndex: Int
        /// The ads.
        public var ads: [AdListItem]
    }

    /// The largest ad object accepted, in bytes.
    public static let maximumAdBytes = 1 << 20
    /// The most ads a file may hold.
    public static let maximumAds = 100_000_000
    /// Errors shown at most (the rest are counted in one closing line).
    public static let maximumErrors = 200
    /// Ads per batch at most.
    public static let batchAds = 2_048
    /// Bytes read from the file at a time.
    static let chunkBytes = 1 << 20

    /// The file's name in messages, as given.
    public let file: String
    /// The file's size in bytes.
    public let size: Int
    private let handle: Int32
    private var scanner = AdsFileScanner()
    /// Bytes read but not yet given out, from file offset `windowStart`.
    private var window: [UInt8] = []
    private var windowStart = 0
    /// Complete elements in the window not yet batched.
    private var pending: [(mark: AdsFileScanner.Mark, end: Int)] = []
    private var atEnd = false
    private var nextIndex = 0
    private var unknownFields = UnknownFields()
    private var errors: [Diagnostic] = []
    private var suppressedErrors = 0
    private var stopped = false

    /// Opens the regular file at `url` (`file` names it in messages). It is opened non-blocking
    /// and checked before anything is read: a FIFO or a device is refused at once, never waited on.
    public init(url: URL, file: String? = nil) throws(FileReadError) {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileReadError(reason: FileReading.reason(errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { let code = errno; closeDescriptor(fd); throw FileReadError(reason: FileReading.reason(code)) }
        if let kind = FileReading.nonRegularKind(info.st_mode) { closeDescriptor(fd); throw FileReadError(reason: kind) }
        handle = fd
        size = Int(info.st_size)
        self.file = file ?? url.path
    }

    /// Bytes of standard input read at most when it is a stream (a pipe).
    public static let maximumStreamBytes = 1 << 32

    /// Reads standard input (`-` on the command line), a file or a stream such as a pipe, to its end;
    /// `file` names it in messages. A stream is first copied into an unnamed temporary file, so that
    /// messages can find their line:column in it as in any file.
    public init(standardInput file: String = "-") throws(FileReadError) {
        try self.init(stream: STDIN_FILENO, file: file)
    }

    /// Reads the open file or stream `input` (which the caller keeps, and closes) to its end, as
    /// ``init(standardInput:)`` reads standard input.
    public init(stream input: Int32, file: String) throws(FileReadError) {
        var fd = dup(input)
        guard fd >= 0 else { throw FileReadError(reason: FileReading.reason(errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { let code = errno; closeDescriptor(fd); throw FileReadError(reason: FileReading.reason(code)) }
        if info.st_mode & S_IFMT == S_IFDIR { closeDescriptor(fd); throw FileReadError(reason: "is a directory") }
        if info.st_mode & S_IFMT != S_IFREG {
            let stream = fd
            defer { closeDescriptor(stream) }
            fd = try Self.spool(stream)
            guard fstat(fd, &info) == 0 else { let code = errno; closeDescriptor(fd); throw FileReadError(reason: FileReading.reason(code)) }
        }
        handle = fd
        size = Int(info.st_size)
        self.file = file
    }

    /// The stream `input` copied into an unlinked temporary file, rewound.
    private static func spool(_ input: Int32) throws(FileReadError) -> Int32 {
        var template = Array((NSTemporaryDirectory() + "/adlayout-ads-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileReadError(reason: "cannot copy standard input: \(FileReading.reason(errno))") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { let code = errno; closeDescriptor(fd); throw FileReadError(reason: FileReading.reason(code)) }
            if n == 0 { break }
            total += n
            guard total <= maximumStreamBytes else {
                closeDescriptor(fd)
                throw FileReadError(reason: "standard input is larger than \(maximumStreamBytes) bytes")
            }
            var written = 0
            while written < n {
                let w = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + written, n - written) }
                if w < 0 && errno == EINTR { continue }
                if w < 0 { let code = errno; closeDescriptor(fd); throw FileReadError(reason: "cannot copy standard input: \(FileReading.reason(code))") }
                written += w
            }
        }
        lseek(fd, 0, SEEK_SET)
        return fd
    }

    /// Closes the file.
    public func close() { closeDescriptor(handle) }

    /// How much of the file has been read, 0…1.
    public var progress: Double { size > 0 ? min(1, Double(windowStart + window.count) / Double(size)) : 1 }

    /// Ads given out so far.
    public var adsRead: Int { nextIndex }

    /// Errors so far (with a closing line when some were left out), and the note about unknown fields.
    public var diagnostics: [Diagnostic] {
        var out = errors
        if suppressedErrors > 0 {
            out.append(Diagnostic(.error, code: .invalidValue, file: file, path: "", location: nil,
                                  message: "\(suppressedErrors) more error\(suppressedErrors == 1 ? "" : "s") not shown"))
        }
        if let note = unknownFields.note(file: file) { out.append(note) }
        return AdsFileLocations.filled(out, fd: handle)
    }

    /// Whether an error was found (the run's results are then not to be trusted).
    public var hasErrors: Bool { !errors.isEmpty }

    /// The next batch of ads, decoded; nil at the end of the list (or after a structural error).
    public mutating func next() -> Batch? {
        guard let raw = nextRaw() else { return nil }
        let decoded = raw.decode()
        record(decoded)
        return Batch(firstIndex: raw.firstIndex, ads: decoded.ads)
    }

    /// The next batch of ads as found in the file, not yet decoded, so several threads can decode
    /// batches at once (``AdsFileBatch/decode()``, then ``record(_:)`` in file order); nil at the end.
    public mutating func nextRaw() -> AdsFileBatch? {
        guard !stopped else { return nil }
        // Read on after the list too: the file must end with its root value (and only white space after it).
        while pending.count < Self.batchAds && !atEnd {
            guard readChunk() else { break }
        }
        if atEnd && pending.isEmpty {
            if !scanner.isDone && !stopped {
                do { try scanner.finish() } catch { fail(error) }
            }
            stopped = true
            return nil
        }
        guard !pending.isEmpty else { stopped = true; return nil }
        return takeBatch()
    }

    /// Adds a decoded batch's errors (up to ``maximumErrors``, the rest counted) and unknown
    /// fields; call in file order.
    public mutating func record(_ decoded: AdsFileBatch.Decoded) {
        for d in decoded.errors {
            if errors.count >= Self.maximumErrors { suppressedErrors += 1 } else { errors.append(d) }
        }
        suppressedErrors += decoded.suppressed
        unknownFields.merge(decoded.unknown)
        if decoded.isFatal { stopped = true }
    }

    // MARK: Reading

    /// Reads a chunk and scans it; false when nothing more can be read.
    private mutating func readChunk() -> Bool {
        // Drop what has been given out: the window starts at the first pending or open element.
        let keepFrom = pending.first?.mark.offset ?? scanner.openElement?.offset ?? scanner.openValue?.offset ?? scanner.offset
        if keepFrom > windowStart {
            window.removeFirst(min(window.count, keepFrom - windowStart))
            windowStart = keepFrom
        }
        if let open = scanner.openElement, scanner.offset - open.offset > Self.maximumAdBytes {
            fail(.init(message: "an ad is larger than \(Self.maximumAdBytes) bytes", mark: open))
            return false
        }
        if let open = scanner.openValue, scanner.offset - open.offset > Self.maximumAdBytes {
            fail(.init(message: "a value is larger than \(Self.maximumAdBytes) bytes", mark: open))
            return false
        }
        var chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
        let n = chunk.withUnsafeMutableBytes { read(handle, $0.baseAddress, Self.chunkBytes) }
        if n < 0 {
            if errno == EINTR { return true }
            errors.append(Diagnostic(.error, code: .syntax, file: file, path: "", location: nil,
                                     message: "cannot read the file: \(FileReading.reason(errno))"))
            stopped = true
            return false
        }
        if n == 0 { atEnd = true; return false }
        let scannedFrom = windowStart + window.count
        window.append(contentsOf: chunk[0..<n])
        var found: [(AdsFileScanner.Mark, Int)] = []
        var values: [(AdsFileScanner.Mark, Int)] = []
        do {
            try window.withUnsafeBufferPointer { all throws(AdsFileScanner.Problem) in
                try scanner.feed(UnsafeBufferPointer(rebasing: all[(scannedFrom - windowStart)...]),
                                 element: { found.append(($0, $1)) }, value: { values.append(($0, $1)) })
            }
            // The root object's other values are not read, but they must be JSON as the ads are.
            for (start, end) in values { try checkValue(from: start.offset, to: end) }
        } catch {
            pending.append(contentsOf: found.map { (mark: $0.0, end: $0.1) })
            fail(error)
            atEnd = true
            return false
        }
        pending.append(contentsOf: found.map { (mark: $0.0, end: $0.1) })
        if nextIndex + pending.count > Self.maximumAds {
            fail(.init(message: "the file has more than \(Self.maximumAds) ads", mark: pending.last!.mark))
            return false
        }
        return true
    }

    /// Parses the value at file offsets `start..<end` (in the window) as the decoder would.
    private func checkValue(from start: Int, to end: Int) throws(AdsFileScanner.Problem) {
        do throws(JSONSyntaxError) {
            _ = try JSONTape.parse(Array(window[(start - windowStart)..<(end - windowStart)]))
        } catch {
            throw AdsFileScanner.Problem(message: error.message, mark: .init(offset: start + error.location.offset))
        }
    }

    private mutating func fail(_ problem: AdsFileScanner.Problem) {
        errors.append(Diagnostic(.error, code: .syntax, file: file, path: "",
                                 location: AdsFileLocations.unresolved(problem.mark.offset),
                                 message: "invalid ads file: " + problem.message))
        stopped = true
    }

    // MARK: Batches

    /// Takes the pending elements (up to a batch) as one JSON array's text.
    private mutating func takeBatch() -> AdsFileBatch {
        let elements = pending.prefix(Self.batchAds)
        pending.removeFirst(elements.count)
        let first = elements.first!, last = elements.last!
        let from = first.mark.offset - windowStart, to = last.end - windowStart
        // "[" + the elements with what separates them + "]": offsets map back by one.
        var bytes = [UInt8](repeating: 0x5B, count: to - from + 2)
        bytes[to - from + 1] = 0x5D
        window.withUnsafeBufferPointer { w in
            bytes.withUnsafeMutableBufferPointer { b in
                _ = UnsafeMutableBufferPointer(rebasing: b[1..<(to - from + 1)]).initialize(from: w[from..<to])
            }
        }
        let batch = AdsFileBatch(file: file, firstIndex: nextIndex, bytes: bytes, base: first.mark.offset - 1,
                                 count: elements.count, pathPrefix: scanner.rootIsObject ? "list" : "")
        nextIndex += elements.count
        return batch
    }
}

/// Ads of an ads file as found there, not yet decoded (``AdsFileReader/nextRaw()``): a value any
/// thread may decode.
public struct AdsFileBatch: Sendable {
    /// What decoding a batch gave.
    public struct Decoded: Sendable {
        /// The ads, in file order.
        public var ads: [AdListItem]
        /// Their errors, at their paths and line:column in the file.
        var errors: [Diagnostic]
        /// Errors past the decoder's own limit, counted only.
        var suppressed = 0
        /// Their unknown fields.
        var unknown: UnknownFields
        /// The batch was not JSON: reading stops.
        var isFatal: Bool
    }

    /// The file's name in messages.
    let file: String
    /// Index of the first ad in the file (0-based).
    public let firstIndex: Int
    /// `[` + the ads' text + `]`.
    let bytes: [UInt8]
    /// File offset of `bytes[0]`.
    let base: Int
    /// How many ads the batch holds.
    public let count: Int
    /// `list` when the ads are an object's `list`, else empty.
    let pathPrefix: String

    /// Parses the batch with the document decoder's JSON tape and reads each ad.
    public func decode() -> Decoded {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        let tape: JSONTape
        do { tape = try JSONTape.parse(buffer) } catch {
            let d = Diagnostic(.error, code: .syntax, file: file, path: error.path, location: error.location,
                               message: "invalid JSON: \(error.message)")
            return Decoded(ads: [], errors: [located(d)], unknown: UnknownFields(), isFatal: true)
        }
        let context = DecodeContext(file: file)
        var unknown = UnknownFields()
        var ads: [AdListItem] = []
        ads.reserveCapacity(count)
        let root = Cursor(tape: tape, index: 0, diagnostics: context)
        var position = 0
        root.forEachElement(limit: AdsFileReader.batchAds, count: { _ in }) { c in
            ads.append(PlacementAdItemFormat.decode(c, unknown: &unknown, index: firstIndex + position))
            position += 1
        }
        unknown.relocate { path, location in
            (AdsFilePaths.filePath(path, firstIndex: firstIndex, prefix: pathPrefix), fileLocation(location.offset))
        }
        let errors = context.diagnostics.filter { $0.severity == .error }.map(located)
        return Decoded(ads: ads, errors: errors, suppressed: context.suppressedErrors, unknown: unknown, isFatal: false)
    }

    /// `d` with its path and location in the file.
    private func located(_ d: Diagnostic) -> Diagnostic {
        var d = d
        d.path = AdsFilePaths.filePath(d.path, firstIndex: firstIndex, prefix: pathPrefix)
        if let location = d.location { d.location = fileLocation(location.offset) }
        return d
    }

    /// Byte `offset` of ``bytes`` as a place in the file (its line:column found when reported).
    private func fileLocation(_ offset: Int) -> SourceLocation {
        AdsFileLocations.unresolved(base + offset)
    }
}

/// Closes a file descriptor (a free function: the reader's own `close()` hides the system's).
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }

/// Paths and locations of a batch, moved to where they are in the file.
enum AdsFilePaths {
    /// `[3].pnt_amt` of a batch starting at ad `firstIndex` → `[firstIndex + 3].pnt_amt` (`list[…]` in an object).
    static func filePath(_ path: String, firstIndex: Int, prefix: String) -> String {
        guard path.hasPrefix("["), let close = path.firstIndex(of: "]"),
              let k = Int(path[path.index(after: path.startIndex)..<close]) else { return prefix + path }
        return "\(prefix)[\(firstIndex + k)]" + path[path.index(after: close)...]
    }

}
