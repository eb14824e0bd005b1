import AdLayoutCore
import AdLayoutRender
import Foundation

/// What decides how a document's pixels come out besides the document: the rendering libraries'
/// versions, the font files the renderer can see (with their SHA-256) and the font options.
///
/// Recording writes it beside the goldens as ``fileName``; verifying compares it with the
/// current one and, when snapshots fail, names what changed as the likely cause.
public struct RenderEnvironment: Sendable, Equatable, Codable {
    /// A font file and the SHA-256 of its contents.
    public struct FontFile: Sendable, Equatable, Codable {
        /// The file's path, as fontconfig lists it.
        public var path: String
        /// Hex SHA-256 of the file's contents, or "unreadable".
        public var sha256: String
    }

    /// The sidecar's file name in a goldens folder.
    public static let fileName = "render-environment.json"

    /// Versions of Cairo, Pango, FreeType, HarfBuzz, fontconfig and libpng.
    public var libraries: RenderLibraries
    /// Every font file the renderer can see, sorted by path.
    public var fonts: [FontFile]
    /// Text rendering options in force (antialiasing, hinting…), by name.
    public var fontOptions: [String: String]

    /// An environment with these parts.
    public init(libraries: RenderLibraries, fonts: [FontFile], fontOptions: [String: String]) {
        self.libraries = libraries; self.fonts = fonts; self.fontOptions = fontOptions
    }

    /// This process's environment (computed on first use; font digests come from a cache beside
    /// fontconfig's while the files are unchanged).
    public static var current: RenderEnvironment { cached }

    /// Where the font digests are cached (`$XDG_CACHE_HOME/adlayout/font-digests.json`).
    static var digestCache: URL {
        URL(fileURLWithPath: FontEnvironment.cacheDirectory).deletingLastPathComponent().appendingPathComponent("font-digests.json")
    }

    private static let cached: RenderEnvironment = {
        let fonts = FontEnvironment.shared
        let paths = fonts.fontFiles
        let digests = FileDigest.sha256(ofFilesAt: paths, cache: digestCache)
        let files = paths.map { FontFile(path: $0, sha256: (digests[$0] ?? nil) ?? "unreadable") }
        return RenderEnvironment(libraries: .current, fonts: files, fontOptions: fonts.fontOptionSettings)
    }()

    /// Stable JSON: sorted keys, one value per line, so unchanged environments give unchanged bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and arrays cannot fail.
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// Reads a sidecar; nil when there is none, an error message when it is unreadable.
    public static func load(from folder: URL) -> Result<RenderEnvironment, SidecarError>? {
        let url = folder.appendingPathComponent(fileName)
        // Confined like the goldens: a sidecar linking outside the folder is refused, not read.
        let data: Data
        switch GoldenFile.locate(fileName, in: folder) {
        case .missing: return nil
        case .refused(let reason): return .failure(SidecarError(message: "\(url.path): cannot read it: \(reason)"))
        case .found(let real):
            do { data = try FileReading.contents(of: real, limit: 1 << 20) } catch {
                return .failure(SidecarError(message: "\(url.path): cannot read it: \(error.reason)"))
            }
        }
        do {
            return .success(try JSONDecoder().decode(RenderEnvironment.self, from: data))
        } catch let error as DecodingError {
            return .failure(SidecarError(message: "\(url.path): not a render environment (\(Self.describe(error)))"))
        } catch {
            return .failure(SidecarError(message: "\(url.path): not a render environment"))
        }
    }

    /// A decoding error in plain words, with the JSON path where it has one.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not valid JSON"
        case .dataCorrupted(let context): return "an invalid value" + path(context)
        case .keyNotFound(let key, let context): return "missing key \"\(key.stringValue)\"" + path(context)
        case .typeMismatch(let type, let context): return "expected \(type)" + path(context)
        case .valueNotFound(let type, let context): return "expected \(type), found null" + path(context)
        @unknown default: return "not readable"
        }
    }

    /// Writes the sidecar into `folder` unless an identical one is already there; true if written.
    @discardableResult
    public func write(to folder: URL) throws -> Bool {
        let url = folder.appendingPathComponent(Self.fileName)
        let data = encoded()
        if case .success(let existing)? = GoldenFile.read(Self.fileName, in: folder, limit: 1 << 20), existing == data {
            return false
        }
        try AtomicFile.write(data, to: url)
        return true
    }

    /// What differs from `recorded`, one component per line, e.g.
    /// "pango 1.50.12 (goldens) → 1.52.1 (now)" or "font NotoSansCJK-Regular.ttc: different contents".
    public func differences(from recorded: RenderEnvironment) -> [String] {
        var lines: [String] = []
        let now = Dictionary(libraries.components.map { ($0.name, $0.version) }, uniquingKeysWith: { a, _ in a })
        for (name, version) in recorded.libraries.components where now[name] != version {
            lines.append("\(name) \(version) (goldens) → \(now[name] ?? "?") (now)")
        }
        let recordedFonts = Dictionary(recorded.fonts.map { ($0.path, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        let currentFonts = Dictionary(fonts.map { ($0.path, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        for font in recorded.fonts {
            let name = (font.path as NSString).lastPathComponent
            switch currentFonts[font.path] {
            case nil: lines.append("font \(name): present when the goldens were recorded, missing now (\(font.path))")
            case let hash? where hash != font.sha256:
                lines.append("font \(name): different contents (sha256 \(font.sha256.prefix(12))… → \(hash.prefix(12))…)")
            default: break
            }
        }
        for font in fonts where recordedFonts[font.path] == nil {
            lines.append("font \((font.path as NSString).lastPathComponent): new since the goldens were recorded (\(font.path))")
        }
        for key in Set(recorded.fontOptions.keys).union(fontOptions.keys).sorted()
        where recorded.fontOptions[key] != fontOptions[key] {
            lines.append("font option \(key): \(recorded.fontOptions[key] ?? "unset") (goldens) → \(fontOptions[key] ?? "unset") (now)")
        }
        return lines
    }

    /// `changes` as an indented list for messages, at most `limit` lines.
    public static func describe(_ changes: [String], limit: Int = 8) -> String {
        var lines = changes.prefix(limit).map { "  " + $0 }
        if changes.count > limit { lines.append("  … and \(changes.count - limit) more") }
        return lines.joined(separator: "\n")
    }
}

/// An unreadable environment sidecar.
public struct SidecarError: Error, Sendable, CustomStringConvertible {
    /// The sidecar's path and why it could not be decoded.
    public var message: String
    /// The ``message``.
    public var description: String { message }
}
