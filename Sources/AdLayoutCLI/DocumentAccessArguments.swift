import AdLayoutCore
import ArgumentParser
import Foundation

/// Options that decide which files documents may read: `--allow-path` and `--max-image-pixels`.
struct DocumentAccessArguments: ParsableArguments {
    @Option(name: .customLong("allow-path"),
            help: ArgumentHelp("Let documents draw images from this folder too (repeatable); by default only files in the document's folder are read.",
                               valueName: "DIR"))
    var allowPaths: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("The most pixels an image may have (width × height, from its header); larger ones are placeholders.",
                               valueName: "PIXELS"))
    var maxImagePixels: Int = FormatLimits.imagePixels

    func validate() throws {
        try NumberRange.check("--max-image-pixels", maxImagePixels, in: 1...1_000_000_000)
        for path in allowPaths {
            if let problem = FileReading.folderProblem(path) { throw ValidationError("--allow-path \(path): \(problem)") }
        }
    }

    /// The decoding options these arguments ask for.
    var options: DocumentDecoder.Options {
        DocumentDecoder.Options(imageAccess: ImageAccess(allowedFolders: allowPaths.map { URL(fileURLWithPath: $0) },
                                                         pixelBudget: maxImagePixels))
    }
}
