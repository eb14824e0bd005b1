import Foundation

/// Collects diagnostics while a document is read and resolved, so one run reports every problem.
package class DiagnosticSink {
    /// More errors than this in one document are summarised in one line.
    static let maxErrors = 200

    let file: String?
    private(set) var diagnostics: [Diagnostic] = []
    private var suppressed = 0

    package init(file: String?, diagnostics: [Diagnostic] = []) { self.file = file; self.diagnostics = diagnostics }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Errors past ``maxErrors``, counted but not kept.
    package var suppressedErrors: Int { suppressed }

    /// Adds a diagnostic. The path, location and message are made only when it is kept: past
    /// ``maxErrors`` errors only count, so a document with a million mistakes costs a million counts.
    func add(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ path: @autoclosure () -> String,
             _ location: @autoclosure () -> SourceLocation?, _ message: @autoclosure () -> String) {
        if severity == .error, diagnostics.count >= Self.maxErrors { suppressed += 1; return }
        diagnostics.append(Diagnostic(severity, code: code, file: file, path: path(), location: location(), message: message()))
    }

    /// Adds a diagnostic made elsewhere (of another file, e.g. a XIB the document names).
    package func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error, diagnostics.count >= Self.maxErrors { suppressed += 1; return }
        diagnostics.append(diagnostic)
    }

    package func error(_ code: Diagnostic.Code, _ path: @autoclosure () -> String, _ location: @autoclosure () -> SourceLocation?,
                       _ message: @autoclosure () -> String) {
        add(.error, code, path(), location(), message())
    }

    package func warning(_ code: Diagnostic.Code, _ path: @autoclosure () -> String, _ location: @autoclosure () -> SourceLocation?,
                         _ message: @autoclosure () -> String) {
        add(.warning, code, path(), location(), message())
    }

    /// Everything collected, with a closing line when errors were left out.
    package var all: [Diagnostic] {
        guard suppressed > 0 else { return diagnostics }
        return diagnostics + [Diagnostic(.error, code: .invalidValue, file: file, path: "", location: nil,
                                         message: "\(suppressed) more error\(suppressed == 1 ? "" : "s") not shown")]
    }

    func throwIfErrors() throws(DocumentErrors) {
        if hasErrors { throw DocumentErrors(all) }
    }
}

/// What one decoding run knows besides the JSON: the theme colours are read for, and the
/// diagnostics collected so far.
final class DecodeContext: DiagnosticSink {
    /// The theme of `{"light", "dark"}` colours (the document's `offerwallTheme`, or a variant's).
    var theme: OfferwallTheme = .light
    /// Strings read so far, shared when their bytes repeat.
    let strings = StringTable()

    deinit { strings.deallocate() }
}

/// The last strings decoded, by their bytes, so a value that repeats from ad to ad (a campaign
/// text, a few icon paths) is one shared `String` instead of an allocation per ad. Only strings
/// too long to be stored inline (more than 15 bytes) are kept; a miss costs a hash of two words
/// and one comparison. A value (its owner deallocates it), so reading it counts no references.
struct StringTable {
    private struct Entry {
        /// The string's length in UTF-8 bytes (0: an empty slot).
        var count: Int
        var string: String
    }

    private static let slotBits = 8
    private let slots: UnsafeMutablePointer<Entry>

    init() {
        slots = .allocate(capacity: 1 << Self.slotBits)
        slots.initialize(repeating: Entry(count: 0, string: ""), count: 1 << Self.slotBits)
    }

    func deallocate() {
        slots.deinitialize(count: 1 << Self.slotBits)
        slots.deallocate()
    }

    /// The string at `index` of `tape`, decoded (or shared with an earlier one of the same bytes).
    func string(at index: Int, of tape: JSONTape) -> String {
        let node = tape.nodes[index]
        let start = Int(node.offset) + 1, count = Int(node.end) - start
        guard !node.escaped, count > 15 else { return tape.string(index) }
        let base = tape.bytes.baseAddress!
        let head = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
        let tail = UnsafeRawPointer(base + start + count - 8).loadUnaligned(as: UInt64.self)
        let hash = (head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xFF51_AFD7_ED55_8CCD
        let slot = slots + Int(truncatingIfNeeded: hash >> UInt64(64 - Self.slotBits))
        // Compared with the string's own bytes (native, so contiguous): nothing refers into a tape.
        if slot.pointee.count == count,
           slot.pointee.string.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, base + start, count) == 0 }) == true {
            return slot.pointee.string
        }
        // Validated by the parser; decoding checks again, which for text is cheap next to allocating.
        let string = String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self)
        slot.pointee = Entry(count: count, string: string)
        return string
    }
}

