import Foundation
import Testing
import XCTest

/// Where an assertion was written, as both test frameworks want it.
struct SnapshotSourceLocation: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
    /// Another goldens folder (the assertion's own tests use temporary ones).
    var folderOverride: URL? = nil

    /// The `__Snapshots__` folder beside the test file.
    var snapshotsFolder: URL {
        folderOverride ?? URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }
}

/// Reports a failed snapshot to whichever framework runs the test: an `Issue` under Swift Testing,
/// `XCTFail` under XCTest.
enum SnapshotIssue {
    static func record(_ message: String, at location: SnapshotSourceLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
