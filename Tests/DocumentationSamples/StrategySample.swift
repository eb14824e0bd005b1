// The swift-snapshot-testing sample of AdLayoutSnapshotStrategies' landing page, compiled (the
// DocumentationSamples target is built, never run: its document and goldens are the reader's).
import AdLayoutSnapshot
import AdLayoutSnapshotStrategies
import Foundation
import SnapshotTesting
import Testing

enum StrategySamples {
    @Suite struct OfferwallTests {
        let screen = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/screen.json")

        @Test func offerwall() {
            assertSnapshot(of: screen, as: .adLayout(device: .iPhone15))
            assertSnapshot(of: screen, as: .frames(device: .iPhone15))
        }
    }
}

enum StrategyVariantSamples {
    @Suite struct OfferwallTests {
        @Test func offerwall() {
            assertSnapshot(of: screen, as: .adLayout(device: .iPhone15))                 // __Snapshots__/OfferwallTests/offerwall.1.png
            assertSnapshot(of: screen, as: .adLayout(device: .iPhoneSE, theme: .dark, contentSize: .xxxLarge), named: "dark")
            assertSnapshot(of: screen, as: .frames(device: .iPhone15))                    // offerwall.2.json
        }
    }
}

extension StrategyVariantSamples.OfferwallTests {
    var screen: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/screen.json") }
}
