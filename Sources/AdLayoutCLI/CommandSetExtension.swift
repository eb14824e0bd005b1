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
    /// Reads the `--swift-setup` files and documents' `swiftSetup` files under the documents of a run.
    /// Nil: this extension reads no Swift.
    public var setupReader: (any SwiftSetupReading)?
    /// The suite `bench` runs without FILE: the project's own (`Benchmarks/Suite`'s `.benchmarkSuite`). Nil: `bench` needs documents.
    package var builtInBenchmarks: (any BuiltInBenchmarks)?

    /// An extension adding `commands` and, when given, reading Swift setup files with `setupReader`.
    public init(commands: [any ParsableCommand.Type] = [], setupReader: (any SwiftSetupReading)? = nil) {
        self.commands = commands
        self.setupReader = setupReader
    }
}
