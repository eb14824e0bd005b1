import AdLayoutStudio
import AdLayoutTestSupport
import Foundation
import Testing

/// The studio lists what does not fit among its problems and outlines it on the picture.
@Suite(.serialized) struct StudioFitMarksTests {
    @Test(.enabled(if: DevToolsBrowser.runsTests, "chromium is not installed (Debian package chromium)"),
          .timeLimit(.minutes(2)))
    func truncatedTitlesAreListedAndOutlined() async throws {
        let studio = try await RunningStudio.start(StudioConfiguration(folder: Repository.layouts))
        let browser = try DevToolsBrowser(profile: try temporaryDirectory("chromium-profile"), width: 1400, height: 900)
        defer { browser.shutDown() }
        let page = try await DevToolsPage.open(URL(string: studio.url.absoluteString + "?file=shopping.json")!,
                                               in: browser, width: 1400, height: 900)
        try await page.waitUntil("document.body.dataset.renders >= 1")
        // Five product names cut in their boxes: five warnings, five amber outlines over their labels.
        #expect(try await page.number("document.querySelectorAll('#errors li[data-code=\"text-truncated\"]').length") == 5)
        #expect(try await page.number("document.querySelectorAll('#fit-marks .fit-mark:not(.clipped)').length") == 5)
        #expect(try await page.number("Number(document.body.dataset.fitMarks)") == 5)
        let first = try await page.string("document.querySelector('#fit-marks .fit-mark').title")
        #expect(first == "titleLabel: “[깐깐한강대표] 믿고 먹는 깐깐한 수제 안심 돈가스 1kg” is cut")
        browser.shutDown()
        await studio.stop()
    }
}
