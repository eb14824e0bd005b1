import Foundation

/// Writes files so that readers never see a partial one: data goes to a temporary file in the
/// same folder, which is then renamed over the target.
public enum AtomicFile {
    /// Writes `data` to `url`, creating its folder if needed.
    public static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // Unique per call: parallel jobs (and parallel tests) may write the same file at once.
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8)).tmp")
        do {
            try data.write(to: temp)
            if rename(temp.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                               NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw error
        }
    }
}
