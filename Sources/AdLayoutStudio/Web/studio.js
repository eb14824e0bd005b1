"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const state = {
    file: null, savedText: "", seq: 0, inFlight: 0, pending: false, debounce: null,
    renders: 0, responses: 0, frames: null, canvas: null, sources: {}, styles: {}, sections: [],
    diagnostics: [], warnings: [], sentAt: 0, lastRoundTrip: null, imageUrl: null, blobUrls: {},
    scroll: {}, diskText: null, hovered: null, ws: null, connected: false, maxMessageBytes: 0
  };
  const params = new URLSearchParams(location.search);

  // ---- Editor: CodeMirror when served, else a plain text area ----
  const editor = (() => {
    const host = $("editor-host");
    let lineWidgets = [], markedLines = [], marks = [];
    if (window.CodeMirror) {
      const cm = CodeMirror(host, {
        mode: { name: "javascript", json: true }, lineNumbers: true, tabSize: 2, indentUnit: 2,
        gutters: ["studio-errors", "CodeMirror-linenumbers"], matchBrackets: true,
        autoCloseBrackets: true, styleActiveLine: true, extraKeys: { "Ctrl-S": () => save(), "Cmd-S": () => save() }
      });
      return {
        cm,
        getValue: () => cm.getValue(),
        setValue(text, keepView) {
          const cursor = cm.getCursor(), scroll = cm.getScrollInfo();
          if (keepView) {
            cm.replaceRange(text, { line: 0, ch: 0 }, { line: cm.lastLine() + 1, ch: 0 });
            cm.setCursor(cursor); cm.scrollTo(scroll.left, scroll.top);
          } else {
            cm.setValue(text); cm.clearHistory();
          }
        },
        onChange(fn) { cm.on("changes", fn); },
        jump(line, column) {
          const text = cm.getLine(line - 1) || "";
          const ch = chFromColumn(text, column);
          cm.focus();
          cm.setCursor({ line: line - 1, ch });
          cm.scrollIntoView({ line: line - 1, ch }, 80);
          const end = { line: line - 1, ch: ch + tokenLength(text, ch) };
          const mark = cm.markText({ line: line - 1, ch }, end, { className: "studio-jump" });
          setTimeout(() => mark.clear(), 900);
        },
        showProblems(errors, warnings) {
          cm.operation(() => {
            cm.clearGutter("studio-errors");
            lineWidgets.forEach((w) => w.clear()); lineWidgets = [];
            markedLines.forEach((h) => cm.removeLineClass(h, "background", "studio-error-line")); markedLines = [];
            marks.forEach((m) => m.clear()); marks = [];
            const seen = new Set();
            for (const [list, kind] of [[warnings, "warning"], [errors, "error"]]) {
              for (const d of list) {
                if (!d.line || d.line > cm.lineCount()) continue;
                const marker = document.createElement("div");
                marker.className = kind === "error" ? "studio-error-marker" : "studio-warning-marker";
                marker.dataset.line = d.line;
                marker.textContent = kind === "error" ? "●" : "▲";
                marker.title = d.message;
                cm.setGutterMarker(d.line - 1, "studio-errors", marker);
                if (kind !== "error") continue;
                const text = cm.getLine(d.line - 1);
                const ch = chFromColumn(text, d.column || 1);
                marks.push(cm.markText({ line: d.line - 1, ch }, { line: d.line - 1, ch: ch + tokenLength(text, ch) },
                                       { className: "studio-error-range", title: d.message }));
                markedLines.push(cm.addLineClass(d.line - 1, "background", "studio-error-line"));
                if (seen.has(d.line) || lineWidgets.length >= 20) continue;
                seen.add(d.line);
                const note = document.createElement("div");
                note.className = "studio-inline-error";
                note.dataset.line = d.line;
                note.textContent = `${d.line}:${d.column || 1}  ${d.path ? d.path + ": " : ""}${d.message}`;
                lineWidgets.push(cm.addLineWidget(d.line - 1, note, { coverGutter: false, noHScroll: true }));
              }
            }
          });
        },
        focus: () => cm.focus()
      };
    }
    const area = $("editor-fallback");
    area.hidden = false;
    area.addEventListener("keydown", (e) => { if ((e.ctrlKey || e.metaKey) && e.key === "s") { e.preventDefault(); save(); } });
    return {
      cm: null,
      getValue: () => area.value,
      setValue(text) { area.value = text; },
      onChange(fn) { area.addEventListener("input", fn); },
      jump(line, column) {
        const lines = area.value.split("\n");
        let offset = 0;
        for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
        offset += chFromColumn(lines[line - 1] || "", column);
        area.focus(); area.setSelectionRange(offset, offset);
      },
      showProblems() {},
      focus: () => area.focus()
    };
  })();

  // Columns count Unicode scalars; CodeMirror counts UTF-16 units.
  function chFromColumn(text, column) {
    let ch = 0, n = 1;
    for (const c of text) { if (n >= column) break; ch += c.length; n++; }
    return ch;
  }
  function tokenLength(text, ch) {
    if (text[ch] === '"') {
      let i = ch + 1;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      return Math.max(1, i + 1 - ch);
    }
    const m = /^[\w.+-]+/.exec(text.slice(ch));
    return m ? m[0].length : 1;
  }

  // ---- Connection ----
  function connect() {
    const ws = new WebSocket(`ws://${location.host}/ws`);
    ws.binaryType = "arraybuffer";
    state.ws = ws;
    ws.onopen = () => {
      state.connected = true; state.inFlight = 0;
      setStatus("connected");
      send({ type: "list" });
      const file = state.file || params.get("file");
      if (file) open(file, !!state.file);
    };
    ws.onmessage = (event) => {
      if (typeof event.data === "string") onText(JSON.parse(event.data));
      else onRender(event.data);
    };
    ws.onclose = (event) => {
      state.connected = false;
      // 1013: the studio serves as many pages as it may; it says so in the reason.
      const full = event.code === 1013;
      // 1009: a message was larger than the studio takes (send() checks first; this is the server's word).
      const tooLarge = event.code === 1009;
      const why = full ? event.reason
        : tooLarge ? `the studio closed the connection: ${event.reason || "a message was larger than it takes"}`
        : "disconnected";
      setStatus(`${why} — ${full ? "retrying" : "reconnecting"}…`, true);
      setTimeout(connect, full ? 5000 : 1000);
    };
  }
  function send(message) {
    if (!(state.ws && state.ws.readyState === WebSocket.OPEN)) return false;
    const text = JSON.stringify(message);
    // The studio closes the connection on a message larger than it takes: say so here instead, and send nothing.
    const bytes = new TextEncoder().encode(text).length;
    if (state.maxMessageBytes && bytes > state.maxMessageBytes) {
      setStatus(`not sent: the message is ${bytes} bytes; the studio takes messages up to ${state.maxMessageBytes} bytes`, true);
      return false;
    }
    state.ws.send(text);
    return true;
  }
  function setStatus(text, bad) {
    const el = $("status"); el.textContent = text; el.classList.toggle("bad", !!bad);
  }

  // ---- Documents ----
  function open(file, keepText) {
    if (!keepText && state.file && state.file !== file && isDirty()
        && !window.confirm(`Discard unsaved changes to ${state.file}?`)) return;
    if (keepText && state.file === file) { requestRender(true); return; }
    state.seq++; state.inFlight++;
    state.scroll = {};
    send({ type: "open", file, seq: state.seq, options: options() });
  }
  function isDirty() { return state.file !== null && editor.getValue() !== state.savedText; }
  function updateDirty() {
    $("dirty").hidden = !isDirty();
    $("save").disabled = !state.file || !isDirty();
  }
  function save() {
    if (!state.file) return;
    const text = editor.getValue();
    state.seq++;
    if (send({ type: "save", file: state.file, text, seq: state.seq })) state.saving = text;
  }
  function renderFileList(files) {
    const list = $("file-list");
    list.textContent = "";
    for (const f of files) {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.textContent = f; b.title = f; b.dataset.file = f;
      b.classList.toggle("active", f === state.file);
      b.addEventListener("click", () => open(f));
      li.appendChild(b); list.appendChild(li);
    }
  }

  function onText(m) {
    switch (m.type) {
      case "files":
        state.files = m.files;
        if (m.maxMessageBytes) state.maxMessageBytes = m.maxMessageBytes;
        $("folder-name").textContent = m.folder || "Documents";
        renderFileList(m.files);
        // The folder's only document, or its first, rather than an empty editor (unless the address names one).
        if (!state.file && !state.autoOpened && !params.get("file") && m.files.length > 0) {
          state.autoOpened = true;
          open(m.files[0]);
        }
        if (m.goldens) {
          const hint = $("golden-hint");
          hint.hidden = false; hint.title = m.goldens;
          hint.textContent = `Goldens: ${m.goldens.split("/").filter(Boolean).pop()}/`;
        }
        break;
      case "document":
        state.file = m.file; state.savedText = m.text; state.diskText = m.text;
        state.lastSent = JSON.stringify([m.file, m.text, options()]);
        editor.setValue(m.text, false);
        $("doc-name").textContent = m.file;
        $("banner").hidden = true;
        history.replaceState(null, "", `?file=${encodeURIComponent(m.file)}`);
        renderFileList(state.files || []);
        updateDirty();
        state.sentAt = performance.now();
        break;
      case "saved":
        if (state.saving !== undefined) { state.savedText = state.saving; state.diskText = state.saving; state.saving = undefined; }
        updateDirty();
        setStatus(`saved ${m.file}`);
        break;
      case "changed":
        if (m.file !== state.file) break;
        state.diskText = m.text;
        if (!isDirty()) {
          state.savedText = m.text;
          editor.setValue(m.text, true);
          updateDirty();
          requestRender(true);
        } else if (m.text !== editor.getValue()) {
          $("banner-text").textContent = `${m.file} changed on disk.`;
          $("banner").hidden = false;
        }
        break;
      case "setup-changed":
        // A Swift setup file of this document changed on disk: the editor's text renders again over it.
        if (m.file === state.file) requestRender(true);
        break;
      case "rewritten":
        if (m.file !== state.file) break;
        editor.setValue(m.text, true);
        for (const id of ["device", "theme", "content-size", "list-scroll"]) $(id).value = "";
        state.scroll = {};
        requestRender();
        break;
      case "error":
        if (m.seq && m.seq === state.seq && state.inFlight > 0) state.inFlight--;
        setStatus(m.message, true);
        break;
    }
  }

  // ---- Rendering ----
  function options() {
    const o = {};
    if ($("device").value) o.device = $("device").value;
    if ($("scale").value) o.scale = parseInt($("scale").value, 10);
    if ($("theme").value) o.theme = $("theme").value;
    if ($("content-size").value) o.contentSize = $("content-size").value;
    const listScroll = parseFloat($("list-scroll").value);
    if (Number.isFinite(listScroll) && listScroll >= 0) o.listScrollOffset = listScroll;
    // Each entry is {page} or {scrollOffset} (points).
    o.sections = Object.entries(state.scroll).map(([index, at]) => Object.assign({ index: Number(index) }, at));
    return o;
  }
  function scheduleRender(delay) {
    clearTimeout(state.debounce);
    state.debounce = setTimeout(requestRender, delay === undefined ? 90 : delay);
  }
  // One render in flight at a time: edits made meanwhile coalesce into the next request.
  function requestRender(force) {
    if (!state.file) return;
    if (state.inFlight > 0) { state.pending = true; return; }
    const text = editor.getValue(), opts = options();
    const key = JSON.stringify([state.file, text, opts]);
    state.pending = false;
    if (!force && key === state.lastSent) return;
    state.seq++;
    if (send({ type: "render", seq: state.seq, file: state.file, text, options: opts })) {
      state.inFlight++; state.sentAt = performance.now(); state.lastSent = key;
    }
  }

  function onRender(buffer) {
    const view = new DataView(buffer);
    const headerLength = view.getUint32(0);
    const header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength)));
    const blobs = {};
    let offset = 4 + headerLength;
    for (const b of header.blobs) { blobs[b.name] = new Uint8Array(buffer, offset, b.size); offset += b.size; }
    if (state.inFlight > 0) state.inFlight--;
    state.responses++;
    const roundTrip = performance.now() - state.sentAt;
    if (header.file !== state.file) { if (state.pending) requestRender(); return; }

    state.diagnostics = header.diagnostics; state.warnings = header.warnings;
    showProblems();
    const img = $("preview");
    if (header.ok) {
      state.frames = JSON.parse(new TextDecoder().decode(blobs.frames));
      state.canvas = header.canvas; state.sources = header.sources; state.styles = header.styles || {}; state.sections = header.sections;
      const url = URL.createObjectURL(new Blob([blobs.png], { type: "image/png" }));
      const previous = state.imageUrl;
      state.imageUrl = url;
      img.src = url;
      img.decode().catch(() => {}).then(() => {
        if (previous) URL.revokeObjectURL(previous);
        img.classList.remove("stale");
        $("placeholder").hidden = true;
        layoutImages();
        document.body.dataset.fitMarks = $("fit-marks").children.length;
        state.lastRoundTrip = performance.now() - state.sentAt;
        state.renders++;
        document.body.dataset.renders = state.renders;
      });
      const c = header.canvas;
      $("render-info").textContent = `${c.width}×${c.height} pt @${c.scale}x · ${header.milliseconds.toFixed(1)} ms on the server`;
      setStatus(`rendered in ${header.milliseconds.toFixed(1)} ms · edit → picture ${roundTrip.toFixed(0)} ms`);
      showGolden(header.golden, blobs);
      renderSectionControls();
      if (state.hovered) inspectAt(state.hovered.x, state.hovered.y);
    } else {
      img.classList.add("stale");
      const n = header.diagnostics.length;
      setStatus(`${n} problem${n === 1 ? "" : "s"}: showing the last good render`, true);
    }
    document.body.dataset.responses = state.responses;
    if (state.pending) requestRender();
  }

  function showGolden(golden, blobs) {
    const show = !!golden;
    $("golden-frame").hidden = !show;
    $("diff-frame").hidden = !(show && blobs.diff);
    if (!show) return;
    // The snapshot service's verdict, with the counts `adlayout verify` prints.
    const info = $("golden-info");
    const v = golden.verdict;
    if (v.kind === "identical") info.textContent = `${golden.name} · identical`;
    else if (v.kind === "differs" || v.kind === "withinTolerance") {
      const pct = (100 * v.mismatchedPixels / Math.max(1, v.totalPixels)).toFixed(3);
      info.textContent = `${golden.name} · ${v.mismatchedPixels} pixels differ (${pct} %)`
        + (v.kind === "withinTolerance" ? " · within tolerance" : "");
    } else info.textContent = `${golden.name} · ${v.kind}${golden.note ? ": " + golden.note : ""}`;
    info.dataset.status = v.kind;
    for (const name of ["golden", "diff"]) {
      if (!blobs[name]) continue;
      if (state.blobUrls[name]) URL.revokeObjectURL(state.blobUrls[name]);
      state.blobUrls[name] = URL.createObjectURL(new Blob([blobs[name]], { type: "image/png" }));
      $(name).src = state.blobUrls[name];
    }
    $("golden").onload = layoutImages; $("diff").onload = layoutImages;
  }

  function zoom() {
    if (!state.canvas) return 1;
    const z = $("zoom").value;
    if (z !== "fit") return parseFloat(z);
    // Fit every shown frame (render, golden, diff) in the stage.
    const stage = $("stage");
    const frames = 1 + (!$("golden-frame").hidden) + (!$("diff-frame").hidden);
    const byHeight = (stage.clientHeight - 60) / state.canvas.height;
    const byWidth = (stage.clientWidth - 36 - 18 * (frames - 1)) / (frames * state.canvas.width);
    return Math.min(1.25, Math.max(0.2, Math.min(byHeight, byWidth)));
  }
  function layoutImages() {
    if (!state.canvas) return;
    const width = Math.round(state.canvas.width * zoom());
    for (const id of ["preview", "golden", "diff"]) $(id).style.width = `${width}px`;
    outlineFitProblems();
    if (state.hovered) inspectAt(state.hovered.x, state.hovered.y);
  }

  // Labels that cut their text (amber) and elements cut by their item, section or the canvas (red),
  // as the frames mark them; their warnings are in Problems.
  function outlineFitProblems() {
    const host = $("fit-marks");
    host.textContent = "";
    if (!state.frames || !state.canvas) return;
    const k = $("preview").getBoundingClientRect().width / state.canvas.width;
    const visit = (node) => {
      if (node.truncated || node.clipped) {
        const mark = document.createElement("div");
        mark.className = "fit-mark" + (node.clipped ? " clipped" : "");
        mark.title = node.clipped ? `${node.kind}: clipped` : `${node.kind}: “${node.fullText}” is cut`;
        Object.assign(mark.style, { left: `${node.x * k}px`, top: `${node.y * k}px`,
                                    width: `${Math.max(2, node.width * k)}px`, height: `${Math.max(2, node.height * k)}px` });
        host.appendChild(mark);
      }
      for (const child of node.children || []) visit(child);
    };
    visit(state.frames.root);
  }
  window.addEventListener("resize", layoutImages);

  function renderSectionControls() {
    const host = $("sections");
    host.textContent = "";
    for (const s of state.sections) {
      if (s.scrolling === "none") continue;
      const at = state.scroll[s.index]
        || (s.scrollOffset !== undefined ? { scrollOffset: s.scrollOffset } : { page: s.page || 0 });
      const page = at.page !== undefined ? Math.min(at.page, s.pages - 1) : null;
      const box = document.createElement("div");
      box.className = "scroller";
      box.title = `sections[${s.index}] · ${s.type} · ${s.scrolling}` + (s.scrollOffset !== undefined ? ` · scrollOffset ${s.scrollOffset}` : "");
      const name = document.createElement("span");
      name.className = "name"; name.textContent = `${s.index} · ${s.type}`;
      const prev = document.createElement("button"); prev.textContent = "‹";
      const label = document.createElement("span"); label.className = "page";
      label.textContent = page !== null ? `${page + 1} / ${s.pages}` : `${at.scrollOffset} pt`;
      const next = document.createElement("button"); next.textContent = "›";
      prev.disabled = page !== null && page <= 0; next.disabled = page !== null && page >= s.pages - 1;
      prev.addEventListener("click", () => { state.scroll[s.index] = { page: Math.max(0, (page ?? 1) - 1) }; scheduleRender(0); });
      next.addEventListener("click", () => { state.scroll[s.index] = { page: Math.min(s.pages - 1, (page ?? -1) + 1) }; scheduleRender(0); });
      // A content offset in points instead of a page.
      const offset = document.createElement("input");
      offset.type = "number"; offset.min = "0"; offset.step = "10"; offset.placeholder = "offset";
      offset.className = "offset"; offset.title = "scrollOffset (pt)";
      if (at.scrollOffset !== undefined) offset.value = at.scrollOffset;
      offset.addEventListener("change", () => {
        const v = parseFloat(offset.value);
        if (Number.isFinite(v) && v >= 0) state.scroll[s.index] = { scrollOffset: v };
        else delete state.scroll[s.index];
        scheduleRender(0);
      });
      box.append(name, prev, label, next, offset);
      host.appendChild(box);
    }
  }

  function showProblems() {
    const list = $("errors");
    list.textContent = "";
    const all = state.diagnostics.concat(state.warnings).map((d) => [d, d.severity || "error"]);
    for (const [d, kind] of all) {
      const li = document.createElement("li");
      li.className = kind;
      li.dataset.code = d.code || "";
      const sev = document.createElement("span"); sev.className = "sev"; sev.textContent = kind === "error" ? "●" : kind === "note" ? "ℹ" : "▲";
      sev.title = `${kind}${d.code ? " [" + d.code + "]" : ""}`;
      const where = document.createElement("span"); where.className = "where";
      // A problem of the app's Swift setup names its Swift file; the editor holds the document only.
      const own = inDocument(d);
      const at = d.line ? `${d.line}:${d.column || 1}` : "";
      where.textContent = own ? (at || "—") : d.file + (at ? ":" + at : "");
      const msg = document.createElement("span");
      msg.textContent = (d.path ? d.path + ": " : "") + d.message;
      li.append(sev, where, msg);
      if (d.line && own) li.addEventListener("click", () => editor.jump(d.line, d.column || 1));
      list.appendChild(li);
    }
    if (!all.length) {
      const li = document.createElement("li"); li.className = "empty"; li.textContent = "No problems.";
      list.appendChild(li);
    }
    const count = $("problem-count");
    count.textContent = all.length;
    count.classList.toggle("has-errors", state.diagnostics.length > 0);
    editor.showProblems(state.diagnostics.filter(inDocument), state.warnings.filter(inDocument));
  }
  function inDocument(d) { return !d.file || d.file === state.file; }
  // Where a value is: a line of the document, or a Swift setup file's line:column.
  function describeSource(ref, source) {
    const at = ref.file ? ` ${ref.file}:${ref.line}:${ref.column}` : ` line ${ref.line}`;
    return at + (ref.path !== source ? ` (${ref.path || "document"}: the value is a default)` : "");
  }

  // ---- Inspector ----
  function hit(node, x, y) {
    if (x < node.x || y < node.y || x >= node.x + node.width || y >= node.y + node.height) return null;
    const children = node.children || [];
    for (let i = children.length - 1; i >= 0; i--) {
      const found = hit(children[i], x, y);
      if (found) return found;
    }
    return node;
  }
  function pointAt(event) {
    const rect = $("preview").getBoundingClientRect();
    return { x: (event.clientX - rect.left) * state.canvas.width / rect.width,
             y: (event.clientY - rect.top) * state.canvas.height / rect.height };
  }
  function inspectAt(x, y) {
    if (!state.frames) return null;
    const node = hit(state.frames.root, x, y);
    const box = $("hover-box");
    if (!node) { box.hidden = true; return null; }
    const k = $("preview").getBoundingClientRect().width / state.canvas.width;
    Object.assign(box.style, { left: `${node.x * k}px`, top: `${node.y * k}px`, width: `${node.width * k}px`, height: `${node.height * k}px` });
    box.hidden = false;
    const kind = $("inspector-kind");
    kind.textContent = node.kind; kind.classList.remove("muted");
    const r = (v) => Math.round(v * 10) / 10;
    $("inspector-frame").textContent = `x ${r(node.x)}  y ${r(node.y)}  ·  ${r(node.width)} × ${r(node.height)} pt`;
    $("inspector-text").textContent = node.text !== undefined
      ? `“${node.text}”` + (node.truncated ? ` of “${node.fullText}”` : "") + (node.clipped ? " · clipped" : "") : "";
    $("inspector-path").textContent = node.source || "";
    const ref = node.source && state.sources[node.source];
    // An app view's element names its Interface Builder id beside its FILE.xib:LINE.
    $("inspector-line").textContent = ref ? describeSource(ref, node.source) : node.id ? ` id ${node.id}` : "";
    const constraints = node.constraints || [];
    $("inspector-constraints-row").hidden = constraints.length === 0;
    $("inspector-constraints").replaceChildren(...constraints.map((c) => {
      const li = document.createElement("li"); li.textContent = c; li.title = c; return li;
    }));
    // The overrides entry that styles this element in its section (the registration's or its layout class's).
    const section = node.source && /^sections\[\d+\]/.exec(node.source);
    const style = section && state.styles[`${section[0]}.${node.kind}`];
    $("inspector-style").textContent = style ? style.path : "";
    $("inspector-style-line").textContent = style ? describeSource(style, style.path) : "";
    return node;
  }
  const preview = $("preview");
  preview.addEventListener("mousemove", (e) => {
    if (!state.canvas) return;
    state.hovered = pointAt(e);
    inspectAt(state.hovered.x, state.hovered.y);
  });
  preview.addEventListener("mouseleave", () => { state.hovered = null; $("hover-box").hidden = true; });
  preview.addEventListener("click", (e) => {
    if (!state.canvas) return;
    const p = pointAt(e);
    const node = inspectAt(p.x, p.y);
    const ref = node && node.source && state.sources[node.source];
    if (ref && !ref.file) editor.jump(ref.line, ref.column);
  });

  // ---- Controls ----
  editor.onChange(() => { updateDirty(); scheduleRender(); });
  for (const id of ["device", "scale", "theme", "content-size"]) $(id).addEventListener("change", () => scheduleRender(0));
  $("list-scroll").addEventListener("input", () => scheduleRender());
  $("zoom").addEventListener("change", layoutImages);
  $("save").addEventListener("click", save);
  $("write-options").addEventListener("click", () => {
    if (!state.file) return;
    send({ type: "write-options", file: state.file, text: editor.getValue(), options: options(), seq: ++state.seq });
  });
  $("reload").addEventListener("click", () => {
    if (state.diskText === null) return;
    state.savedText = state.diskText; editor.setValue(state.diskText, true);
    $("banner").hidden = true; updateDirty(); requestRender();
  });
  $("keep").addEventListener("click", () => { $("banner").hidden = true; });
  document.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && e.key === "s") { e.preventDefault(); save(); }
  });
  window.addEventListener("beforeunload", (e) => { if (isDirty()) { e.preventDefault(); e.returnValue = ""; } });

  window.studio = { state, editor, inspectAt, hit, requestRender, open, save };
  connect();
})();
