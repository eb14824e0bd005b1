import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// The `adlayout` command line: render, validate and benchmark layout documents; compare images,
/// verify and record goldens.
///
/// Users who register Swift plugins build their own executable and call
/// ``AdLayoutCommand/main(arguments:registry:extensions:)`` with their registry and the
/// ``CommandSetExtension``s they opt into (the studio, the Swift setup reader).
public struct AdLayoutCommand: ParsableCommand {
    /// The tool's name, help text, exit statuses, version and subcommands: the command set's own,
    /// then those of the run's ``extensions``.
    public static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "adlayout",
        abstract: "Lay out and render mobile offerwall screens from JSON layout documents.",
        discussion: """
        Results go to standard output, errors, warnings and notes to standard error. Exit status: 0 success, \
        1 a render, write, lint (--strict) or snapshot check failed, 2 invalid input.
        """,
        version: AdLayoutVersion.current,
        subcommands: [RenderCommand.self, ValidateCommand.self, LintCommand.self, CompareCommand.self, VerifyCommand.self,
                      RecordCommand.self, ReportCommand.self, FitCommand.self, BenchCommand.self, FontsCommand.self, SchemaCommand.self]
            + CommandContext.current.extensions.flatMap(\.commands)) }

    /// The root command; ArgumentParser fills it from the arguments and runs a subcommand.
    public init() {}

    /// The executable's name for commands it prints (`adlayout`, or `custom-adlayout` for an
    /// executable that registered Swift plugins); `adlayout` when the commands run inside another
    /// program (tests).
    static var toolName: String {
        let name = ProcessInfo.processInfo.processName
        return name.lowercased().contains("adlayout") && !name.contains(".") ? name : "adlayout"
    }

    /// Runs the tool with `arguments` (without the program name), documents resolving on `registry`,
    /// with the commands of `extensions` added, and returns its exit status.
    public static func main(arguments: [String], registry: TnkLayout = TnkLayout(), extensions: [CommandSetExtension] = []) -> Int32 {
        // A write past the file-size limit (RLIMIT_FSIZE) then fails with EFBIG, "file too large",
        // reported like any other write error, instead of killing the process.
        signal(SIGXFSZ, SIG_IGN)
        return CommandContext.with({ $0.registry = registry; $0.extensions = extensions }) {
            let console = Console.current
            do {
                var command = try parseAsRoot(arguments)
                try command.run()
                return ExitStatus.success
            } catch let code as ExitCode {
                return code.rawValue
            } catch {
                let status = exitCode(for: error).rawValue
                let message = fullMessage(for: error)
                if status == 0 {
                    if !message.isEmpty { console.out(message) }
                    return ExitStatus.success
                }
                console.err(message)
                // Usage mistakes are invalid input too.
                return ExitStatus.invalidInput
            }
        }
    }
}
