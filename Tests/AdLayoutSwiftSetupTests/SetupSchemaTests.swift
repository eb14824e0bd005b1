import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel
@testable import AdLayoutSwiftSetup

/// The reader's property tables name exactly what the document format accepts, so everything it
/// translates decodes, and nothing the format has is missing from Swift.
@Suite struct SetupSchemaTests {
    @Test func propertyNamesAreTheDocumentFormatsKeys() {
        #expect(Set(SetupSchema.layout.map(\.0)) == Set(ItemLayoutFormat.format.keys))
        #expect(Set(SetupSchema.label.map(\.0)) == Set(Formats.label.keys).subtracting(["fromDefaults"]))
        #expect(Set(SetupSchema.image.map(\.0)) == Set(Formats.image.keys).subtracting(["fromDefaults"]))
        #expect(Set(SetupSchema.button.map(\.0)) == Set(Formats.button.keys).subtracting(["fromDefaults"]))
        #expect(Set(SetupSchema.menuLayout.map(\.0)) == Set(MenuLayoutFormat.format.keys))
        #expect(Set(SetupSchema.settings.map(\.0)) == Set(Formats.settings.keys))
        #expect(Set(SetupSchema.itemStyle.map(\.0)) == Set(Formats.itemStyle.keys))
    }

    /// A value of every property, of the type the reader gives it, decodes without an error.
    @Test func everyPropertysTypeDecodes() throws {
        func sample(_ type: SetupType) -> Any {
            switch type {
            case .number, .integer: return 1
            case .bool: return true
            case .string: return "x"
            case .color, .buttonBackground: return "#102030"
            case .font: return ["size": 12, "weight": "bold", "italic": false]
            case .insets: return ["top": 1, "left": 2, "bottom": 3, "right": 4]
            case .size: return ["width": 10, "height": 20]
            case .enumeration(_, let cases): return cases[0]
            case .viewClass(let valid): return valid[0]
            case .image: return "images/icon-01.png"
            case .object(let kind): return object(kind)
            }
        }
        func object(_ kind: ObjectKind) -> [String: Any] {
            var o: [String: Any] = kind.isAttribute ? ["fromDefaults": true] : [:]
            for (name, type) in kind.properties { o[name] = sample(type) }
            return o
        }
        let document: [String: Any] = [
            "schemaVersion": 1, "sections": [],
            "registrations": ["normal": ["overrides": object(.layout)]],
            "menuLayouts": ["menu": object(.menuLayout), "filter": object(.menuLayout)],
            "styles": object(.styles), "tnkLayout": object(.settings),
        ]
        let data = try JSONSerialization.data(withJSONObject: document)
        do {
            _ = try DocumentResolver.resolve(try DocumentDecoder.decode(data, file: "all.json"))
        } catch {
            Issue.record("\(error)")
        }
    }
}
