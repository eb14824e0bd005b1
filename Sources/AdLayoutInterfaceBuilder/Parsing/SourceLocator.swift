/// Turns the positions `XMLParser` reports into the positions of start tags, and byte offsets into
/// line and column.
///
/// libxml2 reports an element's position at the end of its start tag (the `>` or `/`), in
/// 1-based lines and columns counted in characters. The `<` that opens the tag is the last `<`
/// before that point: attribute values cannot contain a raw `<`. The locator walks the bytes
/// forward once, so finding every start tag costs one pass over the file whatever its shape.
///
/// A line ends at LF, CRLF or a lone CR (old Mac files), as XML's end-of-line handling has it.
struct SourceLocator {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    /// Creates a locator over a file's bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of the `<` that opens the start tag the parser reports at `line`:`column`.
    ///
    /// Positions must be asked for in document order. If no `<` lies between the previous start
    /// tag and the reported point (the parser reported something odd), the reported point itself
    /// is returned.
    mutating func startTag(reportedLine: Int, reportedColumn: Int) -> XIBSourcePosition {
        var lastOpen: XIBSourcePosition?
        while offset < bytes.count, (line, column) < (reportedLine, reportedColumn) {
            if bytes[offset] == 0x3C { lastOpen = XIBSourcePosition(line: line, column: column) }
            Self.advance(&line, &column, pastByteAt: offset, in: bytes)
            offset += 1
        }
        return lastOpen ?? XIBSourcePosition(line: max(reportedLine, 1), column: max(reportedColumn, 1))
    }

    /// The position just after the last byte (where a truncated file ends).
    static func endPosition(of bytes: [UInt8]) -> XIBSourcePosition {
        position(ofOffset: bytes.count, in: bytes)
    }

    /// The line and column of a byte offset.
    static func position(ofOffset target: Int, in bytes: [UInt8]) -> XIBSourcePosition {
        var line = 1
        var column = 1
        var index = 0
        let end = min(target, bytes.count)
        while index < end {
            advance(&line, &column, pastByteAt: index, in: bytes)
            index += 1
        }
        return XIBSourcePosition(line: line, column: column)
    }

    /// The byte offset of a line and column (clamped to the end of the bytes).
    static func offset(ofLine targetLine: Int, column targetColumn: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count, (line, column) < (targetLine, targetColumn) {
            advance(&line, &column, pastByteAt: index, in: bytes)
            index += 1
        }
        return index
    }

    /// Moves `line` and `column` past the byte at `index`: a line break starts the next line; any other byte but a
    /// UTF-8 continuation byte is one more column (columns count characters, as libxml2's do).
    static func advance(_ line: inout Int, _ column: inout Int, pastByteAt index: Int, in bytes: [UInt8]) {
        if isLineBreak(at: index, in: bytes) {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Whether the byte at `index` ends a line: an LF, or a CR not followed by an LF.
    static func isLineBreak(at index: Int, in bytes: [UInt8]) -> Bool {
        let byte = bytes[index]
        return byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
    }

    /// The offset of the first occurrence of `needle` in `bytes`, if any.
    static func firstOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        let first = needle[0]
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matches = true
                for k in 1..<needle.count where bytes[index + k] != needle[k] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }
}