/// The JSON value at a cursor, decoded on demand.
enum JSONValueView {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array
    case object
}

/// A value of the document's tape, read through typed accessors that report mismatches with the
/// value's JSON path and line:column (both found only when a message needs them).
struct Cursor {
    // Cursors live only while their document is decoded, which owns the tape and the context;
    // not counting references keeps reading an ad's keys free of reference counting.
    unowned(unsafe) let tape: JSONTape
    let index: Int
    unowned(unsafe) let diagnostics: DecodeContext

    var kind: JSONTape.Kind { tape.nodes[index].kind }
    var location: SourceLocation { tape.location(index) }
    /// The file the value names where the Swift setup reader found it (a tape made from a tree).
    var foundFile: FoundFile? { tape.origins?[index].found }
    var path: String { tape.path(of: index) }

    /// The value, decoded (strings are decoded now).
    var json: JSONValueView {
        switch kind {
        case .null: .null
        case .true: .bool(true)
        case .false: .bool(false)
        case .number: .number(tape.number(index))
        case .string: .string(tape.string(index))
        case .array: .array
        case .object: .object
        }
    }

    func fail(_ code: Diagnostic.Code, _ message: String) {
        diagnostics.error(code, path, location, message)
    }

    func warn(_ code: Diagnostic.Code, _ message: String) {
        diagnostics.warning(code, path, location, message)
    }

    func typeMismatch(_ expected: String) {
        fail(.typeMismatch, "expected \(expected), found \(found)")
    }

    /// "a string \"abc\"" style description of the value, cut to 60 characters.
    var found: String {
        switch json {
        case .string(let s):
            let cut = s.count > 60 ? String(s.prefix(60)) + "…" : s
            return "a string \"\(cut)\""
        case .number(let n): return "the number \(ExpressionFormatting.number(n))"
        case .bool(let b): return "\(b)"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    // MARK: Scalars

    var string: String? {
        if kind == .string { return diagnostics.strings.string(at: index, of: tape) }
        typeMismatch("a string"); return nil
    }

    var bool: Bool? {
        switch kind {
        case .true: return true
        case .false: return false
        default: typeMismatch("true or false"); return nil
        }
    }

    var number: Double? {
        if kind == .number { return tape.number(index) }
        typeMismatch("a number"); return nil
    }

    var isNull: Bool { kind == .null }

    /// A number within `limit` (``/AdLayoutSDK/Limit`` says what it is, for the message).
    func number(in limit: Limit) -> CGFloat? {
        guard let n = number else { return nil }
        guard limit.contains(n) else { fail(.invalidValue, "expected \(limit.expectation), found \(found)"); return nil }
        return CGFloat(n)
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>) -> Int? {
        guard let n = number else { return nil }
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            fail(.invalidValue, "expected a whole number in \(range.lowerBound)…\(range.upperBound), found \(found)")
            return nil
        }
        return Int(n)
    }

    /// A case of `E` by name (or by raw value when a number is given).
    func named<E: NamedCase & RawRepresentable>(_ type: E.Type, what: String) -> E? where E.RawValue == Int {
        switch kind {
        case .string:
            let s = tape.string(index)
            if let v = E.named(s) { return v }
            fail(.invalidValue, "unknown \(what) \"\(s)\"\(NameSuggestions.hint(for: s, in: E.allNames)); valid values: "
                 + E.allNames.joined(separator: ", "))
            return nil
        case .number:
            let n = tape.number(index)
            if n == n.rounded(), abs(n) < 1e9, let v = E(rawValue: Int(n)) { return v }
            fail(.invalidValue, "unknown \(what) \(ExpressionFormatting.number(n)); valid values: " + E.allNames.joined(separator: ", "))
            return nil
        default:
            typeMismatch("a \(what) name (one of \(E.allNames.joined(separator: ", ")))"); return nil
        }
    }

    /// A case of a ``/AdLayoutSDK/NamedCase`` given by name only.
    func namedString<E: NamedCase>(_ type: E.Type, what: String) -> E? {
        guard let s = string else { return nil }
        if let v = E.named(s) { return v }
        fail(.invalidValue, "unknown \(what) \"\(s)\"\(NameSuggestions.hint(for: s, in: E.allNames)); valid values: "
             + E.allNames.joined(separator: ", "))
        return nil
    }

    // MARK: Containers

    /// The elements, when the value is an array of at most `limit` elements.
    func array(limit: Int = Limit.maxArrayElements) -> [Cursor]? {
        guard kind == .array else { typeMismatch("an array"); return nil }
        let children = tape.children(index)
        guard children.count <= limit else {
            fail(.invalidValue, "expected at most \(limit) elements, found \(children.count)")
            return nil
        }
        return children.map { Cursor(tape: tape, index: $0, diagnostics: diagnostics) }
    }

    var array: [Cursor]? { array() }

    /// Calls `body` with each element when the value is an array of at most `limit` elements
    /// (reported as ``array(limit:)`` does otherwise); `count` is told the number first. For long
    /// arrays: no array of cursors is made.
    func forEachElement(limit: Int = Limit.maxArrayElements, count: (Int) -> Void, _ body: (Cursor) -> Void) {
        guard kind == .array else { typeMismatch("an array"); return }
        let end = Int(tape.nodes[index].end)
        var elements = 0
        var child = index + 1
        while child < end { elements += 1; child = tape.next(child) }
        guard elements <= limit else {
            fail(.invalidValue, "expected at most \(limit) elements, found \(elements)")
            return
        }
        count(elements)
        child = index + 1
        while child < end {
            body(Cursor(tape: tape, index: child, diagnostics: diagnostics))
            child = tape.next(child)
        }
    }

    /// The value as an object whose keys must all be in `allowed` (unknown keys are reported with
    /// the closest valid keys, or all of them when there are few).
    func object(allowing allowed: [String]) -> ObjectCursor? {
        guard let o = object else { return nil }
        for member in o.members where !allowed.contains(member.key) {
            o.reportUnknownKey(member, valid: allowed)
        }
        return o
    }

    /// The value as an object, keys unchecked.
    var object: ObjectCursor? {
        guard kind == .object else { typeMismatch("an object"); return nil }
        return ObjectCursor(cursor: self)
    }
}

/// An object being read key by key.
struct ObjectCursor {
    let cursor: Cursor
    /// The members in document order.
    let members: [(key: String, keyIndex: Int, value: Cursor)]

