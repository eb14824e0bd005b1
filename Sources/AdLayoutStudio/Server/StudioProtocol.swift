import AdLayoutCore
import Foundation

/// The studio's WebSocket protocol.
///
/// The page sends JSON text messages (``ClientMessage``). The server answers with JSON text
/// messages (`ServerMessage`), except a render, which is one binary message: a 4-byte big-endian header length,
/// the header (JSON, `"type": "render"`, with `blobs` naming the parts that follow and their sizes),
/// then the parts: `png`, `frames` (the `--frames` JSON), and with goldens `golden` and `diff`.
public enum StudioProtocol {
    /// A message from the page: JSON text with a `type` and that type's fields.
    public enum ClientMessage: Sendable, Equatable, Codable {
        /// `list`: the folder's documents (answered with a `files` message).
        case list
        /// `open`: reads a document and renders it (a `document` message, then a render).
        case open(Open)
        /// `render`: renders the editor's text (a binary render message).
        case render(EditorText)
        /// `save`: writes the editor's text to the document (a `saved` message).
        case save(Save)
        /// `write-options`: writes the controls' options into the editor's text (a `rewritten` message).
        case writeOptions(EditorText)

        /// Fields of `open`.
        public struct Open: Sendable, Equatable, Codable {
            /// Echoed in the answers, so the page can drop stale renders.
            public var seq: Int?
            /// The document, relative to the studio folder.
            public var file: String
            /// The controls' render options.
            public var options: RenderOptions?
            /// An `open` message.
            public init(seq: Int? = nil, file: String, options: RenderOptions? = nil) {
                self.seq = seq; self.file = file; self.options = options
            }
        }

        /// Fields of `render` and `write-options`: the editor's text of a document and the controls' options.
        public struct EditorText: Sendable, Equatable, Codable {
            /// Echoed in the answer.
            public var seq: Int?
            /// The document the text is of, relative to the studio folder.
            public var file: String
            /// The editor's text.
            public var text: String
            /// The controls' render options (render: how to render; write-options: what to write in).
            public var options: RenderOptions?
            /// The editor's `text` of `file`.
            public init(seq: Int? = nil, file: String, text: String, options: RenderOptions? = nil) {
                self.seq = seq; self.file = file; self.text = text; self.options = options
            }
        }

        /// Fields of `save`.
        public struct Save: Sendable, Equatable, Codable {
            /// Echoed in the answer.
            public var seq: Int?
            /// The document, relative to the studio folder.
            public var file: String
            /// The editor's text.
            public var text: String
            /// A `save` message.
            public init(seq: Int? = nil, file: String, text: String) {
                self.seq = seq; self.file = file; self.text = text
            }
        }

        /// The message's `type`.
        public var type: String {
            switch self {
            case .list: "list"
            case .open: "open"
            case .render: "render"
            case .save: "save"
            case .writeOptions: "write-options"
            }
        }

        /// Its `seq` (none for `list`).
        public var seq: Int? {
            switch self {
            case .list: nil
            case .open(let m): m.seq
            case .render(let m): m.seq
            case .save(let m): m.seq
            case .writeOptions(let m): m.seq
            }
        }

        /// A render or an open: it makes the renders before it stale.
        var supersedesRenders: Bool {
            switch self {
            case .render, .open: true
            default: false
            }
        }

        private enum TypeKey: String, CodingKey { case type }

        /// A field the message's type needs and the page left out ("the message has no "file"").
        struct MissingField: Error {
            let name: String
        }

        /// An unknown `type`.
        struct UnknownType: Error {
            let type: String
        }

        /// Reads `{"type": …}` and the fields of that type.
        public init(from decoder: any Decoder) throws {
            let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .type)
            do {
                switch type {
                case "list": self = .list
                case "open": self = .open(try Open(from: decoder))
                case "render": self = .render(try EditorText(from: decoder))
                case "save": self = .save(try Save(from: decoder))
                case "write-options": self = .writeOptions(try EditorText(from: decoder))
                default: throw UnknownType(type: type)
                }
            } catch DecodingError.keyNotFound(let key, _) {
                throw MissingField(name: key.stringValue)
            }
        }

