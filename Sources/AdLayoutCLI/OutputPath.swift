import AdLayoutCore
import ArgumentParser
import Foundation

/// Checks of the paths commands write to, made before anything is written, so that a run which
/// cannot write one output writes none and says which path is wrong.
enum OutputPath {
    /// Throws when `path`, given as `option`, cannot be what its name says: a name ending in
    /// `fileSuffix` (one file) that is a folder, or any other name (a folder) that is a file.
    static func check(_ option: String, _ path: String, fileSuffix: String) throws {
        // `-` reads standard input, but nothing is written to standard output (it carries the "wrote" lines).
        if path == "-" {
            throw ValidationError("\(option) -: standard output cannot take the output; name a \(fileSuffix) file or a folder")
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        let isFolder = info.st_mode & S_IFMT == S_IFDIR
        if path.hasSuffix(fileSuffix) && isFolder { throw ValidationError("\(option) \(path): is a directory") }
        if !path.hasSuffix(fileSuffix) && !isFolder {
            throw ValidationError("\(option) \(path): not a folder (a name ending in \(fileSuffix) names one file)")
        }
    }

    /// Whether `output` is the same file as `input` — the same inode, or, where either does not exist,
    /// the same path once `.`, `..` and symbolic links are resolved: writing it would replace the input.
    static func isSameFile(_ output: URL, as input: URL) -> Bool {
        var a = stat(), b = stat()
        if stat(output.path, &a) == 0, stat(input.path, &b) == 0 { return a.st_dev == b.st_dev && a.st_ino == b.st_ino }
        return output.standardizedFileURL.resolvingSymlinksInPath().path == input.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Why a file cannot be written at `url` ("is a directory", "not a directory" for a file where
    /// a folder on its way should be); nil when nothing stands in the way.
    static func problem(writing url: URL) -> String? {
        var info = stat()
        if stat(url.path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? FileReading.reason(EISDIR) : nil
        }
        var folder = url.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if stat(folder.path, &info) == 0 {
                return info.st_mode & S_IFMT == S_IFDIR ? nil
                    : "\(folder.relativePath) is not a folder"
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
