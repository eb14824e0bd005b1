import AdLayoutCore
import Foundation
import Testing

/// Every JSON sample of the documentation is what it says it is: a document (it has `schemaVersion`, or it is
/// a fragment of a document's keys) loads without errors; other JSON parses; a ```json-invalid document
/// has errors, exactly those of the block that follows it when that block shows them.
@Suite struct JSONSampleTests {
    /// A section for fragments that show only some of a document's keys.
    static let minimalSections = #""sections": [{"type": "normal", "items": [{"appName": "광고"}]}]"#

    static var samples: [CodeBlock] {
        get throws { try DocumentationFiles.blocks().filter { $0.info == "json" || $0.info == "json-invalid" } }
    }

    @Test func everyDocumentSampleLoadsWithoutErrors() throws {
        var documents = 0
        for block in try Self.samples where block.info == "json" {
            guard let text = try Self.document(of: block) else { continue }
            documents += 1
            let (_, diagnostics) = Self.load(text, file: "sample.json")
            let errors = diagnostics.filter { $0.severity == .error }.map(\.line)
            #expect(errors.isEmpty, "\(block): \(errors.joined(separator: "\n"))")
        }
        #expect(documents >= 5, "documents found: \(documents)")
    }

    @Test func invalidSamplesFailWithTheMessagesShown() throws {
        let blocks = try DocumentationFiles.blocks()
        var checked = 0
        for (index, block) in blocks.enumerated() where block.info == "json-invalid" {
            checked += 1
            // The block after it, when it shows diagnostics, gives the file name and every error word for word.
            let shown = index + 1 < blocks.count && blocks[index + 1].file == block.file && blocks[index + 1].info.isEmpty
                ? blocks[index + 1].text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: ") } : []
            let file = shown.first.flatMap { $0.dropFirst("error: ".count).split(separator: ":").first.map(String.init) } ?? "invalid.json"
            let (_, diagnostics) = Self.load(block.text, file: file)
            let errors = diagnostics.filter { $0.severity == .error }.map(\.line)
            #expect(!errors.isEmpty, "\(block) has no error")
            if !shown.isEmpty { #expect(errors == shown, "\(block)") }
        }
        #expect(checked >= 1)
    }

    @Test func otherJSONParses() throws {
        for block in try Self.samples where block.info == "json" {
            guard try Self.document(of: block) == nil else { continue }
            #expect((try? JSONSerialization.jsonObject(with: Data(block.text.utf8))) != nil, "\(block) is not JSON")
        }
    }

    /// The document a sample stands for: itself when it has `schemaVersion`, a fragment of document keys
    /// wrapped into the smallest document, nil for other JSON (a result file, an editor setting).
    static func document(of block: CodeBlock) throws -> String? {
        let text = block.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("\"") {
            let wrapped = "{" + text + "}"
            let object = try #require(try? JSONSerialization.jsonObject(with: Data(wrapped.utf8)) as? [String: Any],
                                      "\(block): a fragment of keys that is not JSON")
            let documentKeys = Set((try schemaProperties()["properties"] as? [String: Any] ?? [:]).keys)
            guard object.keys.allSatisfy(documentKeys.contains) else { return nil }
            var parts = [text]
            if object["schemaVersion"] == nil { parts.insert(#""schemaVersion": 1"#, at: 0) }
            if object["sections"] == nil && object["ads"] == nil { parts.append(minimalSections) }
            return "{" + parts.joined(separator: ",\n") + "}"
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
              object["schemaVersion"] != nil else { return nil }
        return text
    }

    /// Loads a document as `adlayout validate` does, its images relative to Layouts/.
    static func load(_ text: String, file: String) -> (ResolvedDocument?, [Diagnostic]) {
        DocumentLoader.load(Data(text.utf8), file: file,
                            baseDirectory: DocumentationFiles.root.appendingPathComponent("Layouts"))
    }

    static func schemaProperties() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(DocumentSchema.json().utf8)) as? [String: Any])
    }
}
