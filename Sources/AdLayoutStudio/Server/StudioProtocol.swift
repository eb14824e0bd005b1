import AdLayoutCore
import Foundation

/// The studio's WebSocket protocol.
///
/// The page sends JSON text messages (``ClientMessage``). The server answers with JSON text
/// messages, except a render, which is one binary message: a 4-byte big-endian header length,
/// the header (JSON, `"type": "render"`, with `blobs` naming the parts that follow and their sizes),
/// then the parts: `png`, `frames` (the `--frames` JSON), and with goldens `golden` and `diff`.
public enum StudioProtocol {
    /// A message from the page.
    public struct ClientMessage: Sendable, Codable {
        /// `open`, `render`, `save`, `write-options` or `list`.
        public var type: String
        /// Echoed in the answer, so the page can drop stale renders.
        public var seq: Int?
        /// The document, relative to the studio folder.
        public var file: String?
        /// The editor's text (render, save, write-options).
        public var text: String?
        /// The controls' render options (render, open, write-options).
        public var options: RenderOptions?

        /// A message of `type`.
        public init(type: String, seq: Int? = nil, file: String? = nil, text: String? = nil, options: RenderOptions? = nil) {
            self.type = type; self.seq = seq; self.file = file; self.text = text; self.options = options
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

    /// A JSON text message: `{"type": type, …fields}`.
    static func text(_ type: String, _ fields: [String: any Sendable]) -> String {
        var object = fields
        object["type"] = type
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }()
}