        /// Writes the message as the page sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: TypeKey.self)
            try container.encode(type, forKey: .type)
            switch self {
            case .list: break
            case .open(let m): try m.encode(to: encoder)
            case .render(let m): try m.encode(to: encoder)
            case .save(let m): try m.encode(to: encoder)
            case .writeOptions(let m): try m.encode(to: encoder)
            }
        }
    }

    /// A JSON text message from the server: a `type` and its fields (a render is binary: ``renderMessage(_:file:seq:)``).
    enum ServerMessage: Encodable {
        /// The folder's documents, and what the page needs to know of the studio.
        case files(Files)
        /// An opened document's text.
        case document(file: String, text: String, seq: Int)
        /// A document was saved.
        case saved(file: String, seq: Int)
        /// The editor's text with the options written in.
        case rewritten(file: String, text: String, seq: Int)
        /// The open document changed on disk (another program wrote it).
        case changed(file: String, text: String)
        /// A Swift setup file of the open document changed: the page renders again.
        case setupChanged(file: String, swiftFile: String)
        /// A message could not be answered.
        case error(message: String, seq: Int)

        /// Fields of `files`.
        struct Files: Encodable {
            var files: [String]
            /// The studio folder's name.
            var folder: String
            /// The goldens folder, when there is one.
            var goldens: String?
            /// Whether CodeMirror's files are served.
            var codeMirror: Bool
            /// The largest message the studio takes (the page checks what it sends against it).
            var maxMessageBytes: Int
        }

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            func put(_ type: String, _ fields: KeyValuePairs<String, any Encodable>) throws {
                try c.encode(type, forKey: Key("type"))
                for (name, value) in fields { try c.encode(value, forKey: Key(name)) }
            }
            switch self {
            case .files(let f):
                try put("files", ["files": f.files, "folder": f.folder, "codeMirror": f.codeMirror, "maxMessageBytes": f.maxMessageBytes])
                try c.encodeIfPresent(f.goldens, forKey: Key("goldens"))
            case .document(let file, let text, let seq): try put("document", ["file": file, "text": text, "seq": seq])
            case .saved(let file, let seq): try put("saved", ["file": file, "seq": seq])
            case .rewritten(let file, let text, let seq): try put("rewritten", ["file": file, "text": text, "seq": seq])
            case .changed(let file, let text): try put("changed", ["file": file, "text": text])
            case .setupChanged(let file, let swiftFile): try put("setup-changed", ["file": file, "swiftFile": swiftFile])
            case .error(let message, let seq): try put("error", ["message": message, "seq": seq])
            }
        }

        /// The message as JSON text (keys sorted).
        var text: String {
            String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
        }
    }

    /// The header of a render message.
    struct RenderHeader: Encodable {
        var type = "render"
        var seq: Int?
        var file: String
        var ok: Bool
        var canvas: StudioRender.Canvas?
        var diagnostics: [Diagnostic]
        var warnings: [Diagnostic]
        var sources: [String: StudioRender.SourceReference]
        var styles: [String: StudioRender.SourceReference]
        var sections: [StudioRender.SectionSummary]
        var golden: StudioRender.GoldenView?
        var milliseconds: Double
        var blobs: [Blob]

        struct Blob: Encodable {
            var name: String
            var size: Int
        }
    }

    /// The binary message for `render`.
    public static func renderMessage(_ render: StudioRender, file: String, seq: Int?) -> Data {
        var parts: [(String, Data)] = []
        if let png = render.png { parts.append(("png", png)) }
        if let frames = render.framesJSON { parts.append(("frames", Data(frames.utf8))) }
        if let golden = render.golden?.png { parts.append(("golden", golden)) }
        if let diff = render.golden?.diffPNG { parts.append(("diff", diff)) }
        let header = RenderHeader(seq: seq, file: file, ok: render.png != nil, canvas: render.canvas,
                                  diagnostics: render.diagnostics, warnings: render.warnings, sources: render.sources, styles: render.styles,
                                  sections: render.sections, golden: render.golden, milliseconds: render.milliseconds,
                                  blobs: parts.map { .init(name: $0.0, size: $0.1.count) })
        let json = (try? encoder.encode(header)) ?? Data("{}".utf8)
        var message = Data(capacity: 4 + json.count + parts.reduce(0) { $0 + $1.1.count })
        let length = UInt32(json.count).bigEndian
        withUnsafeBytes(of: length) { message.append(contentsOf: $0) }
        message.append(json)
        for (_, data) in parts { message.append(data) }
        return message
    }

    private static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }()
}
