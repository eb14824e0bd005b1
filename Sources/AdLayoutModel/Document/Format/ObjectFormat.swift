import Foundation

/// What a key of the format holds, as the JSON Schema describes it.
indirect enum ValueType: Sendable {
    case number(Limit)
    case integer(ClosedRange<Int>)
    case boolean
    case string(maxLength: Int)
    /// A colour: `"#RRGGBB"`, `"#AARRGGBB"`, a UIKit name, or `{"light", "dark"}`.
    case color
    /// An image path relative to the document, or `asset:<name>`.
    case imagePath
    /// One of `names` (or, when `rawValues` is given, the Int raw value).
    case enumeration([String], rawValues: [Int]?)
    /// A definition of the schema's `$defs`.
    case reference(String)
    case array(ValueType, maxItems: Int)
    case nullable(ValueType)
    case anyOf([ValueType])
    /// Exactly this string.
    case constant(String)
    /// An object whose keys are `keys` (each optional) with values of one type.
    case map(keys: [String], value: ValueType)
}

/// How values of one kind are read from a document.
struct ValueReader<Value>: Sendable {
    /// The JSON Schema of the value.
    let type: ValueType
    /// Reads the value, reporting problems at the cursor; nil when it is invalid.
    let read: @Sendable (Cursor) -> Value?
    /// The value as JSON text, for defaults in the schema (nil: not shown).
    let json: @Sendable (Value) -> String?

    init(_ type: ValueType, json: @escaping @Sendable (Value) -> String? = { _ in nil },
         read: @escaping @Sendable (Cursor) -> Value?) {
        self.type = type; self.read = read; self.json = json
    }
}

/// One key of an object of the format: its name, what it holds, a one-line description and how
/// it changes the decoded value. The decoder and the JSON Schema are both made from these, so a
/// key is accepted exactly when the schema lists it.
struct Field<Target: Sendable>: Sendable {
    let key: String
    let type: ValueType
    let summary: String
    /// The default as JSON text, from the format's default value (nil: not shown).
    let defaultJSON: @Sendable (Target) -> String?
    /// Reads the value and applies it to a target now (data objects such as ads).
    let apply: @Sendable (Cursor, inout Target) -> Void
    /// Reads the value into a change applied later (overrides, styles, settings: ``PropertyEdits``).
    let change: @Sendable (Cursor) -> (any PropertyChange<Target>)?

    /// A key assigning `keyPath` a value read by `reader`.
    static func value<V: Sendable>(_ key: String, _ keyPath: WritableKeyPath<Target, V> & Sendable, _ reader: ValueReader<V>,
                                   _ summary: String) -> Field {
        Field(key: key, type: reader.type, summary: summary,
              defaultJSON: { reader.json($0[keyPath: keyPath]) },
              apply: { c, target in if let v = reader.read(c) { target[keyPath: keyPath] = v } },
              change: { c in reader.read(c).map { PropertyAssignment(keyPath: keyPath, value: $0) } })
    }

    /// A key assigning an optional `keyPath`; `null` clears it.
    static func optional<V: Sendable>(_ key: String, _ keyPath: WritableKeyPath<Target, V?> & Sendable, _ reader: ValueReader<V>,
                                      _ summary: String) -> Field {
        Field(key: key, type: .nullable(reader.type), summary: summary,
              defaultJSON: { $0[keyPath: keyPath].map(reader.json) ?? "null" },
              apply: { c, target in
                  if c.isNull { target[keyPath: keyPath] = nil } else if let v = reader.read(c) { target[keyPath: keyPath] = v }
              },
              change: { c in
                  if c.isNull { return PropertyAssignment(keyPath: keyPath, value: nil) }
                  return reader.read(c).map { PropertyAssignment(keyPath: keyPath, value: $0) }
              })
    }

    /// A key whose object edits the value at `keyPath` (attributes, insets, fonts): only the keys
    /// given change.
    static func object<V: Sendable>(_ key: String, _ keyPath: WritableKeyPath<Target, V> & Sendable, _ format: ObjectFormat<V>,
                                    _ summary: String) -> Field {
        Field(key: key, type: .reference(format.name), summary: summary, defaultJSON: { _ in nil },
              apply: { c, target in format.apply(c, to: &target[keyPath: keyPath]) },
              change: { c in format.edits(c).map { NestedPropertyEdits(keyPath: keyPath, edits: $0) } })
    }

