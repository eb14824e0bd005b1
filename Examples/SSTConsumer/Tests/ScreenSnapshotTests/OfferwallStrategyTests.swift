import AdLayoutSnapshotStrategies
import Foundation
import SnapshotTesting
import Testing

/// The app's offerwall screen with swift-snapshot-testing: the PNG on a device, and the frame tree
/// as reviewable JSON. Goldens: __Snapshots__/OfferwallStrategyTests/<test>.<n>.png / .json.
let screen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/screen.json")

@Suite struct OfferwallStrategyTests {
    @Test func offerwallOnIPhone15() {
        assertSnapshot(of: screen, as: .adLayout(device: .iPhone15))
    }

    @Test func offerwallFrames() {
        assertSnapshot(of: screen, as: .frames(device: .iPhone15))
    }

    @Test func offerwallDarkOnIPhoneSE() {
        assertSnapshot(of: screen, as: .adLayout(device: .iPhoneSE, theme: .dark))
    }
}
