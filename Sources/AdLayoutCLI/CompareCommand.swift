import AdLayoutRender
import AdLayoutSnapshot
import ArgumentParser
import Foundation

/// `adlayout compare A.png B.png [--threshold T] [--include-aa] [--diff D.png] [--max-diff-pixels N] [--max-diff-ratio R]`
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNGs (pixelmatch semantics); the last line is `mismatched pixels: N`.",
        discussion: "Exit status: 0 within the pixel budget, 1 over it (or different sizes), 2 unreadable input.")

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
        guard let a = Self.read(expected, console), let b = Self.read(actual, console) else {
            throw ExitCode(ExitStatus.invalidInput)
        }
        let result: ImageComparison
        if let diff {
            var image = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
            result = PixelMatch.compare(a, b, options: comparison.options, diff: &image)
            do {
                try AtomicFile.write(PNGCodec.encode(image), to: URL(fileURLWithPath: diff))
                console.out("wrote \(diff)")
            } catch {
                console.err("error: cannot write \(diff): \(error.localizedDescription)")
                throw ExitCode(ExitStatus.failure)
            }
        } else {
            result = PixelMatch.compare(a, b, options: comparison.options)
        }
        let budget = comparison.budget
        let within = budget.accepts(result)
        if let mismatch = result.sizeMismatch { console.out(mismatch.description) }
        if result.antialiasedPixels > 0 { console.out("anti-aliased pixels ignored: \(result.antialiasedPixels)") }
        console.out("\(within ? "within" : "over") budget: \(budget.describe(totalPixels: result.totalPixels)) of \(result.totalPixels) pixels")
        console.out("mismatched pixels: \(result.mismatchedPixels)")
        if !within { throw ExitCode(ExitStatus.failure) }
    }

    /// Decodes the PNG at `path`, printing why not.
    static func read(_ path: String, _ console: Console) -> PixelBuffer? {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            console.err("error: \(path): cannot read the file: \(FileManager.default.fileExists(atPath: path) ? error.localizedDescription : "no such file")")
            return nil
        }
        do {
            return try PNGCodec.decode(data)
        } catch {
            console.err("error: \(path): \(error.message)")
            return nil
        }
    }
}
