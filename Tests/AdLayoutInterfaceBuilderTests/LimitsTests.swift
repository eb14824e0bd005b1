import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// Every limit in ``XIBLimits``: at the limit the file reads; one past it, it throws at the
/// position where the limit was crossed.
@Suite("Limits")
struct LimitsTests {
    /// `count` sibling views `<view id="Vn"/>` inside one top-level view (top-level view on line 4,
    /// `<subviews>` on line 5, the first subview on line 6).
    static func views(_ count: Int) -> String {
        Fixture.wrap("<view id=\"TOP\">\n<subviews>\n"
                     + (0..<count).map { "<view id=\"V\($0)\"/>" }.joined(separator: "\n") + "\n</subviews>\n</view>")
    }

    @Test func standardLimits() {
        let limits = XIBLimits.standard
        #expect(limits.maxFileSize == 8_388_608)
        #expect(limits.maxViews == 2_000)
        #expect(limits.maxConstraints == 10_000)
        #expect(limits.maxDepth == 64)
        #expect(limits.maxAttributeLength == 65_536)
        #expect(limits.maxAttributesPerElement == 128)
        #expect(limits.maxTextLength == 65_536)
        #expect(limits.maxElements == 100_000)
        #expect(limits.maxNotes == 1_000)
    }

    @Test func fileSize() throws {
        let big = Data(repeating: 0x20, count: XIBLimits.standard.maxFileSize + 1)
        let error = Fixture.error(big, fileName: "Big.xib")
        #expect(error?.kind == .limitExceeded)
        #expect(error?.description
                == "Big.xib:1:1: the file is 8388609 bytes; the limit is 8388608 bytes (XIBLimits.maxFileSize)")

        // Through a file: only the limit plus one byte is read.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("LimitsTests-\(UUID().uuidString).xib")
        try Data(Fixture.wrap("").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let small = XIBLimits(maxFileSize: 100)
        #expect(throws: XIBError.self) { try XIBDocument(contentsOf: url, limits: small) }
        #expect(try XIBDocument(contentsOf: url).views == [])
    }

    @Test func views() throws {
        // The top-level view plus 1,999 subviews is exactly 2,000.
        #expect(try Fixture.read(Self.views(1_999)).allViews.count == 2_000)
        let error = Fixture.error(Self.views(2_000))
        #expect(error?.kind == .limitExceeded)
        #expect(error?.description == "Inline.xib:2005:1: more than 2000 views (XIBLimits.maxViews)")
    }

    @Test func constraints() throws {
        func constraints(_ count: Int) -> String {
            Fixture.wrap("<view id=\"TOP\">\n<constraints>\n"
                         + (0..<count).map { "<constraint firstAttribute=\"width\" constant=\"\($0)\" id=\"C\($0)\"/>" }
                             .joined(separator: "\n") + "\n</constraints>\n</view>")
        }
        #expect(try Fixture.read(constraints(10_000)).allConstraints.count == 10_000)
        let error = Fixture.error(constraints(10_001))
        #expect(error?.description == "Inline.xib:10006:1: more than 10000 constraints (XIBLimits.maxConstraints)")
    }

