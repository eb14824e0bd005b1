import AdLayoutCore

// The device presets by name, for `.adLayout(device: .iPhone15)` and variants written in Swift.
extension DeviceSpec {
    /// iPhone 15: 390×844 pt @3x (the default device).
    public static var iPhone15: DeviceSpec { presets["iPhone15"]! }
    /// iPhone 15 Pro: 393×852 pt @3x.
    public static var iPhone15Pro: DeviceSpec { presets["iPhone15Pro"]! }
    /// iPhone 15 Pro Max: 430×932 pt @3x.
    public static var iPhone15ProMax: DeviceSpec { presets["iPhone15ProMax"]! }
    /// iPhone SE: 375×667 pt @2x.
    public static var iPhoneSE: DeviceSpec { presets["iPhoneSE"]! }
    /// iPhone 13 mini: 375×812 pt @3x.
    public static var iPhone13mini: DeviceSpec { presets["iPhone13mini"]! }
    /// iPad mini: 744×1133 pt @2x.
    public static var iPadMini: DeviceSpec { presets["iPadMini"]! }
    /// iPad Pro 11": 834×1194 pt @2x.
    public static var iPadPro11: DeviceSpec { presets["iPadPro11"]! }
}
