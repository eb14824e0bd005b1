import AdLayoutCore
import AdLayoutRender
import AdLayoutStudio
import AdLayoutTestSupport
import Foundation
import Testing

/// `adlayout serve Layouts` in headless Chromium, driven over the DevTools protocol: the page loads
/// and renders, typing re-renders, a bad edit puts an error marker on its line, hovering the picture
/// names the element and its JSON path, clicking jumps the editor there, another program's edit
/// appears live, and the golden and its diff show beside the render.
@Suite(.serialized) struct StudioBrowserTests {
    static let width = 1600, height = 1000

    @Test(.enabled(if: DevToolsBrowser.runsTests, "chromium is not installed (Debian package chromium)"),
          .timeLimit(.minutes(3)))
    func editInspectAndWatchInChromium() async throws {
        let folder = try copyOfLayouts()
        let goldens = try recordedGoldens(["offerwall-default.json"], from: folder, scale: 1)
        let studio = try await RunningStudio.start(StudioConfiguration(
            folder: folder, goldens: goldens, pollInterval: .milliseconds(100)))
        let profile = try temporaryDirectory("chromium-profile")
        let browser = try DevToolsBrowser(profile: profile, width: Self.width, height: Self.height)
        defer { browser.shutDown() }
        let document = folder.appendingPathComponent("offerwall-default.json")
        let original = try String(contentsOf: document, encoding: .utf8)
        let lines = original.components(separatedBy: "\n")

        let page = try await DevToolsPage.open(URL(string: studio.url.absoluteString + "?file=offerwall-default.json")!,
                                               in: browser, width: Self.width, height: Self.height)

        // The document opens in CodeMirror (from Debian's libjs-codemirror) and renders at the device's scale.
        try await page.waitUntil("document.body.dataset.renders >= 1")
        #expect(try await page.evaluate("!!window.CodeMirror && !!studio.editor.cm") as? Bool == true)
        #expect(try await page.string("studio.editor.getValue()") == original)
        #expect(try await page.string("document.getElementById('render-info').textContent").hasPrefix("390×844 pt @3x"))
        #expect(try await page.evaluate("[...document.querySelectorAll('#file-list button')].map(b => b.textContent)")
                as? [String] == StudioBrowserTests.layoutNames(in: folder))

