/// The studio page's style sheet.
enum StudioStyle {
    static let source = #"""
:root {
  --bg: #f4f5f7; --panel: #ffffff; --line: #e2e5ea; --text: #1d2330; --muted: #6b7385;
  --accent: #4f5bd5; --accent-soft: #eceefe; --error: #d93a3a; --error-soft: #fdeeee;
  --warn: #b7791f; --warn-soft: #fdf6e7; --ok: #2f9e62;
  font-family: "Noto Sans CJK KR", "Noto Sans", "DejaVu Sans", system-ui, sans-serif;
  font-size: 13px; color: var(--text);
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--bg); }
button, select { font: inherit; color: inherit; }
button {
  border: 1px solid var(--line); background: var(--panel); border-radius: 6px; padding: 4px 10px; cursor: pointer;
}
button:hover:not(:disabled) { border-color: #c5cad3; background: #fafbfc; }
button:disabled { opacity: .45; cursor: default; }
button.primary { background: var(--accent); border-color: var(--accent); color: white; }
button.primary:hover:not(:disabled) { background: #4350c4; }
select { border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; background: var(--panel); }
[hidden] { display: none !important; }
.muted { color: var(--muted); }

.topbar {
  height: 46px; display: flex; align-items: center; gap: 18px; padding: 0 16px;
  background: var(--panel); border-bottom: 1px solid var(--line);
}
.brand { display: flex; align-items: center; gap: 8px; font-size: 15px; letter-spacing: .01em; }
.brand strong { color: var(--accent); }
.mark {
  width: 18px; height: 18px; border-radius: 5px;
  background: linear-gradient(135deg, #6c78f0 0 50%, #ff9f43 50% 100%);
}
.doc { display: flex; align-items: center; gap: 6px; font-weight: 600; }
.dirty { width: 8px; height: 8px; border-radius: 4px; background: var(--warn); display: inline-block; }
.actions { display: flex; gap: 8px; }
.status { margin-left: auto; color: var(--muted); font-variant-numeric: tabular-nums; }
.status.bad { color: var(--error); }

.workspace {
  height: calc(100% - 46px); display: grid;
  grid-template-columns: 190px minmax(360px, 0.8fr) minmax(470px, 1.2fr); grid-template-rows: minmax(0, 1fr);
}
.workspace > * { min-height: 0; }
.files { border-right: 1px solid var(--line); background: var(--panel); overflow: auto; padding: 12px 8px; }
.files h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 0 8px 8px; }
.files ul { list-style: none; margin: 0; padding: 0; }
.files li button {
  width: 100%; text-align: left; border: 0; background: none; border-radius: 6px; padding: 5px 8px;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.files li button:hover { background: var(--bg); }
.files li button.active { background: var(--accent-soft); color: var(--accent); font-weight: 600; }
.hint { color: var(--muted); font-size: 11px; margin: 12px 8px; word-break: break-all; }

.editor-pane { display: flex; flex-direction: column; min-width: 0; border-right: 1px solid var(--line); background: var(--panel); }
.editor-host { flex: 1; min-height: 0; position: relative; }
.editor-host .CodeMirror, #editor-fallback {
  position: absolute; inset: 0; height: 100%; width: 100%;
  font-family: "DejaVu Sans Mono", monospace; font-size: 12.5px; line-height: 1.55;
}
#editor-fallback { border: 0; padding: 8px 12px; resize: none; outline: none; }
.CodeMirror-gutters { background: #fafbfc; border-right: 1px solid var(--line); }
.CodeMirror-activeline-background { background: #f5f7ff; }
.studio-errors { width: 14px; }
.studio-error-marker { color: var(--error); font-size: 11px; line-height: inherit; text-align: center; cursor: default; }
.studio-warning-marker { color: var(--warn); font-size: 11px; text-align: center; }
.studio-error-line { background: var(--error-soft); }
.studio-error-range { text-decoration: underline wavy var(--error); text-underline-offset: 3px; }
.studio-jump { background: #fff1b8; transition: background .6s; }
.studio-inline-error {
  font-family: "Noto Sans CJK KR", "DejaVu Sans", sans-serif; font-size: 12px; color: var(--error);
  background: var(--error-soft); padding: 2px 10px 3px 12px; border-left: 3px solid var(--error);
}
.banner {
  display: flex; align-items: center; gap: 8px; padding: 6px 12px; background: var(--warn-soft);
  border-bottom: 1px solid #f0dcaa;
}
.banner span { flex: 1; }
.problems { border-top: 1px solid var(--line); max-height: 30%; min-height: 74px; overflow: auto; }
.problems h3 {
  font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted);
  margin: 0; padding: 8px 12px 4px; position: sticky; top: 0; background: var(--panel);
}
.count { display: inline-block; min-width: 18px; padding: 0 5px; border-radius: 9px; background: var(--bg); text-align: center; }
.count.has-errors { background: var(--error); color: white; }
#errors { list-style: none; margin: 0; padding: 0 0 6px; }
#errors li { padding: 3px 12px; cursor: pointer; display: flex; gap: 8px; }
#errors li:hover { background: var(--bg); }
#errors .where { color: var(--muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
#errors .error .sev { color: var(--error); }
#errors .warning .sev { color: var(--warn); }
#errors .empty { color: var(--muted); cursor: default; }

.preview-pane { display: flex; flex-direction: column; min-width: 0; }
.controls {
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px 14px; padding: 8px 14px;
  background: var(--panel); border-bottom: 1px solid var(--line);
}
.controls label { display: flex; align-items: center; gap: 6px; color: var(--muted); }
.controls button { margin-left: auto; }
.controls select { max-width: 175px; }
.sections { display: flex; flex-wrap: wrap; gap: 6px; padding: 0 14px; background: var(--panel); }
.sections:not(:empty) { padding: 6px 14px 8px; border-bottom: 1px solid var(--line); }
.scroller { display: flex; align-items: center; gap: 4px; border: 1px solid var(--line); border-radius: 14px; padding: 1px 3px 1px 10px; }
.scroller .name { color: var(--muted); margin-right: 4px; }
.scroller button { border: 0; padding: 0 7px; border-radius: 10px; }
.scroller .page { font-variant-numeric: tabular-nums; min-width: 38px; text-align: center; }
.scroller .offset {
  width: 62px; border: 0; border-left: 1px solid var(--line); padding: 0 4px 0 6px; font: inherit; background: none;
}

.stage {
  flex: 1; min-height: 0; overflow: auto; display: flex; gap: 18px; padding: 18px; align-items: flex-start;
  background-color: #eceef2;
  background-image: radial-gradient(#d6d9e0 1px, transparent 1px); background-size: 14px 14px;
}
.frame { margin: 0; display: flex; flex-direction: column; gap: 6px; flex: none; }
.frame figcaption {
  font-size: 11px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .05em;
  width: 0; min-width: 100%; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.frame figcaption .muted { text-transform: none; letter-spacing: 0; font-weight: 400; }
.canvas-wrap {
  position: relative; background: white; border-radius: 10px; overflow: hidden;
  box-shadow: 0 1px 2px rgba(20, 24, 40, .08), 0 8px 24px rgba(20, 24, 40, .10);
}
.canvas-wrap img { display: block; }
#preview { cursor: crosshair; }
#preview.stale { opacity: .35; filter: grayscale(1); }
.placeholder { width: 300px; height: 200px; display: grid; place-items: center; color: var(--muted); padding: 20px; text-align: center; }
.hover-box {
  position: absolute; pointer-events: none; border: 1.5px solid var(--accent); background: rgba(79, 91, 213, .08);
  border-radius: 2px; box-shadow: 0 0 0 1px rgba(255, 255, 255, .7);
}
.fit-marks { position: absolute; inset: 0; pointer-events: none; }
.fit-mark { position: absolute; border: 1.5px dashed #d08a00; border-radius: 2px; }
.fit-mark.clipped { border-color: #d4351c; }
.inspector {
  display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 4px 18px; padding: 10px 14px; min-height: 84px;
  background: var(--panel); border-top: 1px solid var(--line);
}
.inspector > .wide { grid-column: 1 / -1; }
#inspector-line { white-space: nowrap; }
.inspector > div { display: flex; gap: 8px; align-items: baseline; min-width: 0; }
.inspector .label { width: 54px; flex: none; font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
.inspector .value { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#inspector-kind:not(.muted) { font-weight: 600; color: var(--accent); }
#inspector-path { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; background: var(--bg); padding: 1px 5px; border-radius: 4px; }
#inspector-path:empty { display: none; }
#inspector-style { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; background: var(--bg); padding: 1px 5px; border-radius: 4px; }
#inspector-style:empty { display: none; }
#inspector-style-line { white-space: nowrap; }
"""#
}
