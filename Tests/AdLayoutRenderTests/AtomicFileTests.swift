import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// Writes through a temporary file keep what the file was: its mode (a 0600 document became
/// 0644), and with `keepingLinks` its hard links (the file is written in place).
@Suite struct AtomicFileTests {
    private func folder() throws -> URL {
        try temporaryDirectory("atomic")
    }

    private func mode(_ url: URL) -> mode_t {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let dir = try folder()
        for original: mode_t in [0o600, 0o640, 0o755] {
            let url = dir.appendingPathComponent("doc-\(original).json")
            try Data("old".utf8).write(to: url)
            chmod(url.path, original)
            try AtomicFile.write(Data("new".utf8), to: url)
            #expect(mode(url) == original)
            #expect(try String(contentsOf: url, encoding: .utf8) == "new")
        }
        // A new file gets the usual mode (0666 less the umask).
        let fresh = dir.appendingPathComponent("fresh.json")
        try AtomicFile.write(Data("x".utf8), to: fresh)
        let mask = umask(0)
        umask(mask)
        #expect(mode(fresh) == 0o666 & ~mask)
    }

    @Test func aFileWithSeveralLinksIsWrittenInPlaceWhenAsked() throws {
        let dir = try folder()
        let url = dir.appendingPathComponent("doc.json"), other = dir.appendingPathComponent("other.json")
        try Data("a longer old text".utf8).write(to: url)
        #expect(link(url.path, other.path) == 0)
        try AtomicFile.write(Data("new".utf8), to: url, keepingLinks: true)
        var a = stat(), b = stat()
        #expect(stat(url.path, &a) == 0 && stat(other.path, &b) == 0)
        #expect(a.st_ino == b.st_ino && a.st_nlink == 2)
        #expect(try String(contentsOf: other, encoding: .utf8) == "new")
        // Without it the name gets a new file, as any atomic replacement does.
        try AtomicFile.write(Data("newer".utf8), to: url)
        #expect(stat(url.path, &a) == 0 && stat(other.path, &b) == 0)
        #expect(a.st_ino != b.st_ino && a.st_nlink == 1)
        #expect(try String(contentsOf: other, encoding: .utf8) == "new")
    }
}
