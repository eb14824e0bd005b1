import AdLayoutCore
import AdLayoutTestSupport
import Foundation
import Testing

/// The hostile-input review's `fit`, path and message cases (hardening III), each pinned: a clear
/// message and exit 2 (or a warning where the SDK goes on), nothing read outside the folder.
@Suite struct HostileInputTests {
    static let layout = #"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": "a"}]}]}"#

    /// `fit` of `ads` (the file's text) with `extra` options: the run.
    func fit(_ ads: String, _ extra: String...) throws -> (run: Run, file: String) {
        let dir = try temporaryDirectory()
        let layout = try write(Self.layout, to: dir, "layout.json")
        let file = try write(ads, to: dir, "ads.json")
        return (Run(["fit", layout, "--ads", file] + extra), file)
    }

    /// What follows the list, and a list given twice, were accepted (exit 0).
    @Test(arguments: [
        (#"[{"app_nm":"a"}] garbage"#, "1:18: invalid ads file: 'g' after the end of the list of ads; the file must hold one JSON value"),
        (#"{"list":[{"app_nm":"a"}]}]]]{{{"#, "1:26: invalid ads file: ']' after the end of the object; the file must hold one JSON value"),
        (#"{"list":[{"app_nm":"a"}],"x":"#, "1:30: invalid ads file: the file ends inside the object (a missing '}')"),
        (#"{"x":1,"list":[{"app_nm":"a"}],"list":5}"#, "1:32: invalid ads file: duplicate key \"list\""),
        (#"{"list":[{"app_nm":"a"}],"list":[{"app_nm":"b"},{"app_nm":"c"}]}"#, "1:26: invalid ads file: duplicate key \"list\""),
        (#"{"x":{"a":1,"a":2},"list":[]}"#, "1:13: invalid ads file: duplicate key \"a\""),
        (#"{"x":[1,],"list":[]}"#, "1:8: invalid ads file: trailing comma before ']'"),
        ("[\u{0}\u{0}\u{0}", "1:2: invalid ads file: expected an ad, found byte 0x00"),
    ]) func adsFileIsReadWhole(_ ads: String, _ expected: String) throws {
        let (run, file) = try fit(ads)
        #expect(run.status == 2)
        #expect(run.err == "error: \(file):\(expected)", "\(run.err)")
    }

    /// "N more errors not shown" counted diagnostics, not errors: 250 bad ads said "1 more" of 50.
    @Test(arguments: [(250, 50), (5_000, 4_800)]) func hiddenErrorsAreCounted(_ ads: Int, _ hidden: Int) throws {
        let text = "[" + Array(repeating: #"{"app_nm":"a","pnt_amt":"x"}"#, count: ads).joined(separator: ",") + "]"
        let (run, file) = try fit(text)
        let lines = run.err.components(separatedBy: "\n")
        #expect(run.status == 2)
        #expect(lines.count == 201)
        #expect(lines.last == "error: \(file): \(hidden) more errors not shown")
    }

    /// A FIFO blocked `fit` for ever in open(); it is refused at once, as every reader refuses one.
    @Test func fifoIsRefusedAtOnce() throws {
        let dir = try temporaryDirectory()
        let layout = try write(Self.layout, to: dir, "layout.json")
        let fifo = dir.appendingPathComponent("ads.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = Run("fit", layout, "--ads", fifo)
        #expect(run.status == 2)
        #expect(run.err == "error: \(fifo): cannot read the file: not a regular file (a FIFO)")
    }

    /// `-o -` wrote a file named "-"; it is standard output.
    @Test func outputDashIsStandardOutput() throws {
        let dir = try temporaryDirectory()
        let layout = try write(Self.layout, to: dir, "layout.json")
        let ads = try write(#"[{"app_nm":"a"}]"#, to: dir, "ads.json")
        let run = Run("fit", layout, "--ads", ads, "-o", "-")
        #expect(run.status == 0)
        #expect(run.out == "normal · iPhone15 · large: 1 ad, 0 with text cut, 0 with elements clipped")
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    /// `--types` was ignored without a word for a placement document.
    @Test func typesForAPlacementAreAnError() throws {
        let dir = try temporaryDirectory()
        let ads = try write(#"[{"app_nm":"a"}]"#, to: dir, "ads.json")
        let layout = Run.layouts.appendingPathComponent("placement-list.json").path
        let run = Run("fit", layout, "--ads", ads, "--types", "normal", "--allow-path", Run.layouts.path)
        #expect(run.status == 2)
        #expect(run.err == "error: \(layout): placement: --types does not apply to a placement document: its ads are laid out "
                + "in the placement's own view; leave --types out")
    }

    /// Standard input is read as a file (through a temporary copy, so messages have line:column).
    @Test func adsFromAStream() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let text = Array("[{\"app_nm\":\"a\"},\n {\"app_nm\": 5}]".utf8)
        #expect(write(fds[1], text, text.count) == text.count)
        close(fds[1])
        var reader = try AdsFileReader(stream: fds[0], file: "-")
        close(fds[0])
        defer { reader.close() }
        var ads = 0
        while let batch = reader.next() { ads += batch.ads.count }
        #expect(ads == 2)
        #expect(reader.diagnostics.map(\.line) == [#"error: -:2:13: [1].app_nm: expected a string, found the number 5"#])
    }

    /// Paths are refused from their text: `~` is not expanded, and what lies outside is never asked about.
    @Test func homePathsAreRefusedFromTheirText() throws {
        let dir = try temporaryDirectory()
        let doc = #"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": "a", "iconUrl": "~/.bashrc"}]}]}"#
        let file = try write(doc, to: dir, "doc.json")
        let run = Run("validate", file)
        #expect(run.err == "warning: \(file):1:81: sections[0].items[0].iconUrl: image \"~/.bashrc\" starts with ~, which is not "
                + "expanded (give a path relative to the document); drawing a placeholder", "\(run.err)")
    }

    /// The lexical placing of a path makes no system call (`URL(fileURLWithPath:)` did: `stat`).
    @Test func lexicalPathsAreText() {
        #expect(ConfinedPath.lexical("../../../../etc/passwd", in: "/work/docs") == "/etc/passwd")
        #expect(ConfinedPath.lexical("/root/.ssh/x/../../../etc/passwd", in: "/work") == "/etc/passwd")
        #expect(ConfinedPath.lexical("./images//a/../b.png", in: "/work/docs/") == "/work/docs/images/b.png")
        #expect(ConfinedPath.resolve("/etc/passwd", within: [ConfinedPath.Folder(URL(fileURLWithPath: "/tmp"))]) == .outside)
    }

    /// A gigabyte-class document that is not JSON from its first bytes is refused before it is read whole.
    @Test func largeDocumentRefusedAtItsFirstError() throws {
        let dir = try temporaryDirectory()
        let url = dir.appendingPathComponent("big.json")
        var data = Data(#"{"schemaVersion": 1, "sections": [}"#.utf8)
        data.append(Data(repeating: 0x20, count: 4 << 20))
        try data.write(to: url)
        let (document, diagnostics) = DocumentDecoder.decodeCollecting(contentsOf: url, displayPath: "big.json")
        #expect(document == nil)
        #expect(diagnostics.map(\.line) == ["error: big.json:1:35: sections[0]: invalid JSON: expected a value, found '}'"])
    }

    /// A document whose only fault is past the first megabyte still reports it (nothing is refused early by mistake).
    @Test func largeDocumentWithALateError() throws {
        let dir = try temporaryDirectory()
        let url = dir.appendingPathComponent("late.json")
        var data = Data(#"{"schemaVersion": 1, "title": ""#.utf8)
        data.append(Data(repeating: 0x61, count: 2 << 20))
        data.append(Data(#"", "sections": [}"#.utf8))
        try data.write(to: url)
        let (_, diagnostics) = DocumentDecoder.decodeCollecting(contentsOf: url, displayPath: "late.json")
        #expect(diagnostics.map(\.message) == ["invalid JSON: expected a value, found '}'"])
    }

    /// Control characters in what a message quotes are escaped, never sent to the terminal raw.
    @Test func controlCharactersAreEscaped() {
        let d = Diagnostic(.warning, code: .image, file: "a\u{1B}[2J.json", path: "x", location: nil, message: "image \"a\u{0}b\"")
        #expect(d.line == #"warning: a\u{1B}[2J.json: x: image "a\0b""#)
    }

    /// Placement warnings named `iconUrl` with no line:column where the file says `img_url`, and
    /// `placement.moreLabel` where it says `more_lbl`; both now name the file's key at its position.
    @Test func placementWarningsNameTheFilesKeys() throws {
        let dir = try temporaryDirectory()
        let doc = """
        {"schemaVersion": 1, "screen": "placement", "device": "iPhoneSE",
         "placement": {"plcmt_id": "open_ad", "title": "인기", "more_lbl": "\(String(repeating: "더 보기 ", count: 12))"},
         "placementRegistrations": {"open_ad": {"viewClass": "DefaultAdListItemView", "viewLayout": "PlacementListViewLayout"}},
         "items": [{"app_nm": "a", "img_url": "missing.png", "pnt_amt": 10}]}
        """
        let file = try write(doc, to: dir, "placement.json")
        let run = Run("validate", file)
        let lines = run.err.components(separatedBy: "\n")
        #expect(lines.contains("warning: \(file):4:28: items[0].img_url: image \"missing.png\": no such file or directory; "
                               + "drawing a placeholder"), "\(run.err)")
        #expect(lines.contains { $0.hasPrefix("warning: \(file):2:54: placement.more_lbl: moreLink shows ") }, "\(run.err)")
    }

    /// `import-swift -o -` wrote a file named "-"; it is standard output.
    @Test func importSwiftOutputDashIsStandardOutput() throws {
        let dir = try temporaryDirectory()
        let swift = try write("TnkStyles.shared.adListItem.titleLabel.color = .red\n", to: dir, "Setup.swift")
        let run = Run("import-swift", swift, "-o", "-")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("{"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }
}
