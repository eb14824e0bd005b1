// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AdLayout",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AdLayoutCore", targets: ["AdLayoutCore"]),
        .library(name: "AdLayoutRender", targets: ["AdLayoutRender"]),
        .library(name: "AdLayoutSnapshot", targets: ["AdLayoutSnapshot"]),
        .library(name: "AdLayoutSnapshotTesting", targets: ["AdLayoutSnapshotTesting"]),
        .library(name: "AdLayoutCLI", targets: ["AdLayoutCLI"]),
        .executable(name: "adlayout", targets: ["adlayout"]),
        .executable(name: "custom-adlayout", targets: ["custom-adlayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Pure layout core: document model, decoding, plugins and the layout engine. Foundation only.
        .target(name: "AdLayoutCore"),

        // System libraries for the render backend (Debian -dev packages, found through pkg-config).
        .systemLibrary(name: "CCairoPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libharfbuzz-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // JPEG decoding needs setjmp/longjmp for libjpeg's errors: a small C shim over libjpeg.
        .target(name: "CJPEGDecoder", linkerSettings: [.linkedLibrary("jpeg")]),
        // Byte shuffles between Cairo's BGRA and PNG's RGB rows (SSSE3, chosen at run time).
        .target(name: "CPixelKernels"),
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        // OpenSSL's libcrypto, for the SHA-256 of the font files recorded next to goldens.
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),

        // Cairo + Pango backend: text measurement, rasterisation, image decoding, PNG encoding.
        .target(name: "AdLayoutRender",
                dependencies: ["AdLayoutCore", "CCairoPango", "CPNG", "CJPEGDecoder", "CISAL", "CPixelKernels"]),

        // Snapshot regression: pixelmatch comparison, goldens, record modes, artifacts, HTML report,
        // render-environment sidecar, parallel/sharded suites.
        .target(name: "AdLayoutSnapshot",
                dependencies: ["AdLayoutCore", "AdLayoutRender", "CCrypto"]),
        // `assertSnapshot` for Swift Testing and XCTest.
        .target(name: "AdLayoutSnapshotTesting", dependencies: ["AdLayoutCore", "AdLayoutRender", "AdLayoutSnapshot"]),

        // The `adlayout` commands as a library, so users' own executables can reuse them.
        .target(name: "AdLayoutCLI",
                dependencies: ["AdLayoutCore", "AdLayoutRender", "AdLayoutSnapshot",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "adlayout", dependencies: ["AdLayoutCLI"]),

        // The guide's custom item view (offerwall-ui-guide.md §4) as a Swift plugin, and an
        // executable that registers it and reuses every adlayout command.
        .target(name: "CustomItemViewExample", dependencies: ["AdLayoutCore"]),
        .executableTarget(name: "custom-adlayout", dependencies: ["AdLayoutCLI", "AdLayoutCore", "CustomItemViewExample"]),

        .testTarget(name: "AdLayoutCoreTests", dependencies: ["AdLayoutCore"]),
        .testTarget(name: "AdLayoutRenderTests",
                    dependencies: ["AdLayoutCore", "AdLayoutRender", "AdLayoutSnapshotTesting", "CustomItemViewExample",
                                   "CPixelKernels"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "AdLayoutSnapshotTests",
                    dependencies: ["AdLayoutCore", "AdLayoutRender", "AdLayoutSnapshot", "AdLayoutSnapshotTesting",
                                   "AdLayoutCLI"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "AdLayoutCLITests", dependencies: ["AdLayoutCLI", "AdLayoutCore", "CustomItemViewExample"]),
        .testTarget(name: "CustomItemViewExampleTests", dependencies: ["CustomItemViewExample", "AdLayoutCore"]),
    ],
    swiftLanguageModes: [.v6]
)
