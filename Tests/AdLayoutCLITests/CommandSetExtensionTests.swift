import AdLayoutCLI
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing

/// The command set without extensions, as a custom executable that opted into neither: no `serve`
/// or `import-swift`, and `--swift-setup` is refused in words that say how to opt in.
@Suite struct CommandSetExtensionTests {
    static func lean(_ arguments: String...) -> (status: Int32, err: String) {
        let err = Mutex([String]())
        let console = Console(out: { _ in }, err: { line in err.withLock { $0.append(line) } })
        let status = CommandContext.with({ $0.console = console }) { AdLayoutCommand.main(arguments: arguments) }
        return (status, err.withLock { $0.joined(separator: "\n") })
    }

    @Test func withoutExtensionsTheHeavyCommandsAreAbsent() {
        let serve = Self.lean("serve", "Layouts")
        #expect(serve.status == 2)
        #expect(serve.err.hasPrefix("Error: 2 unexpected arguments: 'serve', 'Layouts'"))
        let importSwift = Self.lean("import-swift", "Setup.swift")
        #expect(importSwift.status == 2)
        #expect(importSwift.err.hasPrefix("Error: 2 unexpected arguments: 'import-swift', 'Setup.swift'"))
    }

    @Test func swiftSetupFilesNeedTheReader() throws {
        let run = Self.lean("validate", Run.root.appendingPathComponent("Layouts/minimal.json").path, "--swift-setup", "Setup.swift")
        #expect(run.status == 2)
        #expect(run.err == "error: --swift-setup: this executable reads no Swift setup; "
                + "an executable opts in with extensions: [.swiftSetup] (AdLayoutSwiftSetupCLI)")
    }
}
