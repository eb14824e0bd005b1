import AdLayoutSnapshotTesting
import Foundation
import Testing

/// The same document in two tests with AdLayout's own assertion: two goldens,
/// __Snapshots__/OfferwallAssertionTests/<test>.screen@2x.png.
@Suite struct OfferwallAssertionTests {
    @Test func listScreen() {
        assertSnapshot(of: screen, device: "iPhoneSE")
    }

    @Test func sameScreenInAnotherTest() {
        assertSnapshot(of: screen, device: "iPhoneSE")
    }
}
