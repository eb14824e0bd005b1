import Foundation
import AdLayoutModel

/// What made a laid-out node, for tools that go from a pixel back to its text: a value of the document, or an
/// app's own view where its XIB or Swift code writes it. A string literal is a JSON path (the engine's own nodes
/// are named so).
public enum NodeSource: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The JSON path of the document value the node shows (`sections[0].items[2].appName`, `title`, `menu.items[1]`).
    case jsonPath(String)
    /// An app's own view: its XIB element, or the Swift line that makes it.
    case position(SourcePosition)
    /// A whole file: the XIB `render Cell.xib` lays out, as messages name it.
    case file(String)

    /// A JSON path.
    public init(stringLiteral path: String) { self = .jsonPath(path) }

    /// The JSON path, when the node shows a document value.
    public var jsonPath: String? {
        if case .jsonPath(let path) = self { return path }
        return nil
    }

    /// The file, when the node is an app's own view or a whole file.
    public var file: String? {
        switch self {
        case .jsonPath: nil
        case .position(let position): position.file
        case .file(let file): file
        }
    }

    /// As `--frames` and diagnostics write it: the JSON path, `FILE:LINE` (a view's line, without its column), or the file.
    public var description: String {
        switch self {
        case .jsonPath(let path): path
        case .position(let position): "\(position.file):\(position.line)"
        case .file(let file): file
        }
    }
}
