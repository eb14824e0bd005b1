/// How deeply Swift source nests, found in one pass over its bytes before the parser sees it.
///
/// The parser recurses once per level of brackets and of some chains without brackets (`else if`
/// after `else if`, `try try …`, `A -> B -> …`, `a ? b : c ? …`), and its look-ahead for types costs
/// about twice as much for each level of `[`: a deep enough file overflows the stack or takes
/// hours. This scan skips comments and string literals (but not the code of their interpolations)
/// and stops at the first place past a limit, so such a file is refused before it is parsed.
struct SwiftNestingScan {
    /// What was too deep, and the UTF-8 offset of the token that went past the limit.
    enum Finding: Equatable {
        /// `(`, `[`, `{`, `<` of a generic type, `#if` and string interpolations nested more than ``SetupLimits/nesting``.
        case brackets(offset: Int)
        /// `[` inside `[` more than ``SetupLimits/squareBracketNesting`` levels.
        case squareBrackets(offset: Int)
        /// A chain of `else`, `try`, `await`, `->`, `?`, `:`, … without a comma between, more than
        /// ``SetupLimits/chain`` long: a line break ends a chain unless it follows a prefix word
        /// (`try\ntry\n…` nests in the parser as `try try …` does).
        case chain(offset: Int)
    }

    private enum Context {
        /// Code (also of a string's interpolation `\(…)`, which ends at the `)` of its level).
        case code
        /// A string literal: `"""` or `"`, and how many `#` a raw string has.
        case string(multiline: Bool, hashes: Int)
    }

    /// One level of brackets: what opened it, and the chain and generic angles counted inside it.
    private struct Level {
        var opener: UInt8
        var chain = 0
        var angles = 0
        /// A line ended in this level: the chain goes on only if the next token continues it.
        var lineEnded = false
        /// The last token was a prefix word (`try`, `await`, …): the parser nests what follows it
        /// wherever it is, on the next line too.
        var carries = false
    }

    /// The opener of a string interpolation's level.
    private static let interpolation: UInt8 = 1
    /// Words that nest what follows them in the parser (`else if`, `try try x`, `some any P`).
    private static let chainWords: Set<Substring> = ["else", "try", "await", "repeat", "each", "consume", "copy", "some", "any", "unsafe"]

