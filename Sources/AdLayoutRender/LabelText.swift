import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import Foundation

/// What decides how a label's text is laid out (its key in the session's caches).
struct LabelTextSpec: Hashable, Sendable {
    var text: String
    var font: Font
    /// The label's width in points; nil for one unbounded line per paragraph.
    var width: CGFloat?
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var lineBreakStrategy: LineBreakStrategy
    var alignment: TextAlignment = .natural
    var strikethrough = false
    /// Ranges drawn otherwise (``TextRun``): only their fonts change advances, so measuring keeps those alone.
    var runs: [TextRun] = []

    /// Texts are the same when their bytes are: Pango lays out bytes, and comparing or hashing
    /// bytes skips the Unicode normalisation `String` does (a cache lookup per label).
    static func == (a: LabelTextSpec, b: LabelTextSpec) -> Bool {
        a.font == b.font && a.width == b.width && a.numberOfLines == b.numberOfLines && a.lineBreakMode == b.lineBreakMode
            && a.lineBreakStrategy == b.lineBreakStrategy && a.alignment == b.alignment && a.strikethrough == b.strikethrough
            && a.runs == b.runs && sameBytes(a.text, b.text)
    }

    /// Whether two texts have the same UTF-8 bytes.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(font); hasher.combine(width); hasher.combine(numberOfLines); hasher.combine(lineBreakMode)
        hasher.combine(lineBreakStrategy); hasher.combine(alignment); hasher.combine(strikethrough); hasher.combine(runs)
    }
}

/// One laid-out line of a label, as UIKit would place it.
struct LabelLine: Sendable {
    /// The line's index in the Pango layout.
    var index: Int32
    /// Where the line's text box starts, from the label's left edge (alignment applied), in points.
    var x: CGFloat
    /// The line's width as UIKit measures it: every character with its full spacing.
    var width: CGFloat
    /// Where Pango's line must be drawn from so that its glyphs land where UIKit's would.
    var drawX: CGFloat
}

/// A label's lines in a configured Pango layout.
struct LabelLines: Sendable {
    var lines: [LabelLine]
    /// True when the line limit or the width cut the text (or, for a clipped line, its glyphs).
    var isTruncated: Bool
    /// What the label shows when it cuts its text (``TextMetrics/shownText``); nil otherwise.
    var shownText: String?
    /// Lines past the ones laid out, counted one per hard line break (an unlimited label's text
    /// longer than any canvas: ``FontSession/State/hardLineCut(of:)``); they take their line
    /// height and are never drawn.
    var omittedLines = 0
    /// Width of the widest line.
    var width: CGFloat { lines.map(\.width).max() ?? 0 }
    /// Lines the label takes: the laid-out ones and the omitted ones.
    var count: Int { lines.count + omittedLines }
}

/// Runs of one script in a label's text, with the spacing their characters carry.
struct ScriptRuns {
    struct Run {
        var start: Int, end: Int           // UTF-8 byte offsets
        var script: SystemFontSubstitute.Script
        var spacing: CGFloat               // points added to each character
    }
    var runs: [Run] = []

    /// The spacing of the character at byte `offset`.
    func spacing(at offset: Int) -> CGFloat {
        // Runs are few (a label has a handful): a linear scan is cheapest.
        for r in runs where offset >= r.start && offset < r.end { return r.spacing }
        return runs.last?.spacing ?? 0
    }
}

