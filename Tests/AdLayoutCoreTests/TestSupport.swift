import Foundation
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Decodes, resolves and lays out a JSON document with the font-free measurer.
func layoutJSON(_ json: String, base: TnkLayout = TnkLayout()) throws -> LayoutTree {
    let doc = try DocumentDecoder.decode(Data(json.utf8), file: "test.json")
    let resolved = try DocumentResolver.resolve(doc, base: base)
    return LayoutEngine(measurer: ApproximateTextMeasurer()).layout(resolved)
}

/// The errors a document produces (empty if it is valid).
func documentErrors(_ json: String) -> [Diagnostic] {
    DocumentLoader.load(Data(json.utf8), file: "test.json").1.filter { $0.severity == .error }
}

/// `n` normal ads as JSON.
func itemsJSON(_ n: Int) -> String {
    (0..<n).map { #"{"appName": "App \#($0)", "pointValue": 100, "pointUnit": "P", "cmpnDesc": "설치하면"}"# }
        .joined(separator: ",")
}

/// A document with one normal section of `n` items and optional registration overrides.
func normalDocument(items n: Int, overrides: String = "{}", device: String = #""iPhone15""#,
                    extra: String = "") -> String {
    """
    {"schemaVersion": 1, "device": \(device), "title": "T", \(extra)
     "registrations": {"normal": {"overrides": \(overrides)}},
     "sections": [{"type": "normal", "items": [\(itemsJSON(n))]}]}
    """
}
