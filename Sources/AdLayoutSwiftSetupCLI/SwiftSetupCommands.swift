import AdLayoutCLI
import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation

extension CommandSetExtension {
    /// The Swift setup reader: `import-swift`, and `--swift-setup` files and documents' `swiftSetup`
    /// files read under the documents of `render`, `validate`, `lint`, `verify` and `record`.
    public static let swiftSetup = CommandSetExtension(commands: [ImportSwiftCommand.self]) { files, log, error in
        SwiftSetupOptions.loader(files: files, error, log: log).map { loader in
            DocumentReader(documentLoader: loader.documentLoader) { data, file, baseDirectory, base, options in
                loader.load(data, file: file, baseDirectory: baseDirectory, base: base, options: options).result
            }
        }
    }
}

extension SwiftSetupOptions {
    /// A loader for `files` (none: documents' own `swiftSetup` files only), reporting the files'
    /// diagnostics to `log`; nil after reporting why a file cannot be used.
    static func loader(files: [String], _ console: Console, log: DiagnosticLog) -> SwiftSetupLoader? {
        loader(files: files, console.err, log: log)
    }

    /// As ``loader(files:_:log:)``, printing unusable files through `printError`.
    static func loader(files: [String], _ printError: @Sendable (String) -> Void, log: DiagnosticLog) -> SwiftSetupLoader? {
        var sources: [SwiftSetupSource] = []
        var ok = true
        for file in files {
            do { sources += try SwiftSetupFiles.sources(at: URL(fileURLWithPath: file), name: file) } catch {
                printError("error: \(file): \(error)")
                ok = false
            }
        }
        guard ok else { return nil }
        let loader = SwiftSetupLoader(sources: sources) { log.report($0) }
        log.report(loader.sharedErrors)
        return loader.sharedErrors.isEmpty ? loader : nil
    }
}
