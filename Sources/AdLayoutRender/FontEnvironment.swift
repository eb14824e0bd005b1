import AdLayoutCore
import CCairoPango
import Foundation

/// The project's own font setup: a private fontconfig configuration that sees only the font
/// folders of the Debian packages AdLayout depends on, with antialiasing on and hinting off, and
/// the fixed Cairo font options. Nothing from the machine's or the user's font configuration leaks
/// in, so the same document renders to the same pixels everywhere.
///
/// The configuration is built once and never changed, so every ``FontSession`` (one per thread of
/// work) shares it without a lock. It is also made fontconfig's current configuration before any
/// Pango font map exists: Pango's font map initialisation calls `FcInit()`, which would otherwise
/// parse the machine's whole configuration (every `conf.d` file) on a background thread — work
/// the renderer never uses, paid by every fresh process.
public final class FontEnvironment: @unchecked Sendable {
    /// The one environment of the process (fontconfig configurations are costly to build: build once).
    public static let shared = FontEnvironment()

    /// Font folders searched, from `fonts-noto-cjk` and `fonts-dejavu-core`.
    public static let fontDirectories = ["/usr/share/fonts/opentype/noto", "/usr/share/fonts/truetype/dejavu"]

    /// Pango's glyph-position rounding, off in every context (positions stay fractional, as UIKit's).
    static let roundsGlyphPositions = false

    /// The fontconfig configuration (`FcConfig *`), immutable once built.
    let config: OpaquePointer
    /// The fixed font options applied to Cairo and Pango alike (read-only after `init`).
    let fontOptions: OpaquePointer
    /// Whether fontconfig's cache for ``fontDirectories`` was valid before this process started.
    public let cacheWasValid: Bool

    /// The files of ``fontDirectories`` that fontconfig may read: `fonts-noto-cjk`'s own four
    /// collections and `fonts-dejavu-core`. Other packages install more weights into the same Noto
    /// folder (`fonts-noto-cjk-extra`); seeing them would change which face a request matches, so
    /// the pixels would depend on what else the machine has installed.
    public static let acceptedFontFiles = [
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
        "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc",
        "/usr/share/fonts/truetype/dejavu/*",
    ]

    /// The configuration fontconfig reads: font folders filtered to ``acceptedFontFiles``, a
    /// private cache, fixed rendering options.
    static func configurationXML(cacheDirectory: String) -> String {
        let dirs = fontDirectories.map { "  <dir>\($0)</dir>" }.joined(separator: "\n")
        let globs = acceptedFontFiles.map { "      <glob>\($0)</glob>" }.joined(separator: "\n")
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
          <selectfont>
            <acceptfont>
        \(globs)
            </acceptfont>
            <rejectfont><glob>*</glob></rejectfont>
          </selectfont>
          <match target="pattern">
        \(edits)
          </match>
          <match target="font">
        \(edits)
          </match>
        </fontconfig>
        """
    }

    /// Where fontconfig keeps its cache for this configuration:
    /// `$XDG_CACHE_HOME/adlayout/fontconfig-<hash of the configuration>`, so that builds with another
    /// font setup (another branch, another version) never overwrite each other's cache — an
    /// invalid cache makes every process scan the font files again (hundreds of milliseconds).
    public static var cacheDirectory: String {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (env["HOME"].map { $0 + "/.cache" } ?? NSTemporaryDirectory())
        // FNV-1a: a stable name, not a secret.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in configurationXML(cacheDirectory: "").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return base + "/adlayout/fontconfig-" + String(hash, radix: 16)
    }

    private init() {
        let cacheDir = Self.cacheDirectory
        try? FileManager.default.createDirectory(atPath: cacheDir, withIntermediateDirectories: true)
        guard let config = FcConfigCreate() else { fatalError("fontconfig: FcConfigCreate failed") }
        let xml = Self.configurationXML(cacheDirectory: cacheDir)
        if FcConfigParseAndLoadFromMemory(config, xml, 1) == 0 {
            fatalError("fontconfig: the built-in configuration did not parse")
        }
        cacheWasValid = Self.fontDirectories.allSatisfy { dir in
            guard FileManager.default.fileExists(atPath: dir) else { return true }
            guard let cache = FcDirCacheLoad(dir, config, nil) else { return false }
            FcDirCacheUnload(cache)
            return true
        }
        // Reads the cache (mapped, not parsed); a missing or stale cache is rebuilt and written
        // here, once per machine (`adlayout fonts` does it at install time).
        FcConfigBuildFonts(config)
        FcConfigSetCurrent(config)   // holds its own reference
        self.config = config

        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        fontOptions = options
    }

    /// Whether the default family is installed (false means `fonts-noto-cjk` is missing).
    public var hasDefaultFamily: Bool { hasFamily(TnkDefaults.fontFamily) }

    /// Whether the configuration has a face of `family` (fontconfig's own matching of family names).
    public func hasFamily(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }
}
