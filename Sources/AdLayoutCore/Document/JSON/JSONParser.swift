import Foundation

/// A strict RFC 8259 JSON parser that records where every value starts.
///
/// Rejects everything the RFC does not allow: trailing commas, comments, `NaN`/`Infinity`,
/// leading zeros, single quotes, raw control characters in strings, lone surrogates and
/// invalid UTF-8. Additionally rejects duplicate keys in one object, numbers too large for a
/// `Double`, and nesting deeper than ``maxDepth``. A UTF-8 byte order mark at the very start
/// is skipped. Errors carry a short message and the location of the offending character.
public enum JSONParser {
    /// The deepest nesting of arrays and objects that is accepted.
    public static let maxDepth = 512

    /// Parses a complete JSON document from UTF-8 bytes.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) -> JSONNode in
                var parser = Parser(buffer)
                return try parser.parseDocument()
            }
        }
        return try result.get()
    }

    /// Parses a complete JSON document from UTF-8 data.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONNode in
                var parser = Parser(raw.assumingMemoryBound(to: UInt8.self))
                return try parser.parseDocument()
            }
        }
        return try result.get()
    }
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
    var location: SourceLocation
    var elements: [JSONNode] = []
    var members: [JSONObject.Member] = []
    var index: [String: Int] = [:]
    /// The key whose value is being parsed (objects only).
    var pendingKey = ""
    var pendingKeyLocation = SourceLocation(line: 0, column: 0, offset: 0)
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
        }
    }

    // MARK: Document and containers

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        var stack: [Container] = []
        while true {
            // Parse the start of a value: either a scalar, or the opening of a container.
            skipWhitespace()
            guard position < end else { throw endOfInput() }
            let location = currentLocation()
            var node: JSONNode
            switch buffer[position] {
            case ASCII.openBracket:
                guard stack.count < JSONParser.maxDepth else { throw tooDeep(location) }
                position += 1
                skipWhitespace()
                if position < end, buffer[position] == ASCII.closeBracket {
                    position += 1
                    node = JSONNode(value: .array([]), location: location)
                } else {
                    stack.append(Container(isObject: false, location: location))
                    continue
                }
            case ASCII.openBrace:
                guard stack.count < JSONParser.maxDepth else { throw tooDeep(location) }
                position += 1
                skipWhitespace()
                if position < end, buffer[position] == ASCII.closeBrace {
                    position += 1
                    node = JSONNode(value: .object(JSONObject(members: [], index: [:])), location: location)
                } else {
                    var container = Container(isObject: true, location: location)
                    try parseKey(into: &container, expected: "a string key or '}'")
                    stack.append(container)
                    continue
                }
            default:
                node = JSONNode(value: try parseScalar(), location: location)
            }

            // A value is complete: add it to the innermost container and close as many
            // containers as the input closes here.
            while true {
                guard !stack.isEmpty else { return try finish(node) }
                let top = stack.count - 1
                if stack[top].isObject {
                    let member = JSONObject.Member(
                        key: stack[top].pendingKey, keyLocation: stack[top].pendingKeyLocation, value: node)
                    stack[top].members.append(member)
                    skipWhitespace()
                    guard position < end else { throw endOfInput() }
                    if buffer[position] == ASCII.comma {
                        let comma = mark()
                        position += 1
                        skipWhitespace()
                        if position < end, buffer[position] == ASCII.closeBrace {
                            throw error("trailing comma before '}'", at: comma)
                        }
                        try parseKey(into: &stack[top], expected: "a string key")
                        break
                    }
                    guard buffer[position] == ASCII.closeBrace else {
                        throw unexpected(expected: "',' or '}' after an object member")
                    }
                    position += 1
                    let container = stack.removeLast()
                    node = JSONNode(
                        value: .object(JSONObject(members: container.members, index: container.index)),
                        location: container.location)
                } else {
                    stack[top].elements.append(node)
                    skipWhitespace()
                    guard position < end else { throw endOfInput() }
                    if buffer[position] == ASCII.comma {
                        let comma = mark()
                        position += 1
                        skipWhitespace()
                        if position < end, buffer[position] == ASCII.closeBracket {
                            throw error("trailing comma before ']'", at: comma)
                        }
                        break
                    }
                    guard buffer[position] == ASCII.closeBracket else {
                        throw unexpected(expected: "',' or ']' after an array element")
                    }
                    position += 1
                    let container = stack.removeLast()
                    node = JSONNode(value: .array(container.elements), location: container.location)
                }
            }
        }
    }

    /// Checks that only whitespace follows the top-level value.
    mutating func finish(_ node: JSONNode) throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard position < end else { return node }
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
        let keyLocation = currentLocation()
        let key = try parseString()
        guard container.index[key] == nil else {
            throw JSONSyntaxError(message: "duplicate key \(quoted(key))", location: keyLocation)
        }
        container.index[key] = container.members.count
        container.pendingKey = key
        container.pendingKeyLocation = keyLocation
        skipWhitespace()
        guard position < end else { throw endOfInput() }
        guard buffer[position] == ASCII.colon else { throw unexpected(expected: "':' after an object key") }
        position += 1
    }

    // MARK: Scalars

    /// Parses a string, number or literal at `position` (whitespace already skipped).
    mutating func parseScalar() throws(JSONSyntaxError) -> JSONValue {
        let byte = buffer[position]
        switch byte {
        case ASCII.quote:
            return .string(try parseString())
        case ASCII.minus, ASCII.zero...ASCII.nine:
            return .number(try parseNumber())
        case ASCII.apostrophe:
            throw error("strings must use double quotes, not '")
        case _ where isWordByte(byte):
            return try parseLiteral()
        default:
            throw unexpected(expected: "a value")
        }
    }

    /// Parses `true`, `false` or `null`; any other bare word is an error naming the word.
    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        var wordEnd = position
        while wordEnd < end, isWordByte(buffer[wordEnd]) { wordEnd += 1 }
        let word = UnsafeBufferPointer(rebasing: buffer[start..<wordEnd])
        let value: JSONValue
        if word.elementsEqual("true".utf8) {
            value = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            value = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            value = .null
        } else {
            if wordEnd == end, ["true", "false", "null"].contains(where: { $0.utf8.starts(with: word) }) {
                position = wordEnd
                throw endOfInput()
            }
            throw error("invalid literal \(quoted(String(decoding: word, as: UTF8.self)))")
        }
        position = wordEnd
        return value
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

    mutating func tooDeep(_ location: SourceLocation) -> JSONSyntaxError {
        JSONSyntaxError(message: "nesting too deep (the limit is \(JSONParser.maxDepth) levels)", location: location)
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
