import AdLayoutModel
import AdLayoutStudio
import AdLayoutTestSupport
import Foundation
import Testing

/// The studio's server without a browser: what it serves, and what it refuses (paths outside the
/// folder, foreign Host names, WebSockets from other origins).
@Suite(.serialized) struct StudioServerTests {
    @Test(.timeLimit(.minutes(3)))
    func servesThePageWithAStrictPolicyAndTheFolderIndex() async throws {
        let studio = try await RunningStudio.start(StudioConfiguration(folder: Repository.layouts))
        let page = try await rawHTTP("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nConnection: close\r\n\r\n", port: studio.port)
        #expect(statusCode(page) == 200)
        #expect(page.contains("Content-Security-Policy: default-src 'self';"))
        #expect(page.contains("<script src=\"/studio.js\" defer></script>"))
        #expect(!page.contains("http://") && !page.contains("https://"), "the page must load nothing from elsewhere")

        let files = try await rawHTTP("GET /api/files HTTP/1.1\r\nHost: localhost:\(studio.port)\r\nConnection: close\r\n\r\n", port: studio.port)
        #expect(statusCode(files) == 200)
        let body = try #require(files.components(separatedBy: "\r\n\r\n").last)
        let listed = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: [String]]
        #expect(listed?["files"] == StudioBrowserTests.layoutNames(in: Repository.layouts))
        await studio.stop()
    }

    @Test(.timeLimit(.minutes(3)))
    func refusesForeignHostNamesAndForeignWebSocketOrigins() async throws {
        let studio = try await RunningStudio.start(StudioConfiguration(folder: Repository.layouts))
        let port = studio.port
        // DNS rebinding: a page of evil.example that resolves to 127.0.0.1 sends its own Host.
        let rebound = try await rawHTTP("GET /api/files HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n", port: port)
        #expect(statusCode(rebound) == 403)

        func upgrade(origin: String?) async throws -> String {
            try await rawHTTP("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                        + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n", port: port, timeout: 2)
        }
        #expect(statusCode(try await upgrade(origin: "http://127.0.0.1:\(port)")) == 101)
        #expect(statusCode(try await upgrade(origin: nil)) == 101)
        // Refused in words, at once (SwiftNIO's upgrade handler dropped a request it declined: no answer until the idle close).
        for origin in ["http://evil.example", "null"] {
            let refused = try await upgrade(origin: origin)
            #expect(statusCode(refused) == 403, "\(origin): \(refused.debugDescription)")
            #expect(refused.hasSuffix("\r\n\r\nthe studio's WebSocket takes its own page only"))
        }
        // An upgrade the studio does not make (`curl --http2`'s h2c) is a plain request.
        let plain = try await rawHTTP("GET /api/files HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: h2c\r\n"
                                      + "Connection: Upgrade, HTTP2-Settings\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n", port: port, timeout: 2)
        #expect(statusCode(plain) == 200 && plain.contains(#"{"files":["#), "\(plain.debugDescription)")
        await studio.stop()
    }

    @Test(.timeLimit(.minutes(3)))
    func servesCodeMirrorFilesOnlyFromItsFolder() async throws {
        let codeMirror = try temporaryDirectory("codemirror")
        for file in CodeMirrorFiles.required {
            let url = codeMirror.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("/* \(file) */".utf8).write(to: url)
        }
        try Data("secret".utf8).write(to: codeMirror.deletingLastPathComponent().appendingPathComponent("secret.js"))
        try FileManager.default.createSymbolicLink(at: codeMirror.appendingPathComponent("lib/escape.js"),
                                                   withDestinationURL: codeMirror.deletingLastPathComponent().appendingPathComponent("secret.js"))
        #expect(CodeMirrorFiles.locate(environment: ["ADLAYOUT_CODEMIRROR": codeMirror.path])?.path == codeMirror.path)
        #expect(CodeMirrorFiles.locate(environment: ["ADLAYOUT_CODEMIRROR": "/nonexistent"]) == nil)

        let studio = try await RunningStudio.start(StudioConfiguration(folder: Repository.layouts, codeMirror: codeMirror))
        func get(_ path: String) async throws -> String {
            try await rawHTTP("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nConnection: close\r\n\r\n", port: studio.port)
        }
        let script = try await get("/codemirror/lib/codemirror.js")
        #expect(statusCode(script) == 200 && script.hasSuffix("/* lib/codemirror.js */"))
        #expect(script.contains("Content-Type: text/javascript"))
        #expect(statusCode(try await get("/codemirror/../secret.js")) == 404)
        #expect(statusCode(try await get("/codemirror/%2e%2e/secret.js")) == 404)
        #expect(statusCode(try await get("/codemirror/lib/escape.js")) == 404, "a symbolic link out of the folder")
        #expect(statusCode(try await get("/codemirror/lib/")) == 404)
        await studio.stop()
    }

    @Test func pageFallsBackToATextAreaWithoutCodeMirror() async throws {
        let studio = try await RunningStudio.onLayouts()
        let page = try await rawHTTP("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nConnection: close\r\n\r\n", port: studio.port)
        #expect(!page.contains("/codemirror/"))
        #expect(page.contains("<textarea id=\"editor-fallback\""))
        await studio.stop()
    }

    @Test func refusesAFolderThatIsNotOne() {
        #expect(throws: StudioError("/nonexistent/folder: no such file or directory")) {
            try StudioServer(StudioConfiguration(folder: URL(fileURLWithPath: "/nonexistent/folder")))
        }
    }
}

