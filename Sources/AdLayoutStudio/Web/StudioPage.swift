import AdLayoutCore
import Foundation

/// The studio's HTML page. Its script and styles are separate files (``StudioScript``,
/// ``StudioStyle``) so the page runs under a strict content security policy (no inline script).
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
        return """
        <!doctype html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <meta name="viewport" content="width=device-width, initial-scale=1">
          <title>AdLayout Studio</title>
          <link rel="icon" href="data:,">
        \(editorFiles)
          <link rel="stylesheet" href="/studio.css">
          <script src="/studio.js" defer></script>
        </head>
        <body>
        <header class="topbar">
          <div class="brand"><span class="mark"></span>AdLayout <strong>Studio</strong></div>
          <div class="doc"><span id="doc-name">No document</span><span id="dirty" class="dirty" title="Unsaved changes" hidden></span></div>
          <div class="actions">
            <button id="save" class="primary" title="Save to disk (Ctrl+S)" disabled>Save</button>
          </div>
          <div id="status" class="status">connecting…</div>
        </header>
        <main class="workspace">
          <nav class="files">
            <h2 id="folder-name">Documents</h2>
            <ul id="file-list"></ul>
            <p class="hint" id="golden-hint" hidden></p>
          </nav>
          <section class="editor-pane">
            <div id="banner" class="banner" hidden>
              <span id="banner-text"></span>
              <button id="reload">Load from disk</button><button id="keep">Keep mine</button>
            </div>
            <div id="editor-host" class="editor-host"><textarea id="editor-fallback" spellcheck="false" hidden></textarea></div>
            <div class="problems">
              <h3>Problems <span id="problem-count" class="count">0</span></h3>
              <ul id="errors"></ul>
            </div>
          </section>
          <section class="preview-pane">
            <div class="controls">
              <label>Device
                <select id="device">
                  <option value="">Document’s</option>
          \(deviceOptions)
                </select>
              </label>
              <label>Scale
                <select id="scale"><option value="">Device</option><option value="1">@1x</option><option value="2">@2x</option><option value="3">@3x</option></select>
              </label>
              <label>Theme
                <select id="theme"><option value="">Document’s</option><option value="light">Light</option><option value="dark">Dark</option></select>
              </label>
              <label>Text size
                <select id="content-size"><option value="">Document’s</option>
          \(sizeOptions)
                </select>
              </label>
              <label title="tnkLayout.listScrollOffset: how far the main list is scrolled">List scroll
                <input id="list-scroll" type="number" min="0" max="1000000" step="1" placeholder="Document’s">
              </label>
              <label>Zoom
                <select id="zoom"><option value="fit">Fit</option><option value="0.5">50%</option><option value="0.75">75%</option><option value="1">100%</option></select>
              </label>
              <button id="write-options" title="Write device, theme, text size and scroll positions into the document">Write to document</button>
            </div>
            <div id="sections" class="sections"></div>
            <div id="stage" class="stage">
              <figure class="frame">
                <figcaption>Render <span id="render-info" class="muted"></span></figcaption>
                <div id="canvas-wrap" class="canvas-wrap">
                  <img id="preview" alt="">
                  <div id="fit-marks" class="fit-marks"></div>
                  <div id="hover-box" class="hover-box" hidden></div>
                  <div id="placeholder" class="placeholder">Open a document to see it rendered.</div>
                </div>
              </figure>
              <figure id="golden-frame" class="frame" hidden>
                <figcaption>Golden <span id="golden-info" class="muted"></span></figcaption>
                <div class="canvas-wrap"><img id="golden" alt=""></div>
              </figure>
              <figure id="diff-frame" class="frame" hidden>
                <figcaption>Diff <span class="muted">red: differs · yellow: anti-aliasing</span></figcaption>
                <div class="canvas-wrap"><img id="diff" alt=""></div>
              </figure>
            </div>
            <div id="inspector" class="inspector">
              <div><span class="label">Element</span><span id="inspector-kind" class="value muted">Hover the picture to inspect it; click to jump to its JSON.</span></div>
              <div><span class="label">Frame</span><span id="inspector-frame" class="value"></span></div>
              <div class="wide"><span class="label">Source</span><code id="inspector-path" class="value"></code><span id="inspector-line" class="muted"></span></div>
              <div class="wide"><span class="label">Style</span><code id="inspector-style" class="value"></code><span id="inspector-style-line" class="muted"></span></div>
              <div class="wide"><span class="label">Text</span><span id="inspector-text" class="value"></span></div>
            </div>
          </section>
        </main>
        </body>
        </html>

        """
    }
}
