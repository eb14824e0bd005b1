import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshotTesting
import CustomItemViewExample
import Foundation
import Testing

/// Every document in Layouts/ renders like its golden image (scale 1, to keep goldens small), in
/// `__Snapshots__/<layout>@1x.png`. Re-record with `ADLAYOUT_RECORD=all swift test`; with `CI` set
/// a missing golden fails and nothing is written.
@Suite struct GoldenImageTests {
    static let layouts: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.layouts.path)) ?? []
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
        let outcome = assertSnapshot(of: TestPaths.layouts.appendingPathComponent(file), scale: 1,
                                     registry: Self.registry(for: file))
        #expect(outcome?.warnings.isEmpty == true, "\(outcome?.warnings ?? [])")
    }
}