    init(cursor: Cursor) {
        self.cursor = cursor
        let tape = cursor.tape
        var members: [(key: String, keyIndex: Int, value: Cursor)] = []
        var child = cursor.index + 1
        let end = Int(tape.nodes[cursor.index].end)
        while child < end {
            members.append((tape.string(child), child, Cursor(tape: tape, index: child + 1, diagnostics: cursor.diagnostics)))
            child = tape.next(child + 1)
        }
        self.members = members
    }

    subscript(key: String) -> Cursor? {
        members.first { $0.key == key }?.value
    }

    /// Reports a missing key and returns nil.
    func required(_ key: String, _ what: String) -> Cursor? {
        if let c = self[key] { return c }
        cursor.diagnostics.error(.missingValue, Self.path(cursor.path, key), cursor.location,
                                 "missing required key \"\(key)\" (\(what))")
        return nil
    }

    /// `key` under the object at `path` ("" is the root).
    static func path(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Reports `member` as a key the format does not define here.
    func reportUnknownKey(_ member: (key: String, keyIndex: Int, value: Cursor), valid: [String],
                          advice: (String) -> String? = { _ in nil }) {
        cursor.diagnostics.error(.unknownKey, Self.path(cursor.path, member.key), cursor.tape.location(member.keyIndex),
                                 "unknown key \"\(member.key)\"" + NameSuggestions.validKeysHint(for: member.key, in: valid)
                                     + (advice(member.key).map { "; " + $0 } ?? ""))
    }
}

extension Cursor {
    /// A length: 0…10000 points.
    var nonNegative: CGFloat? { number(in: FormatLimits.length) }
    /// A signed length: −10000…10000 points.
    var finite: CGFloat? { number(in: FormatLimits.signedLength) }

    /// `{size, weight, italic, family}` patched onto `base`.
    func font(base: Font) -> Font? { kind == .object ? Formats.font.decode(self, base: base) : object.map { _ in base } }
    /// `{top, left, bottom, right}` patched onto `base`.
    func insets(base: EdgeInsets) -> EdgeInsets? { kind == .object ? Formats.insets.decode(self, base: base) : object.map { _ in base } }
    /// A ``/AdLayoutSDK/LabelAttribute`` patch.
    func label(base: LabelAttribute) -> LabelAttribute? { kind == .object ? Formats.label.decode(self, base: base) : object.map { _ in base } }
    /// An ``/AdLayoutSDK/ImageAttribute`` patch.
    func image(base: ImageAttribute) -> ImageAttribute? { kind == .object ? Formats.image.decode(self, base: base) : object.map { _ in base } }
    /// A ``/AdLayoutSDK/ButtonAttribute`` patch.
    func button(base: ButtonAttribute) -> ButtonAttribute? { kind == .object ? Formats.button.decode(self, base: base) : object.map { _ in base } }
}
