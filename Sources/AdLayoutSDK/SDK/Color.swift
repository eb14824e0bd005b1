import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, stored as 0xAARRGGBB.
///
/// Documents write colours as `"#RRGGBB"` or `"#AARRGGBB"`, the SDK writes `UIColor(argb: 0xAARRGGBB)`;
/// both map onto this type.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The packed 0xAARRGGBB value.
    public var argb: UInt32

    /// Creates a colour from a packed 0xAARRGGBB value, as `UIColor(argb:)` does in the SDK.
    public init(argb: UInt32) { self.argb = argb }

    /// Creates an opaque colour from a packed 0xRRGGBB value.
    public init(rgb: UInt32) { self.argb = 0xFF00_0000 | (rgb & 0x00FF_FFFF) }

    /// Alpha in 0...1.
    public var alpha: Double { Double((argb >> 24) & 0xFF) / 255 }
    /// Red in 0...1.
    public var red: Double { Double((argb >> 16) & 0xFF) / 255 }
    /// Green in 0...1.
    public var green: Double { Double((argb >> 8) & 0xFF) / 255 }
    /// Blue in 0...1.
    public var blue: Double { Double(argb & 0xFF) / 255 }

    /// True when the colour paints nothing.
    public var isClear: Bool { argb >> 24 == 0 }

    /// The same colour with its alpha replaced (0...1).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        let a = UInt32((max(0, min(1, alpha)) * 255).rounded())
        return Color(argb: (a << 24) | (argb & 0x00FF_FFFF))
    }

    /// Parses `#RRGGBB` or `#AARRGGBB` (case-insensitive). Returns nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        self = digits.count == 6 ? Color(rgb: value) : Color(argb: value)
    }

    /// `#RRGGBB` when opaque, `#AARRGGBB` otherwise.
    public var hexString: String {
        argb >> 24 == 0xFF
            ? "#" + String(format: "%06X", argb & 0x00FF_FFFF)
            : "#" + String(format: "%08X", argb)
    }

    /// The hex string, as documents write it.
    public var description: String { hexString }

    // UIKit's named colours, with UIKit's values, so code ported from the guide reads the same.
    /// `UIColor.clear`: fully transparent.
    public static let clear = Color(argb: 0x0000_0000)
    /// `UIColor.white`: #FFFFFF.
    public static let white = Color(argb: 0xFFFF_FFFF)
    /// `UIColor.black`: #000000.
    public static let black = Color(argb: 0xFF00_0000)
    /// `UIColor.blue`: #0000FF, the SDK's default button title and confirmation colour.
    public static let blue = Color(argb: 0xFF00_00FF)
    /// `UIColor.red`: #FF0000.
    public static let red = Color(argb: 0xFFFF_0000)
    /// `UIColor.green`: #00FF00.
    public static let green = Color(argb: 0xFF00_FF00)
    /// `UIColor.orange`: #FF8000.
    public static let orange = Color(argb: 0xFFFF_8000)
    /// `UIColor.gray`: #808080, the guide generation's disabled point colour.
    public static let gray = Color(argb: 0xFF80_8080)
    /// `UIColor.lightGray`: #AAAAAA.
    public static let lightGray = Color(argb: 0xFFAA_AAAA)
    /// `UIColor.darkGray`: #555555.
    public static let darkGray = Color(argb: 0xFF55_5555)
    /// `UIColor.yellow`: #FFFF00.
    public static let yellow = Color(argb: 0xFFFF_FF00)
    /// `UIColor.purple`: #800080.
    public static let purple = Color(argb: 0xFF80_0080)
    /// `UIColor.brown`: #996633.
    public static let brown = Color(argb: 0xFF99_6633)
    /// `UIColor.systemTeal` in light mode: #30B0C7 (the guide's sample desc colour).
    public static let systemTeal = Color(argb: 0xFF30_B0C7)
    /// `UIColor.systemIndigo` in light mode: #5856D6 (the guide's sample point colour).
    public static let systemIndigo = Color(argb: 0xFF58_56D6)

    /// Names accepted in documents besides hex strings.
    public static let named: [String: Color] = [
        "clear": .clear, "white": .white, "black": .black, "blue": .blue, "red": .red,
        "green": .green, "orange": .orange, "gray": .gray, "lightGray": .lightGray,
        "darkGray": .darkGray, "yellow": .yellow, "purple": .purple, "brown": .brown,
        "systemTeal": .systemTeal, "systemIndigo": .systemIndigo,
    ]
}
