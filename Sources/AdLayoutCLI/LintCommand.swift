import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// `adlayout lint FILE... [--strict]`: native-ad policy checks on the laid-out frame.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check native ads against ad policies (attribution, CTA, media size, containment, truncation).",
        discussion: """
        Besides the policy rules, lint reports what layout finds (texts truncated, elements clipped, items cut at \
        the canvas bottom). Findings are warnings (exit 0) unless --strict, which makes them errors (exit 1).
        """)

    @Argument(help: "Layout documents (JSON); - reads standard input.")
    var files: [String]

    @OptionGroup var strictness: StrictOption

    @Option(parsing: .unconditional, help: "Device pixels per point for the pixel-size rules; default: the document's device scale.")
    var scale: Int?

    @OptionGroup var access: DocumentAccessArguments

    @OptionGroup var setup: SwiftSetupOptions

    func validate() throws {
        if let scale { try NumberRange.check("--scale", scale, in: 1...3) }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("- (standard input) can be given once") }
    }

    func run() throws {
        let inputs = try Inputs(setup: setup, options: access.options, strict: strictness.strict)
        let tally = LintRun(pipeline: inputs.pipeline, inputs: inputs, scale: scale).lint(files)
        Console.current.out(tally.summary)
        if tally.unreadable > 0 { throw ExitCode(ExitStatus.invalidInput) }
        if strictness.strict && inputs.log.failsStrictCheck { throw ExitCode(ExitStatus.failure) }
    }
}
