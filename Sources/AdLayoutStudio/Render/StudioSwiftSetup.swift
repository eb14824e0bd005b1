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
    /// (gone, unreadable, over ``SetupLimits/fileBytes``).
    func loader() -> (loader: SwiftSetupLoader?, errors: [Diagnostic]) {
        let now = files.map { FileStamp($0.url) }
        if let current, now == stamps { return current }
        var sources: [SwiftSetupSource] = [], errors: [Diagnostic] = []
        for file in files {
            do throws(FileReadError) {
                sources.append(try SwiftSetupSource(contentsOf: file.url, name: file.name))
            } catch {
                errors.append(Diagnostic(.error, code: .syntax, file: file.name, path: "", location: nil, message: error.description))
            }
        }
        // Warnings and notes arrive with each load's setup: the studio shows them on every render.
        let made = (errors.isEmpty ? SwiftSetupLoader(sources: sources) : nil, errors)
        (stamps, current) = (now, made)
        return made
    }

    /// Whether every file can be read now; the first one that cannot, with why, otherwise.
    static func check(_ files: [String]) throws(StudioError) {
        for file in files {
            do throws(FileReadError) { _ = try SwiftSetupSource(contentsOf: URL(fileURLWithPath: file), name: file) } catch {
                throw StudioError("--swift-setup \(file): \(error.reason)")
            }
        }
    }
}
