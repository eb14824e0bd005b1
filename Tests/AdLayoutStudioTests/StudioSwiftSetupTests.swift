import AdLayoutCore
@testable import AdLayoutStudio
import AdLayoutTestSupport
import Foundation
import Testing

/// The studio with the app's Swift setup, over HTTP and WebSocket: a document that names
/// `swiftSetup` opens and renders, the inspector's data names the Swift file:line:column of a style
/// that comes from Swift, the setup's warnings reach Problems with their Swift positions, saving the
/// Swift file re-renders the page, and setup files outside the document's folder are refused.
@Suite struct StudioSwiftSetupTests {
    /// Sends `message` and returns the replies up to and including the first binary one (a render).
    static func exchange(_ page: RawWebSocket, _ message: StudioProtocol.ClientMessage) throws -> [RawWebSocket.Frame] {
        try page.send(String(decoding: try JSONEncoder().encode(message), as: UTF8.self))
        var frames: [RawWebSocket.Frame] = []
        while let frame = try page.receive() {
            frames.append(frame)
            if case .binary = frame { break }
            if case .close = frame { break }
        }
        return frames
    }

    /// A render's header, typed.
    struct Header: Decodable {
        var ok: Bool
        var diagnostics: [Diagnostic]
        var warnings: [Diagnostic]
        var sources: [String: StudioRender.SourceReference]
        var styles: [String: StudioRender.SourceReference]
    }

