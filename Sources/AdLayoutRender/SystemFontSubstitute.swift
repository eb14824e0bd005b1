import AdLayoutEngine
import AdLayoutModel
import Foundation

/// How the renderer stands in for iOS's system font, which Linux does not have: iOS draws Latin,
/// digits and punctuation with SF Pro and Hangul with Apple SD Gothic Neo (its fallback for
/// Korean); AdLayout draws the first with Inter and Hangul with Noto Sans CJK KR, each scaled and
/// spaced so that advances, heights and stroke weights come out as the device's.
///
/// Measured against the SDK's screenshots (docs/fidelity/text.md) and iOS's own advance tables
/// (SF Pro regular at 12, 13, 17 pt and bold at 17 pt): without SF's size-dependent tracking, Inter's
/// letters are as wide as SF's at regular and 0.0118 em narrower at bold, digits 0.005 / 0.017 em,
/// spaces 0 / 0.027 em and punctuation 0.028 / 0.042 em narrower, so each Latin character gets that
/// difference (interpolated by weight; digits and "%" fitted to the screenshots' ink) plus `tracking(size)`; Apple SD Gothic Neo's syllables are 0.855 em apart at
/// every weight, its full-height syllables 0.873–0.885 em tall, while Noto's are 0.92 em apart and
/// 0.897 em tall: Hangul runs use Noto at ``hangulScale`` of the size with the spacing that brings
/// the pitch to 0.855 em. Noto and Inter both run heavier than the iOS faces, so each UIKit weight
/// maps to the Noto face one step lighter.
public enum SystemFontSubstitute {
    /// Family for Latin, digits and punctuation (Debian `fonts-inter`).
    public static let latinFamily = "Inter"
    /// Family for Hangul and for every character Inter lacks (`fonts-noto-cjk`, `-extra`).
    public static let hangulFamily = "Noto Sans CJK KR"
    /// Last fallback, for symbols neither of them has (`fonts-dejavu-core`).
    public static let symbolFamily = "DejaVu Sans"

    /// What Inter's advances lack against SF Pro's before tracking, in em, at regular and at bold,
    /// per kind of character: mean differences over iOS's advance tables, except digits, whose ink
    /// decides what the eye compares (Inter's digits are wider glyphs with narrower side bearings:
    /// point amounts measured 4–8 % wider with the tables' +0.005…0.017 em; −0.005 em brings them
    /// within 2 %) and "_" (0.13 em, the tables' largest difference); "%" is Noto's (``drawnByHangulFace``).
    static func latinDifference(_ kind: LatinClass) -> (regular: CGFloat, bold: CGFloat) {
        // A switch, not a dictionary: this runs in a fresh process's first frame.
        switch kind {
        case .letter: (0.0000, 0.0118)
        case .digit: (-0.005, -0.005)
        case .space: (0.0000, 0.0270)
        case .punctuation: (0.0281, 0.0422)
        // Thousands separators: SF's comma after a digit is narrower than its other punctuation at
        // heavier weights. Regular keeps the tables' value ("1,000" at 13–17 pt); the semibold point
        // amounts of the screenshots (19 amounts, 9 with a comma) put 0.89 pt more ink per comma at
        // 15 pt than the punctuation value gives, i.e. −0.022 em at semibold, extrapolated to bold.
        case .digitSeparator: (0.0281, -0.0464)
        case .underscore: (0.132, 0.151)
        }
    }

    /// Kinds of Latin characters whose advances differ alike from SF Pro's.
    enum LatinClass: Int, CaseIterable {
        case letter, digit, space, punctuation, underscore, digitSeparator

        /// The kind of `scalar`; a comma right after a digit is a thousands separator.
        init(_ scalar: Unicode.Scalar, afterDigit: Bool) {
            self.init(scalar)
            if afterDigit && scalar == "," { self = .digitSeparator }
        }

        init(_ scalar: Unicode.Scalar) {
            let v = scalar.value
            if v < 0x80 {
                // ASCII without Unicode's property tables.
                switch v {
                case 0x30...0x39: self = .digit
                case 0x41...0x5A, 0x61...0x7A: self = .letter
                case 0x5F: self = .underscore
                case 0x09...0x0D, 0x20: self = .space
                default: self = .punctuation
                }
            } else if scalar.properties.isWhitespace { self = .space }
            else if scalar.properties.isAlphabetic { self = .letter }
            else { self = .punctuation }
        }
    }
    /// Size of Hangul relative to the requested size (Noto's syllables are 3 % larger than Apple
    /// SD Gothic Neo's).
    public static let hangulScale: CGFloat = 0.97
    /// Apple SD Gothic Neo's syllable pitch up to semibold, in em of the requested size (measured
    /// 0.855 ± 0.012 on titles, headers, tabs; the same for the semibold selected tab).
    public static let hangulPitch: CGFloat = 0.855
    /// Apple SD Gothic Neo Bold's syllable pitch, in em, at 14 and 18 pt (linear between and beyond):
    /// buttons sized by their bold titles grow 12.5 pt per syllable at 14 pt (filter chips of 2, 3 and 4
    /// syllables: 48.96, 61.46, 73.96 pt) and 15.7 pt at 18 pt (menu tabs), and the chip and tab rows'
    /// positions on default_offerwall fit 0.884 and 0.873 em best.
    public static let boldHangulPitch: (at14: CGFloat, at18: CGFloat) = (0.884, 0.873)
    /// Noto Sans CJK's Hangul advance, in em of its own size.
    public static let notoHangulAdvance: CGFloat = 0.92
    /// Slant of the synthetic oblique drawn for italic text in faces without an italic (Hangul).
    public static let syntheticSlant: Double = 0.2

