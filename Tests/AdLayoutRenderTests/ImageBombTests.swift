import AdLayoutTestSupport
import Foundation
import Testing
import AdLayoutPipeline
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel
@testable import AdLayoutRender

/// The renderer's own defences (the resolver checked the files already, ImageConfinementTests):
/// sizes from the header before any pixel memory, in Swift and in the JPEG shim before
/// `jpeg_start_decompress`; truncated or corrupt data becomes a warning and a placeholder, never
/// half an image. The image bombs are made here, not stored.
@Suite struct ImageBombTests {
    /// A greyscale JPEG claiming `width`×`height`: one quantisation table, Huffman tables of one
    /// symbol, a scan of `scanBytes` zero bytes (every block a zero difference), with or without EOI.
    static func jpeg(width: Int, height: Int, progressive: Bool, scanBytes: Int, end: Bool = true) -> Data {
        func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
            [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        }
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        out += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        out += segment(progressive ? 0xC2 : 0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
                                                   UInt8(width & 0xFF), 1, 1, 0x11, 0])
        out += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0])
        out += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0])
        out += segment(0xDA, [1, 1, 0x00, 0, progressive ? 0 : 63, 0])
        out += [UInt8](repeating: 0, count: scanBytes)
        if end { out += [0xFF, 0xD9] }
        return Data(out)
    }

    /// The 600-byte progressive JPEG of the issue, claiming 65500×65500.
    static var bomb: Data {
        var data = jpeg(width: 65500, height: 65500, progressive: true, scanBytes: 0, end: false)
        data += Data(count: 600 - data.count - 2) + Data([0xFF, 0xD9])
        return data
    }

    /// A PNG signature and IHDR claiming `width`×`height` RGB, then junk.
    static func pngHeader(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return Data(bytes + [8, 2, 0, 0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0x55, count: 64))
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-bombs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func failure<T>(_ result: Result<T, ImageDecodingError>) -> String? {
        if case .failure(let error) = result { return error.message }
        return nil
    }

    @Test func oversizeImagesAreRefusedFromTheirHeadersBeforeDecoding() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bomb = dir.appendingPathComponent("bomb.jpg"), big = dir.appendingPathComponent("big.png")
        #expect(Self.bomb.count == 600)
        try Self.bomb.write(to: bomb)
        try Self.pngHeader(width: 16384, height: 16384).write(to: big)
        #expect(failure(ImageStore.decode(bomb.path)) == "65500×65500 pixels; the limit is 64 Mpx")
        #expect(failure(ImageStore.decode(big.path)) == "16384×16384 pixels; the limit is 64 Mpx")
        #expect(failure(ImageStore.decode(big.path, maxPixels: 1_000_000_000)) != nil)   // allowed size, junk data
        // The shim checks too, before jpeg_start_decompress (which would allocate ~8 GB for this one).
        #expect(throws: ImageDecodingError.self) { try ImageStore.decodeJPEG(Self.bomb) }
        do { _ = try ImageStore.decodeJPEG(Self.bomb) } catch {
            #expect(error.message == "not a readable JPEG (65500x65500 pixels, over the limit of 64000000)")
        }
        // A real image over a small budget, in each decoder.
        let feed = try Data(contentsOf: Repository.layouts.appendingPathComponent("images/feed-01.jpg"))
        do { _ = try ImageStore.decodeJPEG(feed, maxPixels: 100); Issue.record("decoded over the budget") } catch {
            #expect(error.message.hasPrefix("not a readable JPEG (") && error.message.hasSuffix("pixels, over the limit of 100)"))
        }
        let icon = try Data(contentsOf: Repository.layouts.appendingPathComponent("images/icon-01.png"))
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decode(icon, maxPixels: 100) }
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decodeWithLibPNG(icon, maxPixels: 100) }
        #expect(UnfilteredPNGReader(maxPixels: 100).read(icon) == nil)
        #expect(try PNGCodec.decode(icon).width > 0)
    }

    @Test func truncatedOrCorruptImagesAreNeverHalfDecoded() throws {
        let feed = try Data(contentsOf: Repository.layouts.appendingPathComponent("images/feed-01.jpg"))
        let icon = try Data(contentsOf: Repository.layouts.appendingPathComponent("images/icon-01.png"))
        #expect(throws: Never.self) { try ImageStore.decodeJPEG(feed) }
        do { _ = try ImageStore.decodeJPEG(feed.prefix(feed.count / 2)); Issue.record("half a JPEG decoded") } catch {
            #expect(error.message == "not a readable JPEG (Premature end of JPEG file)")
        }
        // The issue's truncated 16384² JPEG, within a large budget: refused, not filled with grey.
        let truncated = Self.jpeg(width: 16384, height: 16384, progressive: false, scanBytes: 2048, end: false)
        do { _ = try ImageStore.decodeJPEG(truncated, maxPixels: 300_000_000); Issue.record("truncated JPEG decoded") } catch {
            #expect(error.message == "not a readable JPEG (Premature end of JPEG file)")
        }
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decode(icon.prefix(icon.count / 2)) }
        var corrupt = icon
        corrupt[corrupt.count / 2] ^= 0xFF
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decode(corrupt) }
    }

    /// Through a render: a warning naming the JSON path, and the same pixels as a missing image's placeholder.
    @Test func brokenImagesAreWarningsAndPlaceholders() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let feed = try Data(contentsOf: Repository.layouts.appendingPathComponent("images/feed-01.jpg"))
        try feed.prefix(feed.count / 2).write(to: dir.appendingPathComponent("cut.jpg"))
        func render(_ icon: String) throws -> (PixelBuffer, [String]) {
            let json = #"{"schemaVersion": 1, "device": {"width": 390, "height": 200, "scale": 1}, "sections": [{"type": "normal", "items": [{"appName": "A", "iconUrl": "\#(icon)"}]}]}"#
            let (document, diagnostics) = DocumentLoader.load(Data(json.utf8), file: "doc.json", baseDirectory: dir)
            let resolved = try #require(document, "\(diagnostics)")
            let pipeline = RenderPipeline()
            let result = pipeline.renderer.render(pipeline.layout(resolved))
            return (result.pixels, result.warnings.map(\.line))
        }
        let (cut, warnings) = try render("cut.jpg")
        #expect(warnings == ["warning: doc.json:1:134: sections[0].items[0].iconUrl: image cut.jpg (iconImage): not a readable JPEG "
                             + "(Premature end of JPEG file); drawing a placeholder"])
        let (missing, _) = try render("missing.jpg")
        #expect(cut == missing)
    }

    /// A file replaced after the document was resolved is checked again when it is drawn.
    @Test func aFileThatGrewAfterResolvingIsRefusedWhenDrawn() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let icon = dir.appendingPathComponent("icon.png")
        try Data(contentsOf: Repository.layouts.appendingPathComponent("images/icon-01.png")).write(to: icon)
        let json = #"{"schemaVersion": 1, "device": {"width": 390, "height": 200, "scale": 1}, "sections": [{"type": "normal", "items": [{"appName": "A", "iconUrl": "icon.png"}]}]}"#
        let (document, diagnostics) = DocumentLoader.load(Data(json.utf8), file: "doc.json", baseDirectory: dir)
        let resolved = try #require(document, "\(diagnostics)")
        try Self.pngHeader(width: 16384, height: 16384).write(to: icon)
        let pipeline = RenderPipeline()
        let result = pipeline.renderer.render(pipeline.layout(resolved))
        // Drawing locates its warning with the document's positions, which the tree carries.
        #expect(result.warnings.map(\.line) == ["warning: doc.json:1:134: sections[0].items[0].iconUrl: image icon.png (iconImage): 16384×16384 pixels; "
                                    + "the limit is 64 Mpx; drawing a placeholder"])
    }

    /// Decoded originals are let go past the store's limit; the scaled copies stay.
    @Test func decodedOriginalsAreBounded() throws {
        let paths = ["icon-01.png", "icon-02.png", "icon-03.png"].map { Repository.layouts.appendingPathComponent("images/\($0)").path }
        var roomy = ImageStore(), tight = ImageStore(keptOriginalBytes: 1)
        for path in paths {
            guard case .success = roomy.scaledImage(path, width: 20, height: 20),
                  case .success = tight.scaledImage(path, width: 20, height: 20) else { Issue.record("\(path) not drawn"); return }
        }
        #expect(roomy.keptOriginalCount == 3)
        #expect(tight.keptOriginalCount == 1)
        // Drawn again at a new size, a let-go original is decoded again; at a known size the copy is reused.
        guard case .success(let again) = tight.scaledImage(paths[0], width: 30, height: 30),
              case .success(let same) = tight.scaledImage(paths[0], width: 20, height: 20),
              case .success(let first) = roomy.scaledImage(paths[0], width: 20, height: 20) else { Issue.record("not drawn"); return }
        #expect(same == first && again.width == 30)
    }
}
