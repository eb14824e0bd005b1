import AdLayoutCLI
import AdLayoutCore
import AdLayoutStudio
import ArgumentParser
import Foundation
import Synchronization

/// `adlayout serve [DIR] [--host H] [--port N] [--goldens DIR] [--swift-setup FILE.swift...]`: the live
/// studio in the browser.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Open a folder of layout documents in a live studio in the browser.",
        discussion: """
        Serves http://127.0.0.1:8080/ by default: the folder's documents, an editor that re-renders on every edit, \
        errors at their line:column, device / scale / theme / scroll controls, and an inspector that goes from a \
        pixel to the JSON (or the Swift setup code) that made it. Only documents inside DIR are read or written. \
        Ctrl-C stops.
        """)

    @Argument(help: "Folder of layout documents.")
    var folder: String = "Layouts"

    @Option(help: "Address to bind (loopback by default: the studio reads and writes the folder's documents).")
    var host: String = "127.0.0.1"

    @Option(parsing: .unconditional, help: "Port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "Goldens folder: show each render's golden and the pixelmatch diff beside it.")
    var goldens: String?

    @Option(name: .customLong("swift-setup"), parsing: .upToNextOption,
            help: "The app's Swift setup (.swift and .xib files, or the app's folder), put under every document as with render; saving one re-renders.")
    var swiftSetup: [String] = []

    func validate() throws {
        try NumberRange.check("--port", port, in: 0...65535)
        if !Self.isListenable(host) {
            throw ValidationError("--host \(host): not an IP address or a name that resolves to one (e.g. 127.0.0.1, ::1, 0.0.0.0)")
        }
        for file in swiftSetup where !SwiftSetupOptions.isSetupPath(file) {
            throw ValidationError("--swift-setup takes .swift and .xib files and folders, and \(file) is none of them; "
                                  + "give the documents' folder before --swift-setup")
        }
    }

    /// Whether `host` resolves to an address a server can be given (getaddrinfo, passive).
    static func isListenable(_ host: String) -> Bool {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var result: UnsafeMutablePointer<addrinfo>?
        defer { if let result { freeaddrinfo(result) } }
        return getaddrinfo(host, nil, &hints, &result) == 0 && result != nil
    }

    func run() throws {
        let console = Console.current
        let (server, hasEditor) = try makeServer(console)
        if !hasEditor { console.err("warning: \(CodeMirrorFiles.missingAdvice)") }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            console.err("warning: --host \(host): other machines can reach the studio, which reads and writes "
                        + "every document in \(folder)")
        }
        try serve(server, console)
    }

    /// The studio's server for the options (and whether it has the editor's files); exit 2 when
    /// `--goldens` is not a folder or the server cannot be set up.
    private func makeServer(_ console: Console) throws -> (StudioServer, hasEditor: Bool) {
        var goldensURL: URL?
        if let goldens {
            if let problem = FileReading.folderProblem(goldens) {
                console.err("error: --goldens \(goldens): \(problem)")
                throw ExitCode(ExitStatus.invalidInput)
            }
            goldensURL = URL(fileURLWithPath: goldens)
        }
        var configuration = StudioConfiguration(folder: URL(fileURLWithPath: folder), host: host, port: port,
                                                goldens: goldensURL, registry: CommandContext.current.registry)
        configuration.swiftSetup = swiftSetup
        do { return (try StudioServer(configuration), configuration.codeMirror != nil) } catch {
            console.err("error: \(error.message)")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// Runs `server` until it stops (Ctrl-C); exit 1 when it fails. The server is async; this
    /// command, like the others, is synchronous.
    private func serve(_ server: StudioServer, _ console: Console) throws {
        let failure = ServeFailure()
        let done = DispatchSemaphore(value: 0)
        let folder = self.folder, host = self.host, port = self.port
        Task.detached {
            do {
                try await server.run(handlingSignals: true) { url in
                    console.out("studio for \(folder): \(url)  (Ctrl-C stops)")
                }
            } catch {
                failure.message.withLock { $0 = "cannot serve on \(host):\(port): \(error)" }
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message.withLock({ $0 }) {
            console.err("error: \(message)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}

/// Why the server stopped, when it failed.
private final class ServeFailure: Sendable {
    /// Why the server stopped, set by the server's task and read after it ends.
    let message = Mutex<String?>(nil)
}
