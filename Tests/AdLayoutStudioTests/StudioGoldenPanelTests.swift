import AdLayoutCLI
import AdLayoutStudioCLI
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
@testable import AdLayoutStudio
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing

/// The golden panel goes through the snapshot service: the golden of the variant on screen, named
/// as `verify` names it, and the verdict and counts `verify` reports.
@Suite struct StudioGoldenPanelTests {
    /// A document whose item titles are `colour` (``titleDocument(_:)``).
    static func document(_ colour: String) -> Data { Data(titleDocument(colour).utf8) }

    /// Runs `adlayout` in-process; returns the exit status and standard output.
    static func adlayout(_ arguments: [String]) -> (Int32, String) {
        let out = Mutex([String]())
        let console = Console(out: { line in out.withLock { $0.append(line) } }, err: { _ in })
        let status = CommandContext.with({ $0.console = console }) { AdLayoutCommand.main(arguments: arguments, extensions: [.studio]) }
        return (status, out.withLock { $0.joined(separator: "\n") })
    }

    /// A folder with `myoffer.json` (titles #505050) and its goldens recorded with `matrix`.
    static func recorded(_ matrix: [String]) throws -> (folder: URL, goldens: URL) {
        let folder = try temporaryDirectory("golden-panel")
        try document("#505050").write(to: folder.appendingPathComponent("myoffer.json"))
        let goldens = folder.appendingPathComponent("goldens")
        let (status, _) = adlayout(["record", folder.appendingPathComponent("myoffer.json").path, "--goldens", goldens.path,
                                    "--scale", "1"] + matrix)
        #expect(status == 0)
        return (folder, goldens)
    }

    @Test func aTitleColourEditReportsTheCountVerifyReports() throws {
        let (folder, goldens) = try Self.recorded([])
        try Self.document("#5A5A5A").write(to: folder.appendingPathComponent("myoffer.json"))
        let (status, out) = Self.adlayout(["verify", folder.appendingPathComponent("myoffer.json").path, "--goldens", goldens.path,
                                           "--scale", "1"])
        #expect(status == 1)
        let range = try #require(out.range(of: #"\d+ pixels differ"#, options: .regularExpression))
        let verifyCount = try #require(Int(out[range].prefix { $0.isNumber }))
        #expect(verifyCount > 100)

        let renderer = StudioRenderer(workspace: try Workspace(root: folder, maxDocumentBytes: 1 << 20), registry: TnkLayout(),
                                      goldens: goldens)
        let golden = try #require(renderer.render(Self.document("#5A5A5A"), file: "myoffer.json",
                                                  options: RenderOptions(scale: 1)).golden)
        #expect(golden.name == "myoffer@1x.png")
        #expect(golden.verdict == .differs(.init(mismatched: verifyCount, antialiased: 0, total: 390 * 844)))
        #expect(golden.png != nil && golden.diffPNG != nil)
        // The transfer form carries the verdict with its counts.
        let json = String(decoding: try JSONEncoder().encode(golden), as: UTF8.self)
        #expect(json.contains(#""kind":"differs""#) && json.contains(#""mismatchedPixels":\#(verifyCount)"#))
        // The recorded colour is identical.
        #expect(renderer.render(Self.document("#505050"), file: "myoffer.json", options: RenderOptions(scale: 1)).golden?.verdict
                == .identical)
    }

    @Test func goldensRecordedWithAMatrixAreFound() throws {
        let (folder, goldens) = try Self.recorded(["--devices", "iPhone15,iPhoneSE", "--themes", "light,dark"])
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("myoffer-iPhone15-light@1x.png").path))
        let renderer = StudioRenderer(workspace: try Workspace(root: folder, maxDocumentBytes: 1 << 20), registry: TnkLayout(),
                                      goldens: goldens)
        let text = Self.document("#505050")
        for (options, name) in [(RenderOptions(scale: 1), "myoffer-iPhone15-light@1x.png"),
                                (RenderOptions(scale: 1, theme: .dark), "myoffer-iPhone15-dark@1x.png"),
                                (RenderOptions(device: .presets["iPhoneSE"], scale: 1, theme: .dark), "myoffer-iPhoneSE-dark@1x.png")] {
            let golden = try #require(renderer.render(text, file: "myoffer.json", options: options).golden)
            #expect(golden.name == name && golden.verdict == .identical)
        }
        // A variant with no golden is missing, and the panel says which goldens there are.
        let missing = try #require(renderer.render(text, file: "myoffer.json", options: RenderOptions(scale: 1, contentSize: .accessibilityLarge)).golden)
        #expect(missing.verdict == .missing && missing.name == "myoffer-accessibilityLarge@1x.png")
        #expect(missing.note?.contains("myoffer-iPhone15-dark@1x.png") == true)
    }

    @Test func aGoldenLinkingOutsideIsNeitherComparedNorSent() throws {
        let (folder, goldens) = try Self.recorded([])
        let golden = goldens.appendingPathComponent("myoffer@1x.png")
        let outside = try temporaryDirectory("outside").appendingPathComponent("secret.png")
        try FileManager.default.moveItem(at: golden, to: outside)
        try FileManager.default.createSymbolicLink(at: golden, withDestinationURL: outside)
        let renderer = StudioRenderer(workspace: try Workspace(root: folder, maxDocumentBytes: 1 << 20), registry: TnkLayout(),
                                      goldens: goldens)
        let view = try #require(renderer.render(Self.document("#505050"), file: "myoffer.json", options: RenderOptions(scale: 1)).golden)
        guard case .unusable(let reason) = view.verdict else { Issue.record("verdict \(view.verdict)"); return }
        #expect(reason.contains("leads outside the goldens folder"))
        #expect(view.png == nil && view.diffPNG == nil)
    }
}
