import AdLayoutCore
import ArgumentParser
import Foundation

/// `--swift-setup FILE.swift...`: the app's Swift setup code, applied under every document.
package struct SwiftSetupOptions: ParsableArguments {
    @Option(name: .customLong("swift-setup"), parsing: .upToNextOption,
            help: "Swift setup files (TnkLayout/TnkStyles calls, layout subclasses) applied before each document.")
    var files: [String] = []

    /// No files (ArgumentParser fills them in).
    package init() {}

    package func validate() throws {
        for file in files where !file.hasSuffix(".swift") {
            throw ValidationError("--swift-setup takes Swift files, and \(file) is not one; give the documents before --swift-setup")
        }
    }

    /// How the run reads documents: with the setup files under them when the executable opted into the
    /// Swift setup reader (``CommandSetExtension/setupReader``), as JSON otherwise; nil after reporting
    /// why the files cannot be used (or that `--swift-setup` needs the reader).
    func loader(_ console: Console, log: DiagnosticLog) -> DocumentReader? {
        guard let read = AdLayoutCommand.extensions.lazy.compactMap(\.setupReader).first else {
            guard files.isEmpty else {
                console.err("error: --swift-setup: this executable reads no Swift setup; "
                            + "an executable opts in with extensions: [.swiftSetup] (AdLayoutSwiftSetupCLI)")
                return nil
            }
            return .json
        }
        return read(files, log, console.err)
    }
}
