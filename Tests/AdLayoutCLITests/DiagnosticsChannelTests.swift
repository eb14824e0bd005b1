import AdLayoutCLI
import AdLayoutCore
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing

/// One diagnostics channel: every command reports `Diagnostic` values, each distinct one once per
/// run, and `--strict` turns any warning into a failure (exit 1).
@Suite(.serialized) struct DiagnosticsChannelTests {
    static let missingImage = #"""
    {"schemaVersion": 1, "device": {"preset": "iPhoneSE"},
     "sections": [{"type": "normal", "items": [{"appName": "A", "pointValue": 10, "iconUrl": "nope.png"}]}]}
    """#

    @Test func strictFailsRenderAndValidateOnAWarning() throws {
        let dir = try temporaryDirectory()
        let file = try write(Self.missingImage, to: dir, "missing.json")
        let out = dir.appendingPathComponent("out.png").path
        let warning = #"\#(file):2:79: sections[0].items[0].iconUrl: image "nope.png": no such file or directory; drawing a placeholder"#

        let lenient = Run("render", file, "-o", out, "--scale", "1")
        #expect(lenient.status == 0)
        #expect(lenient.err == "warning: " + warning)
        let strict = Run("render", file, "-o", out, "--scale", "1", "--strict")
        #expect(strict.status == 1)
        // The warning, as an error, and the render not written (exit 1 leaves no picture behind).
        #expect(strict.err == "error: " + warning + "\nerror: \(file): --strict: not written, because of the warnings above")
        #expect(Run("validate", file).status == 0)
        let validate = Run("validate", file, "--strict")
        #expect(validate.status == 1 && validate.out == "ok: \(file)" && validate.err == "error: " + warning)
        // A note (the list running past the canvas bottom) fails nothing.
        #expect(Run("render", "\(Run.root.path)/Layouts/offerwall-default.json", "-o", out, "--scale", "1", "--strict").status == 0)
    }

    @Test func verifyPrintsAWarningOnceAcrossVariantsAndStrictFailsIt() throws {
        let dir = try temporaryDirectory()
        let file = try write(Self.missingImage, to: dir, "missing.json")
        let goldens = dir.appendingPathComponent("goldens").path
        let record = Run("record", file, "--goldens", goldens, "--scale", "1", "--themes", "light,dark",
                         "--devices", "iPhoneSE,iPhone15")
        #expect(record.status == 0, "\(record.err)")
        // Four variants, one warning: the image is missing whatever the device and theme.
        #expect(record.err.split(separator: "\n").filter { $0.contains("nope.png") }.count == 1, "\(record.err)")
        let verify = Run("verify", file, "--goldens", goldens, "--scale", "1", "--themes", "light,dark",
                         "--devices", "iPhoneSE,iPhone15")
        #expect(verify.status == 0)
        #expect(verify.err.split(separator: "\n").filter { $0.contains("nope.png") }.count == 1)
        let strict = Run("verify", file, "--goldens", goldens, "--scale", "1", "--themes", "light,dark",
                         "--devices", "iPhoneSE,iPhone15", "--strict")
        #expect(strict.status == 1)
        #expect(strict.err.contains(#"error: \#(file):2:79: sections[0].items[0].iconUrl: image "nope.png""#))
    }

    @Test func validateReportsEveryProblemOfASectionWithoutType() throws {
        let dir = try temporaryDirectory()
        let file = try write("""
        {"schemaVersion": 1, "sections": [{"titel": "Hello", "items": [{"appName": 42}]}]}
        """, to: dir, "three.json")
        let run = Run("validate", file)
        #expect(run.status == 2)
        let expected: [String] = [
            #"error: \#(file):1:36: sections[0].titel: unknown key "titel"; valid keys: footer, header, items, page, scrollOffset, type"#,
            #"error: \#(file):1:35: sections[0].type: missing required key "type" (a layout type)"#,
            #"error: \#(file):1:76: sections[0].items[0].appName: expected a string, found the number 42"#,
        ]
        #expect(run.err.split(separator: "\n").map(String.init) == expected)
    }
}

/// The run-level log behind every command's printing.
@Suite struct DiagnosticLogTests {
    @Test func keepsEachDistinctDiagnosticOnceInOrder() {
        let a = Diagnostic(.warning, code: .image, file: "a.json", path: "x", location: nil, message: "m")
        let b = Diagnostic(.note, code: .clipped, file: "a.json", path: "y", location: nil, message: "n")
        let printed = ManagedLines()
        let log = DiagnosticLog { printed.append($0.line) }
        log.report([a, b, a, b, a])
        #expect(printed.lines == ["warning: a.json: x: m", "note: a.json: y: n"])
        #expect(log.diagnostics == [a, b])
        #expect(log.count(.warning) == 1 && log.count(.note) == 1 && log.failsStrictCheck)
        #expect(!DiagnosticLog().failsStrictCheck)
        let notes = DiagnosticLog()
        notes.report(b)
        #expect(!notes.failsStrictCheck)
    }

    /// The canvas-bottom note differs by device (its counts and height): once per document and section.
    @Test func keepsTheCanvasBottomNoteOncePerDocumentAndSection() {
        func note(_ file: String, _ path: String, _ message: String) -> Diagnostic {
            Diagnostic(.note, code: .clipped, file: file, path: path, location: nil, message: message)
        }
        let printed = ManagedLines()
        let log = DiagnosticLog { printed.append($0.line) }
        log.report([note("a.json", "sections[0]", "3 of 8 items are cut at the canvas bottom (667 pt)"),
                    note("a.json", "sections[0]", "1 of 8 items is cut at the canvas bottom (844 pt)"),
                    note("a.json", "sections[1]", "2 of 2 items are cut at the canvas bottom (667 pt)"),
                    note("b.json", "sections[0]", "1 of 8 items is cut at the canvas bottom (844 pt)")])
        #expect(printed.lines == ["note: a.json: sections[0]: 3 of 8 items are cut at the canvas bottom (667 pt)",
                                  "note: a.json: sections[1]: 2 of 2 items are cut at the canvas bottom (667 pt)",
                                  "note: b.json: sections[0]: 1 of 8 items is cut at the canvas bottom (844 pt)"])
    }

    @Test func encodesAsOneJSONShapeOnEverySurface() throws {
        let d = Diagnostic(.error, code: .unknownKey, file: "a.json", path: "sections[0].titel",
                           location: SourceLocation(line: 3, column: 7, offset: 40), message: "unknown key")
        let json = String(decoding: try JSONEncoder.sorted.encode(d), as: UTF8.self)
        #expect(json == #"{"code":"unknown-key","column":7,"file":"a.json","line":3,"message":"unknown key","path":"sections[0].titel","severity":"error"}"#)
        let back = try JSONDecoder().decode(Diagnostic.self, from: Data(json.utf8))
        #expect(back.line == d.line && back.code == .unknownKey)
    }
}

private extension JSONEncoder {
    static var sorted: JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }
}

/// Lines collected from a `@Sendable` closure.
private final class ManagedLines: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var lines: [String] { storage.withLock { $0 } }
}
