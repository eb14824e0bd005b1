import CCairoPango
import CPNG
import Foundation

/// The versions of the C libraries that decide how pixels come out, read from the libraries
/// themselves at run time (not from the headers the build saw).
public struct RenderLibraries: Sendable, Equatable, Codable {
    /// Cairo's version, e.g. "1.18.0" (draws every shape, image and glyph).
    public var cairo: String
    /// Pango's version (lays out and breaks the text).
    public var pango: String
    /// FreeType's version (rasterises the glyphs); "unknown" if it cannot be started.
    public var freetype: String
    /// HarfBuzz's version (shapes the text).
    public var harfbuzz: String
    /// Fontconfig's version, as MAJOR.MINOR.REVISION (finds the project's fonts).
    public var fontconfig: String
    /// libpng's version (decodes the PNG images a document uses).
    public var libpng: String

    /// The libraries this process is linked with.
    public static let current: RenderLibraries = {
        var library: FT_Library?
        var freetype = "unknown"
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        // fontconfig encodes its version as MAJOR * 10000 + MINOR * 100 + REVISION.
        let fc = Int(FcGetVersion())
        return RenderLibraries(
            cairo: String(cString: cairo_version_string()),
            pango: String(cString: pango_version_string()),
            freetype: freetype,
            harfbuzz: String(cString: hb_version_string()),
            fontconfig: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            libpng: String(cString: png_get_libpng_ver(nil)))
    }()

    /// Name/version pairs in a fixed order, for messages and reports.
    public var components: [(name: String, version: String)] {
        [("cairo", cairo), ("pango", pango), ("freetype", freetype), ("harfbuzz", harfbuzz),
         ("fontconfig", fontconfig), ("libpng", libpng)]
    }
}
