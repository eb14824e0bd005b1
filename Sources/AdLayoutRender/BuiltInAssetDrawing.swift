import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import Foundation

/// How the SDK's bundled assets (``/AdLayoutSDK/BuiltInAsset``, named in documents as `asset:<name>`)
/// are drawn: as vectors by the project (no third-party images).
enum BuiltInAssetDrawing {
    static func draw(_ asset: BuiltInAsset, in rect: CGRect, tint: Color?, cr: OpaquePointer, pango: OpaquePointer?,
                     session: FontSession.State) {
        let ink = tint ?? Color(argb: 0xFF50_5050)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        switch asset {
        case .pointUnit: pointUnit(rect, tint: tint ?? TnkDefaults.primaryColor, cr: cr, pango: pango, session: session)
        case .pointCoin: pointUnit(rect, letter: "C", tint: tint ?? TnkDefaults.primaryColor, cr: cr, pango: pango, session: session)
        case .heartOn: heart(rect, on: true, cr: cr)
        case .heartOff: heart(rect, on: false, cr: cr)
        case .prevArrow: chevron(rect, pointingLeft: true, color: ink, cr: cr)
        case .nextArrow: chevron(rect, pointingLeft: false, color: ink, cr: cr)
        case .searchIcon: magnifier(rect, color: ink, cr: cr)
        case .iconMy: person(rect, color: ink, cr: cr, pango: pango, session: session)
        case .helpN: listGlyph(rect, color: ink, cr: cr)
        case .play: play(rect, cr: cr)
        case .stars(let rating): stars(rect, rating: rating, color: tint ?? Color(argb: 0xFFFF_B400), cr: cr)
        }
    }