    @Test func depth() throws {
        // <document> is depth 1 and <objects> depth 2; each nested view adds a <view> and a
        // <subviews>, so the 31st view sits at depth 63 and a 32nd would be at 65.
        func nested(_ count: Int) -> String {
            Fixture.wrap((0..<count).map { "<view id=\"N\($0)\">" }.joined(separator: "<subviews>")
                         + String(repeating: "</view></subviews>", count: count - 1) + "</view>")
        }
        #expect(try Fixture.read(nested(31)).allViews.count == 31)
        let text = nested(32)
        let error = Fixture.error(text)
        #expect(error?.kind == .limitExceeded)
        // The 32nd view starts after 31 × `<view id="Nn"><subviews>` on line 4: 10 of 24 characters, 21 of 25.
        #expect(error?.description
                == "Inline.xib:4:766: <view> is nested 65 elements deep; the limit is 64 (XIBLimits.maxDepth)")
        // Far deeper than libxml2's own limit: still the reader's error, at the 64th <a> (depth 65).
        let deep = String(repeating: "<a>", count: 100_000)
        #expect(Fixture.error("<document>" + deep)?.description
                == "Inline.xib:1:200: <a> is nested 65 elements deep; the limit is 64 (XIBLimits.maxDepth)")
    }

    @Test func attributeLength() throws {
        func label(_ length: Int) -> String {
            Fixture.wrap("<label id=\"L\" text=\"\(String(repeating: "가", count: length / 3))\(String(repeating: "a", count: length % 3))\"/>")
        }
        #expect(try Fixture.read(label(65_536)).views.first?.label?.text?.utf8.count == 65_536)
        let error = Fixture.error(label(65_537))
        #expect(error?.description == "Inline.xib:4:1: the attribute 'text' of <label> is 65537 bytes long; the "
                + "limit is 65536 (XIBLimits.maxAttributeLength)")
    }

    @Test func attributesPerElement() throws {
        func view(_ count: Int) -> String {
            Fixture.wrap("<view id=\"V\" " + (1..<count).map { "a\($0)=\"x='>\"" }.joined(separator: " ") + "/>")
        }
        // 127 unknown attributes plus the id: read, with a note each. `=`, quotes and `>` inside values do not count.
        let document = try Fixture.read(view(128))
        #expect(document.views.count == 1)
        #expect(document.notes.count == 127)
        #expect(Fixture.error(view(129))?.description
                == "Inline.xib:4:1: <view> has more than 128 attributes (XIBLimits.maxAttributesPerElement)")
        // The quadratic case libxml2 would take minutes over is refused at once.
        let huge = "<document " + (0..<300_000).map { "a\($0)=\"\"" }.joined(separator: " ") + "/>"
        let started = ContinuousClock.now
        #expect(Fixture.error(huge)?.kind == .limitExceeded)
        #expect(ContinuousClock.now - started < .seconds(20))
        // Comments and CDATA are skipped, not counted (processing instructions are refused:
        // XIBProcessingInstructionTests).
        let markup = Fixture.wrap("<!-- " + String(repeating: "a=\"\" ", count: 200) + "-->"
                                  + "<textView id=\"T\"><string key=\"text\"><![CDATA["
                                  + String(repeating: "c=\"\" ", count: 200) + "]]></string></textView>")
        #expect(try Fixture.read(markup).views.first?.textView?.text?.count == 200 * 5)
    }

    @Test func textLength() throws {
        func textView(_ length: Int) -> String {
            Fixture.wrap("<textView id=\"T\">\n<string key=\"text\">\(String(repeating: "x", count: length))</string>\n</textView>")
        }
        #expect(try Fixture.read(textView(65_536)).views.first?.textView?.text?.count == 65_536)
        #expect(Fixture.error(textView(65_537))?.description
                == "Inline.xib:5:1: the text of <string> is longer than 65536 bytes (XIBLimits.maxTextLength)")
    }

    @Test func elements() throws {
        let many = Fixture.wrap(String(repeating: "<x/>", count: 100_000))
        let error = Fixture.error(many)
        #expect(error?.kind == .limitExceeded)
        #expect(error?.description == "Inline.xib:4:399993: more than 100000 elements (XIBLimits.maxElements)")
        let limits = XIBLimits(maxElements: 10)
        #expect(Fixture.error(Fixture.wrap("<view id=\"A\"/>"), limits: limits) == nil)
        // <document>, <objects> and 8 <x/> are 10 elements; the 9th <x/> is the 11th.
        #expect(Fixture.error(Fixture.wrap(String(repeating: "<x/>", count: 9)), limits: limits)?.description
                == "Inline.xib:4:33: more than 10 elements (XIBLimits.maxElements)")
    }

    @Test func notes() throws {
        let document = try Fixture.read(Fixture.wrap("<view a=\"1\" b=\"2\" c=\"3\" d=\"4\" e=\"5\" id=\"V\"/>"),
                                        limits: XIBLimits(maxNotes: 2))
        #expect(document.notes.map(\.message) == ["skipped unknown attribute 'a' of <view>",
                                                  "skipped unknown attribute 'b' of <view>",
                                                  "3 more notes were dropped (XIBLimits.maxNotes)"])
    }
}
