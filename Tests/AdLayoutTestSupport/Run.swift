import AdLayoutCLI
import AdLayoutCore
import AdLayoutStudioCLI
import AdLayoutSwiftSetupCLI
import Foundation
import Synchronization

/// Runs the `adlayout` commands in-process, as the executable does (every command, the studio and
/// the Swift setup reader included), and captures what they print.
public struct Run: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output, lines joined by newlines.
    public var out: String
    /// Standard error, lines joined by newlines.
    public var err: String

    /// The repository's folder (where `Layouts/` and `Package.swift` are).
    public static let root = Repository.root
    /// The sample documents, `Layouts/`.
    public static let layouts = Repository.layouts
    /// The built `adlayout` executable beside the test bundle, for tests that run it as a child process
    /// (`swift test` compiles the executable's module but does not link it; Scripts/test.sh builds it first).
    public static let toolPath = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("adlayout").path
    /// What a test that needs ``toolPath`` says when it is missing.
    public static let toolMissing = "\(toolPath) is missing: run `swift build --product adlayout` first (Scripts/test.sh does)"
    /// Runs `executable` with `arguments` as a child process (in `folder` and with `environment` when given)
    /// and waits for it: its exit status, how it ended, and its standard output (`standardError`: its
    /// standard error instead); the other stream is discarded.
    public static func child(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
                             standardError: Bool = false) throws -> (status: Int32, reason: Process.TerminationReason, out: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = standardError ? FileHandle.nullDevice : pipe
        process.standardError = standardError ? pipe : FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, data)
    }

    /// Where runs keep their artifacts unless a test says otherwise (each run gets a folder of its own).
    public static let artifactsBase = testRunFolder.appendingPathComponent("adlayout-snapshot-artifacts")

    /// Runs `arguments` with an empty registry.
    public init(_ arguments: String..., environment: [String: String] = [:]) {
        self.init(registry: TnkLayout(), arguments, environment: environment)
    }

    /// Runs `arguments` with an empty registry.
    public init(_ arguments: [String], environment: [String: String] = [:]) {
        self.init(registry: TnkLayout(), arguments, environment: environment)
    }

    /// Runs `arguments` with an empty registry.
    public init(arguments: [String], environment: [String: String] = [:]) {
        self.init(registry: TnkLayout(), arguments, environment: environment)
    }

    /// Runs the commands as an executable that registered Swift plugins on `registry` would.
    public init(registry: TnkLayout, _ arguments: String...) { self.init(registry: registry, arguments) }

    /// Runs `arguments` on `registry` with the commands of `extensions` (adlayout's by default), seeing
    /// `environment` (none by default, so `CI` or `ADLAYOUT_RECORD` of the shell running the tests
    /// changes nothing) instead of the process's.
    public init(registry: TnkLayout, _ arguments: [String], environment: [String: String] = [:],
                extensions: [CommandSetExtension] = [.studio, .swiftSetup]) {
        // Artifacts under a temporary folder unless the test names one: the default, adlayout-report in the
        // working directory, would be shared by tests running in parallel.
        var environment = environment
        if environment["ADLAYOUT_ARTIFACTS"] == nil { environment["ADLAYOUT_ARTIFACTS"] = Self.artifactsBase.path }
        let out = Mutex([String]()), err = Mutex([String]())
        let console = Console(out: { line in out.withLock { $0.append(line) } },
                              err: { line in err.withLock { $0.append(line) } })
        status = CommandContext.with({ $0.environment = environment; $0.console = console }) {
            AdLayoutCommand.main(arguments: arguments, registry: registry, extensions: extensions)
        }
        self.out = out.withLock { $0.joined(separator: "\n") }
        self.err = err.withLock { $0.joined(separator: "\n") }
    }
}
