import AdLayoutCore
import Foundation

/// The studio's HTML page (`studio.html`, embedded in the binary; the `{{…}}` placeholders are filled
/// here). Its script and styles are separate files (``StudioScript``, ``StudioStyle``) so the page runs
/// under a strict content security policy (no inline script).
enum StudioPage {
    /// The page; `codeMirror` says whether CodeMirror's files can be served (else a text area).
    static func html(codeMirror: Bool) -> String {
        let presets = DeviceSpec.presets.values.sorted { ($0.width, $0.height, $0.name ?? "") < ($1.width, $1.height, $1.name ?? "") }
        let deviceOptions = presets.map { d in
            "<option value=\"\(d.name ?? "")\">\(d.name ?? "") · \(Int(d.width))×\(Int(d.height)) @\(d.scale)x</option>"
        }.joined(separator: "\n          ")
        let sizeOptions = ContentSizeCategory.allCases.map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }
            .joined(separator: "\n          ")
        let editorFiles = codeMirror ? """
          <link rel="stylesheet" href="/codemirror/lib/codemirror.css">
          <script src="/codemirror/lib/codemirror.js"></script>
          <script src="/codemirror/mode/javascript/javascript.js"></script>
          <script src="/codemirror/addon/edit/matchbrackets.js"></script>
          <script src="/codemirror/addon/edit/closebrackets.js"></script>
          <script src="/codemirror/addon/selection/active-line.js"></script>
        """ : ""
        return String(decoding: PackageResources.studio_html, as: UTF8.self)
            .replacingOccurrences(of: "{{editorFiles}}", with: editorFiles)
            .replacingOccurrences(of: "{{deviceOptions}}", with: deviceOptions)
            .replacingOccurrences(of: "{{sizeOptions}}", with: sizeOptions)
    }
}
