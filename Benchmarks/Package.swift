// swift-tools-version: 6.1
// The performance suite, a package of its own so that building or depending on AdLayout never
// pulls in the benchmark harness (ordo-one/benchmark needs tools 6.1 for its MallocInterposer
// trait). Run from this folder: `swift package benchmark`; check the budgets with
// `swift package benchmark thresholds check` (Thresholds/).
import Foundation
import PackageDescription

// AdLayout is the folder above; a path dependency is named after its folder (the checkout's name).
let adLayout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AdLayoutBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "AdLayoutBenchmarks",
            dependencies: [
                .product(name: "AdLayoutCLI", package: adLayout),
                .product(name: "AdLayoutBenchmarkSuite", package: adLayout),
                .product(name: "AdLayoutCore", package: adLayout),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "AdLayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ]
)
