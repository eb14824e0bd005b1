import Foundation

/// The repository's documentation: README.md, every Markdown page under docs/ and every article of a DocC
/// catalog (Sources/<Module>/<Module>.docc), with their fenced code blocks.
enum DocumentationFiles {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every documentation file, as a path relative to the root, sorted.
    static let all: [String] = {
        var paths = ["README.md"]
        let fm = FileManager.default
        for folder in ["docs", "Sources"] {
            guard let walk = fm.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let relative as String in walk where relative.hasSuffix(".md") {
                if folder == "Sources" && !relative.contains(".docc/") { continue }
                paths.append(folder + "/" + relative)
            }
        }
        return paths.sorted()
    }()

    /// The text of a documentation file.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every fenced code block of every documentation file.
    static func blocks() throws -> [CodeBlock] {
        try all.flatMap { path in CodeBlock.parse(try text(path), file: path) }
    }
}

/// One fenced code block of a Markdown file.
struct CodeBlock: Sendable, CustomStringConvertible {
    /// The file, relative to the repository's root.
    let file: String
    /// The line of the opening fence (1-based).
    let line: Int
    /// The fence's info string (`json`, `swift`, `json-invalid`, …; empty when none).
    let info: String
    /// The block's text, its indentation (that of the fence) removed.
    let text: String

    var description: String { "\(file):\(line) (```\(info))" }

    /// The blocks of `markdown`, in order.
    static func parse(_ markdown: String, file: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (line: Int, info: String, indent: Int, fence: String)?
        var body: [String] = []
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if let current = open {
                if trimmed.hasPrefix(current.fence) && trimmed.trimmingCharacters(in: .whitespaces) == current.fence {
                    blocks.append(CodeBlock(file: file, line: current.line, info: current.info, text: body.joined(separator: "\n")))
                    open = nil
                } else {
                    body.append(String(line.dropFirst(min(current.indent, indent))))
                }
            } else if trimmed.hasPrefix("```") {
                let fence = String(trimmed.prefix { $0 == "`" })
                open = (index + 1, trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces), indent, fence)
                body = []
            }
        }
        return blocks
    }
}
