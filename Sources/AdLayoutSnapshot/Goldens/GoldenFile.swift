import AdLayoutCore
import Foundation

/// A file in a goldens folder (a golden PNG or the render-environment sidecar), found the way
/// images are (``/AdLayoutModel/ConfinedPath``): a symbolic link that leads out of the goldens
/// folder is refused before its target is looked at, with words that do not tell whether anything
/// is there; a loop of links says so. Nothing outside the folder is read, compared, copied into
/// artifacts or sent by the studio.
public enum GoldenFile {
    /// Where the file named `name` in `folder` leads.
    public enum Location: Sendable, Equatable {
        /// The real path of the file (inside the folder).
        case found(URL)
        /// Nothing is at that name.
        case missing
        /// The name cannot be used; the reason says why ("… links to a file outside the goldens
        /// folder …", "a loop of symbolic links", "permission denied").
        case refused(String)
    }

    /// Where `name` in `folder` leads.
    public static func locate(_ name: String, in folder: URL) -> Location {
        let path = folder.appendingPathComponent(name).path
        switch ConfinedPath.resolve(path, within: [ConfinedPath.Folder(folder)]) {
        case .inside(let real): return .found(URL(fileURLWithPath: real))
        case .outside:
            return .refused("\(name) leads outside the goldens folder \(folder.path) (a symbolic link); refused: goldens "
                            + "are read only from inside their folder")
        case .failed(let code) where code == ENOENT || code == ENOTDIR:
            // A dangling link inside the folder is a missing golden too; recording replaces the link.
            return .missing
        case .failed(let code) where code == ELOOP:
            return .refused("\(name) is a loop of symbolic links")
        case .failed(let code):
            return .refused("\(name): \(FileReading.reason(code))")
        }
    }

    /// The contents of the file named `name` in `folder`, of at most `limit` bytes: nil when it is
    /// missing, an error with the reason when it is refused or unreadable.
    public static func read(_ name: String, in folder: URL, limit: Int) -> Result<Data, GoldenFileError>? {
        switch locate(name, in: folder) {
        case .missing: return nil
        case .refused(let reason): return .failure(GoldenFileError(reason: reason))
        case .found(let url):
            do { return .success(try FileReading.contents(of: url, limit: limit)) } catch {
                return .failure(GoldenFileError(reason: "\(name): \(error.reason)"))
            }
        }
    }
}

/// Why a file in a goldens folder cannot be used.
public struct GoldenFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, naming the file.
    public var reason: String
    /// The reason.
    public var description: String { reason }
}
