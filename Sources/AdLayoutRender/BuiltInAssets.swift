import AdLayoutCore
import CCairoPango
import Foundation

/// The SDK's bundled assets, drawn as vectors by the project (no third-party images).
enum BuiltInAssets {
    static let names = ["point_unit"]

    static func draw(_ name: String, in rect: CGRect, tint: Color?, cr: OpaquePointer, pango: OpaquePointer?,
                     fonts: FontEnvironment) {
        switch name {
        case "point_unit": pointUnit(rect, tint: tint ?? TnkDefaults.primaryColor, cr: cr, pango: pango, fonts: fonts)
        default: break
        }
    }

    /// The point icon: a filled circle in the point colour with a white bold "P".
    static func pointUnit(_ rect: CGRect, tint: Color, cr: OpaquePointer, pango: OpaquePointer?, fonts: FontEnvironment) {
        let d = Double(min(rect.width, rect.height))
        let cx = Double(rect.midX), cy = Double(rect.midY)
        cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, max(tint.alpha, 1))
        cairo_arc(cr, cx, cy, d / 2, 0, 2 * .pi)
        cairo_fill(cr)
        guard let pango else { return }
        let layout = pango_layout_new(pango)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        fonts.configure(layout, text: "P", font: Font(size: CGFloat(d * 0.72), weight: .black), width: nil,
                        numberOfLines: 1, lineBreakMode: .byClipping)
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
}