extension FontSession.State {
    /// Configures `layout` as a `UILabel` lays out `spec` and returns its
    /// lines. Text in the system font is split into script runs (``SystemFontSubstitute``); each
    /// gets its face, size and spacing. Pango leaves out half a character's spacing at each end of
    /// a line, which UIKit keeps, so Pango is given the width plus that allowance and lines are
    /// checked against the label's width as UIKit measures them.
    func layOut(_ layout: OpaquePointer, _ spec: LabelTextSpec) -> LabelLines {
        var text = spec.text, omitted = 0
        if !laysOutWholeText {
            var cut = spec
            (cut.text, omitted) = Self.hardLineCut(of: spec)
            text = Self.shownPart(of: cut)
        }
        let runs = scriptRuns(text, font: spec.font)
        apply(layout, text: text, spec: spec, runs: runs)
        var lines = lineLayout(layout, spec: spec, runs: runs)
        lines.omittedLines = omitted
        guard omitted == 0 else { return lines }
        if lines.isTruncated {
            // Cut lines are final (nothing is pushed out of them): say what shows while the layout holds them.
            lines.shownText = shownText(of: layout, lines: lines, text: text, spec: spec)
            return lines
        }
        guard spec.lineBreakStrategy == .pushOut || spec.lineBreakStrategy == .standard,
              let pushed = pushingOut(text, lines: lines, layout: layout) else { return lines }
        // The last line held one word: move the previous line's last word down.
        let pushedRuns = scriptRuns(pushed, font: spec.font)
        apply(layout, text: pushed, spec: spec, runs: pushedRuns)
        let tried = lineLayout(layout, spec: spec, runs: pushedRuns)
        if tried.lines.count == lines.lines.count && !tried.isTruncated { return tried }
        // It did not fit: lay the text out again as it was.
        apply(layout, text: text, spec: spec, runs: runs)
        return lineLayout(layout, spec: spec, runs: runs)
    }