    /// The render among `frames`.
    static func render(_ frames: [RawWebSocket.Frame]) throws -> Header {
        for case .binary(let bytes) in frames where bytes.count >= 4 {
            let length = bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) }
            return try JSONDecoder().decode(Header.self, from: Data(bytes[4..<(4 + length)]))
        }
        throw StudioError("no render among \(frames.count) replies")
    }

    @Test(.timeLimit(.minutes(3)))
    func aDocumentNamingItsSwiftSetupOpensRendersAndNamesTheSwiftLines() async throws {
        let folder = try SwiftSetupWorkspace.make()
        let studio = try await RunningStudio.start(StudioConfiguration(folder: folder, codeMirror: nil))
        let frames = try await onThread {
            try Self.exchange(try RawWebSocket(port: studio.port), .open(.init(seq: 1, file: "app.json")))
        }
        await studio.stop()
        let header = try Self.render(frames)
        #expect(header.ok, "\(header.diagnostics)")
        #expect(header.diagnostics == [])
        // The title's style is the Swift subclass's `titleLabel.color = brandInk` (Setup.swift:9:9).
        #expect(header.styles["sections[0].titleLabel"]
                == .init(path: "layoutClasses.BrandItemLayout.overrides.titleLabel", line: 9, column: 9, file: "Setup.swift"))
        #expect(header.styles["sections[0].iconImage"]
                == .init(path: "layoutClasses.BrandItemLayout.overrides.iconImage", line: 10, column: 9, file: "Setup.swift"))
        // The navigation bar's source, `tnkLayout`, is the setup's alone: at the value its statement sets (`.white`).
        #expect(header.sources["tnkLayout"] == .init(path: "tnkLayout", line: 18, column: 48, file: "Setup.swift"))
        // The content stays the document's.
        #expect(header.sources["sections[0].items[0].appName"] == .init(path: "sections[0].items[0].appName", line: 6, column: 35))
        // The reader's warning, as Problems shows it: severity, code, the Swift file and line:column.
        #expect(header.warnings.filter { $0.file != "app.json" }.map(\.line) == [
            "warning: Setup.swift:17:5: skipped: for loop (conditions and loops are read only in viewSize and itemColumns)"])
        #expect(header.warnings.first { $0.file == "Setup.swift" }?.code.rawValue == "swift-skipped")
    }

    /// `serve --swift-setup FILE`: the file goes under every document, as with `render --swift-setup`,
    /// and is named in the inspector as given; a file that cannot be read stops the server from starting.
    @Test(.timeLimit(.minutes(3)))
    func filesGivenToTheStudioGoUnderEveryDocument() async throws {
        let folder = try SwiftSetupWorkspace.make()
        let plain = SwiftSetupWorkspace.document.replacingOccurrences(of: #"  "swiftSetup": ["Setup.swift"],\#n"#, with: "")
        try Data(plain.utf8).write(to: folder.appendingPathComponent("plain.json"))
        let setup = folder.appendingPathComponent("Setup.swift").path
        var configuration = StudioConfiguration(folder: folder, codeMirror: nil)
        configuration.swiftSetup = [setup]
        let studio = try await RunningStudio.start(configuration)
        let frames = try await onThread {
            try Self.exchange(try RawWebSocket(port: studio.port), .open(.init(seq: 1, file: "plain.json")))
        }
        await studio.stop()
        let header = try Self.render(frames)
        #expect(header.ok, "\(header.diagnostics)")
        #expect(header.styles["sections[0].titleLabel"]
                == .init(path: "layoutClasses.BrandItemLayout.overrides.titleLabel", line: 9, column: 9, file: setup))

        configuration.swiftSetup = [folder.appendingPathComponent("Missing.swift").path]
        #expect(throws: StudioError("--swift-setup \(folder.path)/Missing.swift: no such file or directory")) {
            try StudioServer(configuration)
        }
    }

    /// Saving the Swift file re-renders the open page: the server says which file changed, the
    /// page renders its text again, and the render reads the new Swift. Past the reader's 1 MiB
    /// limit the render reports the file instead of reading it.
    @Test(.timeLimit(.minutes(3)))
    func savingTheSwiftFileReRendersThePage() async throws {
        let folder = try SwiftSetupWorkspace.make()
        let studio = try await RunningStudio.start(StudioConfiguration(folder: folder, codeMirror: nil, pollInterval: .milliseconds(50)))
        let swift = folder.appendingPathComponent("Setup.swift")
        let real = try #require(Workspace.realPath(swift.path))
        let (changed, header, tooLarge) = try await onThread { () -> ([String: String], [RawWebSocket.Frame], [RawWebSocket.Frame]) in
            let page = try RawWebSocket(port: studio.port)
            _ = try Self.exchange(page, .open(.init(seq: 1, file: "app.json")))
            // A comment above the class moves the title's line from 9 to 10.
            try Data(("// Brand styles.\n" + SwiftSetupWorkspace.setup).utf8).write(to: swift, options: .atomic)
            guard case .text(let text)? = try page.receive(),
                  let fields = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String] else { return ([:], [], []) }
            let rendered = try Self.exchange(page, .render(.init(seq: 2, file: "app.json", text: SwiftSetupWorkspace.document)))
            try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: swift, options: .atomic)
            _ = try page.receive()
            let large = try Self.exchange(page, .render(.init(seq: 3, file: "app.json", text: SwiftSetupWorkspace.document)))
            return (fields, rendered, large)
        }
        await studio.stop()
        #expect(changed == ["type": "setup-changed", "file": "app.json", "swiftFile": real])
        let after = try Self.render(header)
        #expect(after.ok, "\(after.diagnostics)")
        #expect(after.styles["sections[0].titleLabel"]
                == .init(path: "layoutClasses.BrandItemLayout.overrides.titleLabel", line: 10, column: 9, file: "Setup.swift"))
        let refused = try Self.render(tooLarge).diagnostics.map(\.line)
        #expect(refused == [
            "error: app.json:4:18: swiftSetup[0]: cannot read Setup.swift: file too large (1048577 bytes; the limit is 1048576)"])
    }

    /// Setup files a document names must be in its folder, as its images must: a path that leaves
    /// it, and a link inside it that leads out (whether or not its target exists), are refused in the
    /// same words as an image outside, and nothing outside is read.
    @Test(.timeLimit(.minutes(3)))
    func setupFilesOutsideTheDocumentsFolderAreRefused() async throws {
        let base = try temporaryDirectory("swift-setup-outside")
        let folder = base.appendingPathComponent("studio")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(SwiftSetupWorkspace.setup.utf8).write(to: base.appendingPathComponent("Outside.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Linked.swift").path,
                                                   withDestinationPath: base.appendingPathComponent("Outside.swift").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Dangling.swift").path,
                                                   withDestinationPath: base.appendingPathComponent("Gone.swift").path)
        let document = #"{"schemaVersion": 1, "swiftSetup": ["../Outside.swift", "Linked.swift", "Dangling.swift"], "sections": []}"#
        try Data(document.utf8).write(to: folder.appendingPathComponent("app.json"))
        let studio = try await RunningStudio.start(StudioConfiguration(folder: folder, codeMirror: nil))
        let frames = try await onThread {
            try Self.exchange(try RawWebSocket(port: studio.port), .open(.init(seq: 1, file: "app.json")))
        }
        await studio.stop()
        let header = try Self.render(frames)
        #expect(!header.ok)
        let words = "is outside the document's folder; setup files must be there"
        #expect(header.diagnostics.map(\.line) == [
            #"error: app.json:1:37: swiftSetup[0]: "../Outside.swift" \#(words)"#,
            #"error: app.json:1:57: swiftSetup[1]: "Linked.swift" \#(words)"#,
            #"error: app.json:1:73: swiftSetup[2]: "Dangling.swift" \#(words)"#,
        ])
    }

    /// The review's two messages that killed the server: a page saved Swift into `evil-setup.json`,
    /// then rendered a document naming it in `swiftSetup`. Now the save is refused (documents are
    /// saved as JSON only), a setup file must be `.swift`, and a hostile `.swift` in the folder is a
    /// diagnostic on the page while the server goes on serving.
    @Test(.timeLimit(.minutes(3)))
    func hostileSetupsCannotTakeTheServerDown() async throws {
        let folder = try temporaryDirectory("swift-setup-hostile")
        let hostile = "let x = " + String(repeating: "try\n", count: 10_000) + "f()"
        try Data(hostile.utf8).write(to: folder.appendingPathComponent("Evil.swift"))
        try Data(#"{"schemaVersion": 1, "sections": []}"#.utf8).write(to: folder.appendingPathComponent("evil-setup.json"))
        let named = #"{"schemaVersion": 1, "swiftSetup": ["evil-setup.json"], "sections": []}"#
        try Data(named.utf8).write(to: folder.appendingPathComponent("a.json"))
        let swift = #"{"schemaVersion": 1, "swiftSetup": ["Evil.swift"], "sections": []}"#
        try Data(swift.utf8).write(to: folder.appendingPathComponent("b.json"))
        let studio = try await RunningStudio.start(StudioConfiguration(folder: folder, codeMirror: nil))
        let (saved, first, second, third) = try await onThread {
            let page = try RawWebSocket(port: studio.port)
            try page.send(String(decoding: try JSONEncoder().encode(
                StudioProtocol.ClientMessage.save(.init(seq: 1, file: "evil-setup.json", text: hostile))), as: UTF8.self))
            var saved: [RawWebSocket.Frame] = []
            while let frame = try page.receive() {
                saved.append(frame)
                if case .text(let t) = frame, t.contains(#""error""#) || t.contains(#""saved""#) { break }
            }
            let first = try Self.exchange(page, .open(.init(seq: 2, file: "a.json")))
            let second = try Self.exchange(page, .open(.init(seq: 3, file: "b.json")))
            let third = try Self.exchange(try RawWebSocket(port: studio.port), .open(.init(seq: 1, file: "a.json")))
            return (saved, first, second, third)
        }
        await studio.stop()
        let savedText = saved.compactMap { if case .text(let t) = $0 { t } else { nil } }.first { $0.contains(#""error""#) } ?? ""
        #expect(savedText.contains("evil-setup.json is not saved: the text is not JSON (1:1: "), "\(savedText)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("evil-setup.json")) == Data(#"{"schemaVersion": 1, "sections": []}"#.utf8))
        #expect(try Self.render(first).diagnostics.map(\.line) == [
            #"error: a.json:1:37: swiftSetup[0]: "evil-setup.json" is not a .swift or .xib file, nor a folder; swiftSetup names the app's Swift setup files or its folder"#])
        #expect(try Self.render(second).diagnostics.map(\.line) == [
            "error: Evil.swift:257:1: a chain of more than 256 else, try, await, ->, ? or : (each nests what follows it; "
            + "prefix words also across lines); the limit is 256"])
        // A new page after all that is served as before.
        #expect(try Self.render(third).diagnostics.count == 1)
    }

    /// An app folder whose XIB is a FIFO held a render thread in open() for ever; two such pages held both,
    /// and no page rendered again. The XIB is opened once, as a regular file: each page gets the error at
    /// the Swift line that loads it, and a page opened after them renders.
    @Test(.timeLimit(.minutes(3)))
    func aFIFOInTheAppFolderDoesNotHoldTheRenderThreads() async throws {
        let folder = try temporaryDirectory("studio-fifo-xib")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("GuideApp/custom")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for name in ["CustomAdListItemView.swift", "CustomAdListItemViewLayout.swift"] {
            try FileManager.default.copyItem(at: Repository.layouts.appendingPathComponent("GuideApp/custom/\(name)"),
                                             to: app.appendingPathComponent(name))
        }
        #expect(mkfifo(app.appendingPathComponent("CustomItemView.xib").path, 0o644) == 0)
        try Data(#"{"schemaVersion": 1, "swiftSetup": ["GuideApp"], "sections": []}"#.utf8).write(to: folder.appendingPathComponent("app.json"))
        try Data(#"{"schemaVersion": 1, "sections": []}"#.utf8).write(to: folder.appendingPathComponent("plain.json"))
        let studio = try await RunningStudio.start(StudioConfiguration(folder: folder, codeMirror: nil))
        let (first, second, third) = try await onThread {
            let pages = try (RawWebSocket(port: studio.port), RawWebSocket(port: studio.port))
            let first = try Self.exchange(pages.0, .open(.init(seq: 1, file: "app.json")))
            let second = try Self.exchange(pages.1, .open(.init(seq: 1, file: "app.json")))
            let third = try Self.exchange(try RawWebSocket(port: studio.port), .open(.init(seq: 1, file: "plain.json")))
            return (first, second, third)
        }
        await studio.stop()
        let error = "error: GuideApp/custom/CustomAdListItemView.swift:38:34: UINib(nibName: \"CustomItemView\"): "
            + "cannot read GuideApp/custom/CustomItemView.xib: not a regular file (a FIFO)"
        for frames in [first, second] {
            let header = try Self.render(frames)
            #expect(!header.ok)
            #expect(header.diagnostics.map(\.line) == [error], "\(header.diagnostics)")
        }
        #expect(try Self.render(third).ok)
    }
}
