import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import Foundation
import Synchronization

/// The project's own font setup: a private fontconfig configuration that sees only the font faces
/// AdLayout draws with — listed file by file (``requiredFontFiles``) from the Debian packages it
/// depends on — with antialiasing on and hinting off, and the fixed Cairo font options. Nothing from
/// the machine's or the user's font configuration leaks in, and no other face installed in the same
/// folders is seen, so the same document renders to the same pixels everywhere.
///
/// Only the faces in use are configured because Pango sorts every configured face for each new
/// font it opens (the bulk of a fresh process's text cost): 27 faces instead of every face of the
/// folders (over 100 with `fonts-noto-cjk-extra`'s serif faces).
///
/// The configuration is built once and never changed, so every ``FontSession`` (one per thread of
/// work) shares it: fontconfig reads it from any thread, through each session's Pango font map.
/// This object reaches it only under a lock of its own (taken when a session starts and by the
/// inventory, never while drawing), so the compiler checks that the pointer is handed out only
/// there: to a new font map and to fontconfig as its current configuration. It is also made fontconfig's current configuration before any
/// Pango font map exists: Pango's font map initialisation calls `FcInit()`, which would otherwise
/// parse the machine's whole configuration (every `conf.d` file) on a background thread — work
/// the renderer never uses, paid by every fresh process.
public final class FontEnvironment: Sendable {
    /// The one environment of the process (fontconfig configurations are costly to build: build once).
    public static let shared = FontEnvironment()

    /// A font file the renderer needs, and the Debian package that installs it.
    public struct FontFile: Sendable, Hashable {
        /// Absolute path of the file.
        public var path: String
        /// The Debian package that provides it.
        public var package: String
    }

    /// Every font file the renderer reads (``SystemFontSubstitute`` says what each is for):
    /// Inter's static faces for Latin, digits and punctuation (`fonts-inter`), Noto Sans CJK's
    /// seven weights for Hangul (`fonts-noto-cjk`, `fonts-noto-cjk-extra`; only their Korean face
    /// is configured) and DejaVu Sans as the last fallback for symbols (`fonts-dejavu-core`).
    public static let requiredFontFiles: [FontFile] = {
        let inter = "/usr/share/fonts/opentype/inter/Inter-"
        let uprights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let italics = ["ThinItalic", "ExtraLightItalic", "LightItalic", "Italic", "MediumItalic", "SemiBoldItalic",
                       "BoldItalic", "ExtraBoldItalic", "BlackItalic"]
        let noto = "/usr/share/fonts/opentype/noto/NotoSansCJK-"
        return (uprights + italics).map { FontFile(path: inter + $0 + ".otf", package: "fonts-inter") }
            + ["Regular", "Bold"].map { FontFile(path: noto + $0 + ".ttc", package: "fonts-noto-cjk") }
            + ["Thin", "Light", "DemiLight", "Medium", "Black"].map { FontFile(path: noto + $0 + ".ttc", package: "fonts-noto-cjk-extra") }
            + ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map {
                FontFile(path: "/usr/share/fonts/truetype/dejavu/" + $0, package: "fonts-dejavu-core")
            }
    }()

    /// The families configured from those files; other faces of the same files (the Japanese,
    /// Chinese and monospaced faces of the Noto collections) are left out.
    public static let configuredFamilies = [SystemFontSubstitute.latinFamily, SystemFontSubstitute.hangulFamily,
                                            SystemFontSubstitute.symbolFamily]

    /// The folders of ``requiredFontFiles``: fontconfig caches fonts per folder, so the folders are
    /// scanned (only the listed files in them) and their caches kept.
    public static var fontDirectories: [String] {
        var seen: [String] = []
        for file in requiredFontFiles {
            let dir = (file.path as NSString).deletingLastPathComponent
            if !seen.contains(dir) { seen.append(dir) }
        }
        return seen
    }

