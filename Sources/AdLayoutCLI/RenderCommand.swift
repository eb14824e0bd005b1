import AdLayoutCore
import AdLayoutRender
import AdLayoutSwiftSetup
import ArgumentParser
import Foundation

/// `adlayout render FILE... [-o PATH|DIR] [--scale N] [--frames FILE.json]`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render layout documents to PNG (default: into Output/).")

    @Argument(help: "Layout documents (JSON).")
    var files: [String]

    @Option(name: .shortAndLong, help: "Output PNG file (one input) or folder.")
    var output: String = "Output"

    @Option(help: "Device pixels per point (1, 2 or 3); default: the document's device scale.")
    var scale: Int?

    @Option(help: "Also write the layout tree (every frame) as JSON to this file (one input) or folder.")
    var frames: String?

    @OptionGroup var setup: SwiftSetupOptions

    func validate() throws {
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if files.isEmpty { throw ValidationError("give at least one layout document") }
        if files.count > 1 && output.hasSuffix(".png") {
            throw ValidationError("-o \(output) names one file, but \(files.count) documents were given; name a folder")
        }
        if let frames, files.count > 1 && frames.hasSuffix(".json") {
            throw ValidationError("--frames \(frames) names one file, but \(files.count) documents were given; name a folder")
        }
    }

    func run() throws {
        let console = Console.current
        guard let loader = setup.loader(console) else { throw ExitCode(ExitStatus.invalidInput) }
        let pipeline = RenderPipeline(registry: AdLayoutCommand.registry, loader: loader.documentLoader)
        let inputs = Inputs(pipeline: pipeline)
        if !FontEnvironment.shared.hasDefaultFamily {
            console.err("warning: the font \(TnkDefaults.fontFamily) is not installed (Debian package fonts-noto-cjk); "
                        + "text falls back to another family and will not match the goldens")
        }
        var invalid = false, failed = false
        for file in files {
            guard let document = inputs.load(file) else { invalid = true; continue }
            let tree = pipeline.layout(document, scale: scale)
            let (png, warnings) = pipeline.png(tree)
            warnings.forEach { console.err("\(file): \($0)") }
            let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let target = output.hasSuffix(".png") ? URL(fileURLWithPath: output)
                : URL(fileURLWithPath: output).appendingPathComponent(stem + ".png")
            do {
                try AtomicFile.write(png, to: target)
                console.out("wrote \(target.relativePath) (\(Int(tree.canvasSize.width))×\(Int(tree.canvasSize.height)) pt @\(tree.scale)x, \(png.count / 1024) KB)")
                if let frames {
                    let framesURL = frames.hasSuffix(".json") ? URL(fileURLWithPath: frames)
                        : URL(fileURLWithPath: frames).appendingPathComponent(stem + ".frames.json")
                    try AtomicFile.write(Data(LayoutTreeJSON.encode(tree).utf8), to: framesURL)
                    console.out("wrote \(framesURL.relativePath)")
                }
            } catch {
                console.err("error: \(file): cannot write \(target.relativePath): \(error.localizedDescription)")
                failed = true
            }
        }
        if invalid { throw ExitCode(ExitStatus.invalidInput) }
        if failed { throw ExitCode(ExitStatus.failure) }
    }
}

/// `adlayout validate FILE...`
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check layout documents without rendering; prints every problem with its JSON path.")

    @Argument(help: "Layout documents (JSON).")
    var files: [String]

    @OptionGroup var setup: SwiftSetupOptions

    func run() throws {
        let console = Console.current
        guard let loader = setup.loader(console) else { throw ExitCode(ExitStatus.invalidInput) }
        let inputs = Inputs(pipeline: RenderPipeline(registry: AdLayoutCommand.registry, loader: loader.documentLoader))
        var invalid = false
        for file in files {
            if inputs.load(file) != nil { console.out("ok: \(file)") } else { invalid = true }
        }
        if invalid { throw ExitCode(ExitStatus.invalidInput) }
    }
}
