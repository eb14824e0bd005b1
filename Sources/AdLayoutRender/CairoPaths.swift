import CCairoPango
import Foundation

/// Path shapes shared by the painter and the built-in assets.
enum CairoPaths {
    /// Adds a rectangle with corners of `radius` to the current path (a plain rectangle when the
    /// radius is not positive). The caller fills or strokes it.
    static func roundedRect(_ cr: OpaquePointer, x: Double, y: Double, width w: Double, height h: Double, radius rad: Double) {
        guard rad > 0 else { cairo_rectangle(cr, x, y, w, h); return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - rad, y + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, .pi / 2)
        cairo_arc(cr, x + rad, y + h - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, x + rad, y + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
