/// A linear lexical pass over the bytes before `XMLParser` sees them, for what must be refused
/// before libxml2 starts: start tags with too many attributes, and processing instructions.
///
/// A processing instruction without data (`<?foo?>`, also `<?xml?>`) makes FoundationXML call
/// `strlen` on a null pointer (found by `Scripts/fuzz.sh xib`); XIBs have none but the XML
/// declaration, so every other `<?` is refused.
///
/// libxml2 2.9 checks each new attribute against the earlier ones of the same tag, so one tag with
/// n attributes costs n² (160,000 attributes take over 20 seconds). Counting `=` outside quotes in
/// each start tag bounds that before parsing begins. The pass is lenient: malformed markup is left
/// for the parser to report.
enum MarkupPrescan {
    /// Throws ``XIBError`` (``XIBError/Kind/limitExceeded``) at the first start tag with more than
    /// `limits.maxAttributesPerElement` attributes, (``XIBError/Kind/forbiddenDeclaration``) at the
    /// first processing instruction other than the XML declaration at offset 0.
    static func check(_ bytes: [UInt8], fileName: String, limits: XIBLimits) throws(XIBError) {
        let count = bytes.count
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let tagStart = index
            index += 1
            guard index < count else { return }
            switch bytes[index] {
            case UInt8(ascii: "!"):
                if matches(bytes, at: index + 1, "--") {
                    index = end(of: "-->", in: bytes, from: index + 3)
                } else if matches(bytes, at: index + 1, "[CDATA[") {
                    index = end(of: "]]>", in: bytes, from: index + 8)
                } else {
                    index = end(of: ">", in: bytes, from: index + 1)
                }
            case UInt8(ascii: "?"):
                let isDeclaration = tagStart == 0 && matches(bytes, at: index + 1, "xml")
                    && index + 4 < count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 4])
                guard isDeclaration else {
                    throw XIBError(kind: .forbiddenDeclaration, fileName: fileName,
                                   position: SourceLocator.position(ofOffset: tagStart, in: bytes),
                                   message: "a processing instruction <?\(name(bytes, after: index))…?>; XIB files have "
                                       + "none but the XML declaration at the start, and the reader refuses them")
                }
                index = end(of: "?>", in: bytes, from: index + 1)
            case UInt8(ascii: "/"):
                index = end(of: ">", in: bytes, from: index + 1)
            default:
                var attributes = 0
                var quote: UInt8 = 0
                while index < count {
                    let byte = bytes[index]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "=") {
                        attributes += 1
                        if attributes > limits.maxAttributesPerElement {
                            throw XIBError(kind: .limitExceeded, fileName: fileName,
                                           position: SourceLocator.position(ofOffset: tagStart, in: bytes),
                                           message: "<\(name(bytes, after: tagStart))> has more than "
                                               + "\(limits.maxAttributesPerElement) attributes "
                                               + "(XIBLimits.maxAttributesPerElement)")
                        }
                    } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                        break
                    }
                    index += 1
                }
            }
        }
    }

    /// Whether `text` occurs at `offset`.
    private static func matches(_ bytes: [UInt8], at offset: Int, _ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard offset >= 0, offset + length <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            for k in 0..<length where bytes[offset + k] != pattern[k] { return false }
            return true
        }
    }

    /// The offset just past the first `terminator` at or after `offset`, or the end of the bytes.
    private static func end(of terminator: StaticString, in bytes: [UInt8], from offset: Int) -> Int {
        var index = max(offset, 0)
        while index < bytes.count {
            if matches(bytes, at: index, terminator) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        return bytes.count
    }

    /// The tag name after the `<` at `offset` (at most 64 bytes), for the message.
    private static func name(_ bytes: [UInt8], after offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, end - offset <= 64,
              ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "/"),
                UInt8(ascii: ">"), UInt8(ascii: "?")].contains(bytes[end]) {
            end += 1
        }
        return String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
    }
}