    /// A key with its own rule, given as the change it reads.
    static func custom(_ key: String, _ type: ValueType, _ summary: String,
                       change: @escaping @Sendable (Cursor) -> (any PropertyChange<Target>)?) -> Field {
        Field(key: key, type: type, summary: summary, defaultJSON: { _ in nil },
              apply: { c, target in change(c)?.apply(to: &target) }, change: change)
    }
}

/// An object of the format: its keys, as ``Field``s, with a name for the schema's `$defs`.
struct ObjectFormat<Target: Sendable>: Sendable {
    /// Name of the definition in the JSON Schema (`LabelAttribute`, `AdListItem`…).
    let name: String
    /// One line for the schema.
    let summary: String
    let fields: [Field<Target>]
    /// Keys that must be present.
    let required: [String]
    /// The value defaults are read from, for the schema.
    let defaults: Target?
    private let index: [String: Int]
    /// An open-addressing table of field positions by the FNV-1a hash of their key's UTF-8 (−1:
    /// empty), so an ad's keys are found without making strings or hashing twice.
    private let slots: [Int16]
    /// The keys' UTF-8, one after another: key `i` is `keyBytes[keyStarts[i]..<keyStarts[i + 1]]`
    /// (one buffer, so comparing a key retains nothing).
    private let keyBytes: [UInt8]
    private let keyStarts: [Int]
    /// The fields' `apply`, apart, so reading a key does not copy a whole ``Field``.
    private let appliers: [@Sendable (Cursor, inout Target) -> Void]
    /// A hand-written reader of field `i` (true when it handled it), for formats read millions of
    /// times (ads): one switch instead of layers of generic closures. Must agree with `fields`,
    /// which a test checks key by key.
    private let fastApply: (@Sendable (Int, Cursor, inout Target) -> Bool)?

