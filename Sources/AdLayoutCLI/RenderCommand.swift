import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// `adlayout render FILE... [-o PATH|DIR] [--scale N] [--frames FILE.json|DIR] [--watch]`; `-` reads a
/// document from standard input.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render layout documents to PNG (default: into Output/).",
        discussion: """
        `-` reads one document from standard input; it is written as stdin.png (in the output folder, or to -o FILE.png) \
        and its images resolve from the current folder. A .xib file is drawn alone, as Interface Builder's canvas shows \
        it: its first view laid out by Auto Layout at its design size (default scale 2). --watch renders again whenever a document changes, one line \
        per render, until Ctrl-C.
        """)

    @Argument(help: "Layout documents (JSON), or Interface Builder XIBs (drawn alone at their design size); - reads standard input.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output PNG file (one input) or folder.")
    var output: String = "Output"

    @Option(parsing: .unconditional, help: "Device pixels per point (1, 2 or 3); default: the document's device scale.")
    var scale: Int?

    @Option(help: "Also write the layout tree (every frame) as JSON to this file (one input) or folder.")
    var frames: String?

    @Flag(help: "Grow the canvas to the content's height (as \"height\": \"auto\" in the document's device).")
    var fullPage = false

    @OptionGroup var access: DocumentAccessArguments

    @OptionGroup var chrome: ChromeArgument

    @OptionGroup var setup: SwiftSetupOptions

    @Flag(help: "Render again whenever a document changes, until Ctrl-C.")
    var watch = false

    @OptionGroup var strictness: StrictOption

    func validate() throws {
        if let scale { try NumberRange.check("--scale", scale, in: 1...3) }
        if files.isEmpty { throw ValidationError("give at least one layout document") }
        try RenderTargets(output: output, frames: frames).validate(files: files)
        if watch && files.contains("-") { throw ValidationError("--watch cannot watch standard input (-); give files") }
    }

    func run() throws {
        let console = Console.current
        let log = console.diagnosticLog(strict: strictness.strict)
        guard let loader = setup.loader(console, log: log) else { throw ExitCode(ExitStatus.invalidInput) }
        var options = chrome.applied(to: access.options)
        options.autoHeight = fullPage
        let run = RenderRun(pipeline: RenderPipeline(registry: CommandContext.current.registry, loader: loader), options: options,
                            scale: scale, strict: strictness.strict, targets: RenderTargets(output: output, frames: frames), writer: OutputWriter(console: console, inputs: files))
        run.checkFonts(log)
        let runWide = log.failsStrictCheck
        let outcomes = files.map { run.render($0, log: log, runWideProblems: runWide) }
        if watch { return run.watch(files) }
        if outcomes.contains(.invalid) { throw ExitCode(ExitStatus.invalidInput) }
        if outcomes.contains(.failed) || (strictness.strict && log.failsStrictCheck) { throw ExitCode(ExitStatus.failure) }
    }
}

/// `adlayout validate FILE...`: decodes, resolves and lays out (with real font metrics, since
/// whether a text is cut depends on its real width) without drawing.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check layout documents without rendering; prints every problem with its JSON path.",
        discussion: """
        Each document is laid out as render lays it out (without drawing), so texts truncated and elements clipped \
        are reported too; they are warnings (exit 0) unless --strict.
        """)

    @Argument(help: "Layout documents (JSON); - reads standard input.")
    var files: [String]

    @OptionGroup var access: DocumentAccessArguments

    @OptionGroup var setup: SwiftSetupOptions

    @OptionGroup var strictness: StrictOption

    func validate() throws {
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("- (standard input) can be given once") }
    }

    func run() throws {
        let inputs = try Inputs(setup: setup, options: access.options, strict: strictness.strict)
        var invalid = false
        for file in files {
            guard let document = inputs.load(file) else { invalid = true; continue }
            inputs.log.report(inputs.pipeline.layout(document).diagnostics)
            Console.current.out("ok: \(file)")
        }
        if invalid { throw ExitCode(ExitStatus.invalidInput) }
        if strictness.strict && inputs.log.failsStrictCheck { throw ExitCode(ExitStatus.failure) }
    }
}
