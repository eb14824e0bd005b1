import AdLayoutAppViews
import AdLayoutEngine
import AdLayoutModel
import AdLayoutTestSupport
import Foundation
import Testing

/// `adlayout render Cell.xib`: a XIB drawn alone at its design size, its frames named by outlet, IB
/// id and line; a broken XIB is exit 2 at its line:column with nothing written; conflicting
/// constraints are broken and said with their ids and lines.
@Suite struct XIBRenderCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AdLayoutInterfaceBuilderTests/Fixtures/CustomItemView.xib")

    @Test func rendersAXIBWithItsFrames() throws {
        let dir = try temporaryDirectory()
        let png = dir.appendingPathComponent("custom.png").path, frames = dir.appendingPathComponent("custom.json").path
        let run = Run("render", Self.fixture.path, "-o", png, "--frames", frames)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("wrote \(png) (375×667 pt @2x, "))
        let json = try String(contentsOfFile: frames, encoding: .utf8)
        // The title: its outlet's name, its frame, the XIB's placeholder text, line and IB id.
        // … and the constraints that place it, by IB id and line.
        #expect(json.contains(#"{"kind": "titleLabel", "x": 96, "y": 205.003, "width": 263, "height": 36, "text": "광고 타이틀 입니다.", "source": "\#(Self.fixture.path):32", "id": "Wm4-Tj-c8Y", "constraints": ["Lh5-Qx-3Vd (\#(Self.fixture.path):35): Wm4-Tj-c8Y.height == 36.0 @1000", "#), "\(json)")
        #expect(json.contains(#""kind": "feedImageView", "x": 16, "y": 16, "width": 343, "height": 179.003"#))
    }

    /// The frames' `source` and `constraints` are written from typed values: the title's node is at its element's
    /// start tag (line 32, column 17 of the fixture) and holds its height constraint as the XIB writes it (line 35).
    @Test func theNodesCarryTheirElementsPositionAndConstraints() throws {
        let (tree, errors) = XIBCanvas.layout(contentsOf: Self.fixture, displayPath: "CustomItemView.xib", measurer: ApproximateTextMeasurer())
        #expect(errors.isEmpty, "\(errors)")
        var title: LayoutNode?
        tree?.root.visit { if $0.viewID == "Wm4-Tj-c8Y" { title = $0 } }
        let node = try #require(title)
        #expect(tree?.root.source == .file("CustomItemView.xib"))
        #expect(node.source == .position(SourcePosition(file: "CustomItemView.xib", line: 32, column: 17)))
        #expect(node.constraints.first == NodeConstraint(
            firstItem: "Wm4-Tj-c8Y", firstAttribute: .height, relation: .equal, secondItem: nil, secondAttribute: nil, multiplier: 1,
            constant: 36, priority: 1000, source: SourcePosition(file: "CustomItemView.xib", line: 35, column: 25, id: "Lh5-Qx-3Vd")))
    }

    @Test func aTruncatedXIBIsRefusedAtItsPosition() throws {
        let dir = try temporaryDirectory()
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        let cut = dir.appendingPathComponent("Cut.xib")
        try Data(text.utf8.prefix(3_000)).write(to: cut)
        let png = dir.appendingPathComponent("cut.png")
        let run = Run("render", cut.path, "-o", png.path)
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("error: \(cut.path):"), "\(run.err)")
        #expect(run.err.contains("the XML ends inside"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }

    /// A XIB whose box is required to be 50 and 80 pt wide: the conflict UIKit breaks by leaving out the
    /// constraint added last.
    static let conflictingXIB = inlineXIB(width: 200, height: 100, """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bx1-Bb-111">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="Wd1-Cc-222"/>
                    <constraint firstAttribute="width" constant="80" id="Wd2-Dd-333"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="Bx1-Bb-111" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" id="Ld1-Ee-444"/>
            <constraint firstItem="Bx1-Bb-111" firstAttribute="top" secondItem="Rt0-Aa-000" secondAttribute="top" id="Tp1-Ff-555"/>
            <constraint firstAttribute="height" secondItem="Bx1-Bb-111" secondAttribute="height" multiplier="2" id="Ht1-Gg-666"/>
        </constraints>
        """)

    @Test func conflictingConstraintsAreBrokenAndSaid() throws {
        let dir = try temporaryDirectory()
        let xib = Self.conflictingXIB
        let url = dir.appendingPathComponent("Conflict.xib")
        try Data(xib.utf8).write(to: url)
        let frames = dir.appendingPathComponent("conflict.json")
        let run = Run("render", url.path, "-o", dir.path, "--frames", frames.path)
        #expect(run.status == 0, "\(run.err)")
        let f = url.path
        #expect(run.err == "warning: \(f):11:25: unable to simultaneously satisfy constraints: Wd1-Cc-222 (\(f):10): "
                + "Bx1-Bb-111.width == 50.0 @1000; Wd2-Dd-333 (\(f):11): Bx1-Bb-111.width == 80.0 @1000; broke Wd2-Dd-333 "
                + "(\(f):11): Bx1-Bb-111.width == 80.0 @1000, as UIKit does")
        // The first width stands (UIKit breaks the one added last), and the height follows it.
        let json = try String(contentsOf: frames, encoding: .utf8)
        #expect(json.contains(#""kind": "view", "x": 0, "y": 0, "width": 50, "height": 50"#), "\(json)")
    }
}
