import AdLayoutCLI
import AdLayoutSwiftSetupCLI
import AdLayoutStudioCLI
import AdLayoutCore
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing

/// `render -` (a document from standard input), `render --watch`, and `serve`'s argument checks.
@Suite(.serialized) struct RenderInputTests {
    let layouts = Run.root.appendingPathComponent("Layouts")

    @Test func renderReadsADocumentFromStandardInput() throws {
        let dir = try temporaryDirectory()
        let text = try Data(contentsOf: layouts.appendingPathComponent("minimal.json"))
        let run = CommandContext.with({ $0.standardInput = { text } }) {
            Run("render", "-", "-o", dir.path, "--scale", "1", "--frames", dir.path)
        }
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("wrote \(dir.appendingPathComponent("stdin.png").relativePath) (390×844 pt @1x, "))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("stdin.frames.json").path))
        #expect(try Data(contentsOf: dir.appendingPathComponent("stdin.png")).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func standardInputErrorsNameStdinAndTheirLine() throws {
        let dir = try temporaryDirectory()
        let bad = Data("{\"schemaVersion\": 1,\n \"sections\": [{\"type\": \"normall\", \"items\": []}]}".utf8)
        let run = CommandContext.with({ $0.standardInput = { bad } }) { Run("render", "-", "-o", dir.appendingPathComponent("x.png").path) }
        #expect(run.status == 2)
        #expect(run.err.hasPrefix(#"error: <stdin>:2:24: sections[0].type: unknown layout type "normall" (did you mean "normal"?)"#))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    /// One loader for files and standard input: validate and lint take `-` as render does.
    @Test func validateAndLintReadStandardInput() throws {
        let good = try Data(contentsOf: layouts.appendingPathComponent("minimal.json"))
        let validated = CommandContext.with({ $0.standardInput = { good } }) { Run("validate", "-") }
        #expect(validated.status == 0 && validated.out == "ok: -", "\(validated.out)\n\(validated.err)")
        let linted = CommandContext.with({ $0.standardInput = { good } }) { Run("lint", "-") }
        #expect(linted.status == 0, "\(linted.err)")
        let bad = Data("{\"schemaVersion\": 1,\n \"sections\": [{\"type\": \"normall\", \"items\": []}]}".utf8)
        let invalid = CommandContext.with({ $0.standardInput = { bad } }) { Run("validate", "-") }
        #expect(invalid.status == 2)
        #expect(invalid.err.hasPrefix(#"error: <stdin>:2:24: sections[0].type: unknown layout type "normall" (did you mean "normal"?)"#),
                "\(invalid.err)")
    }

    @Test func standardInputCannotBeWatchedOrGivenTwice() {
        let watched = Run("render", "-", "--watch")
        #expect(watched.status == 2 && watched.err.contains("--watch cannot watch standard input (-); give files"))
        let twice = Run("render", "-", "-")
        #expect(twice.status == 2 && twice.err.contains("- (standard input) can be given once"))
    }

    @Test(.timeLimit(.minutes(1)))
    func watchRendersAgainOnEveryChangeUntilInterrupted() async throws {
        let dir = try temporaryDirectory()
        let document = dir.appendingPathComponent("doc.json")
        let original = try String(contentsOf: layouts.appendingPathComponent("minimal.json"), encoding: .utf8)
        try original.write(to: document, atomically: true, encoding: .utf8)
        let png = dir.appendingPathComponent("out/doc.png")
        let interruption = Interruption()
        let watch = BackgroundRun(["render", document.path, "-o", dir.appendingPathComponent("out").path, "--scale", "1", "--watch"],
                                  interruption: interruption)

        try await until { watch.out.contains("watching 1 document; Ctrl-C stops") }
        let first = try Data(contentsOf: png)

        // A change renders again, with its time.
        try original.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 1, \"title\": \"Watched\"")
            .write(to: document, atomically: true, encoding: .utf8)
        try await until { (try? Data(contentsOf: png)).map { $0 != first } ?? false }
        try await until { watch.out.components(separatedBy: "\n").contains { $0.hasPrefix("wrote ") && $0.hasSuffix(" ms") } }

        // A bad edit prints its error at its line; the watch goes on.
        try "{\"schemaVersion\": 1,\n \"sections\": [{\"type\": \"normall\", \"items\": []}]}"
            .write(to: document, atomically: true, encoding: .utf8)
        try await until { watch.err.contains("\(document.path):2:24: sections[0].type: unknown layout type \"normall\"") }

        // Fixed, it renders again.
        let second = try Data(contentsOf: png)
        try original.write(to: document, atomically: true, encoding: .utf8)
        try await until { (try? Data(contentsOf: png)).map { $0 != second } ?? false }

        interruption.trigger()
        let status = await watch.status()
        #expect(status == 0)
        #expect(watch.out.hasSuffix("stopped watching"))
        #expect(watch.out.components(separatedBy: "\n").filter { $0.hasPrefix("wrote ") }.count == 3)
    }

    @Test(.timeLimit(.minutes(1)))
    func ctrlCStopsAWatchCleanly() async throws {
        let dir = try temporaryDirectory()
        let document = dir.appendingPathComponent("doc.json")
        try FileManager.default.copyItem(at: layouts.appendingPathComponent("minimal.json"), to: document)
        let watch = BackgroundRun(["render", document.path, "-o", dir.path, "--scale", "1", "--watch"], interruption: nil)
        try await until { watch.out.contains("watching 1 document") }
        // The watch has turned SIGINT into its stop signal: this process is not killed.
        kill(getpid(), SIGINT)
        #expect(await watch.status() == 0)
        #expect(watch.out.hasSuffix("stopped watching"))
    }

    @Test func serveChecksItsArguments() {
        let missing = Run("serve", "/nonexistent/folder")
        #expect(missing.status == 2 && missing.err == "error: /nonexistent/folder: no such file or directory")
        let port = Run("serve", "Layouts", "--port", "70000")
        #expect(port.status == 2 && port.err.contains("--port must be in 0…65535, not 70000"))
        let goldens = Run("serve", layouts.path, "--goldens", "/nonexistent/goldens")
        #expect(goldens.status == 2 && goldens.err == "error: --goldens /nonexistent/goldens: no such file or directory")
        let file = Run("serve", layouts.path, "--goldens", layouts.appendingPathComponent("minimal.json").path)
        #expect(file.status == 2 && file.err == "error: --goldens \(layouts.appendingPathComponent("minimal.json").path): not a folder")
        let setup = Run("serve", layouts.path, "--swift-setup", "/nonexistent/Setup.swift")
        #expect(setup.status == 2 && setup.err == "error: --swift-setup /nonexistent/Setup.swift: no such file or directory")
        let notSwift = Run("serve", layouts.path, "--swift-setup", layouts.appendingPathComponent("minimal.json").path)
        #expect(notSwift.status == 2 && notSwift.err.contains("--swift-setup takes .swift and .xib files and folders, and "
                                                              + "\(layouts.appendingPathComponent("minimal.json").path) is none of them; "
                                                              + "give the documents' folder before --swift-setup"))
    }
}

/// `adlayout` running on a thread of its own, its output readable while it runs.
final class BackgroundRun: Sendable {
    private let lines = Mutex((out: [String](), err: [String]()))
    private let finished = Mutex<Int32?>(nil)

    init(_ arguments: [String], interruption: Interruption?) {
        let thread = Thread { [self] in
            let console = Console(out: { line in self.lines.withLock { $0.out.append(line) } },
                                  err: { line in self.lines.withLock { $0.err.append(line) } })
            let status = CommandContext.with({ $0.console = console; $0.interruption = interruption }) {
                AdLayoutCommand.main(arguments: arguments, extensions: [.studio, .swiftSetup])
            }
            finished.withLock { $0 = status }
        }
        thread.start()
    }

    var out: String { lines.withLock { $0.out.joined(separator: "\n") } }
    var err: String { lines.withLock { $0.err.joined(separator: "\n") } }

    /// Waits for the command to end and returns its exit status.
    func status() async -> Int32 {
        while true {
            if let status = finished.withLock({ $0 }) { return status }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// Polls `condition` every 20 ms for up to 20 s.
func until(_ condition: () throws -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline {
        if try condition() { return }
        try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("timed out")
    throw CancellationError()
}
