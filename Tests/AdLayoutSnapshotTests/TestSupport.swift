import AdLayoutPipeline
import AdLayoutCLI
import AdLayoutSwiftSetupCLI
import AdLayoutStudioCLI
import AdLayoutRender
import Foundation
import Synchronization
import Testing

/// Runs `adlayout` in-process and captures what it prints (as in AdLayoutCLITests), with the
/// environment variables it should see.
struct Run {
    var status: Int32
    var out: String
    var err: String

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let layouts = root.appendingPathComponent("Layouts")

    init(_ arguments: String..., environment: [String: String] = [:]) {
        self.init(arguments: arguments, environment: environment)
    }

    init(arguments: [String], environment: [String: String] = [:]) {
        let out = Mutex([String]()), err = Mutex([String]())
        let console = Console(out: { line in out.withLock { $0.append(line) } },
                              err: { line in err.withLock { $0.append(line) } })
        status = AdLayoutCommand.$environment.withValue(environment) {
            Console.$current.withValue(console) { AdLayoutCommand.main(arguments: arguments, extensions: [.studio, .swiftSetup]) }
        }
        self.out = out.withLock { $0.joined(separator: "\n") }
        self.err = err.withLock { $0.joined(separator: "\n") }
    }
}

/// A fresh temporary folder.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-snapshot-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Files in `dir`, sorted (empty when it does not exist).
func files(in dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
}

/// A copy of `names` from Layouts/ in a fresh folder (images included, as documents refer to them).
func layoutsFolder(_ names: [String]) throws -> URL {
    let dir = try temporaryDirectory().appendingPathComponent("layouts")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for name in names {
        try FileManager.default.copyItem(at: Run.layouts.appendingPathComponent(name), to: dir.appendingPathComponent(name))
    }
    try FileManager.default.copyItem(at: Run.layouts.appendingPathComponent("images"), to: dir.appendingPathComponent("images"))
    return dir
}

/// Renders the document at `url` at scale 1.
func render(_ url: URL) throws -> PixelBuffer {
    let pipeline = RenderPipeline()
    return pipeline.renderer.render(pipeline.layout(try pipeline.load(url), scale: 1)).pixels
}

/// `image` with a black square painted at (x, y).
func paintingSquare(_ image: PixelBuffer, x: Int, y: Int, size: Int) -> PixelBuffer {
    var result = image
    for row in y..<min(y + size, image.height) {
        for col in x..<min(x + size, image.width) {
            let o = row * image.stride + col * 4
            result.bytes[o] = 0; result.bytes[o + 1] = 0; result.bytes[o + 2] = 0; result.bytes[o + 3] = 255
        }
    }
    return result
}
