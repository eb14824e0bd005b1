import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// The encoding is decided before libxml2 sees a byte (issue 41: EBCDIC, UTF-7 with a byte order
/// mark and Shift-JIS crashed inside it): UTF-8 with or without a byte order mark and UTF-16 with
/// one are read, with the same positions; anything else, declared or sniffed, is refused at 1:1
/// naming it.
@Suite struct XIBEncodingTests {
    static let accepted = "AdLayout reads XIBs in UTF-8, or UTF-16 with a byte order mark"

    /// A XIB whose label on line 4 has 2³¹ lines, so that an error's position shows that positions
    /// survive the conversion; its declaration says `declaration`.
    static func text(declaration: String = #"<?xml version="1.0" encoding="UTF-8"?>"#) -> String {
        Fixture.wrap(#"        <label numberOfLines="2147483648" text="가나다" id="LBL-00-001"/>"#)
            .replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: declaration)
    }

    static let lineCountError = "Inline.xib:4:9: the attribute 'numberOfLines' of <label> is 2147483648; expected a "
        + "number of lines of 0…1,000 (XIBValueRanges.numberOfLines)"

    static func utf16(_ text: String, bigEndian: Bool) -> Data {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return Data(bytes)
    }

    @Test func utf8WithAndWithoutAByteOrderMarkIsRead() throws {
        let plain = Data(Self.text().utf8)
        #expect(Fixture.error(plain)?.description == Self.lineCountError)
        #expect(Fixture.error(Data([0xEF, 0xBB, 0xBF]) + plain)?.description == Self.lineCountError)
        let readable = Self.text().replacingOccurrences(of: "2147483648", with: "2")
        let document = try XIBReader.read(data: Data([0xEF, 0xBB, 0xBF]) + Data(readable.utf8), fileName: "B.xib")
        #expect(document.views.first?.label?.text == "가나다")
        // The declaration may spell UTF-8 in any case, with spaces and single quotes.
        #expect(Fixture.error(Data(Self.text(declaration: "<?xml version='1.0' encoding = 'utf-8' ?>").utf8))?
            .description == Self.lineCountError)
    }

    @Test(arguments: [false, true]) func utf16WithAByteOrderMarkIsReadAtTheSamePositions(bigEndian: Bool) throws {
        let declared = Self.text(declaration: #"<?xml version="1.0" encoding="UTF-16"?>"#)
        #expect(Fixture.error(Self.utf16(declared, bigEndian: bigEndian))?.description == Self.lineCountError)
        #expect(Fixture.error(Self.utf16(Self.text(declaration: "<?xml version=\"1.0\"?>"), bigEndian: bigEndian))?
            .description == Self.lineCountError)
        let readable = declared.replacingOccurrences(of: "2147483648", with: "2")
        let document = try XIBReader.read(data: Self.utf16(readable, bigEndian: bigEndian), fileName: "W.xib")
        #expect(document.views.first?.label?.text == "가나다")
        #expect(document.views.first?.label?.numberOfLines == 2)
    }

    @Test(arguments: ["Shift_JIS", "ISO-8859-1", "EBCDIC-US", "UTF-7", "UTF-32", "IBM037", "x-mac-roman"])
    func otherDeclaredEncodingsAreRefusedAtTheStart(encoding: String) {
        for declaration in [#"<?xml version="1.0" encoding="\#(encoding)"?>"#,
                            "<?xml version='1.0'\n  encoding\t=  '\(encoding)'?>",
                            #"<?xml version="1.0" ENCODING="\#(encoding)"?>"#] {
            let error = Fixture.error(Self.text(declaration: declaration))
            #expect(error?.kind == .unsupportedEncoding)
            #expect(error?.description
                == "Inline.xib:1:1: the XML declaration names the encoding '\(encoding)'; \(Self.accepted)")
        }
    }

    @Test func utf16DeclaredWithoutAByteOrderMarkIsRefused() {
        #expect(Fixture.error(Self.text(declaration: #"<?xml version="1.0" encoding="UTF-16"?>"#))?.description
            == "Inline.xib:1:1: the XML declaration names the encoding 'UTF-16', but the file has no byte order mark "
            + "of UTF-16; \(Self.accepted)")
    }

    @Test func aDeclarationThatCannotBeReadIsRefused() {
        let error = Fixture.error(Self.text(declaration: #"<?xml version="1.0" encoding=Shift_JIS?>"#))
        #expect(error?.description == "Inline.xib:1:1: the XML declaration names an encoding that cannot be read "
            + #"('<?xml version="1.0" encoding=Shift_JIS?'); "# + Self.accepted)
        // A file that ends inside its declaration is truncated; the parser never guesses where it ends.
        #expect(Fixture.error(#"<?xml version="1.0" encoding="EBCDIC-US""#)?.description
            == "Inline.xib:1:41: the XML ends inside the XML declaration, before the root element")
    }

    @Test func utf16DeclaringAnotherEncodingIsRefused() {
        let error = Fixture.error(Self.utf16(Self.text(declaration: #"<?xml version="1.0" encoding="ISO-8859-1"?>"#),
                                             bigEndian: false))
        #expect(error?.description == "Inline.xib:1:1: the XML declaration names the encoding 'ISO-8859-1', but the "
            + "file is UTF-16 (by its byte order mark); \(Self.accepted)")
    }

    @Test(arguments: [
        ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x3C], "the file starts with the byte order mark of UTF-32BE"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00], "the file starts with the byte order mark of UTF-32LE"),
        ([0x2B, 0x2F, 0x76, 0x38, 0x2D, 0x3C], "the file starts with the byte order mark of UTF-7"),
        ([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40], "the file starts with '<?xm' in EBCDIC"),
        ([0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00], "the file is UTF-16LE without a byte order mark (it starts 3C 00 3F 00)"),
        ([0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78], "the file is UTF-16BE without a byte order mark (it starts 00 3C 00 3F)"),
        ([0x3C, 0x00, 0x00, 0x00, 0x3F, 0x00], "the file is UTF-32LE without a byte order mark (it starts 3C 00 00 00)"),
        ([0x3C, 0x61, 0x00, 0x3E], "the file is UTF-16 or UTF-32 without a byte order mark (it starts 3C 61 00 3E)"),
    ] as [([UInt8], String)])
    func sniffedEncodingsAreRefusedAtTheStart(bytes: [UInt8], message: String) {
        let error = Fixture.error(Data(bytes) + Data(Self.text().utf8))
        #expect(error?.kind == .unsupportedEncoding)
        #expect(error?.description == "Inline.xib:1:1: \(message); \(Self.accepted)")
    }

    @Test func bytesThatAreNeitherUTF8NorUTF16AreRefusedWhereTheyAre() {
        // Latin-1 "é" in a file that declares nothing: not UTF-8, at its column.
        #expect(Fixture.error(Data("<?xml version=\"1.0\"?>\n<document x=\"".utf8) + Data([0xE9, 0x22, 0x2F, 0x3E]))?
            .description == "Inline.xib:2:14: the file is not UTF-8 text, and has no byte order mark of UTF-16")
        #expect(Fixture.error(Data("<?xml version=\"1.0\"?>\n<a>\n  ".utf8) + Data([0x00]))?
            .description == "Inline.xib:3:3: a NUL byte; a XIB is text, and XML has no NUL")
        // An unpaired surrogate in UTF-16, on line 2.
        var utf16 = Self.utf16("<?xml version=\"1.0\"?>\n<a", bigEndian: false)
        utf16.append(contentsOf: [0x00, 0xD8, 0x3E, 0x00])
        #expect(Fixture.error(utf16)?.description
            == "Inline.xib:2:3: an unpaired UTF-16 surrogate; the file is not UTF-16 text")
        #expect(Fixture.error(Self.utf16("<a/>", bigEndian: true) + Data([0x00]))?.description
            == "Inline.xib:1:5: the UTF-16 text ends in the middle of a character")
    }
}
