/// Decides a XIB's encoding from its bytes before `XMLParser` sees any of them, and hands the
/// parser UTF-8 only.
///
/// libxml2 switches to whatever encoding a file's first bytes or its XML declaration suggest, and
/// its converters for some (UTF-7, EBCDIC, Shift-JIS through iconv) crashed under hostile input. So
/// the reader decides first: UTF-8 (with or without a byte order mark) and UTF-16 with a byte order
/// mark are read — UTF-16 converted to UTF-8, with the same lines and columns, and its declaration
/// blanked — and anything else, declared or sniffed, is refused at 1:1 naming the encoding. Lone
/// CRs (old Mac line ends) become LFs, as XML's end-of-line handling makes them anyway, so that
/// positions count them as line breaks.
enum XIBTextEncoding {
    /// What the refusals add: the encodings that are read.
    static let accepted = "AdLayout reads XIBs in UTF-8, or UTF-16 with a byte order mark"

    /// The file's text as UTF-8 bytes for the parser, without a byte order mark and with lone CRs
    /// turned into LFs.
    ///
    /// - Throws: ``XIBError`` (``XIBError/Kind/limitExceeded``) for a file over
    ///   ``XIBLimits/maxFileSize``; (``XIBError/Kind/unsupportedEncoding``) at 1:1 for another
    ///   encoding; (``XIBError/Kind/malformedXML``) at the first byte that is not UTF-8 or UTF-16
    ///   text (a NUL, an invalid sequence, an unpaired surrogate).
    static func utf8Bytes(_ bytes: [UInt8], fileName: String, limits: XIBLimits) throws(XIBError) -> [UInt8] {
        func refuse(_ message: String) -> XIBError {
            XIBError(kind: .unsupportedEncoding, fileName: fileName, position: XIBSourcePosition(line: 1, column: 1),
                     message: "\(message); \(accepted)")
        }
        if bytes.count > limits.maxFileSize {
            throw XIBError(kind: .limitExceeded, fileName: fileName, position: XIBSourcePosition(line: 1, column: 1),
                           message: "the file is \(bytes.count) bytes; the limit is \(limits.maxFileSize) bytes "
                               + "(XIBLimits.maxFileSize)")
        }
        if let name = signature(bytes) { throw refuse(name) }
        var text: [UInt8]
        var isUTF16 = false
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = Array(bytes[3...])
            try checkUTF8(text, fileName: fileName)
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            text = try utf16ToUTF8(bytes[2...], bigEndian: bytes[0] == 0xFE, fileName: fileName)
            isUTF16 = true
        } else {
            text = bytes
            try checkUTF8(text, fileName: fileName)
        }
        try checkDeclaration(&text, isUTF16: isUTF16, fileName: fileName, refuse: refuse)
        normaliseLoneCRs(&text)
        return text
    }

    /// The encoding the first bytes show when it is not one that is read: byte order marks of
    /// UTF-32, UTF-7 and others, EBCDIC's `<?xm`, and UTF-16 or UTF-32 without a byte order mark
    /// (a NUL among the first bytes).
    static func signature(_ bytes: [UInt8]) -> String? {
        let marks: [([UInt8], String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "the file starts with the byte order mark of UTF-32BE"),
            ([0xFF, 0xFE, 0x00, 0x00], "the file starts with the byte order mark of UTF-32LE"),
            ([0x2B, 0x2F, 0x76], "the file starts with the byte order mark of UTF-7"),
            ([0xDD, 0x73, 0x66, 0x73], "the file starts with the byte order mark of UTF-EBCDIC"),
            ([0xF7, 0x64, 0x4C], "the file starts with the byte order mark of UTF-1"),
            ([0x0E, 0xFE, 0xFF], "the file starts with the byte order mark of SCSU"),
            ([0xFB, 0xEE, 0x28], "the file starts with the byte order mark of BOCU-1"),
            ([0x84, 0x31, 0x95, 0x33], "the file starts with the byte order mark of GB 18030"),
            ([0x4C, 0x6F, 0xA7, 0x94], "the file starts with '<?xm' in EBCDIC"),
            ([0x00, 0x00, 0x00, 0x3C], "the file is UTF-32BE without a byte order mark (it starts 00 00 00 3C)"),
            ([0x3C, 0x00, 0x00, 0x00], "the file is UTF-32LE without a byte order mark (it starts 3C 00 00 00)"),
            ([0x00, 0x3C, 0x00, 0x3F], "the file is UTF-16BE without a byte order mark (it starts 00 3C 00 3F)"),
            ([0x3C, 0x00, 0x3F, 0x00], "the file is UTF-16LE without a byte order mark (it starts 3C 00 3F 00)"),
        ]
        for (mark, name) in marks where bytes.starts(with: mark) { return name }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return nil
        }
        let head = bytes.prefix(4)
        if head.contains(0) {
            let hex = head.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
            return "the file is UTF-16 or UTF-32 without a byte order mark (it starts \(hex.joined(separator: " ")))"
        }
        return nil
    }

    /// Throws at a NUL byte (which XML forbids, and after which libxml2 guesses UTF-16) or at the
    /// first sequence that is not UTF-8.
    static func checkUTF8(_ bytes: [UInt8], fileName: String) throws(XIBError) {
        func refuse(_ offset: Int, _ message: String) -> XIBError {
            XIBError(kind: .malformedXML, fileName: fileName, position: SourceLocator.position(ofOffset: offset, in: bytes),
                     message: message)
        }
        if let nul = bytes.firstIndex(of: 0) { throw refuse(nul, "a NUL byte; a XIB is text, and XML has no NUL") }
        guard String(validating: bytes, as: UTF8.self) == nil else { return }
        // At the first sequence that is not UTF-8 (a lead byte and its continuation bytes).
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 ? 2 : 0
            guard length > 0, i + length <= bytes.count,
                  String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil else { break }
            i += length
        }
        throw refuse(i, "the file is not UTF-8 text, and has no byte order mark of UTF-16")
    }

    /// UTF-16 code units (after the byte order mark) as UTF-8; throws at an odd byte, an unpaired
    /// surrogate or a NUL, at its position in the converted text.
    static func utf16ToUTF8(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, fileName: String) throws(XIBError)
        -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        func refuse(_ message: String) -> XIBError {
            XIBError(kind: .malformedXML, fileName: fileName, position: SourceLocator.endPosition(of: out),
                     message: message)
        }
        var index = bytes.startIndex
        func unit(at i: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i])
        }
        while index < bytes.endIndex {
            guard index + 1 < bytes.endIndex else { throw refuse("the UTF-16 text ends in the middle of a character") }
            let first = unit(at: index)
            index += 2
            var scalar: Unicode.Scalar?
            if (0xD800...0xDBFF).contains(first) {
                if index + 1 < bytes.endIndex {
                    let second = unit(at: index)
                    if (0xDC00...0xDFFF).contains(second) {
                        index += 2
                        scalar = Unicode.Scalar(0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00))
                    }
                }
            } else {
                scalar = Unicode.Scalar(first)
            }
            guard let scalar else { throw refuse("an unpaired UTF-16 surrogate; the file is not UTF-16 text") }
            guard scalar.value != 0 else { throw refuse("a NUL character; a XIB is text, and XML has no NUL") }
            out.append(contentsOf: UTF8.encode(scalar)!)
        }
        return out
    }

    /// Checks the XML declaration's `encoding` (any case, any spacing or quotes): UTF-8 for UTF-8
    /// text, UTF-16 for UTF-16 text (then blanked with spaces, as the parser gets UTF-8). A
    /// declaration that mentions an encoding the check cannot read is refused too.
    ///
    /// A file that ends inside its declaration is refused as truncated (the parser is not given a
    /// declaration whose end it would have to guess).
    static func checkDeclaration(_ text: inout [UInt8], isUTF16: Bool, fileName: String,
                                 refuse: (String) -> XIBError) throws(XIBError) {
        guard text.starts(with: Array("<?xml".utf8)), text.count > 5, isSpace(text[5]) else { return }
        var end = 5
        while end < text.count, text[end] != UInt8(ascii: ">") { end += 1 }
        guard end < text.count else {
            throw XIBError(kind: .malformedXML, fileName: fileName, position: SourceLocator.endPosition(of: text),
                           message: "the XML ends inside the XML declaration, before the root element")
        }
        var index = 5
        var found: (start: Int, end: Int, value: String)?
        while index < end {
            while index < end, isSpace(text[index]) { index += 1 }
            let nameStart = index
            while index < end, isNameByte(text[index]) { index += 1 }
            let name = String(decoding: text[nameStart..<index], as: UTF8.self)
            while index < end, isSpace(text[index]) { index += 1 }
            guard !name.isEmpty, index < end, text[index] == UInt8(ascii: "=") else { break }
            index += 1
            while index < end, isSpace(text[index]) { index += 1 }
            guard index < end, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else { break }
            let quote = text[index]
            let valueStart = index + 1
            index = valueStart
            while index < end, text[index] != quote { index += 1 }
            guard index < end else { break }
            let value = String(decoding: text[valueStart..<index], as: UTF8.self)
            index += 1
            if name.lowercased() == "encoding" { found = (nameStart, index, value) }
        }
        let declaration = String(decoding: text[0..<end], as: UTF8.self)
        guard let found else {
            if declaration.lowercased().contains("encoding") {
                throw refuse("the XML declaration names an encoding that cannot be read "
                             + "(\(quoted(String(declaration.prefix(80)))))")
            }
            return
        }
        let value = found.value.uppercased()
        let utf8 = value == "UTF-8" || value == "UTF8"
        let utf16 = ["UTF-16", "UTF16", "UTF-16LE", "UTF-16BE"].contains(value)
        guard isUTF16 ? utf16 : utf8 else {
            let named = "the XML declaration names the encoding \(quoted(found.value))"
            if isUTF16 { throw refuse(named + ", but the file is UTF-16 (by its byte order mark)") }
            throw refuse(utf16 ? named + ", but the file has no byte order mark of UTF-16" : named)
        }
        if isUTF16 {
            for i in found.start..<found.end { text[i] = 0x20 }
        }
    }

    /// Turns each CR not followed by LF into LF (same length: offsets do not move).
    static func normaliseLoneCRs(_ text: inout [UInt8]) {
        guard text.contains(0x0D) else { return }
        for i in text.indices where text[i] == 0x0D && (i + 1 == text.count || text[i + 1] != 0x0A) {
            text[i] = 0x0A
        }
    }

    /// XML's white space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A byte of a pseudo-attribute's name (ASCII letters, digits, `-`, `_`, `.`, `:`).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x3A
    }

    /// A value for a message: in quotes, control characters escaped, cut to 40 characters.
    private static func quoted(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(40) {
            out += scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}"
                : String(scalar)
        }
        return "'" + out + (text.unicodeScalars.count > 40 ? "…" : "") + "'"
    }
}