/// Confinement of documents to the studio's folder.
@Suite struct WorkspaceTests {
    @Test func resolvesInsideAndRefusesEverythingOutside() throws {
        let base = try temporaryDirectory("workspace")
        let folder = base.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(#"{"schemaVersion": 1, "sections": []}"#.utf8).write(to: folder.appendingPathComponent("a.json"))
        try Data(#"{"schemaVersion": 1, "sections": []}"#.utf8).write(to: folder.appendingPathComponent("sub/b.json"))
        try Data(#"{"not": "a document"}"#.utf8).write(to: folder.appendingPathComponent("render-environment.json"))
        try Data(#"{"schemaVersion": 1}"#.utf8).write(to: base.appendingPathComponent("outside.json"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.json"),
                                                   withDestinationURL: base.appendingPathComponent("outside.json"))
        let workspace = try Workspace(root: folder, maxDocumentBytes: 64)

        #expect(workspace.documents() == ["a.json", "sub/b.json"])
        #expect(try workspace.read("sub/b.json") == Data(#"{"schemaVersion": 1, "sections": []}"#.utf8))
        for outside in ["../outside.json", "/etc/passwd.json", "sub/../../outside.json", "link.json"] {
            #expect(throws: StudioError("\"\(outside)\" is outside the studio folder")) { try workspace.read(outside) }
            #expect(throws: StudioError("\"\(outside)\" is outside the studio folder")) { try workspace.write(Data(), to: outside) }
        }
        #expect(throws: StudioError("\"a.txt\" is not a .json document")) { try workspace.read("a.txt") }
        #expect(throws: StudioError("the document is 65 bytes; the studio saves documents up to 64 bytes")) {
            try workspace.write(Data(repeating: 0x20, count: 65), to: "a.json")
        }
        try workspace.write(Data("{}".utf8), to: "new.json")
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("new.json").path) == Data("{}".utf8))
        #expect(try String(contentsOf: base.appendingPathComponent("outside.json"), encoding: .utf8) == #"{"schemaVersion": 1}"#)
    }

    @Test func aFileStampChangesWhenAnEditorReplacesTheFile() throws {
        let url = try temporaryDirectory("stamp").appendingPathComponent("a.json")
        try Data("{}".utf8).write(to: url)
        let before = try #require(FileStamp(url))
        #expect(before.inode != nil && before.size == 2)
        // Same size, same modification time: only the inode tells (an atomic save).
        let modified = try #require(before.modified)
        try Data("[]".utf8).write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        let after = try #require(FileStamp(url))
        #expect(after.size == before.size && after.inode != before.inode)
        #expect(after != before)
        #expect(FileStamp(url.appendingPathExtension("gone")) == nil)
    }
}
