import Foundation
import Synchronization

/// A parsed JSON document as a flat tape: one 16-byte node per value, in document order, over the
/// source bytes. Strings are validated while parsing but decoded only when read, numbers are kept
/// as `Double`s, and containers know where they end, so a decoder walks the document without a
/// tree of Swift values — a document costs about twice its size in memory while it is decoded.
///
/// Strict RFC 8259: rejects trailing commas, comments, `NaN`/`Infinity`, leading zeros, single
/// quotes, raw control characters in strings, lone surrogates and invalid UTF-8; additionally
/// duplicate keys in one object, numbers too large for a `Double`, nesting deeper than
/// ``maxDepth`` and documents larger than ``maxBytes``. A UTF-8 byte order mark at the very start
/// is skipped. Errors carry a short message and the location of the offending character.
package final class JSONTape {
    /// The deepest nesting of arrays and objects that is accepted.
    package static let maxDepth = 512
    /// The largest document accepted, in bytes (offsets are 32-bit).
    package static let maxBytes = FormatLimits.documentBytes

    /// What a node holds.
    package enum Kind: UInt8, Sendable {
        case null, `true`, `false`, number, string, array, object
    }

    /// One value, 12 bytes. `offset` is where it starts; `end` is, for a string, the offset of its
    /// closing quote; for a number, its index in ``numbers``; for a container, the index of the
    /// node after its last descendant. An object's children alternate key (a string) and value.
    package struct Node: Sendable {
        package var kind: Kind
        /// A string containing escapes (decoded on read).
        package var escaped: Bool
        package var offset: UInt32
        package var end: UInt32
    }

    /// The source document, owned by the tape (freed with it).
    package let bytes: UnsafeBufferPointer<UInt8>
    package let nodes: [Node]
    package let numbers: [Double]
    /// Where line 1 starts (3 after a byte order mark).
    let firstLineStart: Int
    /// Where each node comes from, for a tape made from a tree (``of(_:)``): its bytes are no text
    /// anyone wrote. Nil for a parsed tape (its nodes are where its text has them).
    package let origins: [Origin]?
    /// Where lines start and how many scalars precede each block, made when a location is first asked for.
    private let textIndex = TextIndex()

    init(bytes: UnsafeBufferPointer<UInt8>, nodes: [Node], numbers: [Double], firstLineStart: Int, origins: [Origin]? = nil) {
        self.bytes = bytes; self.nodes = nodes; self.numbers = numbers; self.firstLineStart = firstLineStart; self.origins = origins
    }

    deinit { bytes.deallocate() }

    /// Parses a complete document.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        try parse(bytes.withUnsafeBufferPointer { JSONTape.copy($0) })
    }

    /// Parses a complete document.
    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONTape {
        try parse(data.withUnsafeBytes { JSONTape.copy($0.assumingMemoryBound(to: UInt8.self)) })
    }

    /// A buffer of its own with `source`'s bytes.
    static func copy(_ source: UnsafeBufferPointer<UInt8>) -> UnsafeMutableBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: source.count)
        _ = buffer.initialize(from: source)
        return buffer
    }

    /// Parses the document in `owned`, which the tape takes over (and frees, also on error).
    static func parse(_ owned: UnsafeMutableBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONTape {
        let bytes = UnsafeBufferPointer(owned)
        if bytes.count > maxBytes {
            bytes.deallocate()
            throw JSONSyntaxError(message: "document too large (\(bytes.count) bytes; the limit is \(maxBytes))",
                                  location: SourceLocation(line: 1, column: 1, offset: 0))
        }
        var parser = Parser(bytes)
        do { try parser.parseDocument() } catch {
            var located = error
            located.path = JSONPathAtOffset.path(in: UnsafeRawBufferPointer(bytes), at: error.location.offset)
            bytes.deallocate()
            throw located
        }
        return JSONTape(bytes: bytes, nodes: parser.nodes, numbers: parser.numbers, firstLineStart: parser.firstLineStart)
    }

    /// Asks the kernel to back the whole 2 MiB pages within `byteCount` bytes at `start` with huge
    /// pages (Linux, transparent huge pages in `madvise` mode): a large buffer that is filled once
    /// then costs a fault per 2 MiB instead of one per 4 KiB. Does nothing for smaller buffers.
    package static func adviseHugePages(_ start: UnsafeRawPointer?, byteCount: Int) {
        #if os(Linux)
        let huge = 2 << 20
        guard let start, byteCount >= 2 * huge else { return }
        let first = (Int(bitPattern: start) + huge - 1) & ~(huge - 1)
        let last = (Int(bitPattern: start) + byteCount) & ~(huge - 1)
        guard last > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(pointer, last - first, MADV_HUGEPAGE)
        #endif
    }

    // MARK: Reading

    /// Index of the node after `index` and its descendants.
    package func next(_ index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.end) : index + 1
    }

    /// Indices of the children of the container at `index` (for objects: keys and values alternate).
    package func children(_ index: Int) -> [Int] {
        var out: [Int] = []
        var child = index + 1
        let end = Int(nodes[index].end)
        while child < end {
            out.append(child)
            child = next(child)
        }
        return out
    }

    /// The number at `index`.
    package func number(_ index: Int) -> Double { numbers[Int(nodes[index].end)] }

    /// The string at `index`, decoded.
    package func string(_ index: Int) -> String {
        let node = nodes[index]
        let start = Int(node.offset) + 1, stop = Int(node.end)
        if !node.escaped {
            return withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<stop]), as: UTF8.self) }
        }
        return withBytes { buffer in
            var parser = Parser(buffer)
            parser.position = Int(node.offset)
            // Validated when the tape was made, so decoding again cannot fail.
            return (try? parser.parseString()) ?? ""
        }
    }

    /// Whether the string at `index` equals `key`, without decoding it (unescaped strings).
    func stringEquals(_ index: Int, _ key: StaticString) -> Bool {
        let node = nodes[index]
        if node.escaped { return string(index) == key.description }
        let start = Int(node.offset) + 1, count = Int(node.end) - start
        guard count == key.utf8CodeUnitCount else { return false }
        return withBytes { memcmp($0.baseAddress! + start, key.utf8Start, count) == 0 }
    }

    /// Whether the string at `index` equals `text`, without decoding it (unescaped strings).
    func stringEquals(_ index: Int, _ text: String) -> Bool {
        let node = nodes[index]
        if node.escaped { return string(index) == text }
        let start = Int(node.offset) + 1, count = Int(node.end) - start
        var text = text
        return text.withUTF8 { key in
            count == key.count && (count == 0 || memcmp(bytes.baseAddress! + start, key.baseAddress!, count) == 0)
        }
    }

    /// Calls `body` with the source bytes.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(bytes)
    }

    /// Whether the unescaped string at `index` has exactly the bytes of `key`.
    func stringEquals(_ index: Int, utf8 key: [UInt8]) -> Bool {
        let node = nodes[index]
        if node.escaped { return Array(string(index).utf8) == key }
        let start = Int(node.offset) + 1, count = Int(node.end) - start
        guard count == key.count else { return false }
        guard count > 0 else { return true }
        return withBytes { buffer in key.withUnsafeBufferPointer { memcmp(buffer.baseAddress! + start, $0.baseAddress!, count) == 0 } }
    }

    /// FNV-1a over `bytes`.
    static func fnv1a<C: Sequence>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return h
    }

    /// Line and column of the node at `index` (columns count Unicode scalars, as an editor does).
    /// Found from an index of the text made on the first call, so each costs the same wherever the
    /// node is, also on a line of megabytes (a minified document).
    package func location(_ index: Int) -> SourceLocation {
        if let origins { return origins[index].location }
        return textIndex.location(of: Int(nodes[index].offset), in: bytes, firstLineStart: firstLineStart)
    }

    /// The JSON path of the node at `index` (`sections[0].items[3].appName`), found by walking
    /// down from the root; only messages need it, so nothing stores paths while decoding. The walk
    /// resumes where the previous one went down each container when it can (the decoder asks in
    /// document order), so the paths of every element of a long array cost its length, not its
    /// length squared.
    package func path(of index: Int) -> String {
        lastDescent.withLock { descent in
            var path = ""
            var current = 0
            var level = 0
            defer { descent.removeSubrange(min(level, descent.count)...) }
            while current != index {
                let isObject = nodes[current].kind == .object
                var child = current + 1
                var position = 0
                if level < descent.count, descent[level].container == current, descent[level].child <= index {
                    child = descent[level].child
                    position = descent[level].position
                }
                let end = Int(nodes[current].end)
                var found = false
                while child < end {
                    let valueIndex = isObject ? child + 1 : child
                    let after = next(valueIndex)
                    if index == child && isObject { return path }   // a key: the object's path
                    if index >= valueIndex && index < after {
                        if isObject {
                            let key = string(child)
                            path += path.isEmpty ? key : "." + key
                        } else {
                            path += "[\(position)]"
                        }
                        let step = Descent(container: current, child: child, position: position)
                        if level < descent.count { descent[level] = step } else { descent.append(step) }
                        level += 1
                        current = valueIndex
                        found = true
                        break
                    }
                    child = after
                    position += 1
                }
                if !found { return path }
            }
            return path
        }
    }

    /// One container of the last path walked: the child it went down into and that child's position.
    private struct Descent {
        var container: Int
        var child: Int
        var position: Int
    }

    /// The containers the last ``path(of:)`` went down, outermost first.
    private let lastDescent = Mutex<[Descent]>([])
}

