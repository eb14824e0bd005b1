import AdLayoutCore
import Foundation
import Testing

/// The documentation's key tables against the decoder's own (``DocumentSchema`` is made from them):
/// - after `<!-- keys: POINTER -->`, the next table's first column lists exactly the keys of that object;
/// - between `<!-- generated: POINTER -->` and `<!-- end generated -->` is the table written from the
///   schema (`ADLAYOUT_RECORD=all` rewrites it).
@Suite struct KeyTableTests {
    static let keysMarker = "<!-- keys: "
    static let generatedMarker = "<!-- generated: "
    static let endMarker = "<!-- end generated -->"

    @Test func handWrittenTablesListExactlyTheDecodersKeys() throws {
        var tables = 0
        for path in DocumentationFiles.all {
            let lines = try DocumentationFiles.text(path).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.hasPrefix(Self.keysMarker) {
                tables += 1
                let pointer = Self.pointer(line, marker: Self.keysMarker)
                let expected = Set(try Self.properties(at: pointer).keys)
                let rows = lines[(index + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
                let documented = Set(rows.flatMap { Self.keys(inFirstCellOf: $0) })
                #expect(documented.subtracting(expected).sorted() == [], "\(path):\(index + 1): documented keys the decoder does not take")
                #expect(expected.subtracting(documented).sorted() == [], "\(path):\(index + 1): keys of \(pointer) not documented")
            }
        }
        #expect(tables >= 5)
    }

    @Test func generatedTablesAreTheDecodersOwn() throws {
        let record = ProcessInfo.processInfo.environment["ADLAYOUT_RECORD"] == "all"
        var tables = 0
        for path in DocumentationFiles.all {
            let text = try DocumentationFiles.text(path)
            var lines = text.components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                guard lines[index].hasPrefix(Self.generatedMarker) else { continue }
                tables += 1
                let pointer = Self.pointer(lines[index], marker: Self.generatedMarker)
                let end = try #require(lines[index...].firstIndex(of: Self.endMarker), "\(path):\(index + 1): no end marker")
                let table = try Self.table(for: pointer)
                let written = Array(lines[(index + 1)..<end])
                if written != table {
                    if record { lines.replaceSubrange((index + 1)..<end, with: table) } else {
                        Issue.record("\(path):\(index + 1): the table of \(pointer) differs from the decoder's; ADLAYOUT_RECORD=all rewrites it")
                    }
                }
            }
            let rewritten = lines.joined(separator: "\n")
            if record && rewritten != text {
                try rewritten.write(to: DocumentationFiles.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
            }
        }
        #expect(tables >= 5)
    }

    // MARK: Reading the schema

    static func pointer(_ line: String, marker: String) -> String {
        String(line.dropFirst(marker.count).prefix { $0 != " " })
    }

    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(DocumentSchema.json().utf8)) as? [String: Any])
    }

    /// The object at a JSON pointer of the schema (`#/properties`, `#/$defs/Section`).
    static func node(at pointer: String) throws -> [String: Any] {
        var node = try schema()
        for part in pointer.dropFirst(2).split(separator: "/") {
            node = try #require(node[String(part)] as? [String: Any], "no \(pointer) in the schema")
        }
        return node
    }

    /// The keys an object of the schema takes: its `properties`, or those of every variant of a `oneOf`.
    static func properties(at pointer: String) throws -> [String: [String: Any]] {
        let node = try node(at: pointer)
        if pointer == "#/properties" { return node.compactMapValues { $0 as? [String: Any] } }
        if let properties = node["properties"] as? [String: Any] { return properties.compactMapValues { $0 as? [String: Any] } }
        var all: [String: [String: Any]] = [:]
        for variant in node["oneOf"] as? [[String: Any]] ?? [] {
            for (key, value) in variant["properties"] as? [String: Any] ?? [:] { all[key] = value as? [String: Any] }
        }
        return all
    }

    /// The backquoted names of a table row's first cell: `` `a` ``, `` `a`, `b` `` and `` `a` / `b` ``.
    static func keys(inFirstCellOf row: String) -> [String] {
        let cell = row.dropFirst().prefix { $0 != "|" }
        return cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    // MARK: Writing a table

    /// The reference table of an object: key, value, default and description, one row per key, sorted.
    static func table(for pointer: String) throws -> [String] {
        var rows = ["| key | value | default | description |", "|---|---|---|---|"]
        for (key, property) in try properties(at: pointer).sorted(by: { $0.key < $1.key }) {
            let value = describe(property)
            let defaultValue = property["default"].map { "`" + json($0) + "`" } ?? ""
            let summary = (property["description"] as? String ?? "").replacingOccurrences(of: "|", with: "\\|")
            rows.append("| `\(key)` | \(value) | \(defaultValue) | \(summary) |")
        }
        return rows
    }

    /// A value's type in words: `number 0…10000`, `Color`, one of the enumeration's names, ….
    static func describe(_ schema: [String: Any]) -> String {
        if let reference = schema["$ref"] as? String { return "`" + reference.split(separator: "/").last.map(String.init)! + "`" }
        if let all = schema["allOf"] as? [[String: Any]], all.count == 1 { return describe(all[0]) }
        if let constant = schema["const"] { return "`" + json(constant) + "`" }
        if let names = schema["enum"] as? [Any] {
            let strings = names.compactMap { $0 as? String }
            if strings.isEmpty { return "integer " + names.map(json).joined(separator: ", ") }
            return strings.map { "`\($0)`" }.joined(separator: ", ")
        }
        for combinator in ["anyOf", "oneOf"] {
            if let options = schema[combinator] as? [[String: Any]] {
                // An enumeration's names, or their Int raw values: the names are what documents write.
                let shown = options.count == 2 && options[0]["enum"] != nil && options[1]["type"] as? String == "integer"
                    ? [options[0]] : options
                return shown.map(describe).joined(separator: " or ")
            }
        }
        switch schema["type"] as? String {
        case "number"?, "integer"?:
            let name = schema["type"] as! String
            let high = schema["maximum"].map(json)
            if let low = schema["exclusiveMinimum"].map(json) {
                return high.map { "\(name) > \(low) and ≤ \($0)" } ?? "\(name) > \(low)"
            }
            switch (schema["minimum"].map(json), high) {
            case let (low?, high?): return "\(name) \(low)…\(high)"
            case let (low?, nil): return "\(name) ≥ \(low)"
            case let (nil, high?): return "\(name) ≤ \(high)"
            default: return name
            }
        case "string"?: return "string"
        case "boolean"?: return "bool"
        case "null"?: return "`null`"
        case "array"?:
            if let items = schema["items"] as? [String: Any] { return "array of " + describe(items) }
            return "array"
        case "object"?: return "object"
        default: return "any"
        }
    }

    /// A JSON value as compact text, with sorted keys.
    static func json(_ value: Any) -> String {
        if let number = value as? NSNumber, String(cString: number.objCType) != "c" {
            let double = number.doubleValue
            return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : "\(double)"
        }
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "\(value)" }
        return String(text.dropFirst().dropLast())
    }
}
