// The assertSnapshot samples of README.md and of AdLayoutSnapshotTesting's articles, compiled (the
// DocumentationSamples target is built, never run: their documents and goldens are the reader's).
import AdLayoutCore
import AdLayoutSnapshot
import AdLayoutSnapshotTesting
import Foundation
import Testing

enum AssertionSamples {
    @Suite(.adLayoutSnapshots(record: .missing))
    struct OfferwallTests {
        let screen = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/screen.json")

        @Test func list() {
            assertSnapshot(of: screen, device: "iPhoneSE")
            assertSnapshots(of: screen, matrix: VariantMatrix(devices: [.iPhoneSE, .iPadMini], themes: [.light, .dark]))
        }
    }
}

enum SwiftAssertionSamples {
    @Suite(.adLayoutSnapshots(record: .missing))          // record mode, options, budget for every test of the suite
    struct OfferwallTests {
        let screen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/screen.json")
        let myRegistry = TnkLayout()                       // with your Swift item views and layout classes

        @Test func list() {
            assertSnapshot(of: screen, device: "iPhoneSE")                       // __Snapshots__/OfferwallTests/list.screen-iPhoneSE@2x.png
            assertSnapshot(of: screen, named: "large-text", theme: .dark, contentSize: .accessibilityLarge, scale: 1)
            assertSnapshots(of: screen, matrix: VariantMatrix(devices: [.iPhoneSE, .iPadMini], themes: [.light, .dark]))
        }

        @Test func listAgain() {
            assertSnapshot(of: screen, device: "iPhoneSE")                       // its own golden: listAgain.screen-iPhoneSE@2x.png
        }

        @Test(.adLayoutSnapshots(options: .exact)) func custom() throws {
            let (resolved, _) = DocumentLoader.standard.load(screen, nil, myRegistry, DocumentDecoder.Options())
            let resolvedDocument = try #require(resolved)
            let layoutTree = LayoutEngine(measurer: ApproximateTextMeasurer()).layout(resolvedDocument)
            assertSnapshot(of: resolvedDocument, named: "custom", registry: myRegistry)
            assertSnapshot(of: layoutTree, named: "feed")
        }
    }
}
