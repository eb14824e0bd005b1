import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import AdLayoutSnapshotTesting
import CustomItemViewExample
import AdLayoutTestSupport
import Foundation
import Testing

/// Every document in Layouts/ renders exactly like its golden, `__Snapshots__/<layout>@1x.png` (scale
/// 1 keeps goldens small), and a few key layouts also at @3x, the scale users render at. The goldens
/// are named as `adlayout verify` names them, so `adlayout verify Layouts --goldens
/// Tests/AdLayoutRenderTests/__Snapshots__ --scale 1` checks the same files.
///
/// The renderer is deterministic, so the comparison is exact: threshold 0, anti-aliasing counted,
/// no pixel budget. Re-record with `ADLAYOUT_RECORD=all swift test`; with `CI` set a missing golden
/// fails and nothing is written.
@Suite(.adLayoutSnapshots(options: .exact, budget: .exact))
struct GoldenImageTests {
    static let goldens = Repository.goldens

    /// Every `Layouts/*.json`, and the Swift-view sample beside its example (Examples/CustomItemView);
    /// not the documents read with the app's Swift (`swiftSetup`), which this module's JSON loader
    /// does not read: AppFolderTests verifies their goldens through `adlayout verify`.
    static let layouts: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.layouts.path)) ?? []
        return (files.filter { $0.hasSuffix(".json") && !swiftSetupLayouts.contains($0) }
            + [Repository.customSwiftDocument.lastPathComponent]).sorted()
    }()

    /// The samples that name the app's Swift setup.
    static let swiftSetupLayouts = ["guide-app.json", "code-app.json"]

    /// Where a sample is: custom-swift.json beside the example that registers its view, the rest in Layouts/.
    static func url(of file: String) -> URL {
        file == Repository.customSwiftDocument.lastPathComponent ? Repository.customSwiftDocument
            : Repository.layouts.appendingPathComponent(file)
    }

    /// The layouts also checked at @3x: the default screen, every ad state, a native ad.
    static let keyLayouts = ["offerwall-default.json", "states.json", "native-small.json"]

    /// The registry a document renders with: custom-swift.json names the Swift example's view,
    /// which its executable (custom-adlayout) registers; the rest need only adlayout's.
    static func registry(for file: String) -> TnkLayout {
        file == "custom-swift.json" ? customExampleRegistry() : TnkLayout()
    }

    /// The goldens there must be: one per layout at @1x, and the key layouts' at @3x.
    static var expectedGoldens: Set<String> {
        Set((layouts + swiftSetupLayouts).map { GoldenName(document: URL(fileURLWithPath: $0), scale: 1).fileName }
            + keyLayouts.map { GoldenName(document: URL(fileURLWithPath: $0), scale: 3).fileName })
    }

    @Test func everyLayoutHasItsGoldenByName() {
        #expect(Self.layouts.count >= 19)
        let present = Set(GoldenFolder(Self.goldens).goldenFiles())
        #expect(Self.expectedGoldens.subtracting(present).isEmpty,
                "layouts without a golden: \(Self.expectedGoldens.subtracting(present).sorted())")
        #expect(present.subtracting(Self.expectedGoldens).isEmpty,
                "goldens of no layout: \(present.subtracting(Self.expectedGoldens).sorted())")
    }

    @Test(arguments: layouts)
    func matchesGolden(_ file: String) throws {
        let outcome = assertSnapshot(of: Self.url(of: file), scale: 1,
                                     registry: Self.registry(for: file), goldens: Self.goldens)
        // Texts the samples cut by design (long product names, narrow web ads) are pinned, one by one,
        // by FitDiagnosticsRenderTests; any other warning is a mistake in a sample.
        let warnings = outcome?.diagnostics.filter { $0.severity != .note && $0.code != .textTruncated }
        #expect(warnings?.isEmpty == true, "\(warnings ?? [])")
    }

    @Test(arguments: keyLayouts)
    func matchesGoldenAt3x(_ file: String) throws {
        let outcome = assertSnapshot(of: Self.url(of: file), scale: 3,
                                     registry: Self.registry(for: file), goldens: Self.goldens)
        #expect(outcome?.comparison == nil || outcome?.comparison?.identical == true)
    }
}
