import CCairoPango

/// The characters a font has glyphs for, read once from fontconfig's character set into a bitmap
/// (one bit per code point, up to the highest): a value any thread reads, and a lookup is a shift
/// and a mask.
struct CharacterCoverage: Sendable {
    private var words: [UInt32] = []

    /// The characters of `set` (an `FcCharSet *`), read page by page (256 code points a page).
    init(_ set: OpaquePointer) {
        var map = [FcChar32](repeating: 0, count: 8)   // FC_CHARSET_MAP_SIZE: 256 bits
        var next: FcChar32 = 0
        var base = FcCharSetFirstPage(set, &map, &next)
        while base != FcChar32.max {
            let first = Int(base >> 5)
            if words.count < first + 8 { words += [UInt32](repeating: 0, count: first + 8 - words.count) }
            for k in 0..<8 { words[first + k] |= map[k] }
            base = FcCharSetNextPage(set, &map, &next)
        }
    }

    /// Whether `scalar` has a glyph.
    @inline(__always)
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let word = Int(scalar.value >> 5)
        return word < words.count && words[word] & (1 << (scalar.value & 31)) != 0
    }
}
