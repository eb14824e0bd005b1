import AdLayoutCore

/// UIKit's named colours with UIKit's values (system colours in their light, iOS 15+ appearance),
/// so `.orange` or `.systemBlue` in a setup becomes the colour UIKit would draw.
enum UIKitColors {
    static let values: [String: UInt32] = [
        "clear": 0x0000_0000, "black": 0xFF00_0000, "white": 0xFFFF_FFFF, "darkGray": 0xFF55_5555,
        "lightGray": 0xFFAA_AAAA, "gray": 0xFF80_8080, "red": 0xFFFF_0000, "green": 0xFF00_FF00, "blue": 0xFF00_00FF,
        "cyan": 0xFF00_FFFF, "yellow": 0xFFFF_FF00, "magenta": 0xFFFF_00FF, "orange": 0xFFFF_8000,
        "purple": 0xFF80_0080, "brown": 0xFF99_6633,
        "systemRed": 0xFFFF_3B30, "systemOrange": 0xFFFF_9500, "systemYellow": 0xFFFF_CC00, "systemGreen": 0xFF34_C759,
        "systemMint": 0xFF00_C7BE, "systemTeal": 0xFF30_B0C7, "systemCyan": 0xFF32_ADE6, "systemBlue": 0xFF00_7AFF,
        "systemIndigo": 0xFF58_56D6, "systemPurple": 0xFFAF_52DE, "systemPink": 0xFFFF_2D55, "systemBrown": 0xFFA2_845E,
        "systemGray": 0xFF8E_8E93, "systemGray2": 0xFFAE_AEB2, "systemGray3": 0xFFC7_C7CC, "systemGray4": 0xFFD1_D1D6,
        "systemGray5": 0xFFE5_E5EA, "systemGray6": 0xFFF2_F2F7,
        "label": 0xFF00_0000, "secondaryLabel": 0x993C_3C43, "tertiaryLabel": 0x4C3C_3C43, "quaternaryLabel": 0x2E3C_3C43,
        "systemBackground": 0xFFFF_FFFF, "secondarySystemBackground": 0xFFF2_F2F7, "tertiarySystemBackground": 0xFFFF_FFFF,
        "systemGroupedBackground": 0xFFF2_F2F7, "separator": 0x4A3C_3C43, "opaqueSeparator": 0xFFC6_C6C8,
        "link": 0xFF00_7AFF, "placeholderText": 0x4C3C_3C43,
    ]

    /// The colour as the document writes it: the name when documents know it with the same value, else hex.
    static func documentValue(_ argb: UInt32, name: String? = nil) -> String {
        if let name, let known = Color.named[name], known.argb == argb { return name }
        return Color(argb: argb).hexString
    }

    /// A 0…1 component as an 8-bit channel (UIKit draws through 8 bits per channel).
    static func channel(_ value: Double) -> UInt32 { UInt32((min(1, max(0, value)) * 255).rounded()) }
}
