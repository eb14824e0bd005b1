import Foundation

/// Folders of the package the tests read from.
enum TestPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let layouts = packageRoot.appendingPathComponent("Layouts")
}
