import AdLayoutTestSupport
import Foundation
import Testing

/// An app's item view that Auto Layout cannot lay out, or lays out past any canvas (issue 41): the
/// same verdict from `validate`, `render` and `fit` (exit 2 at the constraint's line, not items
/// drawn empty with exit 0), and a solved frame beyond ±20,000 pt named at its view and clipped.
@Suite struct UnlayableViewTests {
    /// A cell whose title's top is related to the cell's leading edge: UIKit refuses the constraint.
    static let mixedAxesXIB = inlineXIB(width: 200, height: 100, """
        <subviews>
            <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Tt1-Bb-111">
                <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="Tt1-Bb-111" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" id="Ld1-Ee-444"/>
            <constraint firstItem="Tt1-Bb-111" firstAttribute="top" secondItem="Rt0-Aa-000" secondAttribute="leading" id="Tp1-Ff-555"/>
        </constraints>
        <connections>
            <outlet property="titleLabel" destination="Tt1-Bb-111" id="Ou1-Gg-666"/>
        </connections>
        """)

    @Test func anItemViewThatCannotBeLaidOutIsAnErrorEverywhere() throws {
        let folder = try CellViewFolder(xib: Self.mixedAxesXIB)
        let doc = folder.doc, ads = folder.ads
        try Data(#"[{"appName": "A"}, {"appName": "B"}]"#.utf8).write(to: ads)
        let png = folder.dir.appendingPathComponent("screen.png")
        let message: String = "error: Cell.xib:14:17: cannot lay the view out: invalid constraint Tp1-Ff-555 (Cell.xib:14): "
            + "cannot relate top to leading: the attributes measure different things"
        for run in [Run("validate", doc.path), Run("fit", doc.path, "--ads", ads.path, "--strict"), Run("render", doc.path, "-o", png.path)] {
            #expect(run.status == 2, "\(run.err)")
            #expect(run.err.split(separator: "\n").map(String.init) == [message], "\(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: png.path))
        // The XIB alone says the same at the same line.
        let alone = Run("render", folder.xib.path, "-o", png.path)
        #expect(alone.status == 2)
        #expect(alone.err.contains("Cell.xib:14:17: cannot lay the view out: invalid constraint Tp1-Ff-555"), "\(alone.err)")
    }

    /// Two boxes: the second 1,000 times as wide as the first (100 pt), so 100,000 pt wide.
    static let overreachingXIB = inlineXIB(width: 200, height: 100, """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bx1-Bb-111">
                <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bx2-Cc-222">
                <rect key="frame" x="0.0" y="10" width="100" height="10"/>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="Bx1-Bb-111" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" id="Ld1-Dd-001"/>
            <constraint firstItem="Bx1-Bb-111" firstAttribute="top" secondItem="Rt0-Aa-000" secondAttribute="top" id="Tp1-Dd-002"/>
            <constraint firstItem="Bx1-Bb-111" firstAttribute="width" constant="100" id="Wd1-Dd-003"/>
            <constraint firstItem="Bx1-Bb-111" firstAttribute="height" constant="10" id="Ht1-Dd-004"/>
            <constraint firstItem="Bx2-Cc-222" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" constant="-30000" id="Ld2-Dd-005"/>
            <constraint firstItem="Bx2-Cc-222" firstAttribute="top" secondItem="Bx1-Bb-111" secondAttribute="bottom" id="Tp2-Dd-006"/>
            <constraint firstItem="Bx2-Cc-222" firstAttribute="width" secondItem="Bx1-Bb-111" secondAttribute="width" multiplier="1000" id="Wd2-Dd-007"/>
            <constraint firstItem="Bx2-Cc-222" firstAttribute="height" constant="10" id="Ht2-Dd-008"/>
        </constraints>
        """)

    @Test func aViewSolvedPastAnyCanvasIsSaidAndClipped() throws {
        let dir = try temporaryDirectory()
        let xib = dir.appendingPathComponent("Wide.xib")
        try Data(Self.overreachingXIB.utf8).write(to: xib)
        let frames = dir.appendingPathComponent("wide.json")
        let run = Run("render", xib.path, "-o", dir.appendingPathComponent("wide.png").path, "--frames", frames.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "warning: \(xib.path):10:17: the constraints make view Bx2-Cc-222 100000 × 10 pt at (-30000, 10), "
                + "beyond the 20,000-pt reach of a canvas (or not finite): it is drawn clipped to it")
        // Clipped to ±20,000 pt: from −20,000 to 70,000 − 30,000 … cut at 20,000.
        let json = try String(contentsOf: frames, encoding: .utf8)
        #expect(json.contains(#""kind": "view", "x": -20000, "y": 10, "width": 40000, "height": 10"#), "\(json)")
        #expect(json.contains(#""kind": "view", "x": 0, "y": 0, "width": 100, "height": 10"#), "\(json)")
        #expect(!json.contains("nan") && !json.contains("inf"))
    }
}
