// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AdLayout",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AdLayoutCore", targets: ["AdLayoutCore"]),
        .library(name: "AdLayoutRender", targets: ["AdLayoutRender"]),
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
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // JPEG decoding needs setjmp/longjmp for libjpeg's errors: a small C shim over libjpeg.
        .target(name: "CJPEGDecoder", linkerSettings: [.linkedLibrary("jpeg")]),
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),

        // Cairo + Pango backend: text measurement, rasterisation, image decoding, PNG encoding.
        .target(name: "AdLayoutRender",
                dependencies: ["AdLayoutCore", "CCairoPango", "CPNG", "CJPEGDecoder", "CISAL"]),

        // The `adlayout` commands as a library, so users' own executables can reuse them.
        .target(name: "AdLayoutCLI",
                dependencies: ["AdLayoutCore", "AdLayoutRender",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "adlayout", dependencies: ["AdLayoutCLI"]),

        // The guide's custom item view (offerwall-ui-guide.md §4) as a Swift plugin, and an
        // executable that registers it and reuses every adlayout command.
        .target(name: "CustomItemViewExample", dependencies: ["AdLayoutCore"]),
        .executableTarget(name: "custom-adlayout", dependencies: ["AdLayoutCLI", "AdLayoutCore", "CustomItemViewExample"]),

        .testTarget(name: "AdLayoutCoreTests", dependencies: ["AdLayoutCore"]),
        .testTarget(name: "AdLayoutRenderTests", dependencies: ["AdLayoutCore", "AdLayoutRender", "CustomItemViewExample"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "AdLayoutCLITests", dependencies: ["AdLayoutCLI", "AdLayoutCore", "CustomItemViewExample"]),
        .testTarget(name: "CustomItemViewExampleTests", dependencies: ["CustomItemViewExample", "AdLayoutCore"]),
    ],
    swiftLanguageModes: [.v6]
)
