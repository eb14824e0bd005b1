import AdLayoutCore
import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// Images resolve inside the document's folder (after symbolic links) or folders allowed with
/// --allow-path, only regular files are opened, sizes are checked from headers; refusals never
/// tell whether a file exists.
@Suite final class ImageConfinementTests {
    /// Each test's folder: `doc/` (the document's folder, with images/icon.png) and `outside/secret.png`, removed
    /// after the test.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-confine-\(UUID().uuidString)")
    /// `root/doc`, the document's folder.
    let doc: URL

    init() throws {
        doc = root.appendingPathComponent("doc")
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: doc.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let png = try Data(contentsOf: Repository.layouts.appendingPathComponent("images/icon-01.png"))
        try png.write(to: doc.appendingPathComponent("images/icon.png"))
        try png.write(to: outside.appendingPathComponent("secret.png"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A symbolic link at `path` in the document's folder, to `destination`.
    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: doc.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    func warnings(_ icon: String, base: URL, access: ImageAccess = ImageAccess()) throws -> (ImageReference, [String]) {
        let json = #"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": "A", "iconUrl": "\#(icon)"}]}]}"#
        let doc = try DocumentDecoder.decode(Data(json.utf8), file: "doc.json", baseDirectory: base)
        let (resolved, diagnostics) = DocumentResolver.resolveCollecting(doc, imageAccess: access)
        return (resolved.images[ImageSource(icon)], diagnostics.map(\.message))
    }

    static func refusal(_ path: String) -> String {
        "image \"\(path)\" is outside the document's folder and the folders allowed with --allow-path; drawing a placeholder"
    }

    @Test func pathsOutsideAreRefusedWithoutSayingWhetherTheyExist() throws {
        for path in ["../outside/secret.png", "../outside/nothing.png", "/etc/passwd", "/etc/shadow", "/proc/self/environ",
                     "images/../../outside/secret.png"] {
            let (reference, messages) = try warnings(path, base: doc)
            #expect(reference == .unavailable, "\(path)")
            #expect(messages == [Self.refusal(path)], "\(path)")
        }
        let (inside, none) = try warnings("images/icon.png", base: doc)
        guard case .file = inside else { Issue.record("inside image refused: \(none)"); return }
        #expect(none.isEmpty)
    }

    @Test func anAllowedFolderIsDrawn() throws {
        let (reference, messages) = try warnings("../outside/secret.png", base: doc,
                                                 access: ImageAccess(allowedFolders: [root.appendingPathComponent("outside")]))
        guard case .file(_, let header) = reference else { Issue.record("refused: \(messages)"); return }
        #expect(header.format == .png && messages.isEmpty)
    }

    @Test func symbolicLinksAreFollowedBeforeTheCheck() throws {
        try link("images/out.png", to: root.appendingPathComponent("outside/secret.png").path)
        try link("images/in.png", to: "icon.png")
        let (out, outMessages) = try warnings("images/out.png", base: doc)
        #expect(out == .unavailable && outMessages == [Self.refusal("images/out.png")])
        let (inside, insideMessages) = try warnings("images/in.png", base: doc)
        guard case .file = inside else { Issue.record("link inside refused: \(insideMessages)"); return }
    }

    /// Through a linked folder (and a relative link climbing out), a file outside is refused in the
    /// same words whether it exists or not: the target is never looked at.
    @Test func aLinkedFolderLeadingOutsideSaysTheSameWhetherTheFileExists() throws {
        try link("linked", to: root.appendingPathComponent("outside").path)
        try link("climb", to: "../outside")
        for path in ["linked/secret.png", "linked/nothing.png", "climb/secret.png", "climb/nothing.png"] {
            let (reference, messages) = try warnings(path, base: doc)
            #expect(reference == .unavailable && messages == [Self.refusal(path)], "\(path)")
        }
        // A loop of links inside the folder says so.
        try link("images/a.png", to: "b.png")
        try link("images/b.png", to: "a.png")
        let (_, loop) = try warnings("images/a.png", base: doc)
        #expect(loop == [#"image "images/a.png": too many levels of symbolic links; drawing a placeholder"#])
    }

    @Test func onlyRegularFilesAreOpened() throws {
        let fifo = doc.appendingPathComponent("images/pipe.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let (reference, messages) = try warnings("images/pipe.png", base: doc)
        #expect(reference == .unavailable)
        #expect(messages == [#"image "images/pipe.png": not a regular file (a FIFO); drawing a placeholder"#])
        let (dir, dirMessages) = try warnings("images", base: doc)
        #expect(dir == .unavailable && dirMessages == [#"image "images": is a directory; drawing a placeholder"#])
    }

    @Test func sizesAreCheckedFromTheHeaderBeforeDecoding() throws {
        // A 600-byte progressive JPEG header claiming 65500×65500, and a PNG header claiming 16384².
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        jpeg += [0xFF, 0xC2, 0x00, 0x11, 0x08, 0xFF, 0xDC, 0xFF, 0xDC, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        jpeg += [UInt8](repeating: 0, count: 600 - jpeg.count)
        try Data(jpeg).write(to: doc.appendingPathComponent("images/bomb.jpg"))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0]
        try Data(png).write(to: doc.appendingPathComponent("images/big.png"))
        let (j, jm) = try warnings("images/bomb.jpg", base: doc)
        #expect(j == .unavailable)
        #expect(jm == [#"image "images/bomb.jpg" is 65500×65500 pixels; the limit is 64 Mpx (--max-image-pixels); drawing a placeholder"#])
        let (p, pm) = try warnings("images/big.png", base: doc)
        #expect(p == .unavailable)
        #expect(pm == [#"image "images/big.png" is 16384×16384 pixels; the limit is 64 Mpx (--max-image-pixels); drawing a placeholder"#])
        // A smaller budget refuses the ordinary icon too.
        let (small, sm) = try warnings("images/icon.png", base: doc, access: ImageAccess(pixelBudget: 100))
        #expect(small == .unavailable && sm.first?.hasSuffix("the limit is 100 pixels (--max-image-pixels); drawing a placeholder") == true)
    }

    @Test func unknownAssetsAreReported() throws {
        let (reference, messages) = try warnings("asset:nope", base: doc)
        #expect(reference == .unavailable)
        #expect(messages == [#"asset "nope" is not a built-in asset; built-in: heart_off, heart_on, help_n, icon_my, next_arrow, "#
                             + "play, point_coin, point_unit, prev_arrow, search_icon; drawing a placeholder"])
    }
}
