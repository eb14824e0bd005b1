import Foundation

/// The line:column of places in an ads file, found when a message needs them: one pass over the
/// file up to the last place, so reading ads never counts lines (columns count Unicode scalars, as
/// the document decoder's do; a CR LF pair is one line break).
enum AdsFileLocations {
    /// `diagnostics` with each location's line and column found from its byte offset in the file open as `fd`.
    static func filled(_ diagnostics: [Diagnostic], fd: Int32) -> [Diagnostic] {
        let offsets = Set(diagnostics.compactMap { $0.location?.offset }).sorted()
        guard let last = offsets.last else { return diagnostics }
        var found: [Int: SourceLocation] = [:]
        var line = 1, column = 1, afterCarriageReturn = false
        var position = 0, next = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        reading: while position <= last {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(position)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            for i in 0..<n {
                while next < offsets.count && offsets[next] == position + i {
                    found[offsets[next]] = SourceLocation(line: line, column: column, offset: offsets[next])
                    next += 1
                }
                if next == offsets.count { break reading }
                let b = chunk[i]
                switch b {
                case 0x0A:
                    if !afterCarriageReturn { line += 1; column = 1 }
                    afterCarriageReturn = false
                case 0x0D:
                    line += 1; column = 1; afterCarriageReturn = true
                default:
                    afterCarriageReturn = false
                    if b & 0xC0 != 0x80 { column += 1 }
                }
            }
            position += n
        }
        // Places at the very end of the file (a missing bracket).
        while next < offsets.count {
            found[offsets[next]] = SourceLocation(line: line, column: column, offset: offsets[next])
            next += 1
        }
        return diagnostics.map { d in
            var d = d
            if let offset = d.location?.offset { d.location = found[offset] }
            return d
        }
    }

    /// A place known only by its byte offset (line and column found later).
    static func unresolved(_ offset: Int) -> SourceLocation { SourceLocation(line: 0, column: 0, offset: offset) }
}
