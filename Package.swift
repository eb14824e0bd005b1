// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "AdLayout",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "AdLayoutCore", targets: ["AdLayoutCore"]),
        .library(name: "AdLayoutUIKitTypes", targets: ["AdLayoutUIKitTypes"]),
        .library(name: "AdLayoutSDK", targets: ["AdLayoutSDK"]),
        .library(name: "AdLayoutModel", targets: ["AdLayoutModel"]),
        .library(name: "AdLayoutEngine", targets: ["AdLayoutEngine"]),
        .library(name: "AdLayoutRender", targets: ["AdLayoutRender"]),
        .library(name: "AdLayoutPipeline", targets: ["AdLayoutPipeline"]),
        .library(name: "AdLayoutSnapshot", targets: ["AdLayoutSnapshot"]),
        .library(name: "AdLayoutFit", targets: ["AdLayoutFit"]),
        .library(name: "AdLayoutSnapshotTesting", targets: ["AdLayoutSnapshotTesting"]),
        .library(name: "AdLayoutSnapshotStrategies", targets: ["AdLayoutSnapshotStrategies"]),
        .library(name: "AdLayoutStudio", targets: ["AdLayoutStudio"]),
        .library(name: "AdLayoutCLI", targets: ["AdLayoutCLI"]),
        .library(name: "AdLayoutStudioCLI", targets: ["AdLayoutStudioCLI"]),
        .library(name: "AdLayoutSwiftSetupCLI", targets: ["AdLayoutSwiftSetupCLI"]),
        .library(name: "AdLayoutSwiftSetup", targets: ["AdLayoutSwiftSetup"]),
        .library(name: "AdLayoutInterfaceBuilder", targets: ["AdLayoutInterfaceBuilder"]),
        .library(name: "AdLayoutConstraintSolver", targets: ["AdLayoutConstraintSolver"]),
        .library(name: "AdLayoutAutoLayout", targets: ["AdLayoutAutoLayout"]),
        .library(name: "AdLayoutAppViews", targets: ["AdLayoutAppViews"]),
        .executable(name: "adlayout", targets: ["adlayout"]),
        .executable(name: "custom-adlayout", targets: ["custom-adlayout"]),
        // The project's own benchmark workloads, for the package benchmarks in Benchmarks/ (not for users).
        .library(name: "AdLayoutBenchmarkSuite", targets: ["AdLayoutBenchmarkSuite"]),
        .executable(name: "adlayout-benchmarks", targets: ["adlayout-benchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `adlayout serve`: the studio's HTTP and WebSocket server, on SwiftNIO itself (a framework over it cost
        // 100 CPU-seconds more to build, a quarter of the test command, for five routes and one WebSocket).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Parsing an app's Swift setup code (`--swift-setup`, `import-swift`); only AdLayoutSwiftSetup uses it.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // swift-snapshot-testing's `assertSnapshot(of:as:)`: only AdLayoutSnapshotStrategies uses it (its
        // SnapshotTesting library has no dependencies of its own; the package's other products are not built).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", .upToNextMinor(from: "1.19.7")),
        // Property-based tests (tests only): any valid document renders without trapping.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // UIKit's vocabulary, declared once for every module that speaks it (layout attributes, relations,
        // priorities, stack views' axis, distribution and alignment, content modes, line break modes, font
        // weights, view kinds, rectangles, sizes and edge insets), and the constraint equation's spelling: the
        // lowest module, with no dependency at all.
        .target(name: "AdLayoutUIKitTypes"),

        // The pure layout core, Foundation only, in five modules by responsibility (swift-nio's rule):
        // the SDK's types under its names (layouts, attributes, styles, settings, ads), the expression language,
        // the diagnostics and the format's limits (it re-exports AdLayoutUIKitTypes),
        .target(name: "AdLayoutSDK", dependencies: ["AdLayoutUIKitTypes"]),
        // the document format and its decoding (the JSON parser stays internal to it; it re-exports AdLayoutSDK),
        .target(name: "AdLayoutModel", dependencies: ["AdLayoutSDK"]),
        // the layout engine, the resolved document it lays out, and the plugin protocols item views implement,
        .target(name: "AdLayoutEngine", dependencies: ["AdLayoutSDK", "AdLayoutModel"]),
        // the built-in item views, layout-class presets and native templates, written against the plugin API,
        .target(name: "AdLayoutBuiltIns", dependencies: ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine"]),
        // and the registry (`TnkLayout`) and resolver that bind documents to views; it re-exports the other four.
        .target(name: "AdLayoutCore", dependencies: ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine", "AdLayoutBuiltIns", "AdLayoutAppViews"]),

        // An app's own item views (Interface Builder XIBs, UIKit views), each part a module of its own, Foundation only:
        // the XIB reader (FoundationXML's XMLParser; positions FILE.xib:LINE:COLUMN),
        .target(name: "AdLayoutInterfaceBuilder", dependencies: ["AdLayoutUIKitTypes"]),
        // a Cassowary constraint solver (Badros, Borning, Stuckey, TOCHI 2001; kiwi's design),
        .target(name: "AdLayoutConstraintSolver"),
        // UIKit's Auto Layout on it (priorities, intrinsic sizes as hugging and compression resistance, stack
        // views, conflicts broken as UIKit breaks them),
        .target(name: "AdLayoutAutoLayout", dependencies: ["AdLayoutUIKitTypes", "AdLayoutConstraintSolver"]),
        // and the views themselves as the engine's nodes: a XIB on its own (`adlayout render Cell.xib`).
        .target(name: "AdLayoutAppViews",
                dependencies: ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine", "AdLayoutInterfaceBuilder", "AdLayoutAutoLayout"]),

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
                dependencies: ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine",
                               "CCairoPango", "CPNG", "CJPEGDecoder", "CISAL", "CPixelKernels"]),
        // The whole pipeline (`RenderPipeline`): documents resolved by the core's registry, laid out and drawn by the renderer.
        .target(name: "AdLayoutPipeline", dependencies: ["AdLayoutCore", "AdLayoutRender"]),

        // Snapshot regression: pixelmatch comparison, goldens, record modes, artifacts, HTML report,
        // render-environment sidecar, parallel/sharded suites.
        .target(name: "AdLayoutSnapshot",
                dependencies: ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine", "AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "CCrypto", "CPixelKernels"]),
        // `adlayout fit`: every ad of an ads file laid out in a document's sections, texts cut and elements
        // clipped counted (the snapshot module for its variants and its report page).
        .target(name: "AdLayoutFit", dependencies: ["AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot"]),
        // `assertSnapshot` for Swift Testing and XCTest.
        .target(name: "AdLayoutSnapshotTesting", dependencies: ["AdLayoutSDK", "AdLayoutModel", "AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot"]),
        // Strategies for swift-snapshot-testing (`assertSnapshot(of: url, as: .adLayout(device: .iPhone15))`,
        // `.frames`). Its own product, so the core, the renderer and the CLI never depend on that package.
        .target(name: "AdLayoutSnapshotStrategies",
                dependencies: ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine", "AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        // `adlayout serve`: the live studio in the browser (editor, render, inspector, goldens). The
        // server dependency stays out of the core and the renderer; the app's Swift setup is read
        // with AdLayoutSwiftSetup (`serve --swift-setup`, documents' `swiftSetup`).
        .target(name: "AdLayoutStudio",
                dependencies: ["AdLayoutSDK", "AdLayoutModel", "AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot", "AdLayoutSwiftSetup",
                               .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                               .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio")],
                // The page, its style sheet and its script, embedded in the binary (no bundle to find at run time).
                resources: [.embedInCode("Web/studio.html"), .embedInCode("Web/studio.css"), .embedInCode("Web/studio.js")]),

        // Reads an app's Swift setup code (the guide's TnkLayout / TnkStyles calls and layout subclasses)
        // into the document format. Parse only: nothing is compiled or run. Its own product, so users
        // of the engine library never build swift-syntax.
        .target(name: "AdLayoutSwiftSetup",
                dependencies: ["AdLayoutCore", "AdLayoutInterfaceBuilder",
                               .product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax"),
                               .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                               .product(name: "SwiftOperators", package: "swift-syntax")]),

        // The `adlayout` commands as a library, so users' own executables can reuse them. Light by rule: neither
        // swift-syntax nor SwiftNIO (Tests/AdLayoutCLITests/DependencyClosureTests.swift checks it).
        .target(name: "AdLayoutCLI",
                dependencies: ["AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot", "AdLayoutFit", "AdLayoutAppViews",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The command set's heavy parts, each opted into with one line (`extensions: [.studio, .swiftSetup]`):
        // `serve` (the studio's server),
        .target(name: "AdLayoutStudioCLI",
                dependencies: ["AdLayoutCLI", "AdLayoutCore", "AdLayoutStudio",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // and `import-swift` with `--swift-setup` and documents' `swiftSetup` (the Swift setup reader).
        .target(name: "AdLayoutSwiftSetupCLI",
                dependencies: ["AdLayoutCLI", "AdLayoutCore", "AdLayoutRender", "AdLayoutSwiftSetup",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "adlayout", dependencies: ["AdLayoutCLI", "AdLayoutStudioCLI", "AdLayoutSwiftSetupCLI"]),

        // The guide's custom item view (its chapter "새로운 Layout 구현하기") as a Swift plugin, and an
        // executable that registers it and reuses the command set (the light one: no studio, no Swift setup reader).
        .target(name: "CustomItemViewExample", dependencies: ["AdLayoutCore", "AdLayoutAppViews"]),
        .executableTarget(name: "custom-adlayout", dependencies: ["AdLayoutCLI", "AdLayoutCore", "CustomItemViewExample"]),

        // The project's benchmark workloads (the built-in offerwall, generated documents and ads files, the
        // studio's server work), kept with Benchmarks/ and out of the command set: `adlayout bench FILE...` times
        // users' documents; `adlayout-benchmarks bench` (adlayout plus this suite) runs the project's own, and the
        // package benchmarks (Benchmarks/Package.swift) time the same workloads.
        .target(name: "AdLayoutBenchmarkSuite",
                dependencies: ["AdLayoutCLI", "AdLayoutCore", "AdLayoutRender", "AdLayoutSnapshot", "AdLayoutFit", "AdLayoutStudio"],
                path: "Benchmarks/Suite"),
        .executableTarget(name: "adlayout-benchmarks",
                          dependencies: ["AdLayoutBenchmarkSuite", "AdLayoutCLI", "AdLayoutStudioCLI", "AdLayoutSwiftSetupCLI"],
                          path: "Benchmarks/Runner"),

        // What the test targets share: running the commands in-process (`Run`), temporary folders, the
        // repository's folders, frame-tree queries.
        .target(name: "AdLayoutTestSupport",
                dependencies: ["AdLayoutCLI", "AdLayoutStudioCLI", "AdLayoutSwiftSetupCLI", "AdLayoutCore", "AdLayoutEngine", "AdLayoutRender"],
                path: "Tests/AdLayoutTestSupport"),
        // Tests/Fixtures/frames/: frame-tree cases (a document and its expected frames each); FuzzReproducers/:
        // inputs the fuzz target (Fuzz/, Scripts/fuzz.sh) found, each replayed as a test.
        .testTarget(name: "AdLayoutCoreTests", dependencies: ["AdLayoutCore", "AdLayoutModel", "AdLayoutEngine", "AdLayoutBuiltIns", "AdLayoutTestSupport"],
                    exclude: ["FuzzReproducers"]),
        .testTarget(name: "AdLayoutRenderTests",
                    dependencies: ["AdLayoutTestSupport", "AdLayoutCore", "AdLayoutModel", "AdLayoutEngine", "AdLayoutBuiltIns", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshotTesting", "CustomItemViewExample",
                                   "CPixelKernels", .product(name: "PropertyBased", package: "swift-property-based")],
                    exclude: ["__Snapshots__", "Fidelity"]),
        .testTarget(name: "AdLayoutSnapshotTests",
                    dependencies: ["AdLayoutTestSupport", "AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot", "AdLayoutFit",
                                   "AdLayoutSnapshotTesting", "AdLayoutCLI", "AdLayoutStudioCLI", "AdLayoutSwiftSetupCLI", "AdLayoutBenchmarkSuite"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "AdLayoutSnapshotStrategiesTests",
                    dependencies: ["AdLayoutTestSupport", "AdLayoutSnapshotStrategies", "AdLayoutSnapshot", "AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .testTarget(name: "AdLayoutCLITests", dependencies: ["AdLayoutTestSupport", "AdLayoutCLI", "AdLayoutStudioCLI", "AdLayoutSwiftSetupCLI", "AdLayoutCore", "AdLayoutModel", "AdLayoutEngine", "AdLayoutBuiltIns", "CustomItemViewExample"],
                    exclude: ["SchemaFixtures"]),
        // The studio in headless Chromium (Chrome DevTools protocol over a pipe), and its server parts.
        .testTarget(name: "AdLayoutStudioTests",
                    dependencies: ["AdLayoutTestSupport", "AdLayoutStudio", "AdLayoutModel", "AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot", "AdLayoutCLI", "AdLayoutStudioCLI"]),
        .testTarget(name: "AdLayoutSwiftSetupTests",
                    dependencies: ["AdLayoutTestSupport", "AdLayoutSwiftSetup", "AdLayoutCore", "AdLayoutModel", "AdLayoutEngine", "AdLayoutBuiltIns", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutCLI", "AdLayoutSwiftSetupCLI",
                                   "CustomItemViewExample"],
                    exclude: ["Fixtures", "FuzzReproducers"]),
        // Fixtures/: XIBs as Xcode writes them, with the frames Interface Builder solved.
        .testTarget(name: "AdLayoutInterfaceBuilderTests", dependencies: ["AdLayoutInterfaceBuilder", "AdLayoutTestSupport"], exclude: ["Fixtures"]),
        // Small systems solved by hand, priorities, conflicts and ambiguity; UIKit's semantics over them.
        .testTarget(name: "AdLayoutConstraintSolverTests", dependencies: ["AdLayoutConstraintSolver", "AdLayoutTestSupport"]),
        .testTarget(name: "AdLayoutAutoLayoutTests", dependencies: ["AdLayoutAutoLayout", "AdLayoutConstraintSolver"]),
        // XIBs laid out alone against the frames Interface Builder saved (the fixtures above), and `render Cell.xib`.
        .testTarget(name: "AdLayoutAppViewsTests",
                    dependencies: ["AdLayoutAppViews", "AdLayoutAutoLayout", "AdLayoutInterfaceBuilder", "AdLayoutEngine", "AdLayoutRender",
                                   "AdLayoutCore", "AdLayoutPipeline", "AdLayoutTestSupport", "CustomItemViewExample"],
                    exclude: ["FuzzReproducers"]),
        .testTarget(name: "CustomItemViewExampleTests", dependencies: ["CustomItemViewExample", "AdLayoutCore"]),
        // The documentation's Swift samples, compiled as a library of their own (built with everything, never run:
        // their documents and goldens are the reader's), so their tests are not counted as tests of the package.
        .target(name: "DocumentationSamples",
                dependencies: ["AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot", "AdLayoutSnapshotTesting",
                               "AdLayoutSnapshotStrategies", "AdLayoutCLI",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                path: "Tests/DocumentationSamples"),
        // The documentation's own tests: README.md, docs/ and the DocC catalogs (JSON samples, key tables, Swift
        // samples, found in DocumentationSamples and the example's targets).
        .testTarget(name: "DocumentationTests",
                    dependencies: ["AdLayoutCore", "AdLayoutRender", "AdLayoutPipeline", "AdLayoutSnapshot", "AdLayoutSnapshotTesting",
                                   "AdLayoutSnapshotStrategies", "AdLayoutCLI", "AdLayoutSwiftSetup", "AdLayoutTestSupport",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    ],
    swiftLanguageModes: [.v6]
)

// `swift package generate-documentation` for Scripts/docs.sh, which sets ADLAYOUT_DOCS: command plugins only. Left
// out of every other build because SwiftPM compiles each plugin of the graph before a build starts, one at a time
// (the two DocC plugins took about 10 s of a 2-core machine's build, measured).
if Context.environment["ADLAYOUT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
