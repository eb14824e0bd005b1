import Foundation
import Testing

/// The layout core stays pure and layered: each of its modules imports only Foundation (and the standard
/// library's Synchronization) and the core modules before it, so the core builds and is testable without
/// Cairo, Pango or any renderer, and the model never sees an item view. The modules that read an app's
/// own views (XIBs, the constraint solver, Auto Layout) are held to the same rule.
@Test(arguments: [
    // UIKit's vocabulary, below everything that speaks it.
    ("AdLayoutUIKitTypes", [String]()),
    ("AdLayoutSDK", ["AdLayoutUIKitTypes"]),
    ("AdLayoutModel", ["AdLayoutSDK"]),
    ("AdLayoutEngine", ["AdLayoutSDK", "AdLayoutModel"]),
    ("AdLayoutBuiltIns", ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine"]),
    ("AdLayoutCore", ["AdLayoutSDK", "AdLayoutModel", "AdLayoutEngine", "AdLayoutBuiltIns", "AdLayoutAppViews"]),
    // The app's own views: the XIB reader on its own (FoundationXML is Foundation's XML part on Linux).
    ("AdLayoutInterfaceBuilder", ["AdLayoutUIKitTypes", "FoundationXML"]),
    ("AdLayoutConstraintSolver", []),
    ("AdLayoutAutoLayout", ["AdLayoutUIKitTypes", "AdLayoutConstraintSolver"]),
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

/// The text of every Swift file under `Sources/<module>`.
private func sources(of module: String) throws -> [(file: String, text: String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/\(module)")
    let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    return try files.sorted().map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
}

/// The commands read what is around a run from one task-local value (`CommandContext`), not from
/// task-local statics of their own.
@Test func theCommandsHaveOneTaskLocalContext() throws {
    let declarations = try sources(of: "AdLayoutCLI").flatMap { file, text in
        text.split(separator: "\n").filter { $0.contains("@TaskLocal") }.map { "\(file): \($0.trimmingCharacters(in: .whitespaces))" }
    }
    #expect(declarations == ["CommandContext.swift: @TaskLocal public static var current = CommandContext()"])
}

/// A resolved document is a value nothing edits after resolving: tools ask the resolver (its options)
/// or build a new document.
@Test func aResolvedDocumentsStoredPropertiesAreConstants() throws {
    let text = try #require(try sources(of: "AdLayoutEngine").first { $0.file.hasSuffix("Resolve/ResolvedDocument.swift") }?.text)
    let body = try #require(text.components(separatedBy: "public struct ResolvedDocument: Sendable {").last?
        .components(separatedBy: "\n}\n").first)
    let stored = body.split(separator: "\n").filter { $0.hasPrefix("    public var ") && !$0.contains("{") }
    #expect(stored.isEmpty, "\(stored)")
    #expect(body.split(separator: "\n").filter { $0.hasPrefix("    public let ") }.count == 10)
}
