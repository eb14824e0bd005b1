import Foundation

/// The folder of this test process in the system's temporary folder (`adlayout-test-run-<pid>`): every
/// ``temporaryDirectory(_:)`` is made inside it, and it is removed with all it holds when the process exits, so a
/// run of the tests leaves nothing behind — also where a test keeps its folder for a browser or a server that
/// outlives the test's body, or stops at a failed expectation before its own clean-up.
public let testRunFolder: URL = {
    let url = runFolder(of: getpid())
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: runFolder(of: getpid())) }
    return url
}()

private func runFolder(of process: pid_t) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-test-run-\(process)")
}

/// A fresh empty folder inside ``testRunFolder``, named `adlayout-<name>-<UUID>`.
public func temporaryDirectory(_ name: String = "tests") throws -> URL {
    let url = testRunFolder.appendingPathComponent("adlayout-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A fresh ``temporaryDirectory(_:)`` holding a copy of each of `names` (files or folders) from `folder`, `Layouts/`
/// by default: a test that writes beside a sample works on its own copy.
public func temporaryCopy(of names: [String], from folder: URL = Repository.layouts, _ name: String = "tests") throws -> URL {
    let url = try temporaryDirectory(name)
    for item in names {
        try FileManager.default.copyItem(at: folder.appendingPathComponent(item), to: url.appendingPathComponent(item))
    }
    return url
}
