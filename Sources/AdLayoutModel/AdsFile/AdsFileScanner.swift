import Foundation

/// Finds the ads of an ads file without parsing them: the elements of the top-level array, or of
/// the `list` array of a top-level object, as byte ranges (line:column are found only for messages,
/// ``AdsFileLocations``).
/// Strings (with their escapes) and nesting are followed so that commas and brackets inside an ad
/// are not taken for the list's; everything else about the JSON is checked when the ads are
/// parsed (``AdsFileReader``). Bytes are fed in chunks, so a file of any size is read in bounded
/// memory.
struct AdsFileScanner {
    /// Where an element starts.
    struct Mark {
        /// Byte offset in the file.
        var offset: Int
    }

    /// A structural problem: what was expected, and where.
    struct Problem: Error {
        var message: String
        var mark: Mark
    }

    private enum State {
        /// Before the root value.
        case start
        /// In the root object, before a key (or its end).
        case objectKey
        /// In a key of the root object.
        case objectKeyString
        /// After a key, before its colon.
        case objectColon
        /// After the colon of `list`, before its array.
        case listOpen
        /// Skipping the value of a key other than `list` (nesting depth inside it).
        case skipValue
        /// After a skipped value: a comma or the object's end.
        case objectNext
        /// In the list, before an element (or its end).
        case elementStart
        /// In an element (nesting depth inside it).
        case element
        /// After an element: a comma or the list's end.
        case elementNext
        /// After the root value: only white space may follow.
        case done
    }

    /// Bytes of a key of the root object at most.
    static let maximumKeyBytes = 1_024
    /// Keys of the root object at most.
    static let maximumKeys = 10_000

    private var state = State.start
    /// Byte offset of the next byte fed.
    private(set) var offset = 0
    private var inString = false, escaped = false
    private var depth = 0
    /// A scalar being skipped (ends at a comma, bracket or space instead of its closing bracket).
    private var inScalar = false
    private var key: [UInt8] = []
    private var keyStart = 0
    private var keyIsList = false
    /// The root object's keys so far (a key twice is an error, as in documents).
    private var keys: Set<[UInt8]> = []
    /// The root object's `list` has been read.
    private var listSeen = false
    /// A `,` was read in the root object: a key must follow.
    private var sawKeyComma = false
    /// Whether the root is an object (its `list` holds the ads) rather than the array of ads.
    private(set) var rootIsObject = false
    private var sawElementComma = false

    /// The element being read, from its first byte.
    private(set) var openElement: Mark?
    /// The value of a key other than `list` being skipped, from its first byte (it is parsed whole
    /// when it ends, so that nothing in the file goes unchecked).
    private(set) var openValue: Mark?

    /// The current position.
    var mark: Mark { Mark(offset: offset) }

    /// Whether the root value has ended (only white space may follow).
    var isDone: Bool { state == .done }

