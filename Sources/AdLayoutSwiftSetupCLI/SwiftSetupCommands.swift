import AdLayoutCLI
import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation

extension CommandSetExtension {
    /// The Swift setup reader: `import-swift`, and `--swift-setup` files and documents' `swiftSetup`
    /// files read under the documents of `render`, `validate`, `lint`, `verify` and `record`.
    public static let swiftSetup = CommandSetExtension(commands: [ImportSwiftCommand.self], setupReader: SwiftSetupCommandReader())
}

/// The commands' Swift setup reader: a ``SwiftSetupLoader`` over the `--swift-setup` files.
struct SwiftSetupCommandReader: SwiftSetupReading {
    func loader(files: [String], log: DiagnosticLog, console: Console) -> DocumentLoader? {
        SwiftSetupOptions.loader(files: files, console, log: log)?.documentLoader
    }
}

extension SwiftSetupOptions {
    /// A loader for `files` (none: documents' own `swiftSetup` files only), reporting the files'
    /// diagnostics to `log`; nil after reporting why a file cannot be used.
    static func loader(files: [String], _ console: Console, log: DiagnosticLog) -> SwiftSetupLoader? {
        var sources: [SwiftSetupSource] = []
        var ok = true
        for file in files {
            do { sources += try SwiftSetupFiles.sources(at: URL(fileURLWithPath: file), name: file) } catch {
                console.err("error: \(file): \(error)")
                ok = false
            }
        }
        guard ok else { return nil }
        let loader = SwiftSetupLoader(sources: sources) { log.report($0) }
        log.report(loader.sharedErrors)
        return loader.sharedErrors.isEmpty ? loader : nil
    }
}
