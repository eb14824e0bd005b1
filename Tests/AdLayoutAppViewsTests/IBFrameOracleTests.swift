import AdLayoutAppViews
import AdLayoutEngine
import AdLayoutRender
import Foundation
import Testing

/// Interface Builder saves, for every view, the frame its Auto Layout found at the design size; a XIB
/// without `misplaced` or `ambiguous` views is its own oracle. Each fixture (written as Xcode writes
/// it) is laid out alone and every view's frame compared with IB's: exactly (to IB's 1/3-pt grid)
/// where no text decides it, within the fonts' difference where one does.
@Suite struct IBFrameOracleTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AdLayoutInterfaceBuilderTests/Fixtures")
    static let measurer = PangoTextMeasurer()

    /// IB's saved frames in the canvas (absolute), by view id, with the element's name.
    static func savedFrames(_ url: URL) throws -> [String: (frame: CGRect, kind: String)] {
        var out: [String: (frame: CGRect, kind: String)] = [:]
        for view in try IBSavedFrames(contentsOf: url).views where !view.id.isEmpty { out[view.id] = (view.frame, view.kind) }
        return out
    }

    /// The laid-out frames by IB id.
    static func laidOut(_ name: String) throws -> [String: CGRect] {
        try laidOut(fixtures.appendingPathComponent(name))
    }

    /// The laid-out frames of the XIB at `url` by IB id, as `adlayout render Cell.xib` lays it out.
    static func laidOut(_ url: URL) throws -> [String: CGRect] {
        let (tree, errors) = XIBCanvas.layout(contentsOf: url, displayPath: url.lastPathComponent, measurer: measurer)
        #expect(errors.isEmpty, "\(errors)")
        var frames: [String: CGRect] = [:]
        tree?.root.visit { if let id = $0.viewID { frames[id] = $0.frame } }
        return frames
    }

    /// `v` on IB's grid of 1/3 pt (IB saves frames rounded to the design device's pixels).
    static func grid(_ v: CGFloat) -> CGFloat { (v * 3).rounded() / 3 }

    // RewardStackView.xib is left out: its frames were worked out by hand assuming a centred stack hugs its
    // tallest view above its neighbours' hugging (250); UIKit's stack suppresses ambiguity at a far lower
    // priority, which the solver follows, so the rows keep their size. An Xcode-saved file will settle it.
    @Test(arguments: ["CustomItemView.xib", "StylesView.xib", "AdListCell.xib", "FeedCollectionCell.xib"])
    func framesMatchInterfaceBuilders(_ name: String) throws {
        let saved = try Self.savedFrames(Self.fixtures.appendingPathComponent(name))
        let ours = try Self.laidOut(name)
        #expect(saved.count >= 2)
        for (id, (ib, kind)) in saved {
            guard let frame = ours[id] else { Issue.record("\(name): view \(id) (\(kind)) was not laid out"); continue }
            let textSized = kind == "label" || kind == "button"
            // Text-sized views differ by the fonts' widths (Inter and Noto for SF and Apple SD Gothic Neo).
            let tolerance: CGFloat = textSized ? 3 : 0.01
            for (a, b, what) in [(frame.minX, ib.minX, "x"), (frame.minY, ib.minY, "y"), (frame.width, ib.width, "width"),
                                 (frame.height, ib.height, "height")] {
                #expect(abs(Self.grid(a) - b) <= tolerance, "\(name): \(kind) \(id) \(what) \(a), IB saved \(b)")
            }
        }
    }

    /// The guide's section-4 view, number by number (CustomItemView.xib, drawn in offerwall_ui_ib.png).
    @Test func theGuidesItemView() throws {
        let f = try Self.laidOut("CustomItemView.xib")
        #expect(f["Kd3-aW-p0F"].map { ($0.minX, $0.minY, Self.grid($0.width), Self.grid($0.height)) } ?? (0, 0, 0, 0) == (16, 16, 343, 179))
        #expect(f["h8P-Zc-2Qe"].map { (Self.grid($0.minY), $0.width, $0.height) } ?? (0, 0, 0) == (205, 72, 72))
        #expect(f["Wm4-Tj-c8Y"].map { ($0.minX, Self.grid($0.minY), $0.width, $0.height) } ?? (0, 0, 0, 0) == (96, 205, 263, 36))
        // The point amount sits 12 below the title, the desc and the unit centred on it.
        let amount = try #require(f["eR7-bN-4Kc"]), desc = try #require(f["Q2v-Ys-9nE"]), unit = try #require(f["yF6-mD-1Ws"])
        #expect(Self.grid(amount.minY) == 253)
        #expect(abs(desc.midY - amount.midY) < 0.01 && abs(unit.midY - amount.midY) < 0.01)
        #expect(abs(amount.minX - (desc.maxX + 4)) < 0.01 && abs(unit.minX - (amount.maxX + 2)) < 0.01)
    }
}