    init(_ name: String, _ summary: String, defaults: Target?, resetsToDefaults: Bool = false, required: [String] = [],
         fields: [Field<Target>], fastApply: (@Sendable (Int, Cursor, inout Target) -> Bool)? = nil) {
        let fields = resetsToDefaults && defaults != nil
            ? [Field(key: Self.resetKey, type: .boolean,
                     summary: "Start from the type's defaults instead of the current value (a Swift initialiser replaces the whole value).",
                     defaultJSON: { _ in "false" }, apply: { _, _ in }, change: { _ in nil })] + fields
            : fields
        self.name = name; self.summary = summary; self.fields = fields; self.required = required; self.defaults = defaults
        self.resetsToDefaults = resetsToDefaults && defaults != nil
        self.fastApply = fastApply
        var index: [String: Int] = [:]
        for (i, f) in fields.enumerated() { index[f.key] = i }
        self.index = index
        let keys = fields.map { Array($0.key.utf8) }
        self.keyBytes = keys.flatMap { $0 }
        self.keyStarts = keys.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        var size = 8
        while size < fields.count * 4 { size *= 2 }
        var slots = [Int16](repeating: -1, count: size)
        for (i, bytes) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: JSONTape.fnv1a(bytes)) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int16(i)
        }
        self.slots = slots
        self.appliers = fields.map(\.apply)
    }

    /// The position of the field of the key node at `keyIndex` of `tape`.
    private func field(keyAt keyIndex: Int, of tape: JSONTape) -> Int? {
        let node = tape.nodes[keyIndex]
        if node.escaped { return index[tape.string(keyIndex)] }
        let start = Int(node.offset) + 1, count = Int(node.end) - start
        let key = UnsafeBufferPointer(rebasing: tape.bytes[start..<(start + count)])
        var slot = Int(truncatingIfNeeded: JSONTape.fnv1a(key)) & (slots.count - 1)
        while true {
            let i = Int(slots[slot])
            if i < 0 { return nil }
            if isKey(i, bytesAt: start, count: count, of: tape) { return i }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// Whether the unescaped key whose `count` bytes start at `start` in `tape` is field `i`'s.
    private func isKey(_ i: Int, bytesAt start: Int, count: Int, of tape: JSONTape) -> Bool {
        let keyStart = keyStarts[i]
        guard keyStarts[i + 1] - keyStart == count else { return false }
        return keyBytes.withUnsafeBufferPointer { keys in
            let key = keys.baseAddress! + keyStart, text = tape.bytes.baseAddress! + start
            // Keys are short: comparing in place beats calling memcmp.
            for i in 0..<count where key[i] != text[i] { return false }
            return true
        }
    }

    /// `"fromDefaults": true` in an object of this format starts from ``defaults``.
    static var resetKey: String { "fromDefaults" }
    private let resetsToDefaults: Bool

    /// Whether the object at `c` asks to start from the defaults (read and checked once).
    private func startsFromDefaults(_ c: Cursor) -> Bool {
        guard resetsToDefaults, let v = ObjectCursor(cursor: c)[Self.resetKey] else { return false }
        return v.bool ?? false
    }

    /// The keys, in the order the format lists them.
    var keys: [String] { fields.map(\.key) }

    /// A sentence for unknown keys that name a concept the format expresses elsewhere
    /// (`"columns"` in overrides: columns come from the layout class).
    var unknownKeyAdvice: @Sendable (String) -> String? = { _ in nil }

    func field(_ key: String) -> Field<Target>? { index[key].map { fields[$0] } }

    /// Reads the object at `c` and applies every key to `target`; unknown keys are reported
    /// with the valid ones, missing required keys too.
    func apply(_ c: Cursor, to target: inout Target) {
        var shape: [Int] = []
        apply(c, to: &target, shape: &shape)
    }

    /// ``apply(_:to:)`` for one of many objects with the same keys in the same order (the ads of a
    /// section): `shape` remembers the fields of the last object, so a key is recognised by one
    /// comparison with the key at the same position before.
    func apply(_ c: Cursor, to target: inout Target, shape: inout [Int]) {
        guard c.kind == .object else { c.typeMismatch("an object"); return }
        if startsFromDefaults(c), let defaults { target = defaults }
        let tape = c.tape
        var key = c.index + 1
        let end = Int(tape.nodes[c.index].end)
        var unknown = false
        var position = 0
        while key < end {
            let value = Cursor(tape: tape, index: key + 1, diagnostics: c.diagnostics)
            var found: Int?
            let node = tape.nodes[key]
            if position < shape.count, !node.escaped,
               isKey(shape[position], bytesAt: Int(node.offset) + 1, count: Int(node.end) - Int(node.offset) - 1, of: tape) {
                found = shape[position]
            } else {
                found = field(keyAt: key, of: tape)
                if let f = found {
                    if position < shape.count { shape[position] = f } else { shape.append(f) }
                }
            }
            if let i = found {
                if fastApply?(i, value, &target) != true { appliers[i](value, &target) }
            } else {
                unknown = true
            }
            key = tape.next(key + 1)
            position += 1
        }
        // The rare paths (unknown and missing keys) read the object again, with strings.
        if unknown || !required.isEmpty {
            let o = ObjectCursor(cursor: c)
            for member in o.members where field(member.key) == nil {
                o.reportUnknownKey(member, valid: keys, advice: unknownKeyAdvice)
            }
            reportMissing(o)
        }
    }

    /// Reads the object at `c` into the edits of its keys, each with where it is written; nil when it
    /// is not an object.
    func edits(_ c: Cursor) -> PropertyEdits<Target>? {
        guard let o = c.object else { return nil }
        var edits: [PropertyEdit<Target>] = []
        if startsFromDefaults(c), let defaults, let reset = o[Self.resetKey] {
            edits.append(PropertyEdit(path: reset.path, location: reset.location, change: PropertyAssignment(keyPath: \.self, value: defaults)))
        }
        for member in o.members {
            guard let f = field(member.key) else { o.reportUnknownKey(member, valid: keys, advice: unknownKeyAdvice); continue }
            if let change = f.change(member.value) {
                edits.append(PropertyEdit(path: member.value.path, location: member.value.location, change: change))
            }
        }
        reportMissing(o)
        return PropertyEdits(edits)
    }

    /// The value `base` with the object at `c` applied.
    func decode(_ c: Cursor, base: Target) -> Target {
        var value = base
        apply(c, to: &value)
        return value
    }

    private func reportMissing(_ o: ObjectCursor) {
        for key in required where o[key] == nil {
            let what = field(key)?.summary ?? key
            _ = o.required(key, what.prefix(1).lowercased() + what.dropFirst())
        }
    }
}
