import AdLayoutCore
import ArgumentParser
import Foundation

/// A part of the `adlayout` command set that an executable opts into, one line each, because it
/// brings a heavy dependency: the studio (`serve`, SwiftNIO; `AdLayoutStudioCLI`'s
/// `.studio`) and the Swift setup reader (`import-swift`, `--swift-setup` and documents'
/// `swiftSetup`, swift-syntax; `AdLayoutSwiftSetupCLI`'s `.swiftSetup`).
///
/// ```swift
/// exit(AdLayoutCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), registry: registry,
///                           extensions: [.swiftSetup]))
/// ```
public struct CommandSetExtension: Sendable {
    /// Subcommands added after the command set's own.
    public var commands: [any ParsableCommand.Type]
    /// Makes the reader for a run from the `--swift-setup` files (none: only the files documents
    /// name), reporting the setup's diagnostics to `log` and unusable files to `error`; nil after
    /// reporting why the files cannot be used. Nil: this extension reads no Swift.
    public var setupReader: (@Sendable (_ files: [String], _ log: DiagnosticLog, _ error: @Sendable (String) -> Void) -> DocumentReader?)?
    /// The suite `bench` runs without FILE: the project's own (`Benchmarks/Suite`'s `.benchmarkSuite`). Nil: `bench` needs documents.
    package var builtInBenchmarks: (@Sendable (_ options: BenchOptions, _ report: inout BenchReport) throws -> Void)?

    /// An extension adding `commands` and, when given, reading Swift setup files with `setupReader`.
    public init(commands: [any ParsableCommand.Type] = [],
                setupReader: (@Sendable (_ files: [String], _ log: DiagnosticLog, _ error: @Sendable (String) -> Void) -> DocumentReader?)? = nil) {
        self.commands = commands
        self.setupReader = setupReader
    }
}