        // At @1x the golden is shown, identical to the render.
        try await select("scale", "1", on: page)
        try await page.waitUntil("document.body.dataset.renders >= 2")
        #expect(try await page.string("document.getElementById('golden-info').dataset.status") == "identical")
        #expect(try await page.evaluate("!document.getElementById('golden-frame').hidden && document.getElementById('golden').naturalWidth === 390")
                as? Bool == true)

        // Typing into the title re-renders: the picture changes where the navigation title is.
        let titleLine = try #require(lines.firstIndex { $0.contains(#""title": "TEST Offerwall""#) })
        let titleColumn = try #require(lines[titleLine].range(of: "Offerwall")).lowerBound.utf16Offset(in: lines[titleLine])
        let before = try await previewPixels(page)
        try await page.evaluate("studio.editor.cm.focus(); studio.editor.cm.setCursor({line: \(titleLine), ch: \(titleColumn)})")
        try await page.type("Studio ")
        try await page.waitUntil("studio.state.renders >= 3 && studio.state.frames && "
                                 + "JSON.stringify(studio.state.frames).includes('TEST Studio Offerwall')")
        let after = try await previewPixels(page)
        #expect(before.width == 390 && after.width == 390)
        let changed = Self.differingPixels(before, after)
        #expect(changed.count > 100, "the picture did not change (\(changed.count) pixels)")
        // …only in the navigation bar (the top 44 pt).
        #expect(changed.maxY < 44, "pixels changed below the navigation bar: \(changed)")
        #expect(try await page.string("document.getElementById('golden-info').dataset.status") == "differs")
        #expect(try await page.evaluate("!document.getElementById('diff-frame').hidden") as? Bool == true)

        // A bad edit: an error marker at its line, the message inline and in the problems panel.
        let typeLine = try #require(lines.firstIndex { $0.contains(#""type": "normal""#) })
        let typeColumn = try #require(lines[typeLine].range(of: #""normal""#)).lowerBound.utf16Offset(in: lines[typeLine])
        let responses = try await page.number("studio.state.responses")
        try await page.evaluate("studio.editor.cm.setCursor({line: \(typeLine), ch: \(typeColumn + 7)})")
        try await page.type("x")
        try await page.waitUntil("studio.state.responses > \(responses) && studio.state.diagnostics.length > 0")
        let where_ = "\(typeLine + 1):\(typeColumn + 1)"
        #expect(try await page.evaluate("[...document.querySelectorAll('.studio-error-marker')].map(m => m.dataset.line)")
                as? [String] == ["\(typeLine + 1)"])
        #expect(try await page.string("document.querySelector('.studio-inline-error').textContent")
                .hasPrefix("\(where_)  sections[0].type: unknown layout type \"normalx\" (did you mean \"normal\"?)"))
        #expect(try await page.string("document.querySelector('#errors li.error').textContent")
                .hasPrefix("●\(where_)sections[0].type: unknown layout type \"normalx\""))
        #expect(try await page.evaluate("document.getElementById('preview').classList.contains('stale')") as? Bool == true)
        // Clicking the problem puts the cursor on the value.
        try await page.evaluate("document.querySelector('#errors li.error').click()")
        #expect(try await page.evaluate("[studio.editor.cm.getCursor().line, studio.editor.cm.getCursor().ch]")
                as? [Int] == [typeLine, typeColumn])

        // Deleting the typo with the keyboard clears the error and renders again.
        try await page.evaluate("studio.editor.cm.setCursor({line: \(typeLine), ch: \(typeColumn + 8)})")
        try await page.press("Backspace", code: 8)
        try await page.waitUntil("studio.state.diagnostics.length === 0 && !document.getElementById('preview').classList.contains('stale')")
        #expect(try await page.evaluate("document.querySelectorAll('.studio-error-marker').length") as? Int == 0)

        // Hovering the second ad's title outlines it and shows its kind, frame, text and JSON path.
        try await hover("sections[0].items[1].appName", on: page, until: "path")
        #expect(try await page.inspector("path") == "sections[0].items[1].appName")
        #expect(try await page.inspector("kind") == "titleLabel")
        #expect(try await page.inspector("text") == "“행성탐험대 (최초실행, 쿠키오븐)”")
        #expect(try await page.inspector("frame").contains(" pt"))
        #expect(try await page.evaluate("!document.getElementById('hover-box').hidden") as? Bool == true)
        let appNameLine = try #require(lines.firstIndex { $0.contains("행성탐험대 (최초실행") })
        #expect(try await page.inspector("line") == " line \(appNameLine + 1)")

        // Clicking jumps the editor to the key that made it (at the zoom that fits all three pictures).
        try await page.evaluate("document.getElementById('zoom').value = 'fit'; document.getElementById('zoom').dispatchEvent(new Event('change'))")
        let shown = try await nodeCenter("sections[0].items[1].appName", on: page)
        try await page.click(x: shown.x, y: shown.y)
        try await recordScreenshot(page)
        let keyColumn = try #require(lines[appNameLine].range(of: #""appName""#)).lowerBound.utf16Offset(in: lines[appNameLine])
        #expect(try await page.evaluate("[studio.editor.cm.getCursor().line, studio.editor.cm.getCursor().ch]")
                as? [Int] == [appNameLine, keyColumn])

        // Saving writes the editor's text; another program's edit then appears live.
        try await page.evaluate("document.getElementById('save').click()")
        try await page.waitUntil("document.getElementById('dirty').hidden")
        let saved = try String(contentsOf: document, encoding: .utf8)
        #expect(saved == original.replacingOccurrences(of: "TEST Offerwall", with: "TEST Studio Offerwall"))
        let renders = try await page.number("studio.state.renders")
        try saved.replacingOccurrences(of: "꿀벌농장 (설치형)", with: "꿀벌농장 (외부 편집)")
            .write(to: document, atomically: true, encoding: .utf8)
        try await page.waitUntil("studio.editor.getValue().includes('꿀벌농장 (외부 편집)') && studio.state.renders > \(renders)")
        #expect(try await page.evaluate("JSON.stringify(studio.state.frames).includes('꿀벌농장 (외부 편집)')") as? Bool == true)

        // The device control changes the render, not the document.
        let text = try await page.string("studio.editor.getValue()")
        try await select("device", "iPhoneSE", on: page)
        try await page.waitUntil("document.getElementById('render-info').textContent.startsWith('375×667 pt @1x')")
        #expect(try await page.string("studio.editor.getValue()") == text)

        // …until written into it: the text gets the device, the control goes back to the document's.
        try await page.evaluate("document.getElementById('write-options').click()")
        try await page.waitUntil(#"studio.editor.getValue().includes('"device": "iPhoneSE"') && document.getElementById('device').value === ''"#)
        try await page.evaluate("document.getElementById('save').click()")
        try await page.waitUntil("document.getElementById('dirty').hidden")
        #expect(try String(contentsOf: document, encoding: .utf8).contains(#""device": "iPhoneSE","#))
        #expect(try await page.string("document.getElementById('render-info').textContent").hasPrefix("375×667 pt @1x"))

        // Another document from the list; the › of its paging section shows the next page.
        let before2 = try await page.number("studio.state.renders")
        try await page.evaluate(#"document.querySelector('#file-list button[data-file="banners.json"]').click()"#)
        try await page.waitUntil("document.getElementById('doc-name').textContent === 'banners.json' && studio.state.renders > \(before2)")
        let pager = "[...document.querySelectorAll('.scroller')].find(s => s.title.includes('· paging'))"
        // The render counted above may be the save's, finishing late: wait for banners.json's own controls.
        try await page.waitUntil("(\(pager))?.querySelector('.page') != null")
        #expect(try await page.string("\(pager).querySelector('.page').textContent") == "1 / 3")
        try await page.evaluate("\(pager).querySelector('button:last-of-type').click()")
        try await page.waitUntil("\(pager).querySelector('.page').textContent === '2 / 3'")
        #expect(try await page.evaluate(#"JSON.stringify(studio.state.frames).includes('"text":"2 / 3"')"#) as? Bool == true)
        // An offset in points instead: the section reports it and the label shows it.
        try await page.evaluate("(() => { const o = \(pager).querySelector('input.offset'); o.value = '100'; o.dispatchEvent(new Event('change')); })()")
        try await page.waitUntil("\(pager).querySelector('.page').textContent === '100 pt'")
        #expect(try await page.evaluate("studio.state.sections.some(s => s.scrollOffset === 100)") as? Bool == true)

        // The controls did not touch the file.
        #expect(try String(contentsOf: folder.appendingPathComponent("banners.json"), encoding: .utf8)
                == String(contentsOf: Repository.layouts.appendingPathComponent("banners.json"), encoding: .utf8))

        // After the connection drops, the page reconnects, renders again and is told of edits on disk.
        let answered = try await page.number("studio.state.responses")
        try await page.evaluate("studio.state.ws.close()")
        try await page.waitUntil("studio.state.connected && studio.state.responses > \(answered)", timeout: .seconds(10))
        let banners = folder.appendingPathComponent("banners.json")
        try String(contentsOf: banners, encoding: .utf8).replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 1, \"title\": \"Reconnected\"")
            .write(to: banners, atomically: true, encoding: .utf8)
        try await page.waitUntil("studio.editor.getValue().includes('Reconnected')")

        #expect(browser.errors.isEmpty, "the page reported errors: \(browser.errors)")
        browser.shutDown()
        await studio.stop()
    }

    /// A document that names its app's Swift setup: hovering the title shows the Swift file:line:column
    /// of its style beside the document's line of its text, Problems lists the reader's warning at
    /// its Swift position (and the editor marks no line of the document for it), and saving the Swift
    /// file re-renders the page with the new positions.
    @Test(.enabled(if: DevToolsBrowser.runsTests, "chromium is not installed (Debian package chromium)"),
          .timeLimit(.minutes(3)))
    func inspectorNamesTheSwiftLineOfAStyleInChromium() async throws {
        let folder = try SwiftSetupWorkspace.make()
        let studio = try await RunningStudio.start(StudioConfiguration(folder: folder, pollInterval: .milliseconds(100)))
        let profile = try temporaryDirectory("chromium-profile")
        let browser = try DevToolsBrowser(profile: profile, width: Self.width, height: Self.height)
        defer { browser.shutDown() }
        let page = try await DevToolsPage.open(URL(string: studio.url.absoluteString + "?file=app.json")!,
                                               in: browser, width: Self.width, height: Self.height)
        try await page.waitUntil("document.body.dataset.renders >= 1")

        try await hover("sections[0].items[0].appName", on: page, until: "style")
        #expect(try await page.inspector("kind") == "titleLabel")
        #expect(try await page.inspector("path") == "sections[0].items[0].appName")
        #expect(try await page.inspector("line") == " line 6")
        #expect(try await page.inspector("style") == "layoutClasses.BrandItemLayout.overrides.titleLabel")
        #expect(try await page.inspector("style-line") == " Setup.swift:9:9")

        let problems = "[...document.querySelectorAll('#errors li')].map(li => li.textContent)"
        #expect(try await page.evaluate(problems) as? [String] == [
            "▲Setup.swift:17:5skipped: for loop (conditions and loops are read only in viewSize and itemColumns)"])
        #expect(try await page.evaluate("document.querySelectorAll('.studio-warning-marker').length") as? Int == 0)

        // Saving the Swift file (a line added above the class) re-renders: the style is a line lower.
        let renders = try await page.number("studio.state.renders")
        try ("// Brand styles.\n" + SwiftSetupWorkspace.setup)
            .write(to: folder.appendingPathComponent("Setup.swift"), atomically: true, encoding: .utf8)
        try await page.waitUntil("studio.state.renders > \(renders) && "
                                 + "document.getElementById('inspector-style-line').textContent === ' Setup.swift:10:9'")
        #expect(try await page.evaluate(problems) as? [String] == [
            "▲Setup.swift:18:5skipped: for loop (conditions and loops are read only in viewSize and itemColumns)"])

        #expect(browser.errors.isEmpty, "the page reported errors: \(browser.errors)")
        browser.shutDown()
        await studio.stop()
    }

    // MARK: Helpers

    /// The documents under `folder` as the studio lists them: relative paths, subfolders included
    /// (Layouts/fidelity), sorted.
    /// The `.json` files below `folder` that are documents (they name a `schemaVersion`; an app
    /// folder's asset catalogs hold other `.json` files).
    static func layoutNames(in folder: URL) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).filter { path in
            guard path.hasSuffix(".json"), let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else { return false }
            return String(decoding: data.prefix(4_096), as: UTF8.self).contains("\"schemaVersion\"")
        }.sorted()
    }

    private func select(_ id: String, _ value: String, on page: DevToolsPage) async throws {
        try await page.evaluate("""
            (() => { const s = document.getElementById('\(id)'); s.value = '\(value)'; s.dispatchEvent(new Event('change')); })()
            """)
    }

    /// The preview image as the page shows it, scaled back to 1 CSS pixel per point.
    private func previewPixels(_ page: DevToolsPage) async throws -> PixelBuffer {
        try await page.evaluate("document.getElementById('zoom').value = '1'; document.getElementById('zoom').dispatchEvent(new Event('change'))")
        let rect = try await page.rect("#preview")
        return try PNGCodec.decode(try await page.screenshot(clip: rect))
    }

    /// The page coordinates of the centre of the first node whose source is `source`.
    private func nodeCenter(_ source: String, on page: DevToolsPage) async throws -> CGPoint {
        let frame = try await page.evaluate("""
            (() => {
              const find = (n) => n.source === \(DevToolsPage.literal(source)) ? n : (n.children || []).map(find).find(Boolean);
              const n = find(studio.state.frames.root);
              return n ? [n.x, n.y, n.width, n.height] : null;
            })()
            """) as? [NSNumber] ?? []
        #expect(frame.count == 4, "no node for \(source)")
        guard frame.count == 4 else { return .zero }
        let image = try await page.rect("#preview")
        let canvasWidth = try await page.number("studio.state.canvas.width")
        let k = image.width / canvasWidth
        return CGPoint(x: image.minX + (frame[0].doubleValue + frame[2].doubleValue / 2) * k,
                       y: image.minY + (frame[1].doubleValue + frame[3].doubleValue / 2) * k)
    }

    /// Moves the mouse to the centre of the first node whose source is `source`, and waits until the inspector's
    /// `field` (`inspector-<field>`) shows something.
    private func hover(_ source: String, on page: DevToolsPage, until field: String) async throws {
        let center = try await nodeCenter(source, on: page)
        try await page.moveMouse(x: center.x, y: center.y)
        try await page.waitUntil("document.getElementById('inspector-\(field)').textContent !== ''")
    }

    /// The bounding box of the pixels that differ between two images of the same size.
    static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> (count: Int, maxY: Int) {
        guard a.width == b.width, a.height == b.height else { return (Int.max, Int.max) }
        let difference = PixelDifference(a, b)
        return (difference.count, difference.lastRow)
    }

    /// Writes the studio's screenshot (inspector showing) into the test run's folder, and to
    /// Sources/AdLayoutStudio/AdLayoutStudio.docc/studio.png when ADLAYOUT_STUDIO_SCREENSHOT=1.
    private func recordScreenshot(_ page: DevToolsPage) async throws {
        let png = try await page.screenshot()
        let image = try PNGCodec.decode(png)
        #expect(image.width == Self.width && image.height == Self.height)
        try png.write(to: testRunFolder.appendingPathComponent("adlayout-studio.png"))
        if ProcessInfo.processInfo.environment["ADLAYOUT_STUDIO_SCREENSHOT"] == "1" {
            try png.write(to: Repository.root.appendingPathComponent("Sources/AdLayoutStudio/AdLayoutStudio.docc/studio.png"))
        }
    }
}

