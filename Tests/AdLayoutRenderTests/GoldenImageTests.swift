import AdLayoutCore
import AdLayoutRender
import CustomItemViewExample
import Foundation
import Testing

/// Every document in Layouts/ renders like its golden image (scale 1, to keep goldens small).
@Suite(.serialized) struct GoldenImageTests {
    static let layouts: [String] = {
        let dir = GoldenImage.packageRoot.appendingPathComponent("Layouts")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The registry a document renders with: custom-swift.json names the Swift example's view,
    /// which its executable (custom-adlayout) registers; the rest need only adlayout's.
    static func registry(for file: String) -> TnkLayout {
        file == "custom-swift.json" ? customExampleRegistry() : TnkLayout()
    }

    @Test func everyLayoutHasAGolden() {
        #expect(Self.layouts.count >= 5)
    }

    @Test(arguments: layouts)
    func matchesGolden(_ file: String) throws {
        let pipeline = RenderPipeline(registry: Self.registry(for: file))
        let url = GoldenImage.packageRoot.appendingPathComponent("Layouts").appendingPathComponent(file)
        let document = try pipeline.load(url, displayPath: "Layouts/\(file)")
        let tree = pipeline.layout(document, scale: 1)
        let result = pipeline.renderer.render(tree)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let name = (file as NSString).deletingPathExtension + "@1x.png"
        if let failure = GoldenImage.verify(result.pixels, named: name) { Issue.record(Comment(rawValue: failure)) }
    }
}
