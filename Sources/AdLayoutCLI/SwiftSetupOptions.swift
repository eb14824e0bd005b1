import AdLayoutCore
import ArgumentParser
import Foundation

/// `--swift-setup FILE.swift|FOLDER...`: the app's Swift setup code (files, or the app's folder with
/// its `.swift` and `.xib` files), applied under every document.
package struct SwiftSetupOptions: ParsableArguments {
    @Option(name: .customLong("swift-setup"), parsing: .upToNextOption,
            help: ArgumentHelp("The app's Swift setup: .swift files, .xib files, or the app's folder (every .swift and .xib below it); "
                               + "TnkLayout/TnkStyles calls, layout classes and item views, applied under each document.",
                               valueName: "file-or-folder"))
    var files: [String] = []

    /// No files (ArgumentParser fills them in).
    package init() {}

    package func validate() throws {
        for file in files where !Self.isSetupPath(file) {
            throw ValidationError("--swift-setup takes .swift and .xib files and folders, and \(file) is none of them; "
                                  + "give the documents before --swift-setup")
        }
    }

    /// Whether `path` can be a setup input: a `.swift` or `.xib` file, or a folder.
    package static func isSetupPath(_ path: String) -> Bool {
        if path.hasSuffix(".swift") || path.hasSuffix(".xib") { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// How the run reads documents: with the setup files under them when the executable opted into the
    /// Swift setup reader (``CommandSetExtension/setupReader``), as JSON otherwise; nil after reporting
    /// why the files cannot be used (or that `--swift-setup` needs the reader).
    func loader(_ console: Console, log: DiagnosticLog) -> DocumentLoader? {
        guard let reader = CommandContext.current.extensions.lazy.compactMap(\.setupReader).first else {
            guard files.isEmpty else {
                console.err("error: --swift-setup: this executable reads no Swift setup; "
                            + "an executable opts in with extensions: [.swiftSetup] (AdLayoutSwiftSetupCLI)")
                return nil
            }
            return .standard
        }
        return reader.loader(files: files, log: log, console: console)
    }
}
