import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

// MARK: - Helpers

private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try JSONParser.parse(Array(text.utf8))
}

/// The error that parsing `text` throws, or `nil` if it parses.
private func parseError(_ text: String) -> JSONSyntaxError? {
    parseError(Array(text.utf8))
}

private func parseError(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

/// `"line:column message"`, so one `#expect` checks both and a failure shows both.
private func errorSummary(_ text: String) -> String? {
    parseError(text).map { "\($0.location) \($0.message)" }
}

private extension JSONNode {
    var number: Double? { if case .number(let value) = value { value } else { nil } }
    var string: String? { if case .string(let value) = value { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = value { value } else { nil } }
    var array: [JSONNode]? { if case .array(let value) = value { value } else { nil } }
    var object: JSONObject? { if case .object(let value) = value { value } else { nil } }
    var isNull: Bool { if case .null = value { true } else { false } }
}

// MARK: - Values and locations

@Test func parsesNestedValuesWithLocations() throws {
    let text = """
    {
      "name": "banner",
      "size": [300, -2.5e2, 0],
      "flags": {"visible": true, "hidden": false, "extra": null}
    }
    """
    let root = try parse(text)
    #expect(root.location == SourceLocation(line: 1, column: 1, offset: 0))
    let object = try #require(root.object)
    #expect(object.keys == ["name", "size", "flags"])
    #expect(object.members.map(\.key) == ["name", "size", "flags"])

    let name = try #require(object["name"])
    #expect(name.string == "banner")
    #expect(name.location == SourceLocation(line: 2, column: 11, offset: 12))
    #expect(object.members[0].keyLocation == SourceLocation(line: 2, column: 3, offset: 4))

    let size = try #require(object["size"]?.array)
    #expect(size.compactMap(\.number) == [300, -250, 0])
    // "size" is on line 3; `-2.5e2` starts after `  "size": [300, `.
    #expect(size[1].location.line == 3)
    #expect(size[1].location.column == 17)
    #expect(object["size"]?.location.description == "3:11")

    let flags = try #require(object["flags"]?.object)
    #expect(flags["visible"]?.bool == true)
    #expect(flags["hidden"]?.bool == false)
    #expect(flags["extra"]?.isNull == true)
    #expect(flags["missing"] == nil)
    #expect(flags["extra"]?.location == SourceLocation(line: 4, column: 56, offset: 105))
}

@Test func topLevelScalarsAndEmptyContainers() throws {
    #expect(try parse("42").number == 42)
    #expect(try parse("  \"x\"  ").string == "x")
    #expect(try parse("true").bool == true)
    #expect(try parse("null").isNull)
    #expect(try parse("[]").array?.isEmpty == true)
    #expect(try parse("{}").object?.members.isEmpty == true)
    #expect(try parse("[ [ ] , { } ]").array?.count == 2)
    #expect(try parse(" \t\r\n 7").location == SourceLocation(line: 2, column: 2, offset: 5))
}

@Test func numbers() throws {
    let cases: [(String, Double)] = [
        ("0", 0), ("-0", 0), ("7", 7), ("-12", -12), ("1.5", 1.5), ("0.1", 0.1),
        ("1e3", 1000), ("1E+3", 1000), ("2.5e-3", 0.0025), ("-0.0", 0),
        ("123456789012345", 123456789012345),
        ("12345678901234567890", 12_345_678_901_234_567_168),
        ("1e-400", 0),
    ]
    for (text, expected) in cases {
        #expect(try parse(text).number == expected, "\(text)")
    }
    #expect(try parse("-0").number?.sign == .minus)
}

@Test func lineEndings() throws {
    // \r\n counts as one line break, and so does a lone \r.
    let node = try parse("[\r\n1,\r2,\n3]")
    let elements = try #require(node.array)
    #expect(elements.map(\.location.line) == [2, 3, 4])
    #expect(elements.map(\.location.column) == [1, 1, 1])
}

@Test func dataOverload() throws {
    let node = try JSONParser.parse(Data(#"{"a": [1, 2]}"#.utf8))
    #expect(node.object?["a"]?.array?.count == 2)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Data()) }
}

@Test func typeNames() throws {
    #expect(try parse("null").value.typeName == "null")
    #expect(try parse("false").value.typeName == "boolean")
    #expect(try parse("1").value.typeName == "number")
    #expect(try parse("\"\"").value.typeName == "string")
    #expect(try parse("[]").value.typeName == "array")
    #expect(try parse("{}").value.typeName == "object")
}

// MARK: - Strings

@Test func escapes() throws {
    let node = try parse(#" "q\" b\\ s\/ \b\f\n\r\t \u0041\u00e9\u20AC \u0000" "#)
    #expect(node.string == "q\" b\\ s/ \u{8}\u{C}\n\r\t A\u{E9}\u{20AC} \u{0}")
}

@Test func surrogatePairs() throws {
    #expect(try parse(#""\ud83d\ude00""#).string == "😀")
    #expect(try parse(#""a\uD834\uDD1Eb""#).string == "a\u{1D11E}b")
}

@Test func koreanRoundTripsAndCountsScalars() throws {
    let node = try parse(#"{"label": "참여하기", "n": 1}"#)
    let object = try #require(node.object)
    #expect(object["label"]?.string == "참여하기")
    // `{"label": "참여하기", ` is 18 scalars (26 bytes), so `"n"` is at column 19, offset 26.
    #expect(object.members[1].keyLocation == SourceLocation(line: 1, column: 19, offset: 26))

    #expect(try parse(#""\ucc38\uc5ec""#).string == "참여")
    #expect(try parse(#"["참여하기", 1]"#).array?[1].location == SourceLocation(line: 1, column: 10, offset: 17))
    #expect(errorSummary(#"["참여하기" x]"#) == "1:9 expected ',' or ']' after an array element, found 'x'")
    #expect(errorSummary("[참]") == "1:2 expected a value, found '참'")
}

// MARK: - Errors

/// Each malformed text and its error's `"line:column message"`, by kind: structure, numbers and literals, comments
/// and single quotes, strings. One case a text, so that a failure names its text.
@Test(arguments: [
    // Structure.
    (#"{"a": 1]"#, "1:8 expected ',' or '}' after an object member, found ']'"),
    ("[1, 2}", "1:6 expected ',' or ']' after an array element, found '}'"),
    ("[1 2]", "1:4 expected ',' or ']' after an array element, found '2'"),
    ("[1, 2,]", "1:6 trailing comma before ']'"),
    ("[1,\n  ]", "1:3 trailing comma before ']'"),
    (#"{"a": 1,}"#, "1:8 trailing comma before '}'"),
    ("[1,", "1:4 unexpected end of input"),
    ("{\n  \"a\":", "2:7 unexpected end of input"),
    ("", "1:1 unexpected end of input"),
    ("  \n ", "2:2 unexpected end of input"),
    ("[,1]", "1:2 expected a value, found ','"),
    ("]", "1:1 expected a value, found ']'"),
    ("{1: 2}", "1:2 expected a string key or '}', found '1'"),
    ("{a: 2}", "1:2 expected a string key or '}', found 'a'"),
    (#"{"a": 1, 2}"#, "1:10 expected a string key, found '2'"),
    (#"{"a" 1}"#, "1:6 expected ':' after an object key, found '1'"),
    ("1 2", "1:3 unexpected '2' after the top-level value"),
    ("{}}", "1:3 unexpected '}' after the top-level value"),
    ("[\u{00A0}1]", "1:2 expected a value, found U+00A0"),
    ("[\u{1}]", "1:2 expected a value, found U+0001"),
    // Numbers and literals.
    ("01", #"1:1 invalid number "01""#),
    ("[-01]", #"1:2 invalid number "-01""#),
    ("-", #"1:1 invalid number "-""#),
    ("1.", #"1:1 invalid number "1.""#),
    ("1.e5", #"1:1 invalid number "1.e5""#),
    ("1e", #"1:1 invalid number "1e""#),
    ("1e+", #"1:1 invalid number "1e+""#),
    ("0x10", #"1:1 invalid number "0x10""#),
    ("[1, -Infinity]", #"1:5 invalid number "-Infinity""#),
    ("1e999", #"1:1 number out of range "1e999""#),
    ("-1e999", #"1:1 number out of range "-1e999""#),
    (".5", "1:1 expected a value, found '.'"),
    ("+1", "1:1 expected a value, found '+'"),
    ("NaN", #"1:1 invalid literal "NaN""#),
    ("[Infinity]", #"1:2 invalid literal "Infinity""#),
    ("True", #"1:1 invalid literal "True""#),
    ("nul", "1:4 unexpected end of input"),
    ("nulx", #"1:1 invalid literal "nulx""#),
    ("[nul]", #"1:2 invalid literal "nul""#),
    // Comments and single quotes.
    ("// note\n1", "1:1 comments are not allowed in JSON"),
    ("[1, /* two */ 2]", "1:5 comments are not allowed in JSON"),
    ("[1 // one\n]", "1:4 comments are not allowed in JSON"),
    ("1 /* end */", "1:3 comments are not allowed in JSON"),
    ("['a']", "1:2 strings must use double quotes, not '"),
    ("{'a': 1}", "1:2 strings must use double quotes, not '"),
    ("[1 'a']", "1:4 expected ',' or ']' after an array element, found \"'\""),
    // Strings.
    (#""abc"#, "1:1 unterminated string"),
    ("[1,\n  \"abc", "2:3 unterminated string"),
    (#""abc\"#, "1:1 unterminated string"),
    (#""\u12"#, "1:1 unterminated string"),
    ("\"a\nb\"", "1:3 unescaped line break in string"),
    ("\"a\tb\"", "1:3 unescaped control character U+0009 in string"),
    ("\"a\u{0}b\"", "1:3 unescaped control character U+0000 in string"),
    (#""a\x""#, #"1:3 invalid escape "\x""#),
    (#""\'""#, #"1:2 invalid escape "\'""#),
    (#""ab\u12G4""#, #"1:4 invalid \u escape: expected 4 hex digits"#),
    (#""\uD800""#, #"1:2 unpaired surrogate "\uD800""#),
    (#""\uD800x""#, #"1:2 unpaired surrogate "\uD800""#),
    (#""\uD800\n""#, #"1:2 unpaired surrogate "\uD800""#),
    (#""\uD800\u0041""#, #"1:2 unpaired surrogate "\uD800""#),
    (#""\uD800\uD800""#, #"1:2 unpaired surrogate "\uD800""#),
    (#""x\uDC00""#, #"1:3 unpaired surrogate "\uDC00""#),
    (#""\uD800\uZZZZ""#, #"1:8 invalid \u escape: expected 4 hex digits"#),
] as [(String, String)])
func syntaxErrors(_ text: String, _ expected: String) {
    #expect(errorSummary(text) == expected)
}

@Test func invalidUTF8() {
    let quote = UInt8(ascii: "\"")
    let cases: [([UInt8], String)] = [
        ([quote, 0xFF, quote], "1:2 invalid UTF-8 byte 0xFF"),
        ([quote, 0x61, 0xC3, quote], "1:3 invalid UTF-8 byte 0xC3"),  // truncated sequence
        ([quote, 0xC0, 0x80, quote], "1:2 invalid UTF-8 byte 0xC0"),  // overlong NUL
        ([quote, 0xED, 0xA0, 0x80, quote], "1:2 invalid UTF-8 byte 0xED"),  // encoded surrogate
        ([quote, 0xF4, 0x90, 0x80, 0x80, quote], "1:2 invalid UTF-8 byte 0xF4"),  // beyond U+10FFFF
        ([quote, 0x80, quote], "1:2 invalid UTF-8 byte 0x80"),
        ([0xFE], "1:1 expected a value, found byte 0xFE"),
    ]
    for (bytes, expected) in cases {
        let error = parseError(bytes)
        #expect(error.map { "\($0.location) \($0.message)" } == expected, "\(bytes)")
    }
}

@Test func duplicateKeys() throws {
    let error = try #require(parseError("{\n  \"x\": 1,\n  \"y\": {\"x\": 2},\n  \"x\": 3\n}"))
    #expect(error.message == #"duplicate key "x""#)
    #expect(error.location == SourceLocation(line: 4, column: 3, offset: 31))
    // The same key in different objects is fine.
    #expect(try parse(#"[{"x": 1}, {"x": 2}]"#).array?.count == 2)
    // Keys are compared after unescaping.
    #expect(errorSummary(#"{"a": 1, "\u0061": 2}"#) == #"1:10 duplicate key "a""#)
    // A nested object's keys are its own: neither its parent's earlier nor later keys clash with them,
    // and a duplicate after a nested object is still found (the key stack is shared by all objects).
    #expect(try parse(#"{"a": {"a": 1, "b": {"b": 2}}, "b": [{"a": 3}], "c": 4}"#).object?.members.count == 3)
    #expect(errorSummary(#"{"a": {"x": 1, "y": {"z": 2}}, "b": 1, "a": 2}"#) == #"1:40 duplicate key "a""#)
    #expect(errorSummary(#"{"k": {"x": 1, "y": 2, "x": 3}}"#) == #"1:24 duplicate key "x""#)
    // More than 16 keys are checked through a set, across nested objects too.
    let many = (0..<20).map { "\"k\($0)\": {\"k\($0)\": 0}" }.joined(separator: ", ")
    #expect(try parse("{\(many)}").object?.members.count == 20)
    #expect(errorSummary("{\(many), \"k3\": 1}")?.hasSuffix(#"duplicate key "k3""#) == true)
}

/// Strings are scanned eight bytes at a time: whatever ends or breaks a string is found at every
/// position within such a step, and keys are told apart by more than their first eight bytes.
@Test func specialBytesAtEveryPositionOfAStep() throws {
    for offset in 0..<20 {
        let prefix = String(repeating: "a", count: offset)
        #expect(try parse("\"\(prefix)\"").string == prefix)
        #expect(try parse("\"\(prefix)\\n\(prefix)\"").string == prefix + "\n" + prefix)
        #expect(try parse("\"\(prefix)하\(prefix)\"").string == prefix + "하" + prefix)
        #expect(errorSummary("\"\(prefix)\t\"") == "1:\(offset + 2) unescaped control character U+0009 in string")
        #expect(errorSummary("\"\(prefix)\u{7F}x") == "1:1 unterminated string")
        let invalid = [UInt8(ascii: "\"")] + Array(prefix.utf8) + [0xED, 0xA0, 0x80, UInt8(ascii: "\"")]
        #expect(parseError(invalid).map { "\($0.location) \($0.message)" } == "1:\(offset + 2) invalid UTF-8 byte 0xED")
        // Keys that share a length and their first eight bytes, or only one of the two.
        let key = "k" + prefix
        #expect(errorSummary("{\"\(key)1\": 1, \"\(key)2\": 2, \"\(key)1\": 3}")?.hasSuffix("duplicate key \"\(key)1\"") == true)
        #expect(try parse("{\"\(key)1\": 1, \"\(key)2\": 2, \"\(key)\": 3}").object?.members.count == 3)
        // A key at the very end of the text (fewer than eight bytes left to read).
        #expect(errorSummary("{\"\(key)\":1,\"\(key)\":2}") == "1:\(key.count + 7) duplicate key \"\(key)\"")
        // An escaped key equals its plain spelling, whichever comes first.
        #expect(errorSummary("{\"\\u006b\(prefix)\": 1, \"\(key)\": 2}")?.hasSuffix("duplicate key \"\(key)\"") == true)
    }
}

@Test func depthLimit() throws {
    let limit = JSONTape.maxDepth
    #expect(limit == 512)
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    var node = try parse(deepest)
    var depth = 1
    while let inner = node.array?.first {
        node = inner
        depth += 1
    }
    #expect(depth == limit)

    let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect(errorSummary(tooDeep) == "1:513 nesting too deep (the limit is 512 levels)")

    let objects = String(repeating: #"{"a":"#, count: limit + 1)
    #expect(parseError(objects)?.message == "nesting too deep (the limit is 512 levels)")

    // Far past the limit: an error, never a stack overflow.
    let huge = String(repeating: "[{\"k\":", count: 100_000)
    #expect(parseError(huge)?.message == "nesting too deep (the limit is 512 levels)")
}

@Test func byteOrderMark() throws {
    let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    #expect(node.location == SourceLocation(line: 1, column: 1, offset: 3))
    #expect(node.object?["a"]?.location == SourceLocation(line: 1, column: 7, offset: 9))
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF, 0x31]).number == 1)
    #expect(parseError([0xEF, 0xBB, 0xBF])?.message == "unexpected end of input")
    // Only at the very start.
    let late = parseError(Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1".utf8))
    #expect(late?.message == "expected a value, found U+FEFF")
    #expect(late?.location == SourceLocation(line: 1, column: 2, offset: 1))
}

// MARK: - Robustness

private let sampleDocument = """
\u{FEFF}{
  "name": "참여하기 \\u00e9 \\ud83d\\ude00",
  "sizes": [300, -2.5e-2, 0, 1E10, true, false, null],
  "nested": {"a": [{"b": {}}, []], "c": "\\n\\t\\"\\\\"}
}
"""

@Test func everyPrefixOfADocumentIsHandled() throws {
    let bytes = Array(sampleDocument.utf8)
    _ = try JSONParser.parse(bytes)
    for length in 0..<bytes.count {
        // Strict prefixes cut a container open, so every one must fail cleanly.
        let error = try #require(parseError(Array(bytes[..<length])), "prefix of \(length) bytes parsed")
        #expect(error.location.offset <= length)
        #expect(error.location.line >= 1 && error.location.column >= 1)
    }
}

@Test func randomMutationsNeverCrash() {
    let bytes = Array(sampleDocument.utf8)
    // A fixed-seed generator keeps failures reproducible.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(truncatingIfNeeded: state >> 33)
    }
    let interesting: [UInt8] = Array("{}[],:\"\\/ \n\tu0eE+-.tfn'".utf8) + [0x00, 0x80, 0xC3, 0xE0, 0xED, 0xF4, 0xFF]
    for _ in 0..<3000 {
        var mutated = bytes
        for _ in 0..<(1 + next() % 4) {
            let index = next() % mutated.count
            switch next() % 3 {
            case 0: mutated[index] = interesting[next() % interesting.count]
            case 1: mutated.remove(at: index)
            default: mutated.insert(UInt8(truncatingIfNeeded: next()), at: index)
            }
            if mutated.isEmpty { break }
        }
        if let error = parseError(mutated) {
            #expect(error.location.offset <= mutated.count)
            #expect(!error.message.isEmpty)
        }
    }
    // Pure garbage too.
    for _ in 0..<500 {
        let garbage = (0..<(next() % 64)).map { _ in UInt8(truncatingIfNeeded: next()) }
        _ = parseError(garbage)
    }
}

/// A syntax error names the JSON path of what was being read (found by scanning the bytes before it
/// again): the key of a duplicate, the member after which a comma is missing, the array element.
@Test func syntaxErrorsNameTheirPath() {
    #expect(parseError(#"{"sections": [{"type": "normal", "type": "promotion"}]}"#)?.path == "sections[0].type")
    #expect(parseError(#"{"a": {"b": "x" "c": 1}}"#)?.path == "a.b")
    #expect(parseError(#"{"a": [1, 2, {"b": [3, }]}"#)?.path == "a[2].b[1]")
    #expect(parseError(#"{"a": 1,,}"#)?.path == "")
    #expect(parseError(#"{"k\"ey": {"x": tru}}"#)?.path == #"k"ey.x"#)
    #expect(parseError("[1, 2")?.path == "[1]")
}

// MARK: - Locations and paths read back from the tape

/// The tape finds a node's line:column from an index of the text (made once) and its path by
/// resuming the last walk down the containers: both must give what a full rescan gives, in any
/// order of asking. The text has a long line of multi-byte scalars across the index's blocks, a
/// byte order mark, `\r\n` and a lone `\r`.
@Test func tapeLocationsAndPathsMatchAFullRescanInAnyOrder() throws {
    let items = (0..<300).map { #"{"k\#($0)": "참여\#($0)😀"}"# }.joined(separator: ",")
    let text = "\u{FEFF}{\"a\": [" + items + "],\r\n \"b\": {\"c\": [1,\r 2, \"참\"]}\n}"
    let bytes = Array(text.utf8)
    let tape = try JSONTape.parse(bytes)
    // The tree's locations come from one forward pass over the text; its paths from the nesting.
    var expected: [Int: (location: AdLayoutModel.SourceLocation, path: String)] = [:]
    func visit(_ node: JSONNode, _ path: String) {
        expected[node.location.offset] = (node.location, path)
        switch node.value {
        case .array(let elements): for (i, e) in elements.enumerated() { visit(e, path + "[\(i)]") }
        case .object(let object):
            for m in object.members {
                expected[m.keyLocation.offset] = (m.keyLocation, path)   // a key: its object's path
                visit(m.value, path.isEmpty ? m.key : path + "." + m.key)
            }
        default: break
        }
    }
    visit(try JSONParser.parse(bytes), "")
    #expect(expected.count == tape.nodes.count)
    let n = tape.nodes.count
    let inOrder = Array(0..<n)
    for order in [inOrder, inOrder.reversed(), inOrder.map { ($0 * 7919) % n }] {
        var wrong: [String] = []
        for i in order {
            let want = try #require(expected[Int(tape.nodes[i].offset)])
            let location = tape.location(i), path = tape.path(of: i)
            if location != want.location || path != want.path { wrong.append("node \(i): \(location) \(path), want \(want)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
    // The last element of the long line (not its key, which has the element's path), counted independently.
    let before = "{\"a\": [" + (0..<299).map { #"{"k\#($0)": "참여\#($0)😀"},"# }.joined()
    let last = try #require(expected.values.filter { $0.path == "a[299]" }.min { $0.location.offset < $1.location.offset })
    #expect(last.location.line == 1)
    #expect(last.location.column == before.unicodeScalars.count + 1)
}
