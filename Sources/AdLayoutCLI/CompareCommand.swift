import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import ArgumentParser
import Foundation

/// `adlayout compare A.png B.png [--threshold T] [--no-include-aa] [--diff D.png] [--max-diff-pixels N] [--max-diff-pixel-ratio R]`
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNGs (pixelmatch semantics); the last line is `mismatched pixels: N`.",
        discussion: """
        Both PNG headers are read first: images of different sizes fail at once, without being decoded (every pixel \
        of the larger size counts as mismatched), unless --diff asks for the diff image. Images of more than \
        64 Mpx are refused, and so are PNGs whose chunk CRCs do not match or that end before IEND. Exact by default \
        (any changed pixel counts), as verify compares. Exit status: 0 within the pixel budget, 1 over it (or different \
        sizes), 2 unreadable input.
        """)

    @Argument(help: "The expected image (PNG).")
    var expected: String

    @Argument(help: "The actual image (PNG).")
    var actual: String

    @OptionGroup var comparison: ComparisonArguments

    @Option(help: "Write the diff image here (faded grey original, red differences — blue where B is darker with --alt-color — yellow anti-aliasing).")
    var diff: String?

    func validate() throws {
        if let diff, !diff.lowercased().hasSuffix(".png") { throw ValidationError("--diff must name a .png file") }
    }

    func run() throws {
        let console = Console.current
        let fileA = Self.open(expected, console), fileB = Self.open(actual, console)
        guard let fileA, let fileB else { throw ExitCode(ExitStatus.invalidInput) }
        let writer = OutputWriter(console: console, inputs: [expected, actual], inputKind: "image")
        let target = diff.map { URL(fileURLWithPath: $0) }
        try writer.check(target.map { [$0] } ?? [])
        let result = try compare(fileA, fileB, writingDiffTo: target, writer)
        let within = comparison.budget.accepts(result)
        report(result, within: within, console)
        if !within { throw ExitCode(ExitStatus.failure) }
    }

    /// The comparison of the two files; with a `target`, the diff image written there.
    private func compare(_ fileA: PNGFile, _ fileB: PNGFile, writingDiffTo target: URL?, _ writer: OutputWriter) throws -> ImageComparison {
        let sameSize = fileA.header.width == fileB.header.width && fileA.header.height == fileB.header.height
        if !sameSize && target == nil {
            // Different sizes fail whatever the pixels: nothing is decoded.
            let width = max(fileA.header.width, fileB.header.width), height = max(fileA.header.height, fileB.header.height)
            return ImageComparison(mismatchedPixels: width * height, antialiasedPixels: 0, totalPixels: width * height,
                                   sizeMismatch: SizeMismatch(expected: (fileA.header.width, fileA.header.height),
                                                              actual: (fileB.header.width, fileB.header.height)),
                                   identical: false)
        }
        guard let a = Self.decode(fileA, writer.console), let b = Self.decode(fileB, writer.console) else {
            throw ExitCode(ExitStatus.invalidInput)
        }
        guard let target else { return PixelMatch.compare(a, b, options: comparison.options) }
        var image = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
        let result = PixelMatch.compare(a, b, options: comparison.options, diff: &image)
        try writer.write(PNGCodec.encode(image), to: target)
        return result
    }

    /// The result's lines; the last is `mismatched pixels: N`.
    private func report(_ result: ImageComparison, within: Bool, _ console: Console) {
        let budget = comparison.budget
        if let mismatch = result.sizeMismatch { console.out(mismatch.description) }
        if result.antialiasedPixels > 0 { console.out("anti-aliased pixels ignored: \(result.antialiasedPixels)") }
        console.out("\(within ? "within" : "over") budget: \(budget.describe(totalPixels: result.totalPixels)) of \(result.totalPixels) pixels")
        console.out("mismatched pixels: \(result.mismatchedPixels)")
    }

    /// The most pixels an image may have: the largest canvas AdLayout renders.
    static let maxPixels = FormatLimits.canvasPixels

    /// A PNG file read whole, with its header.
    struct PNGFile {
        var path: String
        var data: Data
        var header: ImageHeader
    }

    /// Reads the PNG at `path` (a regular file) and its header, printing why not.
    static func open(_ path: String, _ console: Console) -> PNGFile? {
        let data: Data
        do {
            data = try FileReading.contents(of: URL(fileURLWithPath: path), limit: maxPixels * 4 + (16 << 20))
        } catch {
            console.err("error: \(path): \(error)")
            return nil
        }
        switch data.withUnsafeBytes({ ImageHeader.read($0) }) {
        case .success(let header) where header.format == .png:
            guard header.pixels <= maxPixels else {
                console.err("error: \(path): the image is \(header.width)×\(header.height) pixels; "
                            + "compare reads at most \(ImageHeader.describe(pixels: maxPixels))")
                return nil
            }
            // A damaged or cut-short file is unreadable input, even when only its size is compared.
            if let problem = PNGChunks.problem(data) {
                console.err("error: \(path): not a readable PNG (\(problem))")
                return nil
            }
            return PNGFile(path: path, data: data, header: header)
        case .success:
            console.err("error: \(path): not a readable PNG (a JPEG file)")
        case .failure(let error):
            console.err("error: \(path): not a readable PNG (\(error))")
        }
        return nil
    }

    /// Decodes `file`, printing why not.
    static func decode(_ file: PNGFile, _ console: Console) -> PixelBuffer? {
        do {
            return try PNGCodec.decode(file.data, maxPixels: maxPixels)
        } catch {
            console.err("error: \(file.path): \(error.message)")
            return nil
        }
    }
}