    /// The required files that are not installed, with their packages.
    public static var missingFontFiles: [FontFile] {
        requiredFontFiles.filter { !FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Pango's glyph-position rounding, off in every context (positions stay fractional, as UIKit's).
    static let roundsGlyphPositions = false

    /// The fontconfig configuration (`FcConfig *`), immutable once built.
    private struct Configuration { let config: OpaquePointer }
    private let configuration: Mutex<Configuration>
    /// Whether fontconfig's cache for ``fontDirectories`` was valid before this process started.
    public let cacheWasValid: Bool
    /// The characters Inter draws (nil when it is missing): text outside it goes to the Noto face.
    let latinCharacters: CharacterCoverage?

    /// The configuration fontconfig reads: the font folders with a file and face filter, a private
    /// cache, fixed rendering options, and the oblique slant for faces without an italic.
    static func configurationXML(cacheDirectory: String) -> String {
        let dirs = fontDirectories.map { "  <dir>\($0)</dir>" }.joined(separator: "\n")
        // A file is read only when its path is listed (fontconfig does not even scan the others),
        // and a face only when its family is listed; everything else is rejected.
        let globs = requiredFontFiles.map { "      <glob>\($0.path)</glob>" }.joined(separator: "\n")
        let families = configuredFamilies.map {
            "      <pattern><patelt name=\"family\"><string>\($0)</string></patelt></pattern>"
        }.joined(separator: "\n")
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
        \(families)
            </acceptfont>
            <rejectfont>
              <glob>*</glob>
              <pattern><patelt name="outline"><bool>true</bool></patelt></pattern>
              <pattern><patelt name="outline"><bool>false</bool></patelt></pattern>
            </rejectfont>
          </selectfont>
          <match target="pattern">
        \(edits)
          </match>
          <match target="font">
        \(edits)
          </match>
          <match target="font">
            <test name="slant" compare="eq"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>1</double><double>\(SystemFontSubstitute.syntheticSlant)</double><double>0</double><double>1</double></matrix></times></edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
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

    /// The folder fontconfig's cache is kept in: ``cacheDirectory``, or, when that cannot be
    /// written, the same name in a private folder of the temporary directory
    /// (`$TMPDIR/adlayout-<uid>`, mode 0700); nil when neither can be written.
    public let cacheFolder: String?

    /// Why no cache can be kept (nil when one can): said once on standard error, in place of
    /// fontconfig's own "No writable cache directories" lines, which are silenced.
    public let cacheProblem: String?

    private init() {
        let preferred = Self.cacheDirectory
        let problem = Self.writabilityProblem(preferred, privateParent: nil)
        let fallback = (NSTemporaryDirectory() as NSString).appendingPathComponent("adlayout-\(geteuid())")
        let fallbackFolder = (fallback as NSString).appendingPathComponent((preferred as NSString).lastPathComponent)
        if problem == nil {
            cacheFolder = preferred
        } else if Self.writabilityProblem(fallbackFolder, privateParent: fallback) == nil {
            cacheFolder = fallbackFolder
        } else {
            cacheFolder = nil
        }
        cacheProblem = cacheFolder == nil
            ? "adlayout: fonts cannot be cached (\(preferred): \(problem ?? "not writable")); every run reads the font "
                + "files again: set XDG_CACHE_HOME to a folder that can be written"
            : nil
        let cacheDir = cacheFolder ?? preferred
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
        if let cacheProblem {
            // fontconfig says "No writable cache directories" once per font folder: one plain line instead.
            Self.withStandardErrorSilenced { _ = FcConfigBuildFonts(config) }
            FileHandle.standardError.write(Data((cacheProblem + "\n").utf8))
        } else {
            FcConfigBuildFonts(config)
        }
        FcConfigSetCurrent(config)   // holds its own reference
        latinCharacters = Self.characters(of: SystemFontSubstitute.latinFamily, in: config)
        configuration = Mutex(Configuration(config: config))
    }

    /// The fixed font options applied to Cairo and Pango alike: a new object each call, which the
    /// caller destroys (each session keeps its own).
    static func makeFontOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        return options
    }

    /// A new Pango font map over this configuration (owned by the caller).
    func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
        configuration.withLock { configuration in
            let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
            pango_fc_font_map_set_config(OpaquePointer(map), configuration.config)
            return map
        }
    }

    /// The font files the renderer can see through its private fontconfig configuration, sorted
    /// (a collection file is listed once, however many faces it holds).
    public var fontFiles: [String] {
        configuration.withLock { configuration in
            guard let set = FcConfigGetFonts(configuration.config, FcSetSystem) else { return [] }
            var files = Set<String>()
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                    files.insert(String(cString: file))
                }
            }
            return files.sorted()
        }
    }

    /// Why the folder `path` cannot hold the cache (it is made if missing), or nil when it can.
    /// With `privateParent`, that folder is made with mode 0700 and must belong to this user and
    /// be closed to others (a shared temporary directory: nobody else's cache files are read).
    private static func writabilityProblem(_ path: String, privateParent: String?) -> String? {
        if let parent = privateParent {
            if mkdir(parent, 0o700) != 0 && errno != EEXIST { return FileReading.reason(errno) }
            var info = stat()
            guard lstat(parent, &info) == 0 else { return FileReading.reason(errno) }
            guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(), info.st_mode & 0o077 == 0 else {
                return "\(parent) is not a private folder of this user"
            }
        }
        do throws(FileWriteError) { try AtomicFile.makeFolder(path) } catch { return error.reason }
        return access(path, W_OK) == 0 ? nil : FileReading.reason(errno)
    }

    /// Runs `body` with standard error sent to /dev/null (C libraries that print there).
    private static func withStandardErrorSilenced(_ body: () -> Void) {
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return body()
        }
        dup2(null, STDERR_FILENO)
        close(null)
        body()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
    }

    /// Whether every configured family is installed (false means a font package is missing:
    /// ``missingFontFiles`` names it).
    public var hasDefaultFamily: Bool { Self.configuredFamilies.allSatisfy(hasFamily) }

    /// The characters of `family`'s regular face (nil when the family is missing).
    private static func characters(of family: String, in config: OpaquePointer) -> CharacterCoverage? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_REGULAR)
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_CHARSET)
        guard let list = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        guard list.pointee.nfont > 0, let font = list.pointee.fonts[0] else { return nil }
        var set: OpaquePointer?
        guard FcPatternGetCharSet(font, FC_CHARSET, 0, &set) == FcResultMatch, let set else { return nil }
        return CharacterCoverage(set)
    }

    /// Whether Inter has a glyph for `scalar`.
    func latinFontHas(_ scalar: Unicode.Scalar) -> Bool {
        guard let latinCharacters else { return scalar.isASCII }
        return latinCharacters.contains(scalar)
    }

    /// Whether the configuration has a face of `family` (fontconfig's own matching of family names).
    public func hasFamily(_ family: String) -> Bool {
        configuration.withLock { configuration in
            guard let pattern = FcPatternCreate() else { return false }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, family)
            guard let objects = FcObjectSetCreate() else { return false }
            defer { FcObjectSetDestroy(objects) }
            FcObjectSetAdd(objects, FC_FAMILY)
            guard let list = FcFontList(configuration.config, pattern, objects) else { return false }
            defer { FcFontSetDestroy(list) }
            return list.pointee.nfont > 0
        }
    }
}
