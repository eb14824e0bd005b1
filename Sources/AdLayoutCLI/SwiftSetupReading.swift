import AdLayoutCore

/// The Swift setup reader as a command set extension provides it (AdLayoutSwiftSetupCLI's
/// `.swiftSetup`): a witness, because that module depends on this one, not the other way.
public protocol SwiftSetupReading: Sendable {
    /// The loader of a run with the `--swift-setup` `files` (none: only the files documents name)
    /// under every document, reporting the setup's diagnostics to `log` and unusable files to
    /// `console`; nil after reporting why the files cannot be used.
    func loader(files: [String], log: DiagnosticLog, console: Console) -> DocumentLoader?
}
