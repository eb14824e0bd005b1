import AdLayoutCLI
import AdLayoutStudio
import AdLayoutTestSupport
import Foundation

/// A copy of `Layouts/` (documents and images) in a temporary folder, so tests may edit and save.
func copyOfLayouts() throws -> URL {
    let folder = try temporaryDirectory("layouts").appendingPathComponent("Layouts")
    try FileManager.default.copyItem(at: Repository.layouts, to: folder)
    return folder
}

/// A studio server running in this process on a free port, stopped by ``stop()``.
final class RunningStudio: Sendable {
    let server: StudioServer
    let url: URL
    private let task: Task<Void, any Error>

    /// Starts a studio for `configuration` (its port is replaced by a free one).
    static func start(_ configuration: StudioConfiguration) async throws -> RunningStudio {
        var configuration = configuration
        configuration.port = 0
        configuration.logsErrors = false
        let server = try StudioServer(configuration)
        let (addresses, continuation) = AsyncStream<URL>.makeStream()
        let task = Task { try await server.run { url in continuation.yield(url) } }
        var iterator = addresses.makeAsyncIterator()
        guard let url = await iterator.next() else { throw StudioError("the studio did not start") }
        return RunningStudio(server: server, url: url, task: task)
    }

    /// Starts a studio on `Layouts/` without CodeMirror, with `configure`'s changes (a limit lowered).
    static func onLayouts(_ configure: (inout StudioConfiguration) -> Void = { _ in }) async throws -> RunningStudio {
        var configuration = StudioConfiguration(folder: Repository.layouts, codeMirror: nil)
        configure(&configuration)
        return try await start(configuration)
    }

    private init(server: StudioServer, url: URL, task: Task<Void, any Error>) {
        self.server = server; self.url = url; self.task = task
    }

    var port: Int { url.port ?? 0 }

    /// Stops the server and waits until it has.
    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// Goldens of `layouts` recorded on this machine by `adlayout record` into a temporary folder (the
/// repository's goldens match only the fonts CI has).
func recordedGoldens(_ layouts: [String], from folder: URL = Repository.layouts, scale: Int) throws -> URL {
    let goldens = try temporaryDirectory("goldens").appendingPathComponent("goldens")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    let quiet = Console(out: { _ in }, err: { _ in })
    let status = CommandContext.with({ $0.console = quiet }) {
        AdLayoutCommand.main(arguments: ["record"] + layouts.map { folder.appendingPathComponent($0).path }
                             + ["--goldens", goldens.path, "--scale", String(scale)])
    }
    guard status == 0 else { throw StudioError("adlayout record exited with \(status)") }
    return goldens
}
