import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Every number of the format has a limit: values past it are rejected with the limit in the
/// message, and values at it (the largest and smallest a document can pass) lay out without
/// trapping and give valid frames JSON.
@Suite struct LimitSweepTests {
    /// A numeric key of an object format, with where it goes in a document.
    struct Probe: CustomStringConvertible, Sendable {
        var path: String
        var limit: (min: Double, max: Double)
        var document: @Sendable (String) -> String
        var description: String { path }
    }

    static func numericFields<T>(_ format: ObjectFormat<T>) -> [(String, Double, Double)] {
        format.fields.compactMap { field in
            switch field.type {
            case .number(let l): (field.key, l.excludesMin ? l.min + 0.001 : l.min, l.max)
            case .integer(let r): (field.key, Double(r.lowerBound), Double(r.upperBound))
            default: nil
            }
        }
    }

    static let items = #"[{"appName": "가나다 ABC", "cmpnDesc": "설치하면", "pointValue": 100, "pointUnit": "P"}, {"appName": "B", "pointValue": 2}]"#

    static var probes: [Probe] {
        var out: [Probe] = []
        // Registration overrides, and the attributes inside them.
        for (key, lo, hi) in numericFields(ItemLayoutFormat.format) {
            out.append(Probe(path: "overrides.\(key)", limit: (lo, hi)) { v in
                #"{"schemaVersion": 1, "registrations": {"normal": {"overrides": {"\#(key)": \#(v)}}}, "sections": [{"type": "normal", "items": \#(items)}]}"#
            })
        }
        for (attribute, format) in [("titleLabel", numericFields(Formats.label)), ("iconImage", numericFields(Formats.image)),
                                    ("footerButton", numericFields(Formats.button)), ("sectionInset", numericFields(Formats.insets))] {
            for (key, lo, hi) in format {
                out.append(Probe(path: "overrides.\(attribute).\(key)", limit: (lo, hi)) { v in
                    #"{"schemaVersion": 1, "registrations": {"normal": {"overrides": {"sectionFooterViewClass": "AdSectionFooterView", "\#(attribute)": {"\#(key)": \#(v)}}}}, "sections": [{"type": "normal", "items": \#(items)}]}"#
                })
            }
        }
        for (key, lo, hi) in numericFields(Formats.font) {
            out.append(Probe(path: "overrides.titleLabel.font.\(key)", limit: (lo, hi)) { v in
                #"{"schemaVersion": 1, "registrations": {"normal": {"overrides": {"titleLabel": {"font": {"\#(key)": \#(v)}}}}}, "sections": [{"type": "normal", "items": \#(items)}]}"#
            })
        }
        var settings: [(String, Double, Double)] = numericFields(Formats.settings)
        for (key, lo, hi) in numericFields(Formats.size) { settings.append(("listViewTopButtonSize." + key, lo, hi)) }
        for (key, lo, hi) in settings {
            let nested = key.hasPrefix("listViewTopButtonSize.")
            let inner = String(key.dropFirst(22))
            out.append(Probe(path: "tnkLayout.\(key)", limit: (lo, hi)) { v in
                let value = nested ? #"{"listViewTopButtonSize": {"\#(inner)": \#(v)}}"# : #"{"\#(key)": \#(v)}"#
                return #"{"schemaVersion": 1, "tnkLayout": \#(value), "menu": {"items": ["A", "B"]}, "sections": [{"type": "normal", "items": \#(items)}]}"#
            })
        }
        for (key, lo, hi) in numericFields(MenuLayoutFormat.format) {
            out.append(Probe(path: "menuLayouts.menu.\(key)", limit: (lo, hi)) { v in
                #"{"schemaVersion": 1, "menuLayouts": {"menu": {"\#(key)": \#(v)}}, "menu": {"items": ["A", "B"]}, "sections": [{"type": "normal", "items": \#(items)}]}"#
            })
        }
        for (key, lo, hi) in numericFields(Formats.adItem) {
            out.append(Probe(path: "items.\(key)", limit: (lo, hi)) { v in
                #"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": "A", "\#(key)": \#(v)}]}]}"#
            })
        }
        for (key, lo, hi) in [("page", Double(FormatLimits.page.lowerBound), Double(FormatLimits.page.upperBound)),
                              ("scrollOffset", FormatLimits.scrollOffset.min, FormatLimits.scrollOffset.max)] {
            out.append(Probe(path: "sections.\(key)", limit: (lo, hi)) { v in
                #"{"schemaVersion": 1, "sections": [{"type": "newapps", "\#(key)": \#(v), "items": \#(items)}]}"#
            })
        }
        for key in ["width", "height"] {
            out.append(Probe(path: "device.\(key)", limit: (FormatLimits.canvasSide.min, FormatLimits.canvasSide.max)) { v in
                let device = key == "width" ? #"{"width": \#(v), "height": 844, "scale": 1}"# : #"{"width": 390, "height": \#(v), "scale": 1}"#
                return #"{"schemaVersion": 1, "device": \#(device), "sections": [{"type": "normal", "items": \#(items)}]}"#
            })
        }
        for (key, lo, hi) in numericFields(Formats.nativeStyle) + [("width", 1, 4000), ("maxHeight", 1, 4000)] {
            let inStyle = numericFields(Formats.nativeStyle).contains { $0.0 == key }
            out.append(Probe(path: "ads.\(inStyle ? "style." : "")\(key)", limit: (lo, hi)) { v in
                let extra = inStyle ? #""style": {"\#(key)": \#(v)}"# : #""\#(key)": \#(v)"#
                return #"{"schemaVersion": 1, "screen": "native", "device": {"width": 390, "height": 844, "scale": 1}, "ads": [{"template": "native-medium", "ad": {"title": "T", "ctaText": "Go", "rating": 4}, \#(extra)}]}"#
            })
        }
        return out
    }

    @Test func everyNumericKeyHasALimit() {
        // One probe per numeric key of every format that has them.
        #expect(Self.probes.count > 60)
    }

    @Test(arguments: probes)
    func valuesPastTheLimitAreRejectedAndValuesAtItLayOut(_ probe: Probe) throws {
        for beyond in [probe.limit.max * 10 + 1, 1e308, probe.limit.min - 1 - abs(probe.limit.min) * 10] {
            let errors = documentErrors(probe.document(ExpressionFormatting.number(beyond)))
            #expect(!errors.isEmpty, "\(probe) accepted \(beyond)")
            #expect(errors.contains { $0.code == .invalidValue && $0.message.hasPrefix("expected ") }, "\(probe): \(errors)")
        }
        for value in [probe.limit.min, probe.limit.max] {
            let json = probe.document(ExpressionFormatting.number(value))
            let errors = documentErrors(json)
            // A value within its own limit may still clash with another rule (e.g. a menu's selected index).
            guard errors.isEmpty else { continue }
            let tree = try layoutJSON(json)
            let frames = LayoutTreeJSON.encode(tree)
            #expect((try? JSONSerialization.jsonObject(with: Data(frames.utf8))) != nil, "\(probe) at \(value): frames JSON is not JSON")
            #expect(!frames.contains("inf") && !frames.contains("nan"))
        }
    }
}
