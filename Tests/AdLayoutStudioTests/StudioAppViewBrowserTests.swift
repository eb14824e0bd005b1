import AdLayoutStudio
import AdLayoutTestSupport
import Foundation
import Testing

/// The studio on an app's own item view (Layouts/guide-app.json with its GuideApp folder), in headless
/// Chromium: hovering an item names the XIB's view (its outlet, `FILE.xib:LINE` and IB id) and the
/// constraints that place it; saving the XIB re-renders; a conflict added to it is in Problems.
@Suite(.serialized) struct StudioAppViewBrowserTests {
    static let width = 1600, height = 1000

    @Test(.enabled(if: DevToolsBrowser.runsTests, "chromium is not installed (Debian package chromium)"),
          .timeLimit(.minutes(3)))
    func inspectorNamesTheXIBViewAndItsConstraintsInChromium() async throws {
        let folder = try temporaryCopy(of: ["GuideApp", "guide-app.json", "images"], "studio-app-view")
        let studio = try await RunningStudio.start(StudioConfiguration(folder: folder, pollInterval: .milliseconds(100)))
        let browser = try DevToolsBrowser(profile: try temporaryDirectory("chromium-profile"), width: Self.width, height: Self.height)
        defer { browser.shutDown() }
        let page = try await DevToolsPage.open(URL(string: studio.url.absoluteString + "?file=guide-app.json")!,
                                               in: browser, width: Self.width, height: Self.height)
        try await page.waitUntil("document.body.dataset.renders >= 1")

        let feed = try await center(ofFirst: "feedImageView", on: page)
        try await page.moveMouse(x: feed.x, y: feed.y)
        try await page.waitUntil("document.getElementById('inspector-kind').textContent === 'feedImageView'")
        let xib = try await page.inspector("path")
        #expect(xib.hasSuffix("GuideApp/custom/CustomItemView.xib:19"), "\(xib)")
        let line = try await page.inspector("line")
        let node = try await page.string("JSON.stringify(\(Self.firstNode("feedImageView")))")
        #expect(line == " id Kd3-aW-p0F", "\(line) \(node)")
        let constraints = "[...document.querySelectorAll('#inspector-constraints li')].map(li => li.textContent)"
        let listed = try await page.evaluate(constraints) as? [String] ?? []
        #expect(listed.count == 5, "\(listed)")
        #expect(listed.contains { $0.hasPrefix("3aE-Hq-8Uf (") && $0.hasSuffix("CustomItemView.xib:63): Kd3-aW-p0F.leading == vUN-kp-3ea.leading + 16.0 @1000") },
                "\(listed)")
        let x = try await page.number("studio.state.frames ? \(Self.firstNode("feedImageView")).x : -1")

        // Saving the XIB re-renders: the feed image 8 pt further in; a conflicting width is in Problems at its line.
        let file = folder.appendingPathComponent("GuideApp/custom/CustomItemView.xib")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: #"secondAttribute="leading" constant="16" id="3aE-Hq-8Uf"/>"#,
                                         with: #"secondAttribute="leading" constant="24" id="3aE-Hq-8Uf"/>"#)
        text = text.replacingOccurrences(of: #"<constraint firstAttribute="width" constant="72" id="c0W-n4-Fa1"/>"#, with: """
            <constraint firstAttribute="width" constant="72" id="c0W-n4-Fa1"/>
                                    <constraint firstAttribute="width" constant="60" id="Zz9-Cf-1Ct"/>
            """)
        let renders = try await page.number("studio.state.renders")
        try Data(text.utf8).write(to: file, options: .atomic)
        try await page.waitUntil("studio.state.renders > \(renders) && \(Self.firstNode("feedImageView")).x === \(x + 8)")
        let problems = try await page.evaluate("[...document.querySelectorAll('#errors li')].map(li => li.textContent)") as? [String] ?? []
        #expect(problems.contains { $0.contains("CustomItemView.xib:30:") && $0.contains("unable to simultaneously satisfy constraints")
                                    && $0.contains("Zz9-Cf-1Ct") && $0.contains("c0W-n4-Fa1") }, "\(problems)")
        #expect(browser.errors.isEmpty, "the page reported errors: \(browser.errors)")
        browser.shutDown()
        await studio.stop()
    }

    /// A script expression for the first frame node of `kind`.
    static func firstNode(_ kind: String) -> String {
        "((f) => { const find = (n) => n.kind === '\(kind)' ? n : (n.children || []).map(find).find(Boolean); return find(f.root); })(studio.state.frames)"
    }

    private func center(ofFirst kind: String, on page: DevToolsPage) async throws -> CGPoint {
        let frame = try await page.evaluate("(() => { const n = \(Self.firstNode(kind)); return n ? [n.x, n.y, n.width, n.height] : null; })()")
            as? [NSNumber] ?? []
        try #require(frame.count == 4, "no node \(kind)")
        let image = try await page.rect("#preview")
        let k = image.width / (try await page.number("studio.state.canvas.width"))
        return CGPoint(x: image.minX + (frame[0].doubleValue + frame[2].doubleValue / 2) * k,
                       y: image.minY + (frame[1].doubleValue + frame[3].doubleValue / 2) * k)
    }
}
