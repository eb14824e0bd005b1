import AdLayoutPipeline
import AdLayoutRender
import Foundation
import PropertyBased
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Property: any document within the format's limits — random section types, ads with random
/// texts and images, and random numeric keys of every format set anywhere in their ranges (their
/// ends included) — decodes, resolves, lays out to frames JSON with finite numbers, lints, and
/// renders (on a small canvas) without trapping.
@Suite struct ValidDocumentPropertyTests {
    /// A numeric key: where it goes in the document and its range.
    struct NumericKey: Sendable, CustomStringConvertible {
        var path: [String]
        var low: Double, high: Double
        var integer: Bool
        var description: String { path.joined(separator: ".") }
    }

    static func numericKeys<T>(_ format: ObjectFormat<T>, at prefix: [String]) -> [NumericKey] {
        format.fields.compactMap { field in
            switch field.type {
            case .number(let l): NumericKey(path: prefix + [field.key], low: l.excludesMin ? l.min + 0.001 : l.min, high: l.max,
                                            integer: false)
            case .integer(let r): NumericKey(path: prefix + [field.key], low: Double(r.lowerBound), high: Double(r.upperBound),
                                             integer: true)
            default: nil
            }
        }
    }

    /// Every numeric key of the registration overrides (and their attributes), the settings and menus.
    static let keys: [NumericKey] = {
        let overrides = ["registrations", "normal", "overrides"]
        var keys = numericKeys(ItemLayoutFormat.format, at: overrides)
        for attribute in ["titleLabel", "descLabel", "pointAmountLabel"] {
            keys += numericKeys(Formats.label, at: overrides + [attribute])
            keys += numericKeys(Formats.font, at: overrides + [attribute, "font"])
        }
        keys += numericKeys(Formats.image, at: overrides + ["iconImage"])
        keys += numericKeys(Formats.button, at: overrides + ["footerButton"])
        keys += numericKeys(Formats.insets, at: overrides + ["sectionInset"])
        keys += numericKeys(Formats.insets, at: overrides + ["itemInset"])
        keys += numericKeys(Formats.settings, at: ["tnkLayout"])
        keys += numericKeys(MenuLayoutFormat.format, at: ["menuLayouts", "menu"])
        keys += numericKeys(MenuLayoutFormat.format, at: ["menuLayouts", "filter"])
        return keys
    }()

    static let sectionTypes = LayoutType.allCases.map(\.name)
    static let images = ["images/icon-01.png", "images/feed-01.jpg", "images/broken.png", "missing.png", "asset:stars/3.5",
                         "asset:heart_on", "asset:point_unit"]
    static let states = ["confirm", "normal", "paid", "ended", "disabled", "tomorrow"]
    static let characters: [Character] = Array("Aa1 .,가나다꿀벌농장설치하면 ✓🎉\n\t\"\\") + ["\u{200B}", "\u{0301}"]

    /// A key (by index) set to a value: 0 its lowest, 1 its highest, anything between in between.
    struct Setting: Sendable { var key: Int; var position: Double }
    struct Ad: Sendable { var name: String; var image: Int; var state: Int; var points: Int; var description: String }
    struct Section: Sendable { var type: Int; var ads: [Ad]; var page: Int }
    struct Spec: Sendable { var width: Int; var height: Int; var settings: [Setting]; var sections: [Section] }

    static let text = Gen.element(of: characters).compactMap { $0 }.string(of: 0...40)
    static let ad = zip(text, Gen.int(in: 0...(images.count - 1)), Gen.int(in: 0...(states.count - 1)),
                        Gen.int(in: 0...Int(Int32.max)), text)
        .map { Ad(name: $0, image: $1, state: $2, points: $3, description: $4) }
    static let section = zip(Gen.int(in: 0...(sectionTypes.count - 1)), ad.array(of: 0...6), Gen.int(in: 0...3))
        .map { Section(type: $0, ads: $1, page: $2) }
    static let setting = zip(Gen.int(in: 0...(keys.count - 1)), Gen.element(of: [0.0, 1.0, 0.5, 0.001, 0.999]).compactMap { $0 },
                             Gen.double(in: 0...1), Gen.bool)
        .map { Setting(key: $0, position: $3 ? $1 : $2) }
    static let spec = zip(Gen.int(in: 100...500), Gen.int(in: 100...700), setting.array(of: 0...12), section.array(of: 1...4))
        .map { Spec(width: $0, height: $1, settings: $2, sections: $3) }

    /// The document `spec` describes, as JSON.
    static func document(_ spec: Spec) throws -> Data {
        var root: [String: Any] = ["schemaVersion": 1, "title": "Property",
                                   "device": ["width": spec.width, "height": spec.height, "scale": 1],
                                   "menu": ["items": ["A", "B"]], "filter": ["items": ["X", "Y", "Z"]]]
        for setting in spec.settings {
            let key = keys[setting.key]
            let value = key.low + (key.high - key.low) * setting.position
            set(&root, key.path, key.integer ? Int(value.rounded(.down)) as Any : value as Any)
        }
        root["sections"] = spec.sections.map { section -> [String: Any] in
            var object: [String: Any] = ["type": sectionTypes[section.type], "header": ["title": "헤더"],
                                         "items": section.ads.map { ad -> [String: Any] in
                                             ["appName": ad.name, "cmpnDesc": ad.description, "iconUrl": images[ad.image],
                                              "imageUrl": images[(ad.image + 1) % images.count], "state": states[ad.state],
                                              "pointValue": ad.points, "pointUnit": "P"]
                                         }]
            if section.page > 0 { object["page"] = section.page }
            return object
        }
        return try JSONSerialization.data(withJSONObject: root)
    }

    static func set(_ object: inout [String: Any], _ path: [String], _ value: Any) {
        guard let first = path.first else { return }
        if path.count == 1 { object[first] = value; return }
        var child = object[first] as? [String: Any] ?? [:]
        set(&child, Array(path.dropFirst()), value)
        object[first] = child
    }

    @Test func everyValidDocumentLaysOutAndRenders() async throws {
        #expect(Self.keys.count > 60)
        let pipeline = RenderPipeline()
        await propertyCheck(count: 200, input: Self.spec) { spec in
            let json = try Self.document(spec)
            let (resolved, diagnostics) = DocumentLoader.load(json, file: "property.json", baseDirectory: TestPaths.layouts)
            let errors = diagnostics.filter { $0.severity == .error }
            guard let document = resolved else {
                Issue.record("a document within the limits was refused: \(errors.map(\.line))\n\(String(decoding: json, as: UTF8.self))")
                return
            }
            for measured in [LayoutEngine(measurer: ApproximateTextMeasurer()).layout(document), pipeline.layout(document)] {
                let frames = LayoutTreeJSON.encode(measured)
                #expect(FramesCheck.problem(frames) == nil, "\(FramesCheck.problem(frames) ?? "")")
                _ = NativeAdLinter(measurer: ApproximateTextMeasurer()).lint(measured)
            }
            let (png, _) = pipeline.png(pipeline.layout(document))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }
}

/// Whether frames JSON parses and holds only finite numbers.
enum FramesCheck {
    static func problem(_ json: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return "frames JSON does not parse" }
        var stack: [Any] = [object]
        while let value = stack.popLast() {
            switch value {
            case let d as [String: Any]: stack += Array(d.values)
            case let a as [Any]: stack += a
            case let n as NSNumber where !n.doubleValue.isFinite: return "a non-finite number"
            case is NSNull: return "null where a number should be"
            default: break
            }
        }
        return nil
    }
}
