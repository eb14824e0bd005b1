import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation

/// The app's Swift setup files given to the whole studio (`serve --swift-setup`) as one render
/// thread reads them: a ``SwiftSetupLoader`` over their texts, made again when one of them changes
/// on disk (one `stat` per file per render), so the next render shows an edit to the Swift. The
/// loader also reads the files each document names (`swiftSetup`), again on every render; it keeps
/// the last setups it read by their texts, so unchanged files are not parsed again.
///
/// Not `Sendable`: it belongs to the ``StudioRenderer`` of one render thread.
final class StudioSwiftSetup {
    /// The files as given (their names in messages and in the inspector) and where they are.
    let files: [(name: String, url: URL)]
    /// The files' stamps when ``current`` was made.
    private var stamps: [FileStamp?] = []
    /// The loader over the files' texts, or why a file cannot be read.
    private var current: (loader: SwiftSetupLoader?, errors: [Diagnostic])?

    /// The setup of `files` (paths as given, relative to the current folder).
    init(files: [String]) {
        self.files = files.map { ($0, URL(fileURLWithPath: $0)) }
    }

    /// A loader for the files as they are now; nil and the errors when one of them cannot be read
    /// (gone, unreadable, over ``SetupLimits/fileBytes``). A folder is listed again each time, so a
    /// file added to it, or a XIB saved, is seen on the next render.
    func loader() -> (loader: SwiftSetupLoader?, errors: [Diagnostic]) {
        var listed: [URL] = [], listErrors: [Diagnostic] = []
        for file in files {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.url.path, isDirectory: &isFolder), isFolder.boolValue {
                do throws(FileReadError) { listed += try SwiftSetupFiles.files(in: file.url).map(\.0) } catch {
                    listErrors.append(Diagnostic(.error, code: .syntax, file: file.name, path: "", location: nil, message: error.description))
                }
            } else {
                listed.append(file.url)
            }
        }
        let now = listed.map { FileStamp($0) }
        if let current, now == stamps, listErrors.isEmpty { return current }
        var sources: [SwiftSetupSource] = [], errors: [Diagnostic] = listErrors
        for file in files where errors.isEmpty {
            do throws(FileReadError) {
                sources += try SwiftSetupFiles.sources(at: file.url, name: file.name)
            } catch {
                errors.append(Diagnostic(.error, code: .syntax, file: file.name, path: "", location: nil, message: error.description))
            }
        }
        // Warnings and notes arrive with each load's setup: the studio shows them on every render.
        let made = (errors.isEmpty ? SwiftSetupLoader(sources: sources) : nil, errors)
        (stamps, current) = (now, made)
        return made
    }

    /// `urls` with each folder replaced by its `.swift`, `.xib` and `.storyboard` files (what a
    /// session watches: a folder's own stamp does not change when a file in it is saved).
    static func expanded(_ urls: [URL]) -> [URL] {
        urls.flatMap { url -> [URL] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [url] }
            return ((try? SwiftSetupFiles.files(in: url)) ?? []).map(\.0)
        }
    }

    /// Whether every file can be read now; the first one that cannot, with why, otherwise.
    static func check(_ files: [String]) throws(StudioError) {
        for file in files {
            do throws(FileReadError) { _ = try SwiftSetupFiles.sources(at: URL(fileURLWithPath: file), name: file) } catch {
                throw StudioError("--swift-setup \(file): \(error.reason)")
            }
        }
    }
}
