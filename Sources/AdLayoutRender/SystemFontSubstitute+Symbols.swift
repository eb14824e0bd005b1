import Foundation

extension SystemFontSubstitute {
    /// The lowest scalar ``symbolDifference(_:)`` knows ("←"): letters, digits and punctuation below it skip
    /// the table, as text measuring asks for every character.
    static let firstSymbol: UInt32 = 0x2190

    /// What Inter's advance lacks against SF Pro's for a symbol both fonts draw (arrows, technical symbols,
    /// geometric shapes, card suits, dingbats), in em; nil for every other character, which keeps its
    /// ``LatinClass``'s difference. Symbols differ one by one (Inter's triangles are 0.24 em wider than SF's,
    /// its squares 0.01), so no class mean serves: "▶" at 75 pt is 60.1 pt in SF and was 68 here, where
    /// Prebid's Xcode-saved play button (Tests/Fixtures/ib-corpus) is 60.33 pt of title.
    ///
    /// SF Pro Regular's advances are a public table of SF Pro's metrics (Aarebecca/measury,
    /// `src/fonts/SFPro-Regular.ts` at 0800b664, in 1/2048 em); Inter's are Inter Regular's `hmtx` from
    /// Debian 12's `fonts-inter` (1/2816 em). SF's bold advances are not in that table: every weight takes
    /// the regular difference.
    static func symbolDifference(_ v: UInt32) -> CGFloat? {
        guard v >= firstSymbol else { return nil }
        // A switch, not a dictionary: this runs in a fresh process's first frame.
        let (sf, inter): (CGFloat, CGFloat)
        switch v {
        case 0x2190, 0x2192: (sf, inter) = (1855, 2688)        // ← →
        case 0x2191, 0x2193: (sf, inter) = (1600, 2688)        // ↑ ↓
        case 0x2194: (sf, inter) = (1964, 3776)                // ↔
        case 0x2196...0x2199: (sf, inter) = (1565, 2688)       // ↖ ↗ ↘ ↙
        case 0x21BA, 0x21BB: (sf, inter) = (1676, 2688)        // ↺ ↻
        case 0x21E7: (sf, inter) = (2010, 2880)                // ⇧
        case 0x21EA: (sf, inter) = (1977, 2880)                // ⇪
        case 0x2303, 0x2305: (sf, inter) = (1795, 2240)        // ⌃ ⌅
        case 0x2318: (sf, inter) = (1882, 2820)                // ⌘
        case 0x2325, 0x2387: (sf, inter) = (1997, 2880)        // ⌥ ⎇
        case 0x2326, 0x232B: (sf, inter) = (2081, 3424)        // ⌦ ⌫
        case 0x2327: (sf, inter) = (1857, 2924)                // ⌧
        case 0x238B: (sf, inter) = (1894, 2688)                // ⎋
        case 0x23CE: (sf, inter) = (2070, 2774)                // ⏎
        case 0x23CF: (sf, inter) = (1902, 2432)                // ⏏
        case 0x25A0: (sf, inter) = (1857, 2576)                // ■
        case 0x25A1: (sf, inter) = (1862, 2576)                // □
        case 0x25B2, 0x25B3, 0x25BC, 0x25BD: (sf, inter) = (1572, 2840)   // ▲ △ ▼ ▽
        case 0x25B6, 0x25B7: (sf, inter) = (1641, 2576)        // ▶ ▷
        case 0x25C0, 0x25C1: (sf, inter) = (1640, 2576)        // ◀ ◁
        case 0x25CA: (sf, inter) = (1078, 1536)                // ◊
        case 0x25CB: (sf, inter) = (1900, 2576)                // ○
        case 0x25E6: (sf, inter) = (878, 1584)                 // ◦
        case 0x2605, 0x2606: (sf, inter) = (2080, 2944)        // ★ ☆
        case 0x2661, 0x2665: (sf, inter) = (1970, 2880)        // ♡ ♥
        case 0x26A0: (sf, inter) = (1969, 2840)                // ⚠
        case 0x2713: (sf, inter) = (1774, 2480)                // ✓
        case 0x2717: (sf, inter) = (1656, 2480)                // ✗
        default: return nil
        }
        return sf / 2048 - inter / 2816
    }
}