    /// Apple SD Gothic Neo's syllable pitch for `weight` at `size`, in em.
    public static func hangulPitch(_ weight: FontWeight, size: CGFloat) -> CGFloat {
        guard weight.rawValue >= FontWeight.bold.rawValue else { return hangulPitch }
        let p = boldHangulPitch
        return p.at14 + (p.at18 - p.at14) * (size - 14) / 4
    }

    /// Spacing added to each Hangul syllable, in em of the requested size.
    public static func hangulSpacing(_ weight: FontWeight, size: CGFloat) -> CGFloat {
        hangulPitch(weight, size: size) - hangulScale * notoHangulAdvance
    }

    /// SF Pro's tracking in thousandths of an em by point size (Apple's Human Interface
    /// Guidelines; 12–17 pt confirmed by iOS's own advance tables), interpolated between sizes.
    static let trackingTable: [(size: CGFloat, track: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (22, -12), (28, 14), (34, 12),
    ]

    /// SF Pro's tracking at `size`, in em.
    public static func tracking(_ size: CGFloat) -> CGFloat {
        let t = trackingTable
        if size <= t[0].size { return t[0].track / 1000 }
        for i in 1..<t.count where size <= t[i].size {
            let a = t[i - 1], b = t[i]
            return (a.track + (b.track - a.track) * (size - a.size) / (b.size - a.size)) / 1000
        }
        return t[t.count - 1].track / 1000
    }

    /// How much narrower than the substitute each Latin character of SF Pro is at display sizes, in em by
    /// point size (interpolated between sizes, the last value beyond). iOS draws the system font at 20 pt and
    /// above in its Display optical size (SF Pro Display; SF Pro Text up to 19 pt, Apple's typography
    /// guidelines), whose letters are narrower and more tightly set than the Text design the substitute's
    /// advances were fitted to (iOS's tables at 12–17 pt). Measured, tracking included, on Xcode-saved labels
    /// sized by their text alone from outside the IB oracle corpus: "powered by iLogYou" at 20 pt (175.5 wide,
    /// 0.022–0.025 em per character less than the substitute) and Apple's AVCam "Camera Unavailable" at 24 pt
    /// (208 wide, 0.037–0.039 em); 28 pt continues the line through them (no saved label measured there).
    static let displayNarrowingTable: [(size: CGFloat, narrowing: CGFloat)] = [
        (19, 0), (20, 0.0235), (24, 0.037), (28, 0.0505),
    ]

    /// What SF Pro's Display optical size takes off each Latin character at `size`, in em (0 below 20 pt).
    public static func displayNarrowing(_ size: CGFloat) -> CGFloat {
        let t = displayNarrowingTable
        if size <= t[0].size { return t[0].narrowing }
        for i in 1..<t.count where size <= t[i].size {
            let a = t[i - 1], b = t[i]
            return a.narrowing + (b.narrowing - a.narrowing) * (size - a.size) / (b.size - a.size)
        }
        return t[t.count - 1].narrowing
    }

    /// Spacing added to each Latin character of `kind` in `weight` at `size`, in em.
    static func latinSpacing(_ kind: LatinClass, weight: FontWeight, size: CGFloat) -> CGFloat {
        let d = latinDifference(kind)
        let t = (CGFloat(weight.rawValue) - 400) / 300
        return d.regular + (d.bold - d.regular) * min(max(t, -1), 5.0 / 3.0) + tracking(size) - displayNarrowing(size)
    }

    /// Inter's weight for a UIKit weight (the same names: ultraLight is Thin, heavy ExtraBold).
    public static func latinWeight(_ weight: FontWeight) -> Int { weight.rawValue }

    /// Noto Sans CJK KR's weight for a UIKit weight: one face lighter than the name says, as Noto
    /// is heavier than Apple SD Gothic Neo (regular: DemiLight 350; semibold: Medium 500).
    public static func hangulWeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .ultraLight, .thin: 100      // Thin
        case .light: 300                  // Light
        case .regular: 350                // DemiLight
        case .medium: 400                 // Regular
        case .semibold: 500               // Medium
        case .bold: 700                   // Bold
        case .heavy, .black: 900          // Black
        }
    }

    /// Which face draws a character.
    enum Script: Hashable {
        /// Inter, with Latin spacing.
        case latin
        /// Noto at ``hangulScale`` with Hangul spacing; Hangul words are kept together.
        case hangul
        /// Noto at full size, no spacing: ideographs, CJK punctuation, symbols Inter lacks.
        case other
    }

    /// Whether a Latin character is drawn with the Hangul face because Inter's glyph is far narrower
    /// than SF's: "%" (Inter's ink 0.68 em, Noto's 0.87, discount rates on the device 0.80).
    static func isDrawnByHangulFace(_ v: UInt32) -> Bool { v == 0x25 }

    /// Hangul syllables and jamo.
    static func isHangul(_ v: UInt32) -> Bool {
        (0xAC00...0xD7A3).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
            || (0xA960...0xA97F).contains(v) || (0xD7B0...0xD7FF).contains(v)
    }

    /// CJK ideographs, punctuation and forms, drawn by Noto whatever Inter has.
    static func isCJK(_ v: UInt32) -> Bool {
        (0x2E80...0x2FFF).contains(v) || (0x3000...0x312F).contains(v) || (0x3190...0x9FFF).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFFEF).contains(v)
            || (0x20000...0x3FFFF).contains(v)
    }
}