    /// The first place in `bytes` that nests past a limit, or nil.
    static func firstProblem(in bytes: [UInt8]) -> Finding? {
        var contexts: [Context] = [.code]
        var levels = [Level(opener: 0)]
        var squares = 0
        var i = 0
        let n = bytes.count
        func at(_ j: Int) -> UInt8 { j < n ? bytes[j] : 0 }
        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        func depth() -> Int { levels.count - 1 + levels.reduce(0) { $0 + $1.angles } }
        func open(_ opener: UInt8, at offset: Int) -> Finding? {
            levels.append(Level(opener: opener))
            if opener == UInt8(ascii: "[") {
                squares += 1
                if squares > SetupLimits.squareBracketNesting { return .squareBrackets(offset: offset) }
            }
            return depth() > SetupLimits.nesting ? .brackets(offset: offset) : nil
        }
        func close() {
            guard levels.count > 1 else { return }
            if levels.removeLast().opener == UInt8(ascii: "[") { squares -= 1 }
        }
        /// A token at `offset`: `link` when it continues a chain.
        func token(link: Bool, continues: Bool, carries: Bool = false, at offset: Int) -> Finding? {
            if levels[levels.count - 1].lineEnded && !continues && !levels[levels.count - 1].carries {
                levels[levels.count - 1].chain = 0
                levels[levels.count - 1].angles = 0
            }
            levels[levels.count - 1].lineEnded = false
            levels[levels.count - 1].carries = carries
            guard link else { return nil }
            levels[levels.count - 1].chain += 1
            return levels[levels.count - 1].chain > SetupLimits.chain ? .chain(offset: offset) : nil
        }
        func word(_ start: Int) -> Substring {
            var end = start
            while end < n, isIdentifier(bytes[end]) { end += 1 }
            return Substring(decoding: bytes[start..<end], as: UTF8.self)
        }

        while i < n {
            let b = bytes[i]
            if case .string(let multiline, let hashes) = contexts[contexts.count - 1] {
                if b == UInt8(ascii: "\\") {
                    var j = i + 1
                    while j < n, j - i - 1 < hashes, bytes[j] == UInt8(ascii: "#") { j += 1 }
                    if j - i - 1 == hashes, at(j) == UInt8(ascii: "(") {
                        contexts.append(.code)
                        if let f = open(Self.interpolation, at: j) { return f }
                        i = j + 1
                    } else {
                        i = hashes == 0 ? i + 2 : i + 1
                    }
                    continue
                }
                if b == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var j = i
                    while j < n, j - i < quotes, bytes[j] == UInt8(ascii: "\"") { j += 1 }
                    if j - i == quotes {
                        var k = j
                        while k < n, k - j < hashes, bytes[k] == UInt8(ascii: "#") { k += 1 }
                        if k - j == hashes { contexts.removeLast(); i = k; continue }
                    }
                    i += 1
                    continue
                }
                if !multiline && (b == 0x0A || b == 0x0D) { contexts.removeLast() }   // unterminated: the parser says so
                i += 1
                continue
            }

            // Code.
            if isSpace(b) {
                if b == 0x0A || b == 0x0D { levels[levels.count - 1].lineEnded = true }
                i += 1
                continue
            }
            if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < n, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                continue
            }
            if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                var comments = 0
                while i < n {
                    if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { comments += 1; i += 2; continue }
                    if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                        comments -= 1
                        i += 2
                        if comments == 0 { break }
                        continue
                    }
                    i += 1
                }
                continue
            }
            // A string literal, raw (`#"…"#`) or not, single-line or multi-line.
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "#") {
                var j = i
                while j < n, bytes[j] == UInt8(ascii: "#") { j += 1 }
                if at(j) == UInt8(ascii: "\"") {
                    if let f = token(link: false, continues: false, at: i) { return f }
                    let multiline = at(j + 1) == UInt8(ascii: "\"") && at(j + 2) == UInt8(ascii: "\"")
                    contexts.append(.string(multiline: multiline, hashes: j - i))
                    i = j + (multiline ? 3 : 1)
                    continue
                }
                if b == UInt8(ascii: "#") {
                    let directive = word(i + 1)
                    if directive == "if" {
                        if let f = open(UInt8(ascii: "#"), at: i) { return f }
                    } else if directive == "endif", levels.count > 1, levels[levels.count - 1].opener == UInt8(ascii: "#") {
                        close()
                    }
                    i += 1 + directive.utf8.count
                    continue
                }
            }
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if let f = token(link: false, continues: true, at: i) { return f }
                if let f = open(b, at: i) { return f }
                i += 1
                continue
            case UInt8(ascii: ")"):
                // The `)` of a string's interpolation goes back into the string.
                if levels.count > 1, levels[levels.count - 1].opener == Self.interpolation, contexts.count > 1 { contexts.removeLast() }
                close()
                i += 1
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                close()
                i += 1
                continue
            case UInt8(ascii: ","), UInt8(ascii: ";"):
                levels[levels.count - 1].chain = 0
                levels[levels.count - 1].angles = 0
                i += 1
                continue
            default:
                break
            }
            if isIdentifier(b) {
                let w = word(i)
                let link = Self.chainWords.contains(w)
                if let f = token(link: link, continues: w == "else", carries: link, at: i) { return f }
                i += w.utf8.count
                // `Name<`: the generic arguments of a type nest like brackets.
                if at(i) == UInt8(ascii: "<") {
                    levels[levels.count - 1].angles += 1
                    if depth() > SetupLimits.nesting { return .brackets(offset: i) }
                    i += 1
                }
                continue
            }
            // An operator: as many operator characters as follow.
            var j = i
            while j < n, !isIdentifier(bytes[j]), !isSpace(bytes[j]), !"()[]{},;\"#`".utf8.contains(bytes[j]) { j += 1 }
            if j == i { i += 1; continue }
            let op = Substring(decoding: bytes[i..<j], as: UTF8.self)
            let spaced = (i == 0 || isSpace(bytes[i - 1])) && (j == n || isSpace(bytes[j]))
            let link = op == "->" || op == ":" || (spaced && op == "?")
            // `try?` and `try!` are one prefix word: what follows them nests on the next line too.
            let prefixSuffix = (op == "?" || op == "!") && i > 0 && !isSpace(bytes[i - 1]) && levels[levels.count - 1].carries
            if let f = token(link: link, continues: link || op.first == "." || spaced, carries: prefixSuffix, at: i) { return f }
            // `>` closes generic angles (`Array<Array<Int>>`).
            if !spaced, op.allSatisfy({ $0 == ">" }) {
                levels[levels.count - 1].angles = max(0, levels[levels.count - 1].angles - op.count)
            }
            i = j
        }
        return nil
    }
}
