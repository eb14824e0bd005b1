import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// Every number of a XIB is checked against its ``XIBValueRanges`` range where it is read: the
/// hostile-input review's reproducers (issue 41) are errors at the element, word for word, before
/// anything downstream converts them to `Int` or hands them to Pango or Cairo.
@Suite struct XIBHostileNumberTests {
    /// The error reading `objects` (inside ``Fixture/wrap(_:resources:)``) throws, as printed.
    func error(_ objects: String, resources: String = "") -> String? {
        Fixture.error(Fixture.wrap(objects, resources: resources))?.description
    }

    /// A label with `attributes` on line 4, column 9.
    func label(_ attributes: String, font: String = "") -> String {
        """
                <label \(attributes) id="LBL-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    \(font)
                </label>
        """
    }

    @Test func lineCountsPastAnyScreenAreRefused() {
        #expect(error(label(#"numberOfLines="9223372036854775807""#)) == "Inline.xib:4:9: the attribute 'numberOfLines' "
            + "of <label> is 9223372036854775807; expected a number of lines of 0…1,000 (XIBValueRanges.numberOfLines)")
        #expect(error(label(#"numberOfLines="2147483648""#)) == "Inline.xib:4:9: the attribute 'numberOfLines' "
            + "of <label> is 2147483648; expected a number of lines of 0…1,000 (XIBValueRanges.numberOfLines)")
        // Beyond a 64-bit integer: still a number, and still out of range (not "not an integer").
        #expect(error(label(#"numberOfLines="99999999999999999999""#)) == "Inline.xib:4:9: the attribute "
            + "'numberOfLines' of <label> is 99999999999999999999; expected a number of lines of 0…1,000 "
            + "(XIBValueRanges.numberOfLines)")
        #expect(error(label(#"numberOfLines="-1""#))?.hasSuffix("is -1; expected a number of lines of 0…1,000 "
            + "(XIBValueRanges.numberOfLines)") == true)
        #expect(error(label(#"numberOfLines="1000""#)) == nil)
    }

    @Test func fontSizesOutsideOneToAThousandPointsAreRefused() {
        for size in ["1e9", "1e308", "-1e308", "1000.5", "0.5"] {
            #expect(error(label("", font: #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#))
                == "Inline.xib:6:13: the attribute 'pointSize' of <fontDescription> is \(size); expected a font size "
                + "in points of 1…1,000 (XIBValueRanges.fontSize)")
        }
        let document = try? Fixture.read(Fixture.wrap(label(
            "", font: #"<fontDescription key="fontDescription" type="system" pointSize="1000"/>"#)))
        #expect(document?.views.first?.label?.font?.pointSize == 1000)
    }

    @Test func aFontSizeOfZeroIsTheDefaultSize() throws {
        let document = try Fixture.read(Fixture.wrap(label(
            "", font: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="0.0"/>"#)))
        #expect(document.views.first?.label?.font == XIBFont(descriptor: .boldSystem, pointSize: nil))
        #expect(document.notes.map(\.description) == [
            "Inline.xib:6:13: the font's pointSize is 0; read as the font's default size, as UIKit reads it",
        ])
    }

    @Test func framesPastAHundredThousandPointsAreRefused() {
        func view(_ frame: String) -> String {
            """
                    <view contentMode="scaleToFill" id="VEW-00-001">
                        <rect key="frame" \(frame)/>
                    </view>
            """
        }
        #expect(error(view(#"x="0.0" y="0.0" width="1e308" height="1e308""#)) == "Inline.xib:5:13: the attribute "
            + "'width' of <rect> is 1e308; expected a size in points of 0…100,000 (XIBValueRanges.length)")
        #expect(error(view(#"x="0.0" y="0.0" width="375" height="1e19""#)) == "Inline.xib:5:13: the attribute "
            + "'height' of <rect> is 1e19; expected a size in points of 0…100,000 (XIBValueRanges.length)")
        #expect(error(view(#"x="-1e50" y="0.0" width="375" height="10""#)) == "Inline.xib:5:13: the attribute "
            + "'x' of <rect> is -1e50; expected a length in points of -100,000…100,000 (XIBValueRanges.coordinate)")
        #expect(error(view(#"x="0.0" y="0.0" width="-1" height="10""#)) == "Inline.xib:5:13: the attribute "
            + "'width' of <rect> is -1; expected a size in points of 0…100,000 (XIBValueRanges.length)")
        #expect(error(view(#"x="-100000" y="100000" width="100000" height="0""#)) == nil)
    }

    @Test func numbersThatAreNotFiniteAreAlwaysRefused() {
        for text in ["nan", "NaN", "inf", "-Infinity", "1e999"] {
            #expect(error("""
                    <view alpha="\(text)" id="VEW-00-001"/>
            """) == "Inline.xib:4:9: the attribute 'alpha' of <view> is \(text); expected a fraction of 0…1 "
                + "(XIBValueRanges.unitInterval)")
        }
    }

    @Test func imageSizesPastAHundredThousandPointsAreRefused() {
        for size in ["1e50", "1e100", "1e308"] {
            #expect(error("", resources: """
                    <image name="logo" width="\(size)" height="16"/>
            """) == "Inline.xib:7:9: the attribute 'width' of <image> is \(size); expected a size in points of "
                + "0…100,000 (XIBValueRanges.length)")
            #expect(error("""
                    <imageView image="logo" id="IMG-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(size)" height="\(size)"/>
                    </imageView>
            """) == "Inline.xib:5:13: the attribute 'width' of <rect> is \(size); expected a size in points of "
                + "0…100,000 (XIBValueRanges.length)")
        }
    }

    @Test func cornerRadiiAndBorderWidthsAreLengths() {
        func view(_ keyPath: String, _ value: String) -> String {
            """
                    <view id="VEW-00-001">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="\(keyPath)">
                                <real key="value" value="\(value)"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
            """
        }
        #expect(error(view("layer.cornerRadius", "1e50")) == "Inline.xib:7:21: the value of the runtime attribute "
            + "'layer.cornerRadius' is 1e50; expected a size in points of 0…100,000 (XIBValueRanges.length)")
        #expect(error(view("layer.borderWidth", "-2")) == "Inline.xib:7:21: the value of the runtime attribute "
            + "'layer.borderWidth' is -2; expected a size in points of 0…100,000 (XIBValueRanges.length)")
        #expect(error(view("shadowOffsetY", "1e100")) == "Inline.xib:7:21: the value of the runtime attribute "
            + "'shadowOffsetY' is 1e100; expected a number of -1,000,000,000…1,000,000,000 "
            + "(XIBValueRanges.runtimeNumber)")
        #expect(error(view("layer.cornerRadius", "12")) == nil)
    }

    @Test func constantsAndMultipliersPastTheirRangesAreRefused() {
        func constraint(_ attributes: String) -> String {
            """
                    <view id="VEW-00-001">
                        <constraints>
                            <constraint firstAttribute="width" \(attributes) id="CNS-00-001"/>
                        </constraints>
                    </view>
            """
        }
        #expect(error(constraint(#"constant="1e308""#)) == "Inline.xib:6:17: the attribute 'constant' of "
            + "<constraint> is 1e308; expected a length in points of -100,000…100,000 (XIBValueRanges.coordinate)")
        #expect(error(constraint(#"secondAttribute="height" multiplier="1e308""#)) == "Inline.xib:6:17: the "
            + "attribute 'multiplier' of <constraint> is 1e308; expected a multiplier of -1,000…1,000 "
            + "(XIBValueRanges.multiplier)")
        #expect(error(constraint(#"secondAttribute="height" multiplier="1e308:1""#)) == "Inline.xib:6:17: the "
            + "attribute 'multiplier' of <constraint> is 1e308:1; expected a multiplier of -1,000…1,000 "
            + "(XIBValueRanges.multiplier)")
        #expect(error(constraint(#"secondAttribute="height" multiplier="inf:1""#)) == "Inline.xib:6:17: the "
            + "attribute 'multiplier' of <constraint> is inf:1; expected a multiplier of -1,000…1,000 "
            + "(XIBValueRanges.multiplier)")
        #expect(error(constraint(#"secondAttribute="height" multiplier="1000:1" constant="-100000""#)) == nil)
    }

    @Test func insetsAndSpacingAreCoordinates() {
        #expect(error("""
                <view id="VEW-00-001">
                    <edgeInsets key="layoutMargins" top="8" left="1e50" bottom="8" right="8"/>
                </view>
        """) == "Inline.xib:5:13: the attribute 'left' of <edgeInsets> is 1e50; expected a length in points of "
            + "-100,000…100,000 (XIBValueRanges.coordinate)")
        #expect(error("""
                <stackView axis="vertical" spacing="-1e308" id="STK-00-001"/>
        """) == "Inline.xib:4:9: the attribute 'spacing' of <stackView> is -1e308; expected a length in points of "
            + "-100,000…100,000 (XIBValueRanges.coordinate)")
    }

    @Test func prioritiesAlphasAndColoursAreClampedWithANote() throws {
        let document = try Fixture.read(Fixture.wrap("""
                <view alpha="1.5" horizontalHuggingPriority="1e308" id="VEW-00-001">
                    <color key="backgroundColor" red="1.2" green="0.5" blue="-0.25" alpha="1" colorSpace="custom" customColorSpace="extendedSRGB"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" priority="5000" id="CNS-00-001"/>
                    </constraints>
                </view>
        """))
        let view = try #require(document.views.first)
        #expect(view.alpha == 1)
        #expect(view.horizontalHuggingPriority == 1000)
        #expect(view.constraints.first?.priority == 1000)
        guard case .literal(let colour)? = view.backgroundColor else {
            Issue.record("the background colour is \(String(describing: view.backgroundColor))")
            return
        }
        #expect(colour.model == .rgb(red: 1, green: 0.5, blue: 0))
        #expect(document.notes.map(\.description) == [
            "Inline.xib:4:9: the attribute 'alpha' of <view> is 1.5, outside a fraction of 0…1 "
                + "(XIBValueRanges.unitInterval); clamped to 1",
            "Inline.xib:4:9: the attribute 'horizontalHuggingPriority' of <view> is 1e308, outside a priority of "
                + "1…1,000 (XIBValueRanges.priority); clamped to 1,000",
            "Inline.xib:5:13: the attribute 'red' of <color> is 1.2, outside a colour component of 0…1 "
                + "(XIBValueRanges.colorComponent); clamped to 1",
            "Inline.xib:5:13: the attribute 'blue' of <color> is -0.25, outside a colour component of 0…1 "
                + "(XIBValueRanges.colorComponent); clamped to 0",
            "Inline.xib:7:17: the attribute 'priority' of <constraint> is 5000, outside a priority of 1…1,000 "
                + "(XIBValueRanges.priority); clamped to 1,000",
        ])
        // Not finite is refused even where out of range is clamped.
        #expect(error(#"        <view verticalCompressionResistancePriority="nan" id="VEW-00-001"/>"#)
            == "Inline.xib:4:9: the attribute 'verticalCompressionResistancePriority' of <view> is nan; expected a "
            + "priority of 1…1,000 (XIBValueRanges.priority)")
    }

    /// Xcode's own files never trip a range: every fixture reads without a note about one.
    @Test func xcodesXIBsAreWithinEveryRange() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path)
            .filter { $0.hasSuffix(".xib") }.sorted()
        #expect(names.count >= 6)
        for name in names {
            let document = try Fixture.document(name)
            #expect(document.notes.filter { $0.message.contains("XIBValueRanges") }.isEmpty, "\(name)")
        }
    }

    @Test func boundsAreWrittenAsTheDocsWriteThem() {
        #expect(XIBValueRanges.coordinate.expectation
            == "a length in points of -100,000…100,000 (XIBValueRanges.coordinate)")
        #expect(XIBValueRanges.unitInterval.expectation == "a fraction of 0…1 (XIBValueRanges.unitInterval)")
        #expect(XIBValueRange.format(0.5) == "0.5")
        #expect(XIBValueRanges.tag.expectation == "a tag of -2,147,483,648…2,147,483,647 (XIBValueRanges.tag)")
    }
}