    /// Feeds `bytes` (the file's next ones); calls `element` with the start of each element and the
    /// offset just past its end, in order, and `value` likewise for each other value of the root
    /// object.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, element: (Mark, Int) -> Void,
                       value: (Mark, Int) -> Void = { _, _ in }) throws(Problem) {
        var i = 0
        while i < bytes.count {
            if state == .element && !inScalar {
                // Inside an ad (most of the file): one tight loop, the state in locals.
                i = skipElement(bytes, from: i, element: element)
                continue
            }
            let b = bytes[i]
            try step(b, element: element, value: value)
            offset += 1
            i += 1
        }
    }

    /// Follows an object or array ad from byte `i` to its end or the buffer's; returns where it stopped.
    private mutating func skipElement(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, element: (Mark, Int) -> Void) -> Int {
        var i = start
        var depth = self.depth, inString = self.inString, escaped = self.escaped
        var ended = false
        while i < bytes.count && !ended {
            let b = bytes[i]
            i += 1
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                continue
            }
            switch b {
            case 0x22: inString = true
            case 0x5B, 0x7B: depth += 1
            case 0x5D, 0x7D:
                depth -= 1
                ended = depth == 0
            default: break
            }
        }
        offset += i - start
        self.depth = depth; self.inString = inString; self.escaped = escaped
        if ended {
            element(openElement!, offset)
            openElement = nil
            state = .elementNext
        }
        return i
    }

    /// Checks that the file ended where it may: after the root value.
    func finish() throws(Problem) {
        switch state {
        case .done: return
        case .start: throw Problem(message: "the file is empty; expected an array of ads, or an object with a \"list\" array", mark: mark)
        case .element, .elementStart, .elementNext:
            throw Problem(message: "the file ends inside the list of ads (a missing ']' or '}')", mark: mark)
        default:
            // In the root object, outside its list (states only an object reaches).
            throw Problem(message: listSeen ? "the file ends inside the object (a missing '}')"
                                            : "the object has no \"list\" array of ads", mark: mark)
        }
    }

    /// Whether `b` may start a JSON value.
    private static func startsValue(_ b: UInt8) -> Bool {
        switch b {
        case 0x22, 0x5B, 0x7B, 0x2D, 0x30...0x39, 0x74, 0x66, 0x6E: true   // " [ { - digits t f n
        default: false
        }
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    private func found(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? "'\(Character(UnicodeScalar(b)))'" : String(format: "byte 0x%02X", b)
    }

    /// Follows strings and nesting inside a value; true when `b` ended the value's outermost container.
    private mutating func inValue(_ b: UInt8) -> Bool {
        if inString {
            if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
            return false
        }
        switch b {
        case 0x22: inString = true
        case 0x5B, 0x7B: depth += 1
        case 0x5D, 0x7D:
            depth -= 1
            return depth == 0
        default: break
        }
        return false
    }

    /// The root object ended at its `}`.
    private mutating func objectEnded() throws(Problem) {
        guard listSeen else { throw Problem(message: "the object has no \"list\" array of ads", mark: mark) }
        state = .done
    }

    /// A skipped value ended just before `end`.
    private mutating func valueEnded(at end: Int, _ value: (Mark, Int) -> Void) {
        if let open = openValue { value(open, end) }
        openValue = nil
    }

    private mutating func step(_ b: UInt8, element: (Mark, Int) -> Void, value: (Mark, Int) -> Void) throws(Problem) {
        switch state {
        case .start:
            if Self.isSpace(b) || (offset < 3 && [0xEF, 0xBB, 0xBF][offset] == b) { return }
            if b == 0x5B { state = .elementStart; return }
            if b == 0x7B { state = .objectKey; rootIsObject = true; return }
            throw Problem(message: "expected an array of ads, or an object with a \"list\" array, found \(found(b))", mark: mark)
        case .objectKey:
            if Self.isSpace(b) { return }
            if b == 0x22 {
                state = .objectKeyString; key.removeAll(keepingCapacity: true); escaped = false; keyStart = offset
                return
            }
            if b == 0x7D && !sawKeyComma { try objectEnded(); return }
            throw Problem(message: "expected a key in quotes\(sawKeyComma ? " after ','" : ""), found \(found(b))", mark: mark)
        case .objectKeyString:
            guard key.count < Self.maximumKeyBytes else {
                throw Problem(message: "a key is longer than \(Self.maximumKeyBytes) bytes", mark: Mark(offset: keyStart))
            }
            if escaped { escaped = false; key.append(b); return }
            if b == 0x5C { escaped = true; key.append(b); return }
            if b == 0x22 {
                keyIsList = key == Array("list".utf8)
                // As the document decoder says it; the key is shown as written, escapes and all.
                guard keys.insert(key).inserted else {
                    let name = String(decoding: key, as: UTF8.self).escapedForMessage
                    throw Problem(message: "duplicate key \"\(name)\"", mark: Mark(offset: keyStart))
                }
                guard keys.count <= Self.maximumKeys else {
                    throw Problem(message: "the object has more than \(Self.maximumKeys) keys", mark: Mark(offset: keyStart))
                }
                state = .objectColon
                return
            }
            if b < 0x20 { throw Problem(message: "a control character (\(found(b))) in a key; JSON needs it escaped", mark: mark) }
            key.append(b)
        case .objectColon:
            if Self.isSpace(b) { return }
            guard b == 0x3A else { throw Problem(message: "expected ':' after a key, found \(found(b))", mark: mark) }
            sawKeyComma = false
            if keyIsList { state = .listOpen } else { state = .skipValue; depth = 0; inScalar = false; inString = false; escaped = false }
        case .listOpen:
            if Self.isSpace(b) { return }
            guard b == 0x5B else { throw Problem(message: "expected \"list\" to be an array of ads, found \(found(b))", mark: mark) }
            state = .elementStart
        case .skipValue:
            if depth == 0 && !inString && !inScalar {
                if Self.isSpace(b) { return }
                guard Self.startsValue(b) else { throw Problem(message: "expected a value, found \(found(b))", mark: mark) }
                openValue = mark
                switch b {
                case 0x22: inString = true; inScalar = true
                case 0x5B, 0x7B: depth = 1
                default: inScalar = true
                }
                return
            }
            if inScalar && !inString {
                // A number or literal ends at what follows it; a string ended at its closing quote.
                if b == 0x2C { valueEnded(at: offset, value); state = .objectKey; sawKeyComma = true; inScalar = false; return }
                if b == 0x7D { valueEnded(at: offset, value); inScalar = false; try objectEnded(); return }
                if Self.isSpace(b) { valueEnded(at: offset, value); state = .objectNext; inScalar = false }
                else if b < 0x20 { throw Problem(message: "expected a value, found \(found(b))", mark: mark) }
                return
            }
            if inScalar {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                return
            }
            if inValue(b) { valueEnded(at: offset + 1, value); state = .objectNext }
        case .objectNext:
            if Self.isSpace(b) { return }
            if b == 0x2C { state = .objectKey; sawKeyComma = true; return }
            if b == 0x7D { try objectEnded(); return }
            throw Problem(message: "expected ',' or '}' after a value, found \(found(b))", mark: mark)
        case .elementStart:
            if Self.isSpace(b) { return }
            if b == 0x5D {
                if sawElementComma { throw Problem(message: "expected an ad after ',', found ']'", mark: mark) }
                listEnded()
                return
            }
            guard Self.startsValue(b) else { throw Problem(message: "expected an ad, found \(found(b))", mark: mark) }
            openElement = mark
            depth = 0; inString = false; escaped = false; inScalar = false
            if b == 0x7B || b == 0x5B { depth = 1; state = .element; return }
            // A scalar where an ad should be: taken whole, so the decoder names what it found.
            inScalar = true; inString = b == 0x22; state = .element
        case .element:
            if inScalar {
                if inString {
                    if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                    return
                }
                if b == 0x2C || b == 0x5D || Self.isSpace(b) {
                    element(openElement!, offset)
                    openElement = nil
                    state = .elementNext
                    try step(b, element: element, value: value)
                }
                else if b < 0x20 {
                    // The decoder names a bad scalar; a control character ends it here (a run of NULs is not an ad).
                    throw Problem(message: "expected an ad, found \(found(b))", mark: mark)
                }
                return
            }
            if inValue(b) {
                element(openElement!, offset + 1)
                openElement = nil
                state = .elementNext
            }
        case .elementNext:
            if Self.isSpace(b) { return }
            if b == 0x2C { state = .elementStart; sawElementComma = true; return }
            if b == 0x5D { listEnded(); return }
            throw Problem(message: "expected ',' or ']' after an ad, found \(found(b))", mark: mark)
        case .done:
            if Self.isSpace(b) { return }
            throw Problem(message: "\(found(b)) after the end of the \(rootIsObject ? "object" : "list of ads"); "
                          + "the file must hold one JSON value", mark: mark)
        }
    }

    /// The list's `]`: the file ends after it (an array), or the object's other keys follow.
    private mutating func listEnded() {
        if rootIsObject { listSeen = true; state = .objectNext } else { state = .done }
    }
}
