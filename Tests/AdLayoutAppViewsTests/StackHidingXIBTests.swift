import AdLayoutAppViews
import AdLayoutCore
import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutRender
import Foundation
import Testing

/// Arranged subviews of a XIB's stack views hidden per ad (the guide's `setData`: `descLabel.isHidden = true`) or in
/// the XIB (`hidden="YES"`) collapse their stacks as UIKit does: the view takes no space along the axis and the gap
/// next to it goes away. Frames are worked out by hand: a 17-pt label is UIKit's 20.333 pt tall (SF's line height,
/// 20.287, on the 1/3-pt grid); the fixed-advance measurer gives its width.
@Suite struct StackHidingXIBTests {
    static func label(_ id: String, _ text: String, hidden: Bool = false) -> String {
        """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \(hidden ? #"hidden="YES" "# : "")text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="0.0" y="0.0" width="343" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
        """
    }

    /// An arranged subview of the row whose width and height are its own constraints (`constraintIDs`), as Xcode writes
    /// one: `element` with `attributes`, at `x`, `y` in the row.
    static func sized(_ element: String, _ attributes: String, id: String, x: String, y: String, width: Int, height: Int,
                      constraintIDs: (width: String, height: String)) -> String {
        """
                                <\(element) \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="\(width)" id="\(constraintIDs.width)"/>
                                        <constraint firstAttribute="height" constant="\(height)" id="\(constraintIDs.height)"/>
                                    </constraints>
                                </\(element)>
        """
    }

    /// A column (title, desc, point; spacing 4) over a row (a 40-pt icon, a badge whose width of 36 is required,
    /// a name; spacing 8, centred), as Xcode writes them.
    static func xib(descHidden: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Rt0-aa-001" customClass="StackItemView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="160"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="vSt-aa-002">
                            <rect key="frame" x="16" y="16" width="343" height="69"/>
                            <subviews>
        \(label("Ttl-aa-003", "Title"))
        \(label("Dsc-aa-004", "Install", hidden: descHidden))
        \(label("Pnt-aa-005", "180"))
                            </subviews>
                        </stackView>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="hSt-aa-006">
                            <rect key="frame" x="16" y="97" width="127" height="40"/>
                            <subviews>
        \(sized("imageView", #"clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251""#,
                 id: "Icn-aa-007", x: "0.0", y: "0.0", width: 40, height: 40, constraintIDs: ("IcW-aa-008", "IcH-aa-009")))
        \(sized("view", #"contentMode="scaleToFill""#, id: "Bdg-aa-010", x: "48", y: "10", width: 36, height: 20,
                 constraintIDs: ("BdW-aa-011", "BdH-aa-012")))
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Nam-aa-013">
                                    <rect key="frame" x="92" y="10" width="37.333333333333336" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="vSt-aa-002" firstAttribute="leading" secondItem="Rt0-aa-001" secondAttribute="leading" constant="16" id="C01-aa-014"/>
                        <constraint firstAttribute="trailing" secondItem="vSt-aa-002" secondAttribute="trailing" constant="16" id="C02-aa-015"/>
                        <constraint firstItem="vSt-aa-002" firstAttribute="top" secondItem="Rt0-aa-001" secondAttribute="top" constant="16" id="C03-aa-016"/>
                        <constraint firstItem="hSt-aa-006" firstAttribute="leading" secondItem="vSt-aa-002" secondAttribute="leading" id="C04-aa-017"/>
                        <constraint firstItem="hSt-aa-006" firstAttribute="top" secondItem="vSt-aa-002" secondAttribute="bottom" constant="12" id="C05-aa-018"/>
                    </constraints>
                    <connections>
                        <outlet property="titleLabel" destination="Ttl-aa-003" id="O01-aa-019"/>
                        <outlet property="descLabel" destination="Dsc-aa-004" id="O02-aa-020"/>
                        <outlet property="pointLabel" destination="Pnt-aa-005" id="O03-aa-021"/>
                        <outlet property="badgeView" destination="Bdg-aa-010" id="O04-aa-022"/>
                        <outlet property="nameLabel" destination="Nam-aa-013" id="O05-aa-023"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
    }

    static func view(descHidden: Bool = false) throws -> XIBItemView {
        try XIBItemView(document: XIBDocument(data: Data(xib(descHidden: descHidden).utf8), fileName: "StackItemView.xib"),
                        file: "StackItemView.xib")
    }

    /// Frames by outlet, relative to the item's origin.
    static func frames(_ view: XIBItemView, _ content: XIBItemView.Content) -> (frames: [String: CGRect], hidden: Set<String>, warnings: [Diagnostic]) {
        let (nodes, warnings) = view.layout(content, in: CGRect(x: 10, y: 100, width: 375, height: 160), measurer: ApproximateTextMeasurer())
        var frames: [String: CGRect] = [:]
        var hidden = Set<String>()
        for node in nodes {
            node.visit { n in
                frames[n.kind.rawValue] = n.frame.offsetBy(dx: -10, dy: -100)
                if n.isHidden { hidden.insert(n.kind.rawValue) }
            }
        }
        return (frames, hidden, warnings)
    }

