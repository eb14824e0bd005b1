extension StringProtocol {
    /// The text with control characters written as escapes (`\0`, `\n`, `\u{1B}`), so a message never
    /// moves the terminal's cursor or hides what follows; everything else as it is.
    public var controlCharactersEscaped: String {
        guard unicodeScalars.contains(where: \.isMessageControl) else { return String(self) }
        var out = ""
        for scalar in unicodeScalars {
            guard scalar.isMessageControl else { out.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\0": out += "\\0"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// The text as a message quotes what a user wrote: control characters escaped, and cut to
    /// ``MessageText/quotedCharacters`` characters with the length said (a 100 KB token is not echoed whole).
    public var escapedForMessage: String {
        let limit = MessageText.quotedCharacters
        guard count > limit else { return controlCharactersEscaped }
        return String(prefix(limit - 1)).controlCharactersEscaped + "… (\(count) characters)"
    }
}

/// How messages quote what users wrote.
public enum MessageText {
    /// Characters of a name, token or path quoted in a message at most.
    public static let quotedCharacters = 80
    /// Characters of a message printed at most (``Diagnostic/description``).
    public static let messageCharacters = 1_000
}

extension Unicode.Scalar {
    /// C0 and C1 control characters and DEL.
    fileprivate var isMessageControl: Bool { value < 0x20 || (value >= 0x7F && value < 0xA0) }
}