    /// The start of `spec.text` that holds every line the label can show, by its hard line breaks
    /// (`\n`, `\r`, `\r\n`, U+2028, U+2029), each of which starts a line, and the lines left out.
    /// A label of n > 0 lines keeps its first n lines and one character past them, so that what it
    /// cuts is still cut (Pango lays out and ellipsizes each paragraph on its own). An unlimited label
    /// keeps the lines a canvas can hold (``unlimitedLines(_:)``) and counts each further one as a line
    /// (a wrapping one would take more: past the canvas, nothing shows them). One pass over the
    /// bytes: a label of 32,767 lines costs what one of a canvas's lines does.
    static func hardLineCut(of spec: LabelTextSpec) -> (text: String, omittedLines: Int) {
        let kept = spec.numberOfLines > 0 ? spec.numberOfLines : unlimitedLines(spec.font)
        var breaks = 0, cutEnd: Int?, omitted = 0
        var text = spec.text
        // Bytes, not characters: a break is one of a few fixed sequences.
        text.withUTF8 { bytes in
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                var length = 0
                if b == 0x0A { length = 1 }
                else if b == 0x0D { length = i + 1 < n && bytes[i + 1] == 0x0A ? 2 : 1 }
                else if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { length = 3 }
                guard length > 0 else { i += 1; continue }
                if cutEnd != nil { omitted += 1; i += length; continue }
                breaks += 1
                if breaks == kept {
                    if spec.numberOfLines > 0 {
                        // The break and the first scalar after it (its lead byte and continuation bytes).
                        var end = i + length
                        if end < n { end += 1; while end < n, bytes[end] & 0xC0 == 0x80 { end += 1 } }
                        cutEnd = end
                        break
                    }
                    cutEnd = i
                    omitted = 1
                }
                i += length
            }
        }
        guard let cutEnd else { return (spec.text, 0) }
        let cut = text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[0..<cutEnd]), as: UTF8.self) }
        return (cut, omitted)
    }

    /// Lines an unlimited label lays out at most: those of the tallest canvas (``FormatLimits/canvasSidePixels``
    /// points at scale 1) and one more.
    static func unlimitedLines(_ font: Font) -> Int {
        let lineHeight = Double(SystemFontMetrics.lineHeight(font.size))
        guard lineHeight.isFinite, lineHeight > 0 else { return 1 }
        return Int(min((Double(FormatLimits.canvasSidePixels) / lineHeight).rounded(.up), Double(FormatLimits.canvasSidePixels))) + 1
    }

    /// Characters of one line at most, per point of width and point of font size: no visible
    /// character is narrower than 1/20 em (a space is ≈ 1/4; the system font's tracking takes
    /// less than 1/20 em off), so a line of the label's width holds fewer.
    static let charactersPerEm: CGFloat = 20

    /// The start of `spec.text` that the label can show, with a character to spare, when it has a width,
    /// a line limit and tail truncation or none (not one clipped line, which is measured whole):
    /// `numberOfLines × width ÷ (1/20 em)` characters, or, in the system font, the characters whose
    /// narrowest possible advances (a Hangul syllable's pitch less 5 %, 1/20 em for anything else)
    /// pass `numberOfLines × (width + 1 em)`, to the end of the word. The
    /// lines and the truncation of what is shown are those of the whole text, and a hostile text
    /// costs no more than a full label (Pango's line breaking takes time quadratic in a line's runs:
    /// a 10,000-character Hangul title took 2 s; an 80-syllable title cut to one line, 1.4 ms whole and
    /// a fifth of it cut). Head and middle truncation show the text's end:
    /// those keep the whole text. (Only a run of zero-width characters longer than the limit could
    /// hide a visible character that the whole text would show.)
    static func shownPart(of spec: LabelTextSpec) -> String {
        guard let width = spec.width, width.isFinite, spec.numberOfLines > 0, spec.font.size > 0,
              spec.lineBreakMode != .byTruncatingHead, spec.lineBreakMode != .byTruncatingMiddle,
              // One clipped line is laid out unbounded and measured whole (see `apply`).
              !(spec.lineBreakMode == .byClipping && spec.numberOfLines == 1) else { return spec.text }
        let perLine = (max(0, width) / spec.font.size * charactersPerEm).rounded(.up)
        let limit = Double(spec.numberOfLines) * Double(perLine) + 1
        if spec.font.family == nil, let cut = systemFontPart(of: spec, width: max(0, width), atMost: limit) { return cut }
        guard limit < Double(spec.text.utf8.count) else { return spec.text }
        return String(spec.text.prefix(Int(limit)))
    }

    /// ``shownPart(of:)`` by the system font's narrowest advances; nil when the whole text (or the
    /// `atMost` characters) would be kept anyway.
    private static func systemFontPart(of spec: LabelTextSpec, width: CGFloat, atMost: Double) -> String? {
        let size = spec.font.size
        let hangul = SystemFontSubstitute.hangulPitch(spec.font.weight, size: size) * size * 0.95
        let other = size / charactersPerEm
        let capacity = CGFloat(spec.numberOfLines) * (width + size)
        var sum: CGFloat = 0
        var scalars = 0
        let all = spec.text.unicodeScalars
        var index = all.startIndex
        while index != all.endIndex, sum <= capacity {
            sum += SystemFontSubstitute.isHangul(all[index].value) ? hangul : other
            scalars += 1
            index = all.index(after: index)
        }
        guard index != all.endIndex else { return nil }
        // To the end of the word (a word cut short could change where the lines before it break),
        // and a character to spare.
        func inWord(_ scalar: Unicode.Scalar) -> Bool {
            if SystemFontSubstitute.isHangul(scalar.value) || scalar.properties.isAlphabetic { return true }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
        while index != all.endIndex, inWord(all[index]) {
            index = all.index(after: index)
            scalars += 1
        }
        guard index != all.endIndex, Double(scalars + 1) < atMost else { return nil }
        index = all.index(after: index)
        return String(Substring(all[all.startIndex..<index]))
    }

    /// Sets text, attributes, wrapping and ellipsizing on `layout` (the width is set by ``lineLayout``).
    private func apply(_ layout: OpaquePointer, text: String, spec: LabelTextSpec, runs: ScriptRuns) {
        let font = spec.font
        pango_layout_set_font_description(layout, description(for: font, script: font.family == nil ? .latin : nil))
        pango_layout_set_text(layout, text, -1)
        let attrs = pango_attr_list_new()!
        let keepsHangulWords = spec.lineBreakStrategy == .standard || spec.lineBreakStrategy == .hangulWordPriority
        for run in runs.runs {
            if font.family == nil {
                let d = pango_attr_font_desc_new(description(for: font, script: run.script))!
                d.pointee.start_index = guint(run.start); d.pointee.end_index = guint(run.end)
                pango_attr_list_insert(attrs, d)
                if run.spacing != 0 {
                    let s = pango_attr_letter_spacing_new(Int32((Double(run.spacing) * Double(PANGO_SCALE)).rounded()))!
                    s.pointee.start_index = guint(run.start); s.pointee.end_index = guint(run.end)
                    pango_attr_list_insert(attrs, s)
                }
            }
            // hangulWordPriority: no break between two syllables of a word, unless the word alone
            // is wider than the label (then it breaks by syllable, as UIKit does).
            if keepsHangulWords && run.script == .hangul && spec.lineBreakMode != .byCharWrapping {
                // Syllables are three UTF-8 bytes each.
                let wordWidth = CGFloat((run.end - run.start) / 3) * SystemFontSubstitute.hangulPitch(font.weight, size: font.size) * font.size
                if let width = spec.width, wordWidth <= width {
                    let a = pango_attr_allow_breaks_new(0)!
                    a.pointee.start_index = guint(run.start); a.pointee.end_index = guint(run.end)
                    pango_attr_list_insert(attrs, a)
                }
            }
        }
        if spec.strikethrough { pango_attr_list_insert(attrs, pango_attr_strikethrough_new(1)) }
        for run in spec.runs {
            Self.insert(run, of: text, into: attrs)
            if let runFont = run.font { insertFont(runFont, of: run, text: text, into: attrs) }
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        pango_layout_set_wrap(layout, spec.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        let ellipsize: PangoEllipsizeMode
        switch spec.lineBreakMode {
        case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
        case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        default: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        // A single clipped line is not wrapped: UIKit cuts it at the label's edge.
        let unbounded = spec.width == nil || (spec.lineBreakMode == .byClipping && spec.numberOfLines == 1)
        pango_layout_set_ellipsize(layout, unbounded ? PANGO_ELLIPSIZE_NONE : ellipsize)
        pango_layout_set_height(layout, spec.numberOfLines > 0 ? -Int32(spec.numberOfLines) : Int32.max)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        pango_layout_set_width(layout, -1)
    }

    /// Sets the layout's width so that every line fits the label's width as UIKit measures it, and
    /// returns the lines UIKit would show.
    private func lineLayout(_ layout: OpaquePointer, spec: LabelTextSpec, runs: ScriptRuns) -> LabelLines {
        let unbounded = spec.width == nil || (spec.lineBreakMode == .byClipping && spec.numberOfLines == 1)
        guard let width = spec.width, !unbounded else {
            pango_layout_set_width(layout, -1)
            // A clipped line still aligns in its label (menu tabs are centred in buttons sized by
            // the bold face); only a label that fits its text has no box to align in.
            return lines(of: layout, spec: spec, runs: runs, boxWidth: spec.width)
        }
        // Pango drops half a character's spacing at each end of a line: allow for it.
        let allowance = max(0, -(runs.runs.map(\.spacing).min() ?? 0))
        var pangoWidth = width + allowance
        var result = LabelLines(lines: [], isTruncated: false)
        for _ in 0..<3 {
            pango_layout_set_width(layout, Self.pangoUnits(pangoWidth))
            result = lines(of: layout, spec: spec, runs: runs, boxWidth: width)
            let excess = result.width - width
            if excess <= 0.01 || pangoWidth - excess <= 0 { break }
            pangoWidth -= excess
        }
        return result
    }

    /// The lines of a laid-out `layout` with UIKit's widths and positions.
    private func lines(of layout: OpaquePointer, spec: LabelTextSpec, runs: ScriptRuns, boxWidth: CGFloat?) -> LabelLines {
        let count = Int(pango_layout_get_line_count(layout))
        let shown = spec.numberOfLines > 0 ? min(count, spec.numberOfLines) : count
        var lines: [LabelLine] = []
        lines.reserveCapacity(shown)
        let scale = CGFloat(PANGO_SCALE)
        // A clipped line is cut where its glyphs' ink leaves the label (the renderer clips it there).
        let clipsInk = spec.lineBreakMode == .byClipping && spec.width != nil
        var inkCut = false
        for (i, line) in Self.layoutLines(layout, limit: shown).enumerated() {
            var logical = PangoRectangle(), ink = PangoRectangle()
            if clipsInk { pango_layout_line_get_extents(line, &ink, &logical) } else { pango_layout_line_get_extents(line, nil, &logical) }
            var first: CGFloat = 0, last: CGFloat = 0
            if let head = line.pointee.runs {
                var node: UnsafeMutablePointer<GSList>? = head
                var firstOffset: Int32 = -1, lastOffset: Int32 = -1
                while let n = node {
                    if let data = n.pointee.data {
                        let offset = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.offset
                        if firstOffset < 0 { firstOffset = offset }
                        lastOffset = offset
                    }
                    node = n.pointee.next
                }
                if firstOffset >= 0 {
                    first = runs.spacing(at: Int(firstOffset))
                    last = runs.spacing(at: Int(lastOffset))
                }
            }
            let width = CGFloat(logical.width) / scale + (first + last) / 2
            var x: CGFloat = 0
            if let boxWidth {
                switch spec.alignment {
                case .center: x = (boxWidth - width) / 2
                case .right: x = boxWidth - width
                default: x = 0
                }
                // A line wider than its box starts at its left edge and is cut at the right.
                x = max(0, x)
            }
            let drawX = x + first / 2 - CGFloat(logical.x) / scale
            lines.append(LabelLine(index: Int32(i), x: x, width: width, drawX: drawX))
            if clipsInk, ink.width > 0, let w = spec.width {
                let left = drawX + CGFloat(ink.x) / scale, right = left + CGFloat(ink.width) / scale
                if left < -Self.inkTolerance || right > w + Self.inkTolerance { inkCut = true }
            }
        }
        let truncated = pango_layout_is_ellipsized(layout) != 0 || count > shown
            || (spec.lineBreakMode == .byClipping && spec.width.map { w in lines.contains { $0.width > w + 0.01 } } == true)
            || inkCut
        return LabelLines(lines: lines, isTruncated: truncated)
    }

    /// The first `limit` lines of `layout`, in order. Pango keeps them in a list: asking for line i
    /// (`pango_layout_get_line_readonly`) walks i links, so asking for each in turn took time quadratic
    /// in the lines (a label of 32,767 lines: 17.8 s).
    static func layoutLines(_ layout: OpaquePointer, limit: Int = .max) -> [UnsafeMutablePointer<PangoLayoutLine>] {
        var out: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let n = node, out.count < limit {
            if let data = n.pointee.data { out.append(data.assumingMemoryBound(to: PangoLayoutLine.self)) }
            node = n.pointee.next
        }
        return out
    }

    /// The baseline of line `k` of `count` in a label whose text area is `inner`: the block of lines
    /// (each UIKit's line height) centred vertically, the first baseline at the ascender.
    static func baseline(line k: Int, of count: Int, in inner: CGRect, font: Font) -> Double {
        let lineHeight = Double(SystemFontMetrics.lineHeight(font.size))
        let top = Double(inner.minY) + (Double(inner.height) - lineHeight * Double(max(1, count))) / 2
        return top + Double(SystemFontMetrics.ascender(font.size)) + Double(k) * lineHeight
    }

    /// Where the glyphs of `lines` (laid out in `layout` for `spec`) are drawn in a label whose
    /// text area is `inner`, as ``Renderer`` draws them: the union of the lines' ink rectangles.
    func inkBounds(of layout: OpaquePointer, lines: LabelLines, spec: LabelTextSpec, in inner: CGRect) -> CGRect? {
        var bounds: CGRect?
        let scale = CGFloat(PANGO_SCALE)
        for (k, (label, line)) in zip(lines.lines, Self.layoutLines(layout, limit: lines.lines.count)).enumerated() {
            var ink = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, nil)
            guard ink.width > 0, ink.height > 0 else { continue }
            let baseline = CGFloat(Self.baseline(line: k, of: lines.count, in: inner, font: spec.font))
            let rect = CGRect(x: inner.minX + label.drawX + CGFloat(ink.x) / scale, y: baseline + CGFloat(ink.y) / scale,
                              width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
            bounds = bounds.map { $0.union(rect) } ?? rect
        }
        return bounds
    }

    /// How far a clipped line's glyphs may reach past the label's edge before they count as cut,
    /// in points: anti-aliasing fringes, not a visible part of a glyph.
    static let inkTolerance: CGFloat = 0.25

    /// What a cut label shows: its lines' text with the gaps between them (newlines), an ellipsis
    /// run drawn as "…"; nil for a clipped line (cut mid-glyph). `text` is what `layout` holds.
    private func shownText(of layout: OpaquePointer, lines: LabelLines, text: String, spec: LabelTextSpec) -> String? {
        guard spec.lineBreakMode != .byClipping || spec.numberOfLines != 1 else { return nil }
        var bytes: [UInt8] = []
        text.utf8.withContiguousStorageIfAvailable { utf8 in
            var previousEnd: Int?
            for line in Self.layoutLines(layout, limit: lines.lines.count) {
                let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
                guard start >= 0, end <= utf8.count, start <= end else { continue }
                // What separates the lines in the text (a newline), not the spaces a wrap removed.
                if let previousEnd, previousEnd < start {
                    bytes += utf8[previousEnd..<start].filter { $0 == 0x0A || $0 == 0x0D }
                }
                previousEnd = end
                var runs: [(start: Int, end: Int, ellipsis: Bool)] = []
                var node: UnsafeMutablePointer<GSList>? = line.pointee.runs
                while let n = node {
                    if let data = n.pointee.data {
                        let item = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee
                        let isEllipsis = Int32(item.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
                        runs.append((Int(item.offset), Int(item.offset) + Int(item.length), isEllipsis))
                    }
                    node = n.pointee.next
                }
                guard runs.contains(where: \.ellipsis) else { bytes += utf8[start..<end]; continue }
                // Runs are in visual order: left to right for the texts labels hold.
                for run in runs {
                    if run.ellipsis { bytes += Array("…".utf8) }
                    else if run.start >= 0, run.end <= utf8.count, run.start <= run.end { bytes += utf8[run.start..<run.end] }
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text with a line separator before the previous line's last word, when the last of
    /// several lines holds a single word (UIKit's `pushOut`); nil when there is nothing to push.
    private func pushingOut(_ text: String, lines: LabelLines, layout: OpaquePointer) -> String? {
        guard lines.lines.count >= 2, !lines.isTruncated, pango_layout_get_line_count(layout) == Int32(lines.lines.count),
              let lastLine = pango_layout_get_line_readonly(layout, Int32(lines.lines.count - 1)),
              let previous = pango_layout_get_line_readonly(layout, Int32(lines.lines.count - 2)) else { return nil }
        let bytes = Array(text.utf8)
        let lastStart = Int(lastLine.pointee.start_index), lastEnd = lastStart + Int(lastLine.pointee.length)
        let previousStart = Int(previous.pointee.start_index)
        guard lastStart > previousStart, lastEnd <= bytes.count else { return nil }
        // Only a line break inside a paragraph (not after a newline) can be moved.
        if lastStart > 0 && (bytes[lastStart - 1] == 0x0A || bytes[lastStart - 1] == 0x0D) { return nil }
        let lastWords = bytes[lastStart..<lastEnd].split(separator: 0x20, omittingEmptySubsequences: true)
        guard lastWords.count == 1 else { return nil }
        // The previous line's last word: after its last inner space.
        var end = lastStart
        while end > previousStart && bytes[end - 1] == 0x20 { end -= 1 }
        guard let space = bytes[previousStart..<end].lastIndex(of: 0x20), space > previousStart else { return nil }
        var pushed = bytes
        pushed.replaceSubrange(space...space, with: Array("\u{2028}".utf8))
        return String(decoding: pushed, as: UTF8.self)
    }

    /// The script runs of `text` in `font` (one run for a font with a family of its own), split where
    /// the spacing changes (Latin letters, digits, spaces and punctuation are spaced apart).
    func scriptRuns(_ text: String, font: Font) -> ScriptRuns {
        var result = ScriptRuns()
        var offset = 0
        let size = font.size
        let hangulSpacing = SystemFontSubstitute.hangulSpacing(font.weight, size: size) * size
        var latinSpacing = [CGFloat?](repeating: nil, count: SystemFontSubstitute.LatinClass.allCases.count)
        var afterDigit = false
        for ch in text {
            let length = ch.utf8.count
            defer { afterDigit = ch.isASCII && ch.isNumber }
            let script: SystemFontSubstitute.Script
            var spacing: CGFloat = 0
            if font.family != nil {
                script = .latin
            } else if let scalar = ch.unicodeScalars.first {
                let v = scalar.value
                if SystemFontSubstitute.isHangul(v) {
                    script = .hangul
                    spacing = hangulSpacing
                } else if SystemFontSubstitute.isCJK(v) || SystemFontSubstitute.isDrawnByHangulFace(v) {
                    script = .other
                } else if v < 0x7F || environment.latinFontHas(scalar) {
                    script = .latin
                    let kind = SystemFontSubstitute.LatinClass(scalar, afterDigit: afterDigit)
                    if let symbol = SystemFontSubstitute.symbolDifference(v) {
                        spacing = (symbol + SystemFontSubstitute.tracking(size)) * size
                    } else if let cached = latinSpacing[kind.rawValue] {
                        spacing = cached
                    } else {
                        spacing = SystemFontSubstitute.latinSpacing(kind, weight: font.weight, size: size) * size
                        latinSpacing[kind.rawValue] = spacing
                    }
                } else {
                    script = .other
                }
            } else {
                script = .latin
            }
            if let last = result.runs.last, last.script == script, last.spacing == spacing {
                result.runs[result.runs.count - 1].end += length
            } else {
                result.runs.append(.init(start: offset, end: offset + length, script: script, spacing: spacing))
            }
            offset += length
        }
        return result
    }

    /// Points in Pango units, saturated to `Int32` (a huge or non-finite width must not trap:
    /// NaN and +∞ mean unbounded).
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = (Double(points) * Double(PANGO_SCALE)).rounded(.down)
        guard !units.isNaN else { return Int32.max }
        return Int32(min(max(units, Double(Int32.min)), Double(Int32.max)))
    }
}

extension FontSession.State {
    /// `run`'s attributes over its range of `text` (UTF-16 offsets made UTF-8 bytes; a range past a cut
    /// text's end is cut with it).
    /// A run's font over its range, as the label's font is set: per script run of the system font, with its
    /// spacing (later attributes of a kind win where they overlap).
    private func insertFont(_ font: Font, of run: TextRun, text: String, into attrs: OpaquePointer) {
        let (start, end) = Self.byteRange(run, of: text)
        guard start < end else { return }
        func add(_ a: UnsafeMutablePointer<PangoAttribute>, _ from: Int, _ to: Int) {
            a.pointee.start_index = guint(from); a.pointee.end_index = guint(to)
            pango_attr_list_insert(attrs, a)
        }
        guard font.family == nil else {
            add(pango_attr_font_desc_new(description(for: font, script: nil))!, Int(start), Int(end))
            return
        }
        for script in scriptRuns(text, font: font).runs {
            let from = max(script.start, Int(start)), to = min(script.end, Int(end))
            guard from < to else { continue }
            add(pango_attr_font_desc_new(description(for: font, script: script.script))!, from, to)
            add(pango_attr_letter_spacing_new(Int32((Double(script.spacing) * Double(PANGO_SCALE)).rounded()))!, from, to)
        }
    }

    /// A run's range in UTF-8 bytes of `text`, as Pango's attributes count.
    static func byteRange(_ run: TextRun, of text: String) -> (start: guint, end: guint) {
        let utf16 = text.utf16
        func byte(_ offset: Int) -> guint {
            let i = utf16.index(utf16.startIndex, offsetBy: max(0, offset), limitedBy: utf16.endIndex) ?? utf16.endIndex
            return guint(text.utf8.distance(from: text.utf8.startIndex, to: i.samePosition(in: text.utf8) ?? text.utf8.endIndex))
        }
        return (byte(run.range.lowerBound), byte(run.range.upperBound))
    }

    static func insert(_ run: TextRun, of text: String, into attrs: OpaquePointer) {
        let (start, end) = byteRange(run, of: text)
        guard start < end else { return }
        func add(_ a: UnsafeMutablePointer<PangoAttribute>) {
            a.pointee.start_index = start; a.pointee.end_index = end
            pango_attr_list_insert(attrs, a)
        }
        func channel(_ v: Double) -> guint16 { guint16((min(1, max(0, v)) * 65535).rounded()) }
        if let c = run.color {
            add(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
            if c.alpha < 1 { add(pango_attr_foreground_alpha_new(max(1, channel(c.alpha)))) }
        }
        if let c = run.backgroundColor { add(pango_attr_background_new(channel(c.red), channel(c.green), channel(c.blue))) }
        if run.strikethrough { add(pango_attr_strikethrough_new(1)) }
        if run.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
    }
}
