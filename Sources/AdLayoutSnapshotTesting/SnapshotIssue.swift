import Foundation
import Testing
import _Testing_Foundation   // Data as an attachment (the cross-import overlay is not applied here on its own)
import XCTest

/// Where an assertion was written, as both test frameworks want it, and the test it runs in.
struct SnapshotSourceLocation: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    /// The enclosing function (`#function`): the test's name under XCTest.
    var function: String
    var line: UInt
    var column: UInt
    /// Another `__Snapshots__` folder (the assertion's own tests use temporary ones).
    var folderOverride: URL? = nil

    /// The `__Snapshots__` folder beside the test file.
    var snapshotsFolder: URL {
        folderOverride ?? URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    /// The test file's name without `.swift`: its goldens' folder in `__Snapshots__`.
    var fileName: String { URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent }

    /// The running test's name: Swift Testing's (the function's, `matchesGolden(_:)`), else `#function`.
    var testName: String { Test.current?.name ?? function }

    /// The running test, for messages and golden claims: `Module.Suite/test()`, or `File.swift:test()`.
    var testID: String { Test.current.map { "\($0.id)" } ?? "\(fileID):\(function)" }

    /// `File.swift:line:column`.
    var site: String { "\(fileID):\(line):\(column)" }

    /// What `swift test --filter` takes to run just this test: `Suite/test` (a regular expression
    /// matched against `Module.Suite/test()`).
    var testFilter: String {
        func bare(_ name: String) -> String { String(name.prefix { $0 != "(" }) }
        if let test = Test.current { return test.id.nameComponents.map(bare).joined(separator: "/") }
        return bare(function)
    }
}

/// Reports a failed snapshot to whichever framework runs the test: an `Issue` under Swift Testing
/// (with the snapshot's images attached: `swift test --attachments-path DIR` saves them), `XCTFail`
/// under XCTest.
enum SnapshotIssue {
    /// Receives the messages instead of the test framework (the assertion's own tests read them).
    @TaskLocal static var sink: (@Sendable (String) -> Void)?

    /// Records `message` as an issue of `severity` (a warning is printed under XCTest, and fails no test).
    static func record(_ message: String, severity: Issue.Severity = .error, attachments: [URL] = [],
                       at location: SnapshotSourceLocation) {
        if let sink {
            sink(message)
        } else if Test.current != nil {
            let source = SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                        line: Int(location.line), column: Int(location.column))
            for url in attachments {
                if let data = try? Data(contentsOf: url) {
                    Attachment.record(data, named: url.lastPathComponent, sourceLocation: source)
                }
            }
            Issue.record(Comment(rawValue: message), severity: severity, sourceLocation: source)
        } else if severity == .warning {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
