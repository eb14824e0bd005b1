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
        /// After the list: the rest of the file is not read.
        case done
    }

    private var state = State.start
    /// Byte offset of the next byte fed.
    private(set) var offset = 0
    private var inString = false, escaped = false
    private var depth = 0
    /// A scalar being skipped (ends at a comma, bracket or space instead of its closing bracket).
    private var inScalar = false
    private var key: [UInt8] = []
    private var keyIsList = false
    /// Whether the root is an object (its `list` holds the ads) rather than the array of ads.
    private(set) var rootIsObject = false
    private var sawElementComma = false

    /// The element being read, from its first byte.
    private(set) var openElement: Mark?

    /// The current position.
    var mark: Mark { Mark(offset: offset) }

    /// Whether the list has ended.
    var isDone: Bool { state == .done }

    /// Feeds `bytes` (the file's next ones); calls `element` with the start of each element and the
    /// offset just past its end, in order.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, element: (Mark, Int) -> Void) throws(Problem) {
        var i = 0
        while i < bytes.count {
            if state == .done { return }
            if state == .element && !inScalar {
                // Inside an ad (most of the file): one tight loop, the state in locals.
                i = skipElement(bytes, from: i, element: element)
                continue
            }
            let b = bytes[i]
            try step(b, element: element)
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

    /// Checks that the file ended where it may: after the list.
    func finish() throws(Problem) {
        switch state {
        case .done: return
        case .start: throw Problem(message: "the file is empty; expected an array of ads, or an object with a \"list\" array", mark: mark)
        case .objectNext, .objectKey where rootIsObject:
            throw Problem(message: "the object has no \"list\" array of ads", mark: mark)
        default: throw Problem(message: "the file ends inside the list of ads (a missing ']' or '}')", mark: mark)
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

    private mutating func step(_ b: UInt8, element: (Mark, Int) -> Void) throws(Problem) {
        switch state {
        case .start:
            if Self.isSpace(b) || (offset < 3 && [0xEF, 0xBB, 0xBF][offset] == b) { return }
            if b == 0x5B { state = .elementStart; return }
            if b == 0x7B { state = .objectKey; rootIsObject = true; return }
            throw Problem(message: "expected an array of ads, or an object with a \"list\" array, found \(found(b))", mark: mark)
        case .objectKey:
            if Self.isSpace(b) { return }
            if b == 0x22 { state = .objectKeyString; key.removeAll(keepingCapacity: true); escaped = false; return }
            if b == 0x7D { throw Problem(message: "the object has no \"list\" array of ads", mark: mark) }
            throw Problem(message: "expected a key in quotes, found \(found(b))", mark: mark)
        case .objectKeyString:
            if escaped { escaped = false; key.append(b); return }
            if b == 0x5C { escaped = true; key.append(b); return }
            if b == 0x22 { keyIsList = key == Array("list".utf8); state = .objectColon; return }
            key.append(b)
        case .objectColon:
            if Self.isSpace(b) { return }
            guard b == 0x3A else { throw Problem(message: "expected ':' after a key, found \(found(b))", mark: mark) }
            if keyIsList { state = .listOpen } else { state = .skipValue; depth = 0; inScalar = false; inString = false }
        case .listOpen:
            if Self.isSpace(b) { return }
            guard b == 0x5B else { throw Problem(message: "expected \"list\" to be an array of ads, found \(found(b))", mark: mark) }
            state = .elementStart
        case .skipValue:
            if depth == 0 && !inString && !inScalar {
                if Self.isSpace(b) { return }
                switch b {
                case 0x22: inString = true; inScalar = true
                case 0x5B, 0x7B: depth = 1
                case 0x2C, 0x7D: throw Problem(message: "expected a value, found \(found(b))", mark: mark)
                default: inScalar = true
                }
                return
            }
            if inScalar && !inString {
                // A number or literal ends at what follows it; a string ended at its closing quote.
                if b == 0x2C { state = .objectKey; inScalar = false; return }
                if b == 0x7D { throw Problem(message: "the object has no \"list\" array of ads", mark: mark) }
                if Self.isSpace(b) { state = .objectNext; inScalar = false }
                return
            }
            if inScalar {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                return
            }
            if inValue(b) { state = .objectNext }
        case .objectNext:
            if Self.isSpace(b) { return }
            if b == 0x2C { state = .objectKey; return }
            if b == 0x7D { throw Problem(message: "the object has no \"list\" array of ads", mark: mark) }
            throw Problem(message: "expected ',' or '}' after a value, found \(found(b))", mark: mark)
        case .elementStart:
            if Self.isSpace(b) { return }
            if b == 0x5D {
                if sawElementComma { throw Problem(message: "expected an ad after ',', found ']'", mark: mark) }
                state = .done
                return
            }
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
                    try step(b, element: element)
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
            if b == 0x5D { state = .done; return }
            throw Problem(message: "expected ',' or ']' after an ad, found \(found(b))", mark: mark)
        case .done:
            return
        }
    }
}