    static let line: CGFloat = 61.0 / 3   // a 17-pt label: ⌈20.287 × 3⌉ / 3

    @Test func descHiddenPerAdMovesThePointRowUp() throws {
        let view = try Self.view()
        let normal = Self.frames(view, XIBItemView.Content())
        #expect(normal.warnings.isEmpty, "\(normal.warnings)")
        let point = try #require(normal.frames["pointLabel"])
        let name = try #require(normal.frames["nameLabel"])
        let twoRows: CGFloat = 16 + 2 * (Self.line + 4)
        #expect(abs(point.minY - twoRows) < 0.001)
        var confirm = XIBItemView.Content()
        confirm.hidden["descLabel"] = true
        let collapsed = Self.frames(view, confirm)
        #expect(collapsed.warnings.isEmpty, "\(collapsed.warnings)")
        // Up by desc's height and the spacing; the row below with it.
        let movedPoint = try #require(collapsed.frames["pointLabel"])
        let movedName = try #require(collapsed.frames["nameLabel"])
        let up: CGFloat = Self.line + 4
        #expect(abs(movedPoint.minY - (twoRows - up)) < 0.001)
        #expect(abs(movedName.minY - (name.minY - up)) < 0.001)
        #expect(collapsed.frames["descLabel"]?.height == 0 && collapsed.hidden.contains("descLabel"))
        // The next ad in the normal state: the kept system shows it again.
        #expect(Self.frames(view, XIBItemView.Content()).frames["pointLabel"] == point)
    }

    @Test func descHiddenInTheXIBAndShownPerAd() throws {
        let view = try Self.view(descHidden: true)
        let oneRow: CGFloat = 16 + Self.line + 4
        let designed = try #require(Self.frames(view, XIBItemView.Content()).frames["pointLabel"])
        #expect(abs(designed.minY - oneRow) < 0.001)
        var shown = XIBItemView.Content()
        shown.hidden["descLabel"] = false
        let frames = Self.frames(view, shown).frames
        let desc = try #require(frames["descLabel"]), point = try #require(frames["pointLabel"])
        #expect(abs(desc.minY - oneRow) < 0.001)
        #expect(abs(point.minY - (oneRow + Self.line + 4)) < 0.001)
    }

    /// The badge's required width against UISV-hiding: the row closes up by 36 + 8 all the same, and the conflict is
    /// said at the badge's constraint, naming UISV-hiding.
    @Test func aHiddenBadgeLosesItsWidthAndSpacing() throws {
        let view = try Self.view()
        let normal = Self.frames(view, XIBItemView.Content())
        #expect(abs((normal.frames["nameLabel"]?.minX ?? 0) - (16 + 40 + 8 + 36 + 8)) < 0.001)
        var content = XIBItemView.Content()
        content.hidden["badgeView"] = true
        let hidden = Self.frames(view, content)
        #expect(abs((hidden.frames["nameLabel"]?.minX ?? 0) - (16 + 40 + 8)) < 0.001)
        #expect(hidden.hidden.contains("badgeView"))
        // Where the badge's width is written in the XIB.
        let lines = Self.xib().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains(#"id="BdW-aa-011""#) }) + 1
        let column = lines[row - 1].prefix { $0 == " " }.count + 1
        #expect(hidden.warnings.map { $0.line } == [
            "warning: StackItemView.xib:\(row):\(column): unable to simultaneously satisfy constraints: BdW-aa-011 (StackItemView.xib:\(row)): "
                + "Bdg-aa-010.width == 36.0 @1000; Bdg-aa-010.width == 0.0 @999.999 [stack view hSt-aa-006: UISV-hiding]; "
                + "broke Bdg-aa-010.width == 0.0 @999.999 [stack view hSt-aa-006: UISV-hiding], as UIKit does",
        ])
    }

    /// A label laid out at 0 × 0 draws nothing (it once drew half a glyph): the canvas stays its background.
    @Test func aLabelWithNoAreaDrawsNothing() {
        var label = LayoutNode(kind: NodeKind(rawValue: "descLabel"), frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        label.content = .text(TextContent(string: "설치하면", font: Font(size: 17), color: .black, numberOfLines: 1,
                                          lineBreakMode: .byTruncatingTail, alignment: .left))
        let screen = LayoutNode(kind: .screen, frame: CGRect(x: 0, y: 0, width: 60, height: 40), box: BoxStyle(backgroundColor: .white),
                                children: [label])
        let pixels = Renderer().render(LayoutTree(canvasSize: CGSize(width: 60, height: 40), scale: 2, root: screen)).pixels
        let white = pixels.pixel(x: 0, y: 0)
        var inked = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels.pixel(x: x, y: y) != white { inked += 1 } }
        #expect(inked == 0)
    }
}
