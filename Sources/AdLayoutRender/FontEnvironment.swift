import AdLayoutCore
import CCairoPango
import Foundation

/// The project's own font setup: a private fontconfig configuration that sees only the font
/// folders of the Debian packages AdLayout depends on, with antialiasing on and hinting off, and
/// one Pango font map over it. Nothing from the machine's or the user's font configuration leaks in,
/// so the same document renders to the same pixels everywhere.
///
/// Pango and fontconfig objects are not thread-safe; every use goes through ``withLock(_:)``.
public final class FontEnvironment: @unchecked Sendable {
    /// The one environment of the process (font maps are costly to build: build once).
    public static let shared = FontEnvironment()

    /// Font folders searched, from `fonts-noto-cjk` and `fonts-dejavu-core`.
    public static let fontDirectories = ["/usr/share/fonts/opentype/noto", "/usr/share/fonts/truetype/dejavu"]

    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Context used for measuring (identity transform, points as units).
    let measureContext: OpaquePointer
    /// The fixed font options applied to Cairo and Pango alike.
    let fontOptions: OpaquePointer
    private let lock = NSLock()
    private var descriptions: [Font: OpaquePointer] = [:]

    /// The configuration fontconfig reads: font folders, a private cache, fixed rendering options.
    static func configurationXML(cacheDirectory: String) -> String {
        let dirs = fontDirectories.map { "  <dir>\($0)</dir>" }.joined(separator: "\n")
        // The same edits on the request (pattern) and on the matched font, so nothing downstream differs.
        let edits = """
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
            <edit name="autohint" mode="assign"><bool>false</bool></edit>
        """
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
        \(dirs)
          <cachedir>\(cacheDirectory)</cachedir>
          <match target="pattern">
        \(edits)
          </match>
          <match target="font">
        \(edits)
          </match>
        </fontconfig>
        """
    }

    /// Where fontconfig keeps its cache for this configuration (`$XDG_CACHE_HOME/adlayout/fontconfig`).
    static var cacheDirectory: String {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (env["HOME"].map { $0 + "/.cache" } ?? NSTemporaryDirectory())
        return base + "/adlayout/fontconfig"
    }

    private init() {
        let cacheDir = Self.cacheDirectory
        try? FileManager.default.createDirectory(atPath: cacheDir, withIntermediateDirectories: true)
        guard let config = FcConfigCreate() else { fatalError("fontconfig: FcConfigCreate failed") }
        let xml = Self.configurationXML(cacheDirectory: cacheDir)
        if FcConfigParseAndLoadFromMemory(config, xml, 1) == 0 {
            fatalError("fontconfig: the built-in configuration did not parse")
        }
        FcConfigBuildFonts(config)

        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)   // the font map holds its own reference
        fontMap = map

        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        fontOptions = options

        let context = pango_font_map_create_context(map)!
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        measureContext = context
    }

    /// Whether the default family is installed (false means `fonts-noto-cjk` is missing).
    public var hasDefaultFamily: Bool {
        withLock {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &families, &count)
            defer { g_free(families) }
            guard let families else { return false }
            for i in 0..<Int(count) {
                if let f = families[i], let name = pango_font_family_get_name(f),
                   String(cString: name) == TnkDefaults.fontFamily { return true }
            }
            return false
        }
    }

    /// Runs `body` holding the lock that serialises all Pango and fontconfig use.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    /// The Pango description of `font` (cached; call with the lock held).
    func description(for font: Font) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, font.family ?? TnkDefaults.fontFamily)
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(d, Double(font.size) * Double(PANGO_SCALE))
        descriptions[font] = d
        return d
    }

    /// Configures `layout` for `text` in `font` as a UILabel with these settings would lay it out
    /// (call with the lock held).
    func configure(_ layout: OpaquePointer, text: String, font: Font, width: CGFloat?, numberOfLines: Int,
                   lineBreakMode: LineBreakMode, alignment: TextAlignment = .natural) {
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32((Double(width) * Double(PANGO_SCALE)).rounded(.down)))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        let ellipsize: PangoEllipsizeMode
        switch lineBreakMode {
        case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
        case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        default: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        pango_layout_set_ellipsize(layout, width == nil ? PANGO_ELLIPSIZE_NONE : ellipsize)
        pango_layout_set_height(layout, numberOfLines > 0 ? -Int32(numberOfLines) : -1)
        if numberOfLines == 0 { pango_layout_set_height(layout, Int32.max) }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
    }
}
