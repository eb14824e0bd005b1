import Foundation
import Testing

/// The layout core stays pure and layered: each of its modules imports only Foundation (and the standard
/// library's Synchronization) and the core modules before it, so the core builds and is testable without
/// Cairo, Pango or any renderer, and the model never sees an item view. The modules that read an app's
/// own views (XIBs, the constraint solver, Auto Layout) are held to the same rule.
@Test(arguments: [
    ("AdLayoutSDK", [String]()),
    ("AdLayoutModel", ["AdLayoutSDK"]),
    ("AdLayoutEngine", ["AdLayoutSDK", "AdLayoutModel"]),
    ("AdLayoutBuiltIns", ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine"]),
    ("AdLayoutCore", ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine", "AdLayoutBuiltIns", "AdLayoutAppViews"]),
    // The app's own views: the XIB reader on its own (FoundationXML is Foundation's XML part on Linux).
    ("AdLayoutInterfaceBuilder", ["FoundationXML"]),
    ("AdLayoutConstraintSolver", []),
    ("AdLayoutAutoLayout", ["AdLayoutConstraintSolver"]),
    // Laid-out app views become the engine's nodes: no Cairo, text through the measuring protocol.
    ("AdLayoutAppViews", ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine", "AdLayoutInterfaceBuilder", "AdLayoutAutoLayout"]),
])
func layoutCoreModuleImportsOnlyFoundationAndTheModulesBeforeIt(module: String, below: [String]) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/\(module)")
    let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
            let statement = line.hasPrefix("@_exported ") ? line.dropFirst("@_exported ".count) : line[...]
            guard statement.hasPrefix("import ") else { continue }
            let imported = statement.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
            #expect((["Foundation", "Synchronization"] + below).contains(imported), "\(module)/\(file) imports \(imported)")
        }
    }
}