/// The start offsets of a document's lines and a running count of its Unicode scalars, made once,
/// when the first location is asked for: a line and column then cost a binary search and a count
/// over at most ``block`` bytes.
private final class TextIndex: Sendable {
    private struct Tables {
        var lineStarts: [Int]
        /// Scalars (bytes that are not UTF-8 continuations) before offset `k × block`, for each `k`.
        var scalarsBefore: [UInt32]
    }

    private static let blockShift = 8
    private static var block: Int { 1 << blockShift }
    private let tables = Mutex<Tables?>(nil)

    /// Line and column of byte `offset` (`\n`, `\r\n` and a lone `\r` each end a line).
    func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, firstLineStart: Int) -> SourceLocation {
        tables.withLock { cached in
            if cached == nil { cached = Self.tables(of: bytes, firstLineStart: firstLineStart) }
            let lineStarts = cached!.lineStarts
            // The last line start at or before `offset`.
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            func scalars(before end: Int) -> Int {
                let blockStart = (end >> Self.blockShift) << Self.blockShift
                var count = Int(cached!.scalarsBefore[end >> Self.blockShift])
                for i in blockStart..<end where bytes[i] & 0xC0 != 0x80 { count += 1 }
                return count
            }
            let column = 1 + scalars(before: offset) - scalars(before: lineStarts[low])
            return SourceLocation(line: low + 1, column: column, offset: offset)
        }
    }

    private static func tables(of bytes: UnsafeBufferPointer<UInt8>, firstLineStart: Int) -> Tables {
        var starts = [firstLineStart]
        let base = bytes.baseAddress!, count = bytes.count
        if memchr(base, 0x0D, count) == nil {
            // No carriage returns (the usual case): let memchr find the line feeds.
            var i = firstLineStart
            while i < count, let hit = memchr(base + i, 0x0A, count - i) {
                i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(i)
            }
        } else {
            var i = firstLineStart
            while i < count {
                let b = bytes[i]
                i += 1
                if b == 0x0D, i < count, bytes[i] == 0x0A { i += 1 }
                if b == 0x0A || b == 0x0D { starts.append(i) }
            }
        }
        var scalarsBefore = [UInt32](repeating: 0, count: count >> blockShift + 1)
        var scalars: UInt32 = 0
        var i = 0
        for k in 1..<scalarsBefore.count {
            let end = k << blockShift
            while i < end {
                if bytes[i] & 0xC0 != 0x80 { scalars += 1 }
                i += 1
            }
            scalarsBefore[k] = scalars
        }
        return Tables(lineStarts: starts, scalarsBefore: scalarsBefore)
    }
}

