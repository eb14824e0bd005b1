import Foundation

/// The system chrome of a device screenshot: the status bar (time "9:41", cellular signal, Wi-Fi, battery) at the
/// top and the home indicator at the bottom, with the safe-area insets they give the screen. A document asks for it
/// with `"device": {"preset": …, "chrome": true}` (or `adlayout render --chrome`); without it the canvas is the
/// screen below the status bar, as before.
///
/// The one table of the presets' chrome is ``forDevice(_:)``. Measured on the SDK's screenshot
/// `default_offerwall.png` (375 × 812 pt at 0.96 px/pt, the iPhone 13 mini's geometry): a 50-pt status bar above the
/// navigation bar; the battery's fill at x 330.2…352.1, y 25.0…34.4 pt (its centre line 29.7 pt down, its right end
/// ≈ 20 pt from the screen's right edge); the home indicator 133.4 × 4.1 pt (134 × 5 as UIKit draws it), centred,
/// its top 13 pt above the screen's bottom, black, drawn over the list (which scrolls under it).
public struct DeviceChrome: Sendable, Hashable {
    /// Height of the status bar, the screen's top safe-area inset, in points.
    public var statusBarHeight: CGFloat
    /// Bottom safe-area inset (the home indicator's band), in points; 0 on a device with a home button.
    public var bottomInset: CGFloat
    /// Whether the device draws a home indicator (devices without a home button).
    public var hasHomeIndicator: Bool
    /// Where the status bar's time and icons are centred vertically, in points from the screen's top.
    public var contentCenterY: CGFloat
    /// Whether the status bar's parts sit at its ends on either side of a notch or the Dynamic Island (the time
    /// centred in the left ear), rather than the classic bar's time in the middle.
    public var hasNotch: Bool

    /// The chrome described.
    public init(statusBarHeight: CGFloat, bottomInset: CGFloat, hasHomeIndicator: Bool, contentCenterY: CGFloat,
                hasNotch: Bool) {
        self.statusBarHeight = statusBarHeight; self.bottomInset = bottomInset; self.hasHomeIndicator = hasHomeIndicator
        self.contentCenterY = contentCenterY; self.hasNotch = hasNotch
    }

    /// A notch or Dynamic Island phone: a `top`-point status bar and the 34-pt home indicator band; its parts on the
    /// measured 50-pt bar's centre line (29.7 pt), moved with the bar's height for the others.
    static func notchPhone(top: CGFloat) -> DeviceChrome {
        DeviceChrome(statusBarHeight: top, bottomInset: 34, hasHomeIndicator: true, contentCenterY: 29.7 + (top - 50) / 2,
                     hasNotch: true)
    }

    /// A phone with a home button (4.7-inch): a 20-pt status bar, no home indicator.
    static let classicPhone = DeviceChrome(statusBarHeight: 20, bottomInset: 0, hasHomeIndicator: false, contentCenterY: 10,
                                           hasNotch: false)

    /// An iPad without a home button: a 24-pt status bar, a 20-pt home indicator band.
    static let tablet = DeviceChrome(statusBarHeight: 24, bottomInset: 20, hasHomeIndicator: true, contentCenterY: 12,
                                     hasNotch: false)

    /// The chrome of each preset, by name: UIKit's safe-area insets in portrait for the preset's size class — 47 pt on
    /// the 390 × 844 notch geometry, 59 pt on the Dynamic Island's 393 × 852 and 430 × 932, 50 pt on the 375 × 812
    /// mini (measured on the SDK's screenshot), 20 pt on the 4.7-inch SE, 24 pt on the iPads.
    public static let presets: [String: DeviceChrome] = [
        "iPhone15": notchPhone(top: 47),
        "iPhone15Pro": notchPhone(top: 59),
        "iPhone15ProMax": notchPhone(top: 59),
        "iPhoneSE": classicPhone,
        "iPhone13mini": notchPhone(top: 50),
        "iPadMini": tablet,
        "iPadPro11": tablet,
    ]

    /// The chrome of `device`: its preset's, or for a device of its own size, a tablet's when it is at least 700 pt
    /// wide, a notch phone's (47 pt) when it is at least twice as tall as wide, else a classic phone's.
    public static func forDevice(_ device: DeviceSpec) -> DeviceChrome {
        if let name = device.name, let chrome = presets[name] { return chrome }
        if device.width >= 700 { return tablet }
        return device.height >= 2 * device.width ? notchPhone(top: 47) : classicPhone
    }

    /// The home indicator's size as UIKit draws it on a phone (134 × 5 pt, measured 133.4 × 4.1 on the screenshot);
    /// wider on a tablet.
    public func homeIndicatorSize(screenWidth: CGFloat) -> CGSize {
        CGSize(width: screenWidth >= 700 ? 200 : 134, height: 5)
    }

    /// Space between the home indicator's bottom and the screen's (8 pt, measured).
    public static let homeIndicatorBottomGap: CGFloat = 8
}
