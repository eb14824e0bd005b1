import AdLayoutRender
import ArgumentParser
import Foundation

/// Writes what a command produces (`render`, `fit`, `import-swift`): files atomically, each checked
/// first — not an input of the run, nothing in its way — so a run that cannot write one of its files
/// writes none; or, with no file, to standard output. Problems are printed, naming the document they
/// belong to, and thrown as the exit status: 2 for a target that is an input, 1 for one that cannot be written.
package struct OutputWriter: Sendable {
    /// Where messages and standard output's lines go.
    package let console: Console
    /// The run's input files (`-` is standard input): writing one of them would replace it.
    package let inputs: [String]
    /// What the inputs are called in messages: `document`, `image`.
    package let inputKind: String

    /// A writer printing to `console`, refusing to write over `inputs` (called `inputKind`s in messages).
    package init(console: Console, inputs: [String] = [], inputKind: String = "document") {
        self.console = console; self.inputs = inputs.filter { $0 != "-" }; self.inputKind = inputKind
    }

    /// The file a path option names; nil for none and for `-` (standard output).
    package static func file(_ path: String?) -> URL? {
        path.flatMap { $0 == "-" ? nil : URL(fileURLWithPath: $0) }
    }

    /// Checks every one of `targets` before any is written; `document` prefixes the messages.
    package func check(_ targets: [URL], for document: String? = nil) throws(ExitCode) {
        for url in targets {
            if let input = inputs.first(where: { OutputPath.isSameFile(url, as: URL(fileURLWithPath: $0)) }) {
                try fail("cannot write \(url.relativePath): it is the input \(inputKind) \(input)", document, ExitStatus.invalidInput)
            }
            if let problem = OutputPath.problem(writing: url) {
                try fail("cannot write \(url.relativePath): \(problem)", document, ExitStatus.failure)
            }
        }
    }

    /// Writes `data` to `url` atomically and prints `wrote PATH` followed by `summary`.
    package func write(_ data: Data, to url: URL, summary: String = "", for document: String? = nil) throws(ExitCode) {
        do { try AtomicFile.write(data, to: url) } catch {
            try fail("cannot write \(url.relativePath): \(error.reason)", document, ExitStatus.failure)
        }
        console.out("wrote \(url.relativePath)" + summary)
    }

    /// Writes `text` to `url`, or, when there is no file, prints its lines on standard output.
    package func write(_ text: String, to url: URL?, summary: String = "") throws(ExitCode) {
        guard let url else {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { console.out(String(line)) }
            return
        }
        try write(Data(text.utf8), to: url, summary: summary)
    }

    private func fail(_ message: String, _ document: String?, _ status: Int32) throws(ExitCode) {
        console.err("error: " + (document.map { "\($0): " } ?? "") + message)
        throw ExitCode(status)
    }
}
