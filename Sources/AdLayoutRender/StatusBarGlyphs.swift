import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import Foundation

/// The status bar's icons (``/AdLayoutEngine/NodeKind/statusBarSignal``, `statusBarWifi`, `statusBarBattery`) drawn
/// as vector shapes in their frames and tint, as iOS draws them in full strength: four signal bars, a three-band Wi-Fi
/// fan, and a battery outline at 35 % with a full fill, 2 pt inside it, and its cap.
enum StatusBarGlyphs {
    /// Draws the icon of `kind` in `r`; false when `kind` is not a status bar icon.
    static func draw(_ kind: NodeKind, in r: CGRect, tint: Color, cr: OpaquePointer) -> Bool {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
        switch kind {
        case .statusBarSignal: signal(r, cr: cr)
        case .statusBarWifi: wifi(r, cr: cr)
        case .statusBarBattery: battery(r, tint: tint, cr: cr)
        default: return false
        }
        return true
    }

    /// Four bars, bottom-aligned, rising from 37 % to the full height.
    static func signal(_ r: CGRect, cr: OpaquePointer) {
        let gap = Double(r.width) * 0.1, bar = (Double(r.width) - 3 * gap) / 4, h = Double(r.height)
        for i in 0..<4 {
            let barHeight = h * (0.37 + 0.21 * Double(i))
            CairoPaths.roundedRect(cr, x: Double(r.minX) + Double(i) * (bar + gap), y: Double(r.maxY) - barHeight,
                                   width: bar, height: barHeight, radius: min(1, bar / 2))
        }
        cairo_fill(cr)
    }

    /// Two bands and a sector around the bottom centre, spanning ±45° from the vertical.
    static func wifi(_ r: CGRect, cr: OpaquePointer) {
        let cx = Double(r.midX), apexY = Double(r.maxY)
        let outer = min(Double(r.width) / 2 / sin(Double.pi / 4), Double(r.height)), band = outer / 3
        let start = -Double.pi * 3 / 4, end = -Double.pi / 4
        for i in 0..<2 {
            let ro = outer - Double(i) * band, ri = ro - band * 0.7
            cairo_new_path(cr)
            cairo_arc(cr, cx, apexY, ro, start, end)
            cairo_arc_negative(cr, cx, apexY, ri, end, start)
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        cairo_new_path(cr)
        cairo_move_to(cr, cx, apexY)
        cairo_arc(cr, cx, apexY, band, start, end)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    /// The outline (1 pt, 35 %), the fill 2 pt inside it, and the cap after a 1-pt gap: the frame is body + gap + cap.
    static func battery(_ r: CGRect, tint: Color, cr: OpaquePointer) {
        let capWidth = 1.3, h = Double(r.height), bodyWidth = Double(r.width) - 1 - capWidth
        let x = Double(r.minX), y = Double(r.minY)
        cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha * 0.35)
        CairoPaths.roundedRect(cr, x: x + 0.5, y: y + 0.5, width: bodyWidth - 1, height: h - 1, radius: 3.5)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        CairoPaths.roundedRect(cr, x: x + bodyWidth + 1, y: y + h / 2 - 2, width: capWidth, height: 4, radius: 0.65)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
        CairoPaths.roundedRect(cr, x: x + 2, y: y + 2, width: bodyWidth - 4, height: h - 4, radius: 2)
        cairo_fill(cr)
    }
}
