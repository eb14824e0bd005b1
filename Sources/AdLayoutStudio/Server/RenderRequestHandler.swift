import AdLayoutCore
import Foundation

/// The server side of one edit: the page's `render` message in, the binary render message out
/// (decode + resolve + layout + draw + encode + frames + source map + framing). The WebSocket
/// session runs it for every edit, and the benchmark suite (`adlayout-benchmarks bench`) times it (`serve.edit-to-png`).
///
/// Keeps a ``StudioRenderer``, so it is not `Sendable`: it belongs to the thread that made it.
public final class RenderRequestHandler {
    let workspace: Workspace
    let renderer: StudioRenderer
    let maxDocumentBytes: Int

    /// A render message, and the Swift setup files its render read (the session watches them).
    struct Rendered: Sendable {
        var message: Data
        var swiftFiles: [(url: URL, stamp: FileStamp?)]
    }

    /// A handler for documents of `workspace`, with `swiftSetup` under every document (paths as given).
    public init(workspace: Workspace, registry: TnkLayout, goldens: URL? = nil, swiftSetup: [String] = []) {
        self.workspace = workspace
        self.renderer = StudioRenderer(workspace: workspace, registry: registry, goldens: goldens, swiftSetup: swiftSetup)
        self.maxDocumentBytes = workspace.maxDocumentBytes
    }

    /// Reads a message from the page.
    public static func decode(_ text: String) throws(StudioError) -> StudioProtocol.ClientMessage {
        do { return try JSONDecoder().decode(StudioProtocol.ClientMessage.self, from: Data(text.utf8)) }
        catch let missing as StudioProtocol.ClientMessage.MissingField { throw StudioError("the message has no \"\(missing.name)\"") }
        catch let unknown as StudioProtocol.ClientMessage.UnknownType { throw StudioError("unknown message type \"\(unknown.type)\"") }
        catch let names as RenderOptions.UnknownNames { throw StudioError(names.problems.joined(separator: "\n")) }
        catch { throw StudioError("unreadable message: \(error)") }
    }

    /// Renders the text of a `render` message (``StudioRenderer/render(_:file:options:isCancelled:)``
    /// says what `isCancelled` does).
    public func respond(to message: StudioProtocol.ClientMessage.EditorText, isCancelled: () -> Bool = { false }) throws(StudioError) -> Data {
        try respondWatching(to: message, isCancelled: isCancelled).message
    }

    /// ``respond(to:isCancelled:)``, with the Swift files the render read.
    func respondWatching(to message: StudioProtocol.ClientMessage.EditorText, isCancelled: () -> Bool = { false }) throws(StudioError) -> Rendered {
        _ = try workspace.document(message.file)
        let data = Data(message.text.utf8)
        guard data.count <= maxDocumentBytes else {
            throw StudioError("the document is \(data.count) bytes; the studio renders documents up to \(maxDocumentBytes) bytes")
        }
        return render(data, file: message.file, options: message.options ?? RenderOptions(), seq: message.seq, isCancelled: isCancelled)
    }

    /// Renders `data`, the document `file`, into a render message.
    func render(_ data: Data, file: String, options: RenderOptions, seq: Int?, isCancelled: () -> Bool = { false }) -> Rendered {
        let rendered = renderer.render(data, file: file, options: options, isCancelled: isCancelled)
        return Rendered(message: StudioProtocol.renderMessage(rendered, file: file, seq: seq), swiftFiles: rendered.swiftFiles)
    }
}
