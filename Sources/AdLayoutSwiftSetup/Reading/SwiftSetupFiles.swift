import AdLayoutCore
import Foundation

/// The files of an app's setup as given on the command line or in a document's `swiftSetup`: a
/// `.swift` file, a `.xib`, or a folder — the app's folder, read recursively: every `.swift` file
/// (read as code), every `.xib` (loaded where the code names it), every asset catalog (`.xcassets`:
/// its colours are what `UIColor(named:)` names) and every `.storyboard` (noted, not read); other files, hidden folders and build folders (`.build`, `DerivedData`, `Pods`,
/// `Carthage`) are skipped. Files of a folder are in path order, so a run reads them in the same order
/// on every machine.
public enum SwiftSetupFiles {
    /// The most files a folder may give (``SetupLimits/folderFiles``).
    public static let maxFiles = SetupLimits.folderFiles

    /// Folders that are never read: the build's output and dependency managers' checkouts.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "build"]

    /// The setup files at `url`, named `name` (the path as given) and, for a folder's files,
    /// `name/relative/path`. Throws why the path cannot be read in plain words.
    public static func sources(at url: URL, name: String) throws(FileReadError) -> [SwiftSetupSource] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw FileReadError(reason: "no such file or directory")
        }
        guard isFolder.boolValue else { return [try source(url, name: name)] }
        var out: [SwiftSetupSource] = []
        for (file, relative) in try files(in: url) {
            let fileName = (name as NSString).appendingPathComponent(relative)
            out.append(try source(file, name: fileName))
        }
        guard !out.isEmpty else { throw FileReadError(reason: "the folder has no .swift or .xib file") }
        return out
    }

    /// One file by its extension.
    public static func source(_ url: URL, name: String) throws(FileReadError) -> SwiftSetupSource {
        switch url.pathExtension {
        case "swift": return try SwiftSetupSource(contentsOf: url, name: name)
        case "xib":
            // Read (a regular file, within XIBLimits) when the document that loads it is resolved.
            return SwiftSetupSource(name: name, kind: .xib(url))
        case "storyboard": return SwiftSetupSource(name: name, kind: .storyboard)
        case "xcassets": return SwiftSetupSource(name: name, kind: .assetCatalog(url))
        default: throw FileReadError(reason: "not a .swift or .xib file, nor a folder")
        }
    }

    /// The `.swift`, `.xib` and `.storyboard` files below `folder` with their paths relative to it,
    /// sorted; symbolic links to folders are not followed.
    public static func files(in folder: URL) throws(FileReadError) -> [(URL, String)] {
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys,
                                                          options: [.skipsHiddenFiles, .skipsPackageDescendants]) else {
            throw FileReadError(reason: "cannot list the folder")
        }
        let base = folder.standardizedFileURL.path
        var found: [(URL, String)] = []
        var seen = 0
        while let url = walker.nextObject() as? URL {
            seen += 1
            guard seen <= SetupLimits.folderEntries else {
                throw FileReadError(reason: "more than \(SetupLimits.folderEntries) entries below the folder; the limit is "
                                    + "\(SetupLimits.folderEntries) (give the app's source folder, not its whole checkout)")
            }
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if skippedFolders.contains(url.lastPathComponent) { walker.skipDescendants() }
                // An asset catalog is one input, read where the code names a colour of it.
                guard url.pathExtension == "xcassets", values?.isSymbolicLink != true else { continue }
                walker.skipDescendants()
            } else {
                guard ["swift", "xib", "storyboard"].contains(url.pathExtension), values?.isSymbolicLink != true || values?.isRegularFile == true
                else { continue }
            }
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
            found.append((url, relative))
            guard found.count <= SetupLimits.folderFiles else {
                throw FileReadError(reason: "more than \(SetupLimits.folderFiles) .swift, .xib and .storyboard files below the folder; "
                                    + "the limit is \(SetupLimits.folderFiles)")
            }
        }
        return found.sorted { $0.1.utf8.lexicographicallyPrecedes($1.1.utf8) }
    }
}