/// The studio opened on a folder without `?file=` shows a document at once: the folder's only one, or the
/// first of its list, instead of an empty editor.
@Suite(.serialized) struct StudioOpensADocumentTests {
    @Test(.enabled(if: DevToolsBrowser.runsTests, "chromium is not installed (Debian package chromium)"),
          .timeLimit(.minutes(2)), arguments: [["minimal.json"], ["right-icon.json", "minimal.json"]])
    func opensTheOnlyOrFirstDocument(names: [String]) async throws {
        let folder = try temporaryCopy(of: names + ["images"], "studio-open")
        let studio = try await RunningStudio.start(StudioConfiguration(folder: folder, pollInterval: .milliseconds(100)))
        let browser = try DevToolsBrowser(profile: try temporaryDirectory("chromium-profile"), width: 1200, height: 800)
        defer { browser.shutDown() }
        let page = try await DevToolsPage.open(studio.url, in: browser, width: 1200, height: 800)
        try await page.waitUntil("document.body.dataset.renders >= 1")
        let first = names.sorted()[0]
        #expect(try await page.string("document.getElementById('doc-name').textContent") == first)
        #expect(try await page.string("studio.editor.getValue()")
                == (try String(contentsOf: folder.appendingPathComponent(first), encoding: .utf8)))
        #expect(try await page.string("location.search") == "?file=\(first)")
    }
}
