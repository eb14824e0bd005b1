import AdLayoutTestSupport
import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// Size-class variations applied for the design device's trait collection, as IB saves the frames: the
/// design devices' size classes (Apple's documented classes: every iPhone compact x regular in portrait;
/// in landscape height compact, width regular on the Plus, Max, XR and 11; iPads regular x regular), the
/// merge rule (default, then one-class keys, then two-class keys; masks in that order; attributes and keyed
/// children replaced), and Vocable's ToastView, whose widthClass=compact variation IB applied to the frames
/// it saved for an iPhone XR in portrait.
@Suite("Size-class variations")
struct SizeClassVariationTests {
    /// A XIB designed on `device` (no `<device>` when `nil`; line 3 either way), `objects` from line 5.
    static func xib(device: String?, _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            \(device ?? "")
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A view holding a constraint (line 8) whose constant is 8 by default and varies by size class
    /// (lines 9–12).
    static let varyingConstant = """
                <view contentMode="scaleToFill" id="Rt0-Aa-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="8" id="Ht0-Aa-000">
                            <variation key="heightClass=regular-widthClass=compact" constant="24"/>
                            <variation key="widthClass=compact" constant="16"/>
                            <variation key="heightClass=compact" constant="99"/>
                            <variation key="heightClass=regular-widthClass=regular" constant="50"/>
                        </constraint>
                    </constraints>
                </view>
        """

    static let portraitPhone = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#

    @Test(arguments: [
        ("retina6_1", "portrait", nil, XIBTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)),
        ("retina6_1", "landscape", nil, XIBTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)),
        ("retina5_5", "landscape", nil, XIBTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)),
        ("retina4_7", "landscape", nil, XIBTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)),
        ("retina5_9", "landscape", nil, XIBTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)),
        ("retina6_12", nil, nil, XIBTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)),
        ("ipad12_9", "portrait", "fullscreen", XIBTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)),
        ("ipad9_7", "landscape", nil, XIBTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)),
        ("ipad9_7", "portrait", "splitview1_3", nil),
        ("retina6_1", "faceUp", nil, nil),
        ("watch44", "portrait", nil, nil),
    ] as [(String, String?, String?, XIBTraitCollection?)])
    func designDeviceTraits(id: String, orientation: String?, layout: String?, expected: XIBTraitCollection?) {
        #expect(XIBDevice(id: id, orientation: orientation, appearance: nil, layout: layout).traitCollection == expected)
    }

    @Test func theMostSpecificMatchingVariationWins() throws {
        let document = try Fixture.read(Self.xib(device: Self.portraitPhone, Self.varyingConstant))
        // Compact width, regular height: the two-class key beats the one-class key written after it; the
        // heightClass=compact and regular-width variations are other devices' and dropped without a note.
        #expect(document.constraint(withID: "Ht0-Aa-000")?.constant == 24)
        #expect(document.notes.isEmpty)
        #expect(document.device?.traitCollection?.description == "widthClass=compact heightClass=regular")
    }

    @Test func aLandscapeLargePhoneHasRegularWidth() throws {
        let device = #"<device id="retina6_1" orientation="landscape" appearance="light"/>"#
        let document = try Fixture.read(Self.xib(device: device, Self.varyingConstant))
        #expect(document.constraint(withID: "Ht0-Aa-000")?.constant == 99)
    }

    @Test func withoutADeviceOnlyTheDefaultApplies() throws {
        let document = try Fixture.read(Self.xib(device: nil, Self.varyingConstant))
        #expect(document.constraint(withID: "Ht0-Aa-000")?.constant == 8)
        #expect(document.notes.map(\.description) == [9, 10, 11, 12].map { line in
            let key = ["heightClass=regular-widthClass=compact", "widthClass=compact", "heightClass=compact",
                       "heightClass=regular-widthClass=regular"][line - 9]
            return "Inline.xib:\(line):21: size-class variation '\(key)' is not applied (the model describes the default "
                + "trait collection)"
        })
    }

    @Test func onADeviceOfUnknownSizeClassesOnlyTheDefaultApplies() throws {
        let device = #"<device id="retina9_9" orientation="portrait" appearance="light"/>"#
        let document = try Fixture.read(Self.xib(device: device, Self.varyingConstant))
        #expect(document.constraint(withID: "Ht0-Aa-000")?.constant == 8)
        #expect(document.notes.first?.description == "Inline.xib:9:21: size-class variation "
                + "'heightClass=regular-widthClass=compact' is not applied (the size classes of the design device "
                + "'retina9_9' are not known; the model describes the default trait collection)")
        #expect(document.notes.count == 4)
    }

    @Test func aKeyThatNamesNoSizeClassesIsNoted() throws {
        let document = try Fixture.read(Self.xib(device: Self.portraitPhone, """
                <view contentMode="scaleToFill" id="Rt0-Aa-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="8" id="Ht0-Aa-000">
                            <variation key="widthClass=any" constant="3"/>
                        </constraint>
                    </constraints>
                </view>
        """))
        #expect(document.constraint(withID: "Ht0-Aa-000")?.constant == 8)
        #expect(document.notes.map(\.description) == [
            "Inline.xib:9:21: size-class variation 'widthClass=any' is not applied (its key names no size classes: "
                + "IB writes widthClass=X, heightClass=Y or heightClass=Y-widthClass=X)",
        ])
    }

    /// Masks apply in order: the default's excludes, then each matching variation's includes and excludes,
    /// one-class keys before two-class keys.
    @Test func masksApplyInOrder() throws {
        let document = try Fixture.read(Self.xib(device: Self.portraitPhone, """
                <view contentMode="scaleToFill" id="Rt0-Aa-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sb1-Aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sb2-Aa-002">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sb1-Aa-001" firstAttribute="top" secondItem="Rt0-Aa-000" secondAttribute="top" id="Ca1-Aa-001"/>
                        <constraint firstItem="Sb2-Aa-002" firstAttribute="top" secondItem="Rt0-Aa-000" secondAttribute="top" id="Ca2-Aa-002"/>
                        <constraint firstItem="Sb1-Aa-001" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" id="Ca3-Aa-003"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="Sb1-Aa-001"/>
                            <exclude reference="Sb2-Aa-002"/>
                        </mask>
                        <mask key="constraints">
                            <exclude reference="Ca1-Aa-001"/>
                            <exclude reference="Ca2-Aa-002"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=regular-widthClass=compact">
                        <mask key="constraints">
                            <exclude reference="Ca3-Aa-003"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=compact">
                        <mask key="subviews">
                            <include reference="Sb1-Aa-001"/>
                        </mask>
                        <mask key="constraints">
                            <include reference="Ca1-Aa-001"/>
                            <include reference="Ca3-Aa-003"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="subviews">
                            <include reference="Sb2-Aa-002"/>
                        </mask>
                    </variation>
                </view>
        """))
        #expect(document.allViews.filter { !$0.isInstalled }.map(\.id) == ["Sb2-Aa-002"])
        let root = try #require(document.view(withID: "Rt0-Aa-000"))
        // Ca2 places an uninstalled view; Ca3, included by the one-class key, is excluded by the two-class key.
        #expect(root.constraints.map(\.isActive) == [true, false, false])
        #expect(document.notes.isEmpty)
    }

    /// Keyed children replace the element's child with the same key (or are added); attributes replace the
    /// element's own. A stack view turns vertical with a wider spacing, a label takes a bold 24-pt font and a
    /// text colour its default does not have.
    @Test func attributesAndKeyedChildrenReplaceTheElementsOwn() throws {
        let document = try Fixture.read(Self.xib(device: Self.portraitPhone, """
                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" id="St0-Aa-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Lb1-Aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                            <variation key="widthClass=compact">
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </variation>
                        </label>
                    </subviews>
                    <variation key="widthClass=compact" axis="vertical" spacing="16"/>
                </stackView>
        """))
        let stack = try #require(document.view(withID: "St0-Aa-000")?.stackView)
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 16)
        let label = try #require(document.view(withID: "Lb1-Aa-001")?.label)
        #expect(label.font == XIBFont(descriptor: .boldSystem, pointSize: 24))
        #expect(label.textColor == .literal(XIBColorComponents(model: .white(0), alpha: 1,
                                                                colorSpace: .genericGamma22Gray)))
        #expect(document.notes.isEmpty)
    }

    /// A value a variation gave is reported where the variation wrote it.
    @Test func diagnosticsPointAtTheVariation() throws {
        let objects = """
                <view contentMode="scaleToFill" id="Rt0-Aa-000">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="8" id="Ht0-Aa-000">
                            <variation key="widthClass=compact" priority="high" unknownAttribute="1"/>
                            <variation key="heightClass=compact" constant="nan"/>
                        </constraint>
                        <constraint firstAttribute="width" constant="8" id="Wd0-Aa-000">
                            <variation key="widthClass=compact" constant="nan"/>
                        </constraint>
                    </constraints>
                </view>
        """
        let error = try #require(Fixture.error(Self.xib(device: Self.portraitPhone, objects)))
        #expect(error.description == "Inline.xib:13:21: the attribute 'constant' of <constraint> is nan; expected "
                + XIBValueRanges.coordinate.expectation)

        let readable = objects.replacingOccurrences(of: #"<variation key="widthClass=compact" constant="nan"/>"#,
                                                    with: "")
        let document = try Fixture.read(Self.xib(device: Self.portraitPhone, readable))
        #expect(document.notes.map(\.description) == [
            "Inline.xib:9:21: skipped unknown attribute 'unknownAttribute' of <constraint>",
            "Inline.xib:9:21: the attribute 'priority' of <constraint> is not a number ('high'); ignored",
        ])
    }

    /// Vocable's ToastView (MIT), designed on an iPhone XR in portrait: its widthClass=compact variation gives
    /// the view 16/32 margins and the label a bold 24-pt font, and IB saved the label at 32, 16, 323 x 76.
    @Test func vocableToastViewTakesItsCompactWidthVariation() throws {
        let url = Repository.fixtures.appendingPathComponent("ib-corpus/Vocable-ToastView.xib")
        let document = try XIBReader.read(contentsOf: url)
        #expect(document.device?.traitCollection
                == XIBTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        let toast = try #require(document.view(withID: "yiJ-Tr-Jim"))
        #expect(toast.layoutMargins == XIBEdgeInsets(top: 16, leading: 32, bottom: 16, trailing: 32, isDirectional: false))
        let label = try #require(document.view(withID: "fEx-Zh-S4e"))
        #expect(label.label?.font == XIBFont(descriptor: .boldSystem, pointSize: 24))
        #expect(label.frame == LayoutRect(x: 32, y: 16, width: 323, height: 76))
        #expect(document.notes.map(\.description) == [])
    }
}
