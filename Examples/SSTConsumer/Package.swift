// swift-tools-version: 6.0
// A package that uses AdLayout the way an app team would: its own tests snapshot its screens with
// swift-snapshot-testing's `assertSnapshot(of:as:)` and AdLayout's strategies, and with AdLayout's
// own `assertSnapshot`. Scripts/sst-consumer-demo.sh records, passes and fails them.
import Foundation
import PackageDescription

// A package depended on by path is known by its folder's name: the checkout's (AdLayout, or a
// worktree's). An app that depends on a clone named AdLayout writes `package: "AdLayout"`.
let adLayout = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "SSTConsumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", .upToNextMinor(from: "1.19.7")),
    ],
    targets: [
        .testTarget(
            name: "ScreenSnapshotTests",
            dependencies: [
                .product(name: "AdLayoutSnapshotStrategies", package: adLayout),
                .product(name: "AdLayoutSnapshotTesting", package: adLayout),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Fixtures", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
