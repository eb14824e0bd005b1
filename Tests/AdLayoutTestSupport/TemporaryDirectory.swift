import Foundation

/// A fresh empty folder under the system's temporary folder, named `adlayout-<name>-<UUID>`.
public func temporaryDirectory(_ name: String = "tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
