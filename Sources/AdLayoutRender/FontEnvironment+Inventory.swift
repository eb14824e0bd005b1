import CCairoPango
import Foundation

extension FontEnvironment {
    /// The text rendering options in force, read back from Cairo's font options and Pango's
    /// context, plus the values the private fontconfig configuration pins for every font.
    public var fontOptionSettings: [String: String] {
        let fontOptions = Self.makeFontOptions()
        defer { cairo_font_options_destroy(fontOptions) }
        let antialias: String
        switch cairo_font_options_get_antialias(fontOptions) {
        case CAIRO_ANTIALIAS_NONE: antialias = "none"
        case CAIRO_ANTIALIAS_GRAY: antialias = "gray"
        case CAIRO_ANTIALIAS_SUBPIXEL: antialias = "subpixel"
        case CAIRO_ANTIALIAS_FAST: antialias = "fast"
        case CAIRO_ANTIALIAS_GOOD: antialias = "good"
        case CAIRO_ANTIALIAS_BEST: antialias = "best"
        default: antialias = "default"
        }
        let hintStyle: String
        switch cairo_font_options_get_hint_style(fontOptions) {
        case CAIRO_HINT_STYLE_NONE: hintStyle = "none"
        case CAIRO_HINT_STYLE_SLIGHT: hintStyle = "slight"
        case CAIRO_HINT_STYLE_MEDIUM: hintStyle = "medium"
        case CAIRO_HINT_STYLE_FULL: hintStyle = "full"
        default: hintStyle = "default"
        }
        let hintMetrics: String
        switch cairo_font_options_get_hint_metrics(fontOptions) {
        case CAIRO_HINT_METRICS_OFF: hintMetrics = "off"
        case CAIRO_HINT_METRICS_ON: hintMetrics = "on"
        default: hintMetrics = "default"
        }
        let subpixel: String
        switch cairo_font_options_get_subpixel_order(fontOptions) {
        case CAIRO_SUBPIXEL_ORDER_RGB: subpixel = "rgb"
        case CAIRO_SUBPIXEL_ORDER_BGR: subpixel = "bgr"
        case CAIRO_SUBPIXEL_ORDER_VRGB: subpixel = "vrgb"
        case CAIRO_SUBPIXEL_ORDER_VBGR: subpixel = "vbgr"
        default: subpixel = "default"
        }
        let round = FontSession(environment: self).roundsGlyphPositions
        var settings = [
            "cairo.antialias": antialias,
            "cairo.hintStyle": hintStyle,
            "cairo.hintMetrics": hintMetrics,
            "cairo.subpixelOrder": subpixel,
            "pango.roundGlyphPositions": round ? "on" : "off",
            "fontconfig.directories": Self.fontDirectories.joined(separator: ":"),
        ]
        for (name, value) in Self.pinnedFontconfigValues { settings["fontconfig." + name] = value }
        return settings
    }

    /// The `<edit>` values of the configuration's font match block (name → value), read from the
    /// configuration text itself so the two cannot drift apart.
    static var pinnedFontconfigValues: [(String, String)] {
        let xml = configurationXML(cacheDirectory: "")
        // The first font block only: the synthetic oblique rule after it edits fonts conditionally.
        guard let block = xml.range(of: "<match target=\"font\">"),
              let end = xml.range(of: "</match>", range: block.upperBound..<xml.endIndex) else { return [] }
        let pattern = /<edit name="([a-z]+)" mode="assign"><[a-z]+>([A-Za-z0-9]+)<\/[a-z]+><\/edit>/
        return xml[block.upperBound..<end.lowerBound].matches(of: pattern).map { (String($0.1), String($0.2)) }
    }
}