/// A JSON syntax error: a short human message and the location of the offending character.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What went wrong, e.g. `expected ',' or '}' after an object member, found ']'`.
    package var message: String
    /// Where it went wrong.
    package var location: SourceLocation
    /// The JSON path of the value (or key) being read there; empty at the top level.
    package var path = ""

    /// An error at `location`; the parser adds the path.
    package init(message: String, location: SourceLocation) { self.message = message; self.location = location }
}

// MARK: - Implementation

private enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22  // "
    static let apostrophe: UInt8 = 0x27  // '
    static let asterisk: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
}

/// An array or object whose closing bracket has not been reached yet. The parser keeps an
/// explicit stack of these instead of recursing, so deep input can never overflow the stack.
private struct Container {
    var isObject: Bool
    /// Index of the container's node.
    var node: Int
    /// Where the object's key nodes start in the parser's key stack (to reject duplicates).
    var keysStart: Int
    /// The decoded keys, once an object has too many to compare pairwise.
    var keySet: Set<String>? = nil
}

/// A key of an open object: its node, its length in the source and its first eight bytes (as a
/// little-endian word, zero past the key's end), so most pairs of keys are told apart without
/// reading the text.
private struct OpenKey {
    var node: UInt32
    var count: UInt32
    var escaped: Bool
    var head: UInt64
}

