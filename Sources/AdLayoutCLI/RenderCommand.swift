import AdLayoutAppViews
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

    /// The name standard input's document is written under.
    static let standardInputStem = "stdin"

    /// The name a document's PNG and frames are written under: its file name without the extension.
    static func stem(of file: String) -> String {
        file == "-" ? standardInputStem : URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }

    func validate() throws {
        if let scale { try NumberRange.check("--scale", scale, in: 1...3) }
        if files.isEmpty { throw ValidationError("give at least one layout document") }
        if files.count > 1 && output.hasSuffix(".png") {
            throw ValidationError("-o \(output) names one file, but \(files.count) documents were given; name a folder")
        }
        if let frames, files.count > 1 && frames.hasSuffix(".json") {
            throw ValidationError("--frames \(frames) names one file, but \(files.count) documents were given; name a folder")
        }
        try OutputPath.check("-o", output, fileSuffix: ".png")
        if let frames { try OutputPath.check("--frames", frames, fileSuffix: ".json") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("- (standard input) can be given once") }
        // Documents of one name from different folders would overwrite each other's PNG and frames.
        var byStem: [String: String] = [:]
        for file in files {
            let stem = Self.stem(of: file)
            if let first = byStem[stem], first != file {
                throw ValidationError("\(first) and \(file) would both be written as \(stem).png; render them into different folders")
            }
            byStem[stem] = file
        }
        if watch && files.contains("-") { throw ValidationError("--watch cannot watch standard input (-); give files") }
    }

    func run() throws {
        let console = Console.current
        let log = console.diagnosticLog(strict: strictness.strict)
        guard let loader = setup.loader(console, log: log) else { throw ExitCode(ExitStatus.invalidInput) }
        let pipeline = RenderPipeline(registry: AdLayoutCommand.registry, loader: loader.documentLoader)
        if !FontEnvironment.shared.hasDefaultFamily {
            let packages = Array(Set(FontEnvironment.missingFontFiles.map(\.package))).sorted()
            log.report(Diagnostic(.warning, code: .environment, file: nil, path: "", location: nil,
                                  message: "font files are missing (Debian packages \(packages.joined(separator: ", "))); "
                                    + "text falls back to another face and will not match the goldens"))
        }
        var invalid = false, failed = false
        let runWide = log.failsStrictCheck
        for file in files {
            switch render(file, pipeline: pipeline, loader: loader, log: log, console: console, runWideProblems: runWide) {
            case .written: break
            case .invalid: invalid = true
            case .failed: failed = true
            }
        }
        if watch {
            try watchFiles(pipeline: pipeline, loader: loader, console: console)
            return
        }
        if invalid { throw ExitCode(ExitStatus.invalidInput) }
        if failed || (strictness.strict && log.failsStrictCheck) { throw ExitCode(ExitStatus.failure) }
    }

    enum Outcome { case written, invalid, failed }

    /// Renders one document (or standard input) and writes its PNG and frames, printing a line.
    /// `runWideProblems`: the run itself warned (missing fonts, the Swift setup), which fails --strict for every document.
    private func render(_ file: String, pipeline: RenderPipeline, loader: DocumentReader, log: DiagnosticLog,
                        console: Console, elapsed: Bool = false, runWideProblems: Bool = false) -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        // Warnings before this document (an earlier document's) are not its own.
        let problemsBefore = log.count(.error) + log.count(.warning)
        let tree: LayoutTree
        if file.hasSuffix(".xib") {
            // A XIB on its own, as Interface Builder's canvas shows it.
            let (laidOut, errors) = XIBCanvas.layout(contentsOf: URL(fileURLWithPath: file), displayPath: file,
                                                     measurer: pipeline.measurer, scale: scale ?? 2)
            log.report(errors)
            guard let laidOut else { return .invalid }
            tree = laidOut
        } else {
            let loaded = Inputs(pipeline: pipeline, reader: loader, options: chrome.applied(to: access.options), log: log).load(file)
            guard var document = loaded else { return .invalid }
            if fullPage { document.device.autoHeight = true }
            if let problem = document.device.canvasProblem(scale: scale ?? document.device.scale) {
                console.err("error: \(file): --scale \(scale ?? document.device.scale): \(problem)")
                return .invalid
            }
            tree = pipeline.layout(document, scale: scale)
        }
        let (png, warnings) = pipeline.png(tree)
        log.report(tree.diagnostics + warnings)
        // A render that fails --strict writes nothing (exit 1 must not leave a picture to be taken for a good one).
        if strictness.strict, runWideProblems || log.count(.error) + log.count(.warning) > problemsBefore {
            console.err("error: \(file): --strict: not written, because of the warnings above")
            return .failed
        }
        let stem = Self.stem(of: file)
        let target = output.hasSuffix(".png") ? URL(fileURLWithPath: output)
            : URL(fileURLWithPath: output).appendingPathComponent(stem + ".png")
        let framesTarget = frames.map { frames in
            frames.hasSuffix(".json") ? URL(fileURLWithPath: frames)
                : URL(fileURLWithPath: frames).appendingPathComponent(stem + ".frames.json")
        }
        // Both targets are checked before either is written: a run that cannot write one writes neither.
        for url in [target] + (framesTarget.map { [$0] } ?? []) {
            if let input = files.first(where: { $0 != "-" && OutputPath.isSameFile(url, as: URL(fileURLWithPath: $0)) }) {
                console.err("error: \(file): cannot write \(url.relativePath): it is the input document \(input)")
                return .invalid
            }
            if let problem = OutputPath.problem(writing: url) {
                console.err("error: \(file): cannot write \(url.relativePath): \(problem)")
                return .failed
            }
        }
        do {
            try AtomicFile.write(png, to: target)
        } catch {
            console.err("error: \(file): cannot write \(target.relativePath): \(error.reason)")
            return .failed
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        // A canvas past Cairo's limits is drawn cropped (the renderer warned): say to what.
        let pixels = Renderer.surfacePixels(tree)
        let cropped = Renderer.croppingWarning(tree) == nil ? "" : ", cropped to \(pixels.width)×\(pixels.height) pixels"
        console.out("wrote \(target.relativePath) (\(Renderer.pointSize(tree.canvasSize)) pt @\(tree.scale)x\(cropped), "
                    + "\(png.count / 1024) KB)" + (elapsed ? String(format: " in %.0f ms", ms) : ""))
        if let framesTarget {
            do {
                try AtomicFile.write(Data(LayoutTreeJSON.encode(tree).utf8), to: framesTarget)
            } catch {
                console.err("error: \(file): cannot write \(framesTarget.relativePath): \(error.reason)")
                return .failed
            }
            console.out("wrote \(framesTarget.relativePath)")
        }
        return .written
    }

    /// The document on standard input, named `<stdin>` in messages; images resolve from the current folder.
    /// Polls the documents' size and modification time and renders each one that changed, until
    /// interrupted (Ctrl-C). Invalid documents print their errors and are rendered again when fixed.
    private func watchFiles(pipeline: RenderPipeline, loader: DocumentReader, console: Console) throws {
        let interruption = AdLayoutCommand.interruption ?? Interruption.onSIGINT()
        let urls = files.map { URL(fileURLWithPath: $0) }
        var stamps = urls.map(FileStamp.init)
        console.out("watching \(files.count) document\(files.count == 1 ? "" : "s"); Ctrl-C stops")
        while !interruption.wait(seconds: 0.2) {
            for (i, url) in urls.enumerated() {
                var stamp = FileStamp(url)
                guard stamp != stamps[i] else { continue }
                // An editor may still be writing: wait until the file holds still.
                while !interruption.wait(seconds: 0.05), FileStamp(url) != stamp { stamp = FileStamp(url) }
                stamps[i] = stamp
                if stamp == nil {
                    console.err("error: \(files[i]): the file is gone; waiting for it to come back")
                    continue
                }
                // Each render of a watch reports its problems afresh: the same warning again after an edit is news.
                _ = render(files[i], pipeline: pipeline, loader: loader, log: console.diagnosticLog(strict: strictness.strict),
                           console: console, elapsed: true)
            }
        }
        console.out("stopped watching")
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
        let console = Console.current
        let log = console.diagnosticLog(strict: strictness.strict)
        guard let loader = setup.loader(console, log: log) else { throw ExitCode(ExitStatus.invalidInput) }
        let pipeline = RenderPipeline(registry: AdLayoutCommand.registry, loader: loader.documentLoader)
        let inputs = Inputs(pipeline: pipeline, reader: loader, options: access.options, log: log)
        var invalid = false
        for file in files {
            guard let document = inputs.load(file) else { invalid = true; continue }
            log.report(pipeline.layout(document).diagnostics)
            console.out("ok: \(file)")
        }
        if invalid { throw ExitCode(ExitStatus.invalidInput) }
        if strictness.strict && log.failsStrictCheck { throw ExitCode(ExitStatus.failure) }
    }
}
