import AdLayoutCLI
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel
import AdLayoutTestSupport
import Foundation
import Testing

/// The JSON Schema: made from the decoder's tables, committed, and checked by an independent validator.
@Suite struct SchemaTests {
    static let root = Run.root
    static let committed = root.appendingPathComponent("Schema/adlayout.schema.json")
    static let bad = root.appendingPathComponent("Tests/AdLayoutCLITests/SchemaFixtures/bad")

    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let text = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(text == DocumentSchema.json(), "Schema/adlayout.schema.json drifted: run `adlayout schema > Schema/adlayout.schema.json`")
        let run = Run("schema")
        #expect(run.status == 0 && run.out.trimmingCharacters(in: .newlines) == text.trimmingCharacters(in: .newlines))
    }

    /// The hand-written readers' keys are the schema's, both ways.
    @Test func theSchemaHasExactlyTheDecodersKeys() throws {
        let schema = try #require(JSONSerialization.jsonObject(with: Data(DocumentSchema.json().utf8)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: [String: Any]])
        func keys(_ def: String) -> Set<String> { Set((defs[def]?["properties"] as? [String: Any])?.keys.map { $0 } ?? []) }
        #expect(Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? []) == Set(DocumentDecoder.topLevelKeys))
        #expect(keys("Section") == Set(DocumentDecoder.sectionKeys))
        #expect(keys("Device") == Set(DocumentDecoder.deviceKeys))
        #expect(keys("Registration") == Set(DocumentDecoder.registrationKeys))
        #expect(keys("NativeAdPlacement") == Set(DocumentDecoder.nativePlacementKeys))
        #expect(keys("LayoutClass") == Set(LayoutClassDecoder.keys))
        #expect(keys("Template") == Set(TemplateDecoder.templateKeys))
        #expect(keys("AdListItemViewLayout") == Set(ItemLayoutFormat.format.keys))
        #expect(keys("LabelAttribute") == Set(Formats.label.keys))
        #expect(keys("TnkLayout") == Set(Formats.settings.keys))
        let variants = try #require((defs["TemplateElement"]?["oneOf"]) as? [[String: Any]])
        for (kind, variant) in zip(TemplateElement.Kind.allCases, variants) {
            let properties = Set((variant["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
            #expect(properties == Set(TemplateDecoder.commonKeys + (TemplateDecoder.typeKeys[kind] ?? [])), "\(kind)")
        }
    }

    /// `check-jsonschema` (PyPI; Scripts/test.sh installs it) accepts every document of Layouts/ and
    /// rejects each bad document the decoder rejects.
    @Test func anIndependentValidatorAgrees() throws {
        guard let validator = Self.executable("check-jsonschema") else {
            Issue.record("check-jsonschema is not installed (pip install check-jsonschema; Scripts/test.sh does it)")
            return
        }
        let layouts = try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent("Layouts").path)
            .filter { $0.hasSuffix(".json") && !$0.contains(".xcassets/") }   // an app folder's asset catalog is not a document
            .map { Self.root.appendingPathComponent("Layouts/" + $0).path }
        #expect(layouts.count >= 19)
        let good = Self.run(validator, ["--schemafile", Self.committed.path] + layouts)
        #expect(good.status == 0, "\(good.output)")
        let bads = try FileManager.default.contentsOfDirectory(atPath: Self.bad.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(bads.count == 10)
        // One run for all of them (Python starts once): each must be named with an error (`FILE::$…`).
        let paths = bads.map { Self.bad.appendingPathComponent($0).path }
        let rejected = Self.run(validator, ["--schemafile", Self.committed.path] + paths)
        #expect(rejected.status != 0)
        for (name, path) in zip(bads, paths) {
            #expect(rejected.output.contains("\n  \(path)::"), "the schema accepted \(name)")
            #expect(Run("validate", path).status == 2, "the decoder accepted \(name)")
        }
    }

    static func executable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + [NSHomeDirectory() + "/.local/bin", "/usr/local/bin"]
        return paths.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