/// A remembered scanning position, cheap enough to take before skipping whitespace; the
/// column is only computed if it ends up in an error.
private struct Mark {
    var offset: Int
    var line: Int
    var lineStart: Int
}

private struct Parser {
    let buffer: UnsafeBufferPointer<UInt8>
    let end: Int
    /// Index of the next unread byte.
    var position = 0
    var line = 1
    /// Offset of the first byte of the current line.
    var lineStart = 0
    var firstLineStart = 0
    var nodes: [JSONTape.Node] = []
    var numbers: [Double] = []
    /// Keys of the open objects, innermost last: one stack for all, not an array per object.
    var keyStack: [OpenKey] = []

    // Column cache: values are located in increasing order, so counting scalars onward from
    // the last located point keeps location tracking linear even on one huge line.
    var cachedLineStart = -1
    var cachedOffset = 0
    var cachedColumn = 1

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        self.end = buffer.count
        if end >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            position = 3
            lineStart = 3
            firstLineStart = 3
        }
    }

    mutating func append(_ kind: JSONTape.Kind, at mark: Int, escaped: Bool = false, end: Int = 0) {
        nodes.append(JSONTape.Node(kind: kind, escaped: escaped, offset: UInt32(truncatingIfNeeded: mark),
                                   end: UInt32(truncatingIfNeeded: end)))
    }

    // MARK: Document and containers

    mutating func parseDocument() throws(JSONSyntaxError) {
        nodes.reserveCapacity(end / 8)
        JSONTape.adviseHugePages(nodes.withUnsafeBufferPointer { $0.baseAddress }, byteCount: nodes.capacity * MemoryLayout<JSONTape.Node>.stride)
        var stack: [Container] = []
        while true {
            // Parse the start of a value: either a scalar, or the opening of a container.
            skipWhitespace()
            guard position < end else { throw endOfInput() }
            let start = position
            switch buffer[position] {
            case ASCII.openBracket, ASCII.openBrace:
                let isObject = buffer[position] == ASCII.openBrace
                guard stack.count < JSONTape.maxDepth else { throw tooDeep() }
                append(isObject ? .object : .array, at: start)
                position += 1
                skipWhitespace()
                if position < end, buffer[position] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                    // Empty: closed at once.
                    position += 1
                    nodes[nodes.count - 1].end = UInt32(nodes.count)
                } else {
                    var container = Container(isObject: isObject, node: nodes.count - 1, keysStart: keyStack.count)
                    if isObject { try parseKey(into: &container, expected: "a string key or '}'") }
                    stack.append(container)
                    continue
                }
            default:
                try parseScalar()
            }

            // A value is complete: close as many containers as the input closes here.
            while true {
                guard !stack.isEmpty else { return try finish() }
                let top = stack.count - 1
                let isObject = stack[top].isObject
                let close = isObject ? ASCII.closeBrace : ASCII.closeBracket
                skipWhitespace()
                guard position < end else { throw endOfInput() }
                if buffer[position] == ASCII.comma {
                    let comma = mark()
                    position += 1
                    skipWhitespace()
                    if position < end, buffer[position] == close {
                        throw error(isObject ? "trailing comma before '}'" : "trailing comma before ']'", at: comma)
                    }
                    if isObject { try parseKey(into: &stack[top], expected: "a string key") }
                    break
                }
                guard buffer[position] == close else {
                    throw unexpected(expected: isObject ? "',' or '}' after an object member" : "',' or ']' after an array element")
                }
                position += 1
                let container = stack.removeLast()
                nodes[container.node].end = UInt32(nodes.count)
                keyStack.removeLast(keyStack.count - container.keysStart)
            }
        }
    }

    /// Checks that only whitespace follows the top-level value.
    mutating func finish() throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < end else { return }
        if let comment = commentError() { throw comment }
        throw error("unexpected \(describe(at: position)) after the top-level value")
    }

    /// Parses `"key" :` (whitespace already skipped) and records the key in `container`.
    mutating func parseKey(into container: inout Container, expected: String) throws(JSONSyntaxError) {
        guard position < end else { throw endOfInput() }
        guard buffer[position] == ASCII.quote else {
            if buffer[position] == ASCII.apostrophe { throw error("strings must use double quotes, not '") }
            throw unexpected(expected: expected)
        }
        let keyMark = mark()
        try scanString()
        let keyNode = nodes.count - 1
        if let duplicate = duplicateKey(keyNode, in: &container) {
            throw JSONSyntaxError(message: "duplicate key \(quoted(duplicate))", location: location(of: keyMark))
        }
        skipWhitespace()
        guard position < end else { throw endOfInput() }
        guard buffer[position] == ASCII.colon else { throw unexpected(expected: "':' after an object key") }
        position += 1
    }

    /// The key of node `key` if `container` already has it, else nil (and the key is recorded).
    mutating func duplicateKey(_ key: Int, in container: inout Container) -> String? {
        // Indices, not a slice: a live slice would make the append copy the whole stack.
        let range = container.keysStart..<keyStack.count
        if container.keySet == nil, range.count < 16 {
            let entry = openKey(key)
            for i in range {
                let other = keyStack[i]
                // Keys of other lengths or first bytes differ, unless escapes make them look different.
                guard other.count == entry.count && other.head == entry.head || other.escaped || entry.escaped else { continue }
                if sameKey(Int(other.node), key) { return decodedString(key) }
            }
            keyStack.append(entry)
            return nil
        }
        if container.keySet == nil {
            container.keySet = Set(range.map { decodedString(Int(keyStack[$0].node)) })
        }
        let decoded = decodedString(key)
        return container.keySet!.insert(decoded).inserted ? nil : decoded
    }

    /// The key node at `index` with its length and first bytes, to tell most keys apart at once.
    func openKey(_ index: Int) -> OpenKey {
        let node = nodes[index]
        let start = Int(node.offset) + 1, count = Int(node.end) - start
        var head: UInt64 = 0
        if start + 8 <= end {
            // Past the key's end this reads its closing quote and what follows; masked off.
            head = UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + start).loadUnaligned(as: UInt64.self))
            if count < 8 { head &= (1 << (UInt64(count) * 8)) &- 1 }
        } else {
            for i in 0..<min(count, 8) { head |= UInt64(buffer[start + i]) << (UInt64(i) * 8) }
        }
        return OpenKey(node: UInt32(truncatingIfNeeded: index), count: UInt32(truncatingIfNeeded: count), escaped: node.escaped, head: head)
    }

    func sameKey(_ a: Int, _ b: Int) -> Bool {
        let x = nodes[a], y = nodes[b]
        if x.escaped || y.escaped { return decodedString(a) == decodedString(b) }
        let xs = Int(x.offset) + 1, ys = Int(y.offset) + 1, count = Int(x.end) - xs
        guard count == Int(y.end) - ys else { return false }
        guard count > 0 else { return true }
        guard buffer[xs] == buffer[ys] else { return false }
        return memcmp(buffer.baseAddress! + xs, buffer.baseAddress! + ys, count) == 0
    }

    func decodedString(_ index: Int) -> String {
        let node = nodes[index]
        if !node.escaped {
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[(Int(node.offset) + 1)..<Int(node.end)]), as: UTF8.self)
        }
        var copy = Parser(buffer)
        copy.position = Int(node.offset)
        return (try? copy.parseString()) ?? ""
    }

    // MARK: Scalars

    /// Parses a string, number or literal at `position` (whitespace already skipped) onto the tape.
    mutating func parseScalar() throws(JSONSyntaxError) {
        let byte = buffer[position]
        let start = position
        switch byte {
        case ASCII.quote:
            try scanString()
        case ASCII.minus, ASCII.zero...ASCII.nine:
            let value = try parseNumber()
            append(.number, at: start, end: numbers.count)
            numbers.append(value)
        case ASCII.apostrophe:
            throw error("strings must use double quotes, not '")
        case _ where isWordByte(byte):
            append(try parseLiteral(), at: start)
        default:
            throw unexpected(expected: "a value")
        }
    }

    /// Validates the string at `position` (its opening quote) and appends its node, without
    /// building a `String`; a string with escapes is checked by the full decoder.
    mutating func scanString() throws(JSONSyntaxError) {
        let openingQuote = mark()
        position += 1
        let base = buffer.baseAddress!
        while position < end {
            // Plain ASCII is most of any document: step over eight bytes at a time while none of
            // them ends the string, escapes, is a control character or belongs to a longer sequence.
            while position + 8 <= end,
                  Self.isPlainText(UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))) {
                position += 8
            }
            guard position < end else { break }
            let byte = buffer[position]
            if byte >= 0x20 && byte < 0x80 && byte != ASCII.quote && byte != ASCII.backslash {
                position += 1
                continue
            }
            // Three-byte sequences (Hangul, most CJK) checked inline: an E1–EF lead (ED only below
            // A0, as surrogates are not UTF-8) and two continuations.
            if byte >= 0xE1 && byte <= 0xEF, position + 2 < end {
                let second = buffer[position + 1]
                if second & 0xC0 == 0x80, buffer[position + 2] & 0xC0 == 0x80, byte != 0xED || second < 0xA0 {
                    position += 3
                    continue
                }
            }
            if byte == ASCII.quote {
                append(.string, at: openingQuote.offset, end: position)
                position += 1
                return
            }
            if byte == ASCII.backslash {
                position = openingQuote.offset
                _ = try parseString()
                append(.string, at: openingQuote.offset, escaped: true, end: position - 1)
                return
            }
            try advanceOverStringByte(byte)
        }
        throw error("unterminated string", at: openingQuote)
    }

    /// Whether the eight bytes of `word` are all ASCII that a string holds as it is: no quote,
    /// backslash or control character. (With every top bit clear, subtracting 1 from a byte sets
    /// its top bit only when the byte was 0, and a borrow only moves on from such a byte.)
    static func isPlainText(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0 else { return false }
        let control = word &- ones &* 0x20
        let quote = (word ^ (ones &* UInt64(ASCII.quote))) &- ones
        let backslash = (word ^ (ones &* UInt64(ASCII.backslash))) &- ones
        return (control | quote | backslash) & high == 0
    }

    /// Parses `true`, `false` or `null`; any other bare word is an error naming the word.
    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONTape.Kind {
        let start = position
        var wordEnd = position
        while wordEnd < end, isWordByte(buffer[wordEnd]) { wordEnd += 1 }
        let word = UnsafeBufferPointer(rebasing: buffer[start..<wordEnd])
        let kind: JSONTape.Kind
        if word.elementsEqual("true".utf8) {
            kind = .true
        } else if word.elementsEqual("false".utf8) {
            kind = .false
        } else if word.elementsEqual("null".utf8) {
            kind = .null
        } else {
            if wordEnd == end, ["true", "false", "null"].contains(where: { $0.utf8.starts(with: word) }) {
                position = wordEnd
                throw endOfInput()
            }
            throw error("invalid literal \(quoted(String(decoding: word, as: UTF8.self)))")
        }
        position = wordEnd
        return kind
    }

    /// Parses a number. The whole run of number-like characters is taken as the token, so
    /// `01`, `1.` or `-Infinity` are reported as one invalid number rather than piecemeal.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        var tokenEnd = position
        while tokenEnd < end, isNumberTokenByte(buffer[tokenEnd]) { tokenEnd += 1 }
        let token = UnsafeBufferPointer(rebasing: buffer[start..<tokenEnd])
        guard let isInteger = Self.validateNumber(token) else {
            throw error("invalid number \(quoted(String(decoding: token, as: UTF8.self)))")
        }
        let negative = token.first == ASCII.minus
        let digitCount = token.count - (negative ? 1 : 0)
        var result: Double
        if isInteger, digitCount <= 15 {
            // Up to 15 digits fit exactly in both Int and Double: skip the text conversion.
            var magnitude = 0
            for byte in token where byte != ASCII.minus { magnitude = magnitude * 10 + Int(byte - ASCII.zero) }
            result = Double(magnitude)
            if negative { result = -result }
        } else {
            guard let parsed = Double(String(decoding: token, as: UTF8.self)) else {
                throw error("invalid number \(quoted(String(decoding: token, as: UTF8.self)))")
            }
            result = parsed
        }
        guard result.isFinite else {
            throw error("number out of range \(quoted(String(decoding: token, as: UTF8.self)))")
        }
        position = tokenEnd
        return result
    }

    /// Checks RFC 8259 number grammar. Returns whether the number is a plain integer, or
    /// `nil` if the token is not a valid number.
    static func validateNumber(_ token: UnsafeBufferPointer<UInt8>) -> Bool? {
        var index = 0
        let count = token.count
        func digits() -> Int {
            let start = index
            while index < count, token[index] >= ASCII.zero, token[index] <= ASCII.nine { index += 1 }
            return index - start
        }
        if index < count, token[index] == ASCII.minus { index += 1 }
        guard index < count else { return nil }
        if token[index] == ASCII.zero {
            index += 1
        } else if digits() == 0 {
            return nil
        }
        var isInteger = true
        if index < count, token[index] == ASCII.period {
            index += 1
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        if index < count, token[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < count, token[index] == ASCII.plus || token[index] == ASCII.minus { index += 1 }
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        return index == count ? isInteger : nil
    }

    /// Parses a string starting at the opening quote at `position`.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let openingQuote = mark()
        position += 1
        let start = position
        // Fast path: no escapes, so the result is a slice of the input.
        while position < end {
            let byte = buffer[position]
            if byte == ASCII.quote {
                let string = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
                position += 1
                return string
            }
            if byte == ASCII.backslash { break }
            try advanceOverStringByte(byte)
        }
        guard position < end else { throw error("unterminated string", at: openingQuote) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(position - start + 16)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<position]))
        while position < end {
            let byte = buffer[position]
            if byte == ASCII.quote {
                position += 1
                return String(decoding: bytes, as: UTF8.self)
            }
            if byte == ASCII.backslash {
                try parseEscape(into: &bytes, openingQuote: openingQuote)
            } else {
                let runStart = position
                try advanceOverStringByte(byte)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<position]))
            }
        }
        throw error("unterminated string", at: openingQuote)
    }

    /// Moves past one unescaped character of a string, rejecting control characters and
    /// invalid UTF-8.
    mutating func advanceOverStringByte(_ byte: UInt8) throws(JSONSyntaxError) {
        if byte < 0x20 {
            if byte == ASCII.newline || byte == ASCII.carriageReturn {
                throw error("unescaped line break in string")
            }
            throw error("unescaped control character \(Self.scalarName(UInt32(byte))) in string")
        }
        if byte < 0x80 {
            position += 1
        } else if let length = scalarLength(at: position) {
            position += length
        } else {
            throw error("invalid UTF-8 byte \(Self.hexByte(byte))")
        }
    }

    /// Decodes the escape sequence at `position` (a backslash) and appends its UTF-8.
    mutating func parseEscape(into bytes: inout [UInt8], openingQuote: Mark) throws(JSONSyntaxError) {
        let backslash = position
        guard backslash + 1 < end else { throw error("unterminated string", at: openingQuote) }
        let escaped = buffer[backslash + 1]
        let simple: UInt8? = switch escaped {
        case ASCII.quote: ASCII.quote
        case ASCII.backslash: ASCII.backslash
        case ASCII.slash: ASCII.slash
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): ASCII.newline
        case UInt8(ascii: "r"): ASCII.carriageReturn
        case UInt8(ascii: "t"): ASCII.tab
        default: nil
        }
        if let simple {
            bytes.append(simple)
            position += 2
            return
        }
        guard escaped == UInt8(ascii: "u") else {
            if escaped > 0x20, escaped < 0x7F {
                throw error("invalid escape \"\\\(Character(Unicode.Scalar(escaped)))\"")
            }
            throw error("invalid escape: '\\' followed by \(describe(at: backslash + 1))")
        }
        let first = try hexQuad(at: backslash, openingQuote: openingQuote)
        var scalarValue = first
        var length = 6
        if (0xDC00...0xDFFF).contains(first) {
            throw unpairedSurrogate(first)
        }
        if (0xD800...0xDBFF).contains(first) {
            let next = backslash + 6
            guard next < end else { throw error("unterminated string", at: openingQuote) }
            guard buffer[next] == ASCII.backslash else { throw unpairedSurrogate(first) }
            guard next + 1 < end else { throw error("unterminated string", at: openingQuote) }
            guard buffer[next + 1] == UInt8(ascii: "u") else {
                throw unpairedSurrogate(first)
            }
            let second = try hexQuad(at: next, openingQuote: openingQuote)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw unpairedSurrogate(first)
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            length = 12
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw unpairedSurrogate(first)
        }
        bytes.append(contentsOf: scalar.utf8)
        position += length
    }

    mutating func unpairedSurrogate(_ value: UInt32) -> JSONSyntaxError {
        error("unpaired surrogate \"\\u\(Self.hex4(value))\"")
    }

    /// Reads the four hex digits of the `\uXXXX` escape whose backslash is at `backslash`.
    /// `position` is left unchanged, except that errors point at `backslash`.
    mutating func hexQuad(at backslash: Int, openingQuote: Mark) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for index in (backslash + 2)..<(backslash + 6) {
            guard index < end else { throw error("unterminated string", at: openingQuote) }
            let byte = buffer[index]
            let digit: UInt8
            switch byte {
            case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                position = backslash
                throw error("invalid \\u escape: expected 4 hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: Bytes and whitespace

    /// Skips JSON whitespace, keeping track of lines (`\n`, `\r\n` and a lone `\r` each end one).
    mutating func skipWhitespace() {
        while position < end {
            switch buffer[position] {
            case ASCII.space, ASCII.tab:
                position += 1
            case ASCII.newline:
                position += 1
                line += 1
                lineStart = position
            case ASCII.carriageReturn:
                position += 1
                if position < end, buffer[position] == ASCII.newline { position += 1 }
                line += 1
                lineStart = position
            default:
                return
            }
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or `nil` if it is malformed
    /// (overlong, surrogate, beyond U+10FFFF or truncated).
    func scalarLength(at index: Int) -> Int? {
        let lead = buffer[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= end, secondRange.contains(buffer[index + 1]) else { return nil }
        for continuation in (index + 2)..<(index + length) where buffer[continuation] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             ASCII.zero...ASCII.nine, UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    func isNumberTokenByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == ASCII.plus || byte == ASCII.minus || byte == ASCII.period
    }

    // MARK: Locations

    func mark() -> Mark { Mark(offset: position, line: line, lineStart: lineStart) }

    mutating func currentLocation() -> SourceLocation { location(of: mark()) }

    mutating func location(of mark: Mark) -> SourceLocation {
        var column = 1
        var index = mark.lineStart
        if cachedLineStart == mark.lineStart, cachedOffset <= mark.offset {
            column = cachedColumn
            index = cachedOffset
        }
        // Count scalars by their lead bytes: every byte that is not a UTF-8 continuation.
        while index < mark.offset {
            if buffer[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        cachedLineStart = mark.lineStart
        cachedOffset = mark.offset
        cachedColumn = column
        return SourceLocation(line: mark.line, column: column, offset: mark.offset)
    }

    // MARK: Errors

    /// An error at `position`.
    mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: currentLocation())
    }

    mutating func error(_ message: String, at mark: Mark) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location(of: mark))
    }

    mutating func endOfInput() -> JSONSyntaxError {
        position = end
        return error("unexpected end of input")
    }

    mutating func tooDeep() -> JSONSyntaxError {
        error("nesting too deep (the limit is \(JSONTape.maxDepth) levels)")
    }

    /// The error for finding the wrong thing at `position`.
    mutating func unexpected(expected: String) -> JSONSyntaxError {
        if position >= end { return endOfInput() }
        if let comment = commentError() { return comment }
        return error("expected \(expected), found \(describe(at: position))")
    }

    /// A dedicated message for `//` or `/*`, since comments are a common mistake.
    mutating func commentError() -> JSONSyntaxError? {
        guard position + 1 < end, buffer[position] == ASCII.slash,
              buffer[position + 1] == ASCII.slash || buffer[position + 1] == ASCII.asterisk
        else { return nil }
        return error("comments are not allowed in JSON")
    }

    /// A short human description of the character at `index`, for "found …" messages.
    func describe(at index: Int) -> String {
        guard index < end else { return "end of input" }
        let byte = buffer[index]
        if byte == ASCII.apostrophe { return "\"'\"" }
        if byte > 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return Self.scalarName(UInt32(byte)) }
        guard let length = scalarLength(at: index) else { return "byte \(Self.hexByte(byte))" }
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: buffer[index..<(index + length)]).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "byte \(Self.hexByte(byte))" }
        // Invisible characters are named by code point so the message shows what is there.
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .unassigned, .privateUse, .surrogate, .nonspacingMark, .enclosingMark:
            return Self.scalarName(scalar.value)
        default:
            return "'\(Character(scalar))'"
        }
    }

    /// `"text"` with quotes and backslashes escaped, shortened if long.
    func quoted(_ text: String) -> String {
        var result = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == 40 {
                result += "…"
                break
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u" + Self.hex4(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func scalarName(_ value: UInt32) -> String { "U+" + hex4(value) }

    static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}
