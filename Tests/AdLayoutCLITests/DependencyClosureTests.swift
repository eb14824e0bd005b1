import AdLayoutTestSupport
import Foundation
import Testing

/// Layers by weight: the command set custom executables build on (AdLayoutCLI) needs neither
/// swift-syntax nor SwiftNIO; `adlayout` opts into both. Read from
/// `swift package dump-package`, the manifest as SwiftPM evaluates it.
@Suite struct DependencyClosureTests {
    /// What a target depends on, directly or not: targets of this package, and products of other packages.
    struct Closure {
        var targets: Set<String> = []
        var products: Set<String> = []
        var packages: Set<String> = []
    }

    static func closure(of root: String, in manifest: [String: Any]) -> Closure {
        let targets = (manifest["targets"] as? [[String: Any]] ?? []).reduce(into: [String: [[String: Any]]]()) {
            $0[$1["name"] as? String ?? ""] = $1["dependencies"] as? [[String: Any]] ?? []
        }
        var closure = Closure(), pending = [root]
        while let name = pending.popLast() {
            guard closure.targets.insert(name).inserted else { continue }
            for dependency in targets[name] ?? [] {
                if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let target = byName.first as? String {
                    if targets[target] != nil { pending.append(target) } else { closure.products.insert(target) }
                } else if let product = dependency["product"] as? [Any], let productName = product.first as? String {
                    closure.products.insert(productName)
                    if product.count > 1, let package = product[1] as? String { closure.packages.insert(package) }
                }
            }
        }
        return closure
    }

    static func manifest() throws -> [String: Any] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // SwiftPM puts a lock file beside its scratch folder: both inside a folder of the test run.
        let scratch = try temporaryDirectory("dump").appendingPathComponent("scratch")
        let (status, _, data) = try Run.child(URL(fileURLWithPath: "/usr/bin/env"),
                                           ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"])
        try #require(status == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theCommandSetLibraryBuildsNeitherSwiftSyntaxNorTheServer() throws {
        let manifest = try Self.manifest()
        let lean = Self.closure(of: "AdLayoutCLI", in: manifest)
        #expect(lean.targets.isDisjoint(with: ["AdLayoutStudio", "AdLayoutSwiftSetup", "AdLayoutStudioCLI", "AdLayoutSwiftSetupCLI"]))
        #expect(!lean.products.contains { $0.hasPrefix("SwiftSyntax") || $0.hasPrefix("SwiftParser") || $0.hasPrefix("NIO") })
        #expect(lean.packages.isDisjoint(with: ["swift-syntax", "swift-nio"]))
        #expect(lean.targets.contains("AdLayoutRender") && lean.products.contains("ArgumentParser"))
        // The example executable stays light too; adlayout itself has every command.
        let custom = Self.closure(of: "custom-adlayout", in: manifest)
        #expect(custom.targets.isDisjoint(with: ["AdLayoutStudio", "AdLayoutSwiftSetup"]))
        let full = Self.closure(of: "adlayout", in: manifest)
        #expect(full.targets.isSuperset(of: ["AdLayoutStudio", "AdLayoutSwiftSetup", "AdLayoutCLI"]))
        #expect(full.packages.isSuperset(of: ["swift-syntax", "swift-nio"]))
    }

    /// The layout core builds and tests without Cairo: nothing it depends on is the renderer or a C
    /// library of drawing, and no source file of those targets imports one (an import the manifest does
    /// not declare would still compile once the whole package is built; Scripts/fuzz.sh, which CI runs,
    /// compiles the core's sources alone).
    @Test func theLayoutCoreNeedsNoCairo() throws {
        let drawing: Set = ["AdLayoutRender", "AdLayoutPipeline", "CCairoPango", "CPNG", "CJPEGDecoder", "CISAL", "CCrypto"]
        let core = Self.closure(of: "AdLayoutCore", in: try Self.manifest())
        #expect(core.targets.contains("AdLayoutAppViews") && core.targets.isDisjoint(with: drawing), "\(core.targets)")
        #expect(core.products.isEmpty && core.packages.isEmpty, "\(core.products)")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for target in core.targets.sorted() {
            let folder = root.appendingPathComponent("Sources/\(target)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty, "\(target)")
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.contains(" import ") {
                    let module = line.split(separator: " ").last.map(String.init) ?? ""
                    #expect(!drawing.contains(module) && !module.hasPrefix("Cairo"), "\(target)/\(file): \(line)")
                }
            }
        }
    }

    @Test func renderingDependsOnTheEngineNotOnTheRegistry() throws {
        let render = Self.closure(of: "AdLayoutRender", in: try Self.manifest())
        #expect(render.targets.contains("AdLayoutEngine"))
        #expect(!render.targets.contains("AdLayoutCore") && !render.targets.contains("AdLayoutBuiltIns"))
    }
}
