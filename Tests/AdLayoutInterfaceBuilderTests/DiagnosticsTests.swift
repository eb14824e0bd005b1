import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// Errors (malformed, truncated, not a XIB, duplicate ids, unknown references, DOCTYPE) and notes
/// (unknown elements and attributes, values that do not parse), each with FILE.xib:LINE:COLUMN.
@Suite("Diagnostics")
struct DiagnosticsTests {
    /// The first `length` characters of a fixture line, with every line before it.
    static func cut(_ data: Data, line: Int, column: Int) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var offset = 0
        for previous in lines.prefix(line - 1) { offset += previous.utf8.count + 1 }
        let prefix = String(lines[line - 1].prefix(column - 1))
        return data.prefix(offset + prefix.utf8.count)
    }

    @Test func truncatedInsideConstraints() throws {
        let data = try Fixture.data("CustomItemView.xib")
        // Line 62 is `            <constraints>`; cut 11 spaces into line 63.
        let error = try #require(Fixture.error(Self.cut(data, line: 63, column: 12), fileName: "CustomItemView.xib"))
        #expect(error.description
                == "CustomItemView.xib:63:12: the XML ends inside <constraints> (expected </constraints>)")
        #expect(error.kind == .malformedXML)
        #expect(error.position == XIBSourcePosition(line: 63, column: 12))
        #expect(error.errorDescription == error.description)
    }

    @Test func truncatedInTheMiddleOfATag() throws {
        let data = try Fixture.data("CustomItemView.xib")
        let error = try #require(Fixture.error(Self.cut(data, line: 64, column: 40), fileName: "CustomItemView.xib"))
        #expect(error.description == "CustomItemView.xib:64:40: the XML ends in the middle of a tag inside "
                + "<constraints> (expected </constraints>)")
    }

    @Test(arguments: [(33, 1, "CustomItemView.xib:33:1: the XML ends inside <label> (expected </label>)"),
                      (86, 1, "CustomItemView.xib:86:1: the XML ends inside <connections> (expected </connections>)"),
                      (93, 11, "CustomItemView.xib:93:11: the XML ends inside <namedColor> (expected </namedColor>)"),
                      (2, 50, "CustomItemView.xib:2:50: the XML ends in the middle of a tag, before the root element "
                           + "is complete")])
    func truncatedElsewhere(line: Int, column: Int, expected: String) throws {
        let data = try Fixture.data("CustomItemView.xib")
        let error = Fixture.error(Self.cut(data, line: line, column: column), fileName: "CustomItemView.xib")
        #expect(error?.description == expected)
    }

    @Test func everyPrefixOfAFixtureFails() throws {
        // Cutting anywhere before the closing </document> must throw, never read a partial document.
        let data = try Fixture.data("FeedCollectionCell.xib")
        let end = try #require(String(decoding: data, as: UTF8.self).range(of: "</document>")).lowerBound
        let endOffset = String(decoding: data, as: UTF8.self).utf8.distance(
            from: String(decoding: data, as: UTF8.self).startIndex, to: end)
        var failures = 0
        for length in stride(from: 0, to: endOffset, by: 7) {
            let error = Fixture.error(data.prefix(length), fileName: "FeedCollectionCell.xib")
            #expect(error != nil, "prefix of \(length) bytes read without error")
            if error?.kind == .malformedXML || error?.kind == .notADocument { failures += 1 }
        }
        #expect(failures == (endOffset + 6) / 7)
    }

    @Test func malformedXML() {
        #expect(Fixture.error("<document><a></b></document>")?.description
                == "Inline.xib:1:18: an end tag does not match the element it closes (inside <a>)")
        #expect(Fixture.error("<document>&foo;</document>")?.description
                == "Inline.xib:1:16: an entity reference (&…;) names an entity that is not defined (inside <document>)")
        #expect(Fixture.error("<document a=1/>")?.description == "Inline.xib:1:13: an attribute value is not in quotes")
        #expect(Fixture.error("<document/><extra/>")?.description
                == "Inline.xib:1:12: there is content after the end of the root element")
        #expect(Fixture.error("not xml at all")?.description
                == "Inline.xib:1:1: the file does not start with an XML element")
        #expect(Fixture.error("<document>\n<a x=\"1\" x=\"2\"/></document>")?.kind == .malformedXML)
    }

    @Test func notADocument() {
        #expect(Fixture.error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>")?.description
                == "Inline.xib:2:1: the root element is <plist>; a XIB's root element is <document>")
        #expect(Fixture.error("<?xml version=\"1.0\"?>\n<plist/>")?.kind == .notADocument)
        #expect(Fixture.error("")?.description == "Inline.xib:1:1: the file contains no XML element")
    }

    @Test func doctypeAndEntitiesAreRefused() {
        let doctype = Fixture.error("<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY a \"aaaa\">]>\n<document>&a;</document>")
        #expect(doctype?.kind == .forbiddenDeclaration)
        #expect(doctype?.description == "Inline.xib:2:1: the file declares <!DOCTYPE…>; XIB files have no DTD and the "
                + "reader does not process DTDs or entity declarations")
        let external = Fixture.error("<!DOCTYPE document SYSTEM \"file:///etc/passwd\"><document/>")
        #expect(external?.position == XIBSourcePosition(line: 1, column: 1))
        #expect(Fixture.error("<document><!ENTITY x \"y\"></document>")?.kind == .forbiddenDeclaration)
    }

    @Test func duplicateIDs() {
        let error = Fixture.error(Fixture.wrap("""
                <view contentMode="scaleToFill" id="AAA-00-001">
                    <subviews>
                        <view contentMode="scaleToFill" id="AAA-00-001"/>
                    </subviews>
                </view>
        """))
        #expect(error?.kind == .duplicateID)
        #expect(error?.description
                == "Inline.xib:6:17: the id 'AAA-00-001' of <view> is already used by <view> at 4:9")
    }

    @Test func constraintNamingAMissingID() {
        let error = Fixture.error(Fixture.wrap("""
                <view contentMode="scaleToFill" id="AAA-00-001">
                    <constraints>
                        <constraint firstItem="ZZZ-99-999" firstAttribute="top" secondItem="AAA-00-001" secondAttribute="top" id="CCC-00-001"/>
                    </constraints>
                </view>
        """))
        #expect(error?.kind == .unknownReference)
        #expect(error?.description
                == "Inline.xib:6:17: constraint 'CCC-00-001' names 'ZZZ-99-999', which no object in the document has")
    }

    @Test func constraintNamingSomethingThatIsNotAView() {
        let error = Fixture.error(Fixture.wrap("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="AAA-00-001">
                    <constraints>
                        <constraint firstAttribute="width" secondItem="-1" secondAttribute="width" id="CCC-00-001"/>
                    </constraints>
                </view>
        """))
        #expect(error?.description == "Inline.xib:7:17: constraint 'CCC-00-001' names '-1', which is a <placeholder>, "
                + "not a view or layout guide")
    }

    @Test func unknownElementsAndAttributesAreNotedWithPositions() throws {
        let document = try Fixture.read(Fixture.wrap("""
                <view contentMode="scaleToFill" sparkle="YES" id="AAA-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <fancyWidget intensity="11">
                        <child/>
                    </fancyWidget>
                    <subviews>
                        <holoView contentMode="scaleToFill" id="HHH-00-001"/>
                    </subviews>
                </view>
                <customObject id="OBJ-00-001" customClass="Helper"/>
                <view id="AAA-00-002">
                    <view id="AAA-00-003"/>
                </view>
        """))
        #expect(document.notes.map(\.description) == [
            "Inline.xib:4:9: skipped unknown attribute 'sparkle' of <view>",
            "Inline.xib:6:13: skipped unknown element <fancyWidget> in <view>",
            "Inline.xib:10:17: unknown view element <holoView>; read as a generic view",
            "Inline.xib:13:9: skipped <customObject> in <objects>: it is not a view or placeholder",
            "Inline.xib:15:13: skipped <view> directly inside <view>: subviews belong in <subviews>",
        ])
        #expect(document.notes[1].position == XIBSourcePosition(line: 6, column: 13))
        #expect(document.notes[1].message == "skipped unknown element <fancyWidget> in <view>")
        #expect(document.notes[1].fileName == "Inline.xib")
        // The unknown view element is kept as a generic view.
        let holo = try #require(document.view(withID: "HHH-00-001"))
        #expect(holo.kind == .other("holoView"))
        #expect(holo.kind.elementName == "holoView")
        #expect(document.views.map(\.id) == ["AAA-00-001", "AAA-00-002"])
        #expect(document.view(withID: "AAA-00-003") == nil)
    }

    @Test func valuesThatDoNotParseAreNotedAndDefaulted() throws {
        let document = try Fixture.read(Fixture.wrap("""
                <view contentMode="sideways" alpha="lots" hidden="maybe" id="AAA-00-001">
                    <rect key="frame" x="0x10" y="0.0" width="12pt" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" multiplier="3:0" id="CCC-00-001"/>
                        <constraint firstAttribute="sideways" constant="10" id="CCC-00-002"/>
                        <constraint firstAttribute="height" constant="10" priority="5000" id="CCC-00-003"/>
                    </constraints>
                </view>
        """))
        let view = try #require(document.views.first)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(view.frame == LayoutRect(x: 0, y: 0, width: 0, height: 10))
        #expect(view.constraints.map(\.id) == ["CCC-00-003"])
        #expect(view.constraints.first?.priority == 1000)
        #expect(document.notes.map(\.description) == [
            "Inline.xib:4:9: the attribute 'hidden' of <view> is 'maybe', not YES or NO; using NO",
            "Inline.xib:4:9: the attribute 'alpha' of <view> is not a number ('lots'); ignored",
            "Inline.xib:4:9: the attribute 'contentMode' of <view> has the unknown value 'sideways'; using the default",
            "Inline.xib:5:13: the attribute 'x' of <rect> is not a number ('0x10'); ignored",
            "Inline.xib:5:13: the attribute 'width' of <rect> is not a number ('12pt'); ignored",
            "Inline.xib:7:17: skipped constraint 'CCC-00-001': the multiplier '3:0' is not a number or a ratio a:b",
            "Inline.xib:8:17: skipped constraint 'CCC-00-002': the attribute 'sideways' is unknown",
            "Inline.xib:9:17: the attribute 'priority' of <constraint> is 5000, outside a priority of 1…1,000 "
                + "(XIBValueRanges.priority); clamped to 1,000",
        ])
    }

    @Test func danglingOutletsAndStoryboardsAreNoted() throws {
        let document = try Fixture.read("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections>
                        <outlet property="gone" destination="NOP-00-000" id="OUT-00-001"/>
                    </connections>
                </placeholder>
            </objects>
            <scenes/>
        </document>
        """)
        #expect(document.notes.map(\.description) == [
            "Inline.xib:2:1: the document type is 'com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB', not an iOS "
                + "XIB (com.apple.InterfaceBuilder3.CocoaTouch.XIB); reading it anyway",
            "Inline.xib:6:17: outlet 'gone' points to 'NOP-00-000', which no object in the document has",
            "Inline.xib:10:5: skipped <scenes>: this is a storyboard; the reader reads XIB objects only",
        ])
    }

    @Test func unreadableFile() {
        let url = Fixture.directory.appendingPathComponent("Missing.xib")
        #expect(throws: XIBError.self) { try XIBDocument(contentsOf: url) }
        do {
            _ = try XIBReader.read(contentsOf: url)
            Issue.record("read a missing file")
        } catch {
            #expect(error.kind == .unreadableFile)
            #expect(error.fileName == "Missing.xib")
            #expect(error.description.hasPrefix("Missing.xib:1:1: the file cannot be read"))
        }
    }
}

extension DiagnosticsTests {
    @Test func deviceAdaptationIDsAreNotObjectIDs() throws {
        // Xcode 9–10 wrote <device id="retina4_7"><adaptation id="fullscreen"/></device>; those ids
        // name devices, so a view may use the same string. The adaptation is the device's layout.
        let document = try Fixture.read("""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <view id="fullscreen"/>
            </objects>
        </document>
        """)
        #expect(document.device == XIBDevice(id: "retina4_7", orientation: "portrait", appearance: nil,
                                             layout: "fullscreen"))
        #expect(document.views.map(\.id) == ["fullscreen"])
    }
}
