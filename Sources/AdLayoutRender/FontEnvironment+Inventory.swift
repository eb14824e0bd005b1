import CCairoPango
import Foundation

extension FontEnvironment {
    /// The text rendering options in force, read back from Cairo's font options and Pango's
    /// context, plus the values the private fontconfig configuration pins for every font.
    public var fontOptionSettings: [String: String] {
        let fontOptions = Self.makeFontOptions()
        defer { cairo_font_options_destroy(fontOptions) }
        let antialias = Self.name(cairo_font_options_get_antialias(fontOptions), [
            (CAIRO_ANTIALIAS_NONE, "none"), (CAIRO_ANTIALIAS_GRAY, "gray"), (CAIRO_ANTIALIAS_SUBPIXEL, "subpixel"),
            (CAIRO_ANTIALIAS_FAST, "fast"), (CAIRO_ANTIALIAS_GOOD, "good"), (CAIRO_ANTIALIAS_BEST, "best"),
        ])
        let hintStyle = Self.name(cairo_font_options_get_hint_style(fontOptions), [
            (CAIRO_HINT_STYLE_NONE, "none"), (CAIRO_HINT_STYLE_SLIGHT, "slight"), (CAIRO_HINT_STYLE_MEDIUM, "medium"),
            (CAIRO_HINT_STYLE_FULL, "full"),
        ])
        let hintMetrics = Self.name(cairo_font_options_get_hint_metrics(fontOptions), [
            (CAIRO_HINT_METRICS_OFF, "off"), (CAIRO_HINT_METRICS_ON, "on"),
        ])
        let subpixel = Self.name(cairo_font_options_get_subpixel_order(fontOptions), [
            (CAIRO_SUBPIXEL_ORDER_RGB, "rgb"), (CAIRO_SUBPIXEL_ORDER_BGR, "bgr"), (CAIRO_SUBPIXEL_ORDER_VRGB, "vrgb"),
            (CAIRO_SUBPIXEL_ORDER_VBGR, "vbgr"),
        ])
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

    /// The name `names` gives a Cairo option's `value`; "default" for any other.
    private static func name<Option: Equatable>(_ value: Option, _ names: [(Option, String)]) -> String {
        names.first { $0.0 == value }?.1 ?? "default"
    }
}