    /// A video's play button: a white triangle in a translucent dark circle.
    static func play(_ r: CGRect, cr: OpaquePointer) {
        let s = Double(min(r.width, r.height)), cx = Double(r.midX), cy = Double(r.midY)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.45)
        cairo_arc(cr, cx, cy, s / 2, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_move_to(cr, cx - s * 0.14, cy - s * 0.22)
        cairo_line_to(cr, cx + s * 0.24, cy)
        cairo_line_to(cr, cx - s * 0.14, cy + s * 0.22)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    /// Five stars, each as tall as the rect; filled up to `rating` (fractions fill part of a star).
    static func stars(_ r: CGRect, rating: Double, color: Color, cr: OpaquePointer) {
        let h = Double(r.height), x0 = Double(r.minX), y0 = Double(r.minY)
        func starPath(_ i: Int) {
            let cx = x0 + h * (Double(i) + 0.5), cy = y0 + h * 0.54, outer = h * 0.5, inner = outer * 0.45
            for k in 0..<10 {
                let angle = -Double.pi / 2 + Double(k) * .pi / 5
                let radius = k % 2 == 0 ? outer : inner
                let px = cx + radius * cos(angle), py = cy + radius * sin(angle)
                if k == 0 { cairo_move_to(cr, px, py) } else { cairo_line_to(cr, px, py) }
            }
            cairo_close_path(cr)
        }
        cairo_set_source_rgba(cr, 0.88, 0.88, 0.88, 1)
        for i in 0..<5 { starPath(i) }
        cairo_fill(cr)
        let filled = max(0, min(5, rating))
        cairo_save(cr)
        cairo_rectangle(cr, x0, y0, h * filled, h)
        cairo_clip(cr)
        set(color, cr)
        for i in 0..<5 { starPath(i) }
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private static func set(_ c: Color, _ cr: OpaquePointer) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

    /// The favourite heart: filled red when on; a white outline over a faint shadow when off.
    static func heart(_ r: CGRect, on: Bool, cr: OpaquePointer) {
        let s = Double(min(r.width, r.height)) * 0.72
        let cx = Double(r.midX), cy = Double(r.midY) + s * 0.04
        func path() {
            cairo_new_path(cr)
            cairo_move_to(cr, cx, cy + s * 0.42)
            cairo_curve_to(cr, cx - s * 0.62, cy, cx - s * 0.52, cy - s * 0.52, cx, cy - s * 0.22)
            cairo_curve_to(cr, cx + s * 0.52, cy - s * 0.52, cx + s * 0.62, cy, cx, cy + s * 0.42)
            cairo_close_path(cr)
        }
        path()
        if on {
            cairo_set_source_rgba(cr, 0.93, 0.20, 0.25, 1)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.9)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0.18)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
        }
        cairo_set_line_width(cr, max(1, s * 0.08))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    /// A chevron, half as wide as it is tall: centred in a square frame at 0.68 of its side (the pager's
    /// buttons), filling a narrow one (the placement's "더 보기 ›" link, 5 × 9 pt) up to 0.8 of its height.
    static func chevron(_ r: CGRect, pointingLeft: Bool, color: Color, cr: OpaquePointer) {
        let w = Double(r.width), h = Double(r.height)
        let s = w == h ? w : min(w / 0.4, h / 0.8)
        let cx = Double(r.midX), cy = Double(r.midY), d = pointingLeft ? 1.0 : -1.0
        cairo_move_to(cr, cx + d * s * 0.18, cy - s * 0.34)
        cairo_line_to(cr, cx - d * s * 0.16, cy)
        cairo_line_to(cr, cx + d * s * 0.18, cy + s * 0.34)
        set(color, cr)
        cairo_set_line_width(cr, s * 0.09)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    static func magnifier(_ r: CGRect, color: Color, cr: OpaquePointer) {
        let s = Double(min(r.width, r.height))
        let cx = Double(r.minX) + s * 0.42, cy = Double(r.minY) + s * 0.42
        set(color, cr)
        cairo_set_line_width(cr, s * 0.1)
        cairo_arc(cr, cx, cy, s * 0.3, 0, 2 * .pi)
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(cr, cx + s * 0.22, cy + s * 0.22)
        cairo_line_to(cr, Double(r.minX) + s * 0.9, Double(r.minY) + s * 0.9)
        cairo_stroke(cr)
    }

    /// The "my" button: a person outline with a bold "my" over the right end of its shoulders, cut
    /// out of the line (offerwall_ui_cps2: ink 26.6 × 26.7 pt in the 36 pt button, where AdLayout
    /// drew 33 × 31 with "my" under the shoulders), drawn ``TnkDefaults/myButtonGlyphScale`` of the button.
    static func person(_ r: CGRect, color: Color, cr: OpaquePointer, pango: OpaquePointer?, session: FontSession.State) {
        let s = Double(min(r.width, r.height)) * Double(TnkDefaults.myButtonGlyphScale)
        let cx = Double(r.midX), top = Double(r.midY) - s / 2
        set(color, cr)
        cairo_set_line_width(cr, s * 0.075)
        let px = cx
        cairo_new_path(cr)
        cairo_arc(cr, px, top + s * 0.27, s * 0.17, 0, 2 * .pi)
        cairo_stroke(cr)
        cairo_arc(cr, px, top + s * 0.9, s * 0.34, .pi, 2 * .pi)
        cairo_stroke(cr)
        guard pango != nil else { return }
        let layout = glyphLayout("my", font: Font(size: CGFloat(s * 0.36), weight: .bold), session: session)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let ps = Double(PANGO_SCALE)
        // The letters' ink: from the shoulders' right half, its bottom on the button's ink bottom.
        let x = px + s * 0.05 - Double(ink.x) / ps, y = top + s * 1.0 - Double(ink.y + ink.height) / ps
        cairo_move_to(cr, x, y)
        pango_cairo_layout_path(cr, layout)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_set_line_width(cr, s * 0.12)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
        set(color, cr)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }

    /// The my-menu icon: a rounded sheet with three lines and a folded page behind its right edge
    /// (screenshots: ink 23.4 × 22.1 pt, strokes ≈1.6 pt), drawn to fill `r`.
    static func listGlyph(_ r: CGRect, color: Color, cr: OpaquePointer) {
        let w = Double(r.width), h = Double(r.height), x0 = Double(r.minX), y0 = Double(r.minY)
        let line = min(w, h) * 0.07, half = line / 2
        set(color, cr)
        cairo_set_line_width(cr, line)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        // The sheet: 0.81 of the width, the full height, corners 0.11 of the width.
        let sx = x0 + half, sy = y0 + half, sw = w * 0.81 - line, sh = h - line, rad = w * 0.11
        CairoPaths.roundedRect(cr, x: sx, y: sy, width: sw, height: sh, radius: rad)
        cairo_stroke(cr)
        // The folded page: a tick from the sheet's edge, down its right side into the sheet's bottom.
        let fx = x0 + w - half, top = y0 + h * 0.26
        cairo_move_to(cr, sx + sw, top)
        cairo_line_to(cr, fx, top)
        cairo_line_to(cr, fx, y0 + h - half - rad)
        cairo_curve_to(cr, fx, y0 + h - half, fx - rad * 0.5, y0 + h - half, sx + sw - rad * 0.6, y0 + h - half)
        cairo_stroke(cr)
        // Three lines across the sheet.
        for i in 0..<3 {
            let ly = y0 + h * (0.26 + 0.215 * Double(i))
            cairo_move_to(cr, x0 + w * 0.19, ly)
            cairo_line_to(cr, x0 + w * 0.59, ly)
        }
        cairo_stroke(cr)
    }

    /// The point icon: a filled circle in the point colour inside a darker ring, with a white bold "P" (a "C"
    /// for the placements' coin, `point_coin`).
    static func pointUnit(_ rect: CGRect, letter: String = "P", tint: Color, cr: OpaquePointer, pango: OpaquePointer?, session: FontSession.State) {
        let d = Double(min(rect.width, rect.height))
        let cx = Double(rect.midX), cy = Double(rect.midY)
        cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, max(tint.alpha, 1))
        cairo_arc(cr, cx, cy, d / 2, 0, 2 * .pi)
        cairo_fill(cr)
        // The device's darker ring, inside the disc's edge (TnkDefaults).
        let ring = TnkDefaults.pointIconRingColor(tint), band = min(Double(TnkDefaults.pointIconRingWidth), d / 4)
        cairo_set_source_rgba(cr, ring.red, ring.green, ring.blue, 1)
        cairo_set_line_width(cr, band)
        cairo_arc(cr, cx, cy, d / 2 - band / 2, 0, 2 * .pi)
        cairo_stroke(cr)
        guard pango != nil else { return }
        let layout = glyphLayout(letter, font: Font(size: CGFloat(d * 0.72), weight: .black), session: session)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let s = Double(PANGO_SCALE)
        // Centre the glyph's ink box, not its line box, so the letter sits optically centred.
        let x = cx - (Double(ink.x) + Double(ink.width) / 2) / s
        let y = cy - (Double(ink.y) + Double(ink.height) / 2) / s
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }

    /// The session's kept layout of `text` on one unbounded line (an icon's letters repeat in every
    /// row, so they are shaped once, not once per icon).
    private static func glyphLayout(_ text: String, font: Font, session: FontSession.State) -> OpaquePointer {
        session.drawnLayout(LabelTextSpec(text: text, font: font, width: nil, numberOfLines: 1,
                                          lineBreakMode: .byClipping, lineBreakStrategy: .standard)).layout
    }
}
