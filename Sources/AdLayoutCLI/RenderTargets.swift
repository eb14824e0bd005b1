import ArgumentParser
import Foundation

/// Where `render` writes: `-o` names a PNG file (one document) or a folder, `--frames` a JSON file or
/// a folder; in a folder, each document's files are named after it (`stdin` for standard input).
struct RenderTargets {
    /// `-o`: a `.png` file or a folder.
    let output: String
    /// `--frames`: a `.json` file or a folder; nil: no frames.
    let frames: String?

    /// The name standard input's document is written under.
    static let standardInputStem = "stdin"

    /// The name a document's PNG and frames are written under: its file name without the extension.
    static func stem(of file: String) -> String {
        file == "-" ? standardInputStem : URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }

    /// Refuses, before anything runs, targets that cannot hold what `files` make: one file for many
    /// documents, a file where a folder is named (or the reverse), two documents written under one name.
    func validate(files: [String]) throws {
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
    }

    /// The PNG of the document `file`.
    func png(for file: String) -> URL {
        output.hasSuffix(".png") ? URL(fileURLWithPath: output)
            : URL(fileURLWithPath: output).appendingPathComponent(Self.stem(of: file) + ".png")
    }

    /// The frames of the document `file`; nil without `--frames`.
    func frames(for file: String) -> URL? {
        frames.map { frames in
            frames.hasSuffix(".json") ? URL(fileURLWithPath: frames)
                : URL(fileURLWithPath: frames).appendingPathComponent(Self.stem(of: file) + ".frames.json")
        }
    }
}
