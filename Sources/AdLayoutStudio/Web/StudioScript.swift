/// The studio page's script (`studio.js`, embedded in the binary): editor, WebSocket protocol
/// (``StudioProtocol``), preview, inspector.
enum StudioScript {
    static let source = String(decoding: PackageResources.studio_js, as: UTF8.self)
}
