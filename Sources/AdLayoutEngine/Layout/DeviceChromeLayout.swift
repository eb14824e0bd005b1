import Foundation
import AdLayoutModel

/// Puts a laid-out screen inside its device's chrome (``/AdLayoutModel/DeviceChrome``): the screen moves down below
/// the status bar, and a ``NodeKind/device`` root holds it, the status bar (time, signal, Wi-Fi, battery) and the home
/// indicator drawn over the screen's bottom, where UIKit's scrolling list runs under it. Pure: frames in points.
///
/// The icons' sizes and places are iOS's at 1 pt, fitted to the SDK's screenshot (`default_offerwall.png`, the
/// battery's fill at x 330.2…352.1 of 375 pt): battery 26 × 12 with a 1.3 × 4 cap, its body's right edge 20.8 pt from
/// the screen's edge; Wi-Fi 15.3 × 11 and the signal's four bars 17 × 10.7, 5 pt apart; the time "9:41" in the
/// system font, semibold, 17 pt on a notch phone (12 pt on the classic and iPad bars), centred in the left ear
/// opposite the icons.
struct DeviceChromeLayout {
    /// Space between the status bar's icons.
    static let iconGap: CGFloat = 5
    /// Battery body, cap and the body's distance from the screen's right edge on a notch phone.
    static let batterySize = CGSize(width: 26, height: 12), batteryCap = CGSize(width: 1.3, height: 4)
    static let notchRightMargin: CGFloat = 20.8
    /// The Wi-Fi fan's and the signal bars' boxes.
    static let wifiSize = CGSize(width: 15.3, height: 11), signalSize = CGSize(width: 17, height: 10.7)

    /// `tree` (a screen laid out `chrome.statusBarHeight` points shorter than the device) inside the device's chrome.
    func wrap(_ tree: inout LayoutTree, chrome: DeviceChrome) {
        var screen = tree.root
        screen.translate(dy: chrome.statusBarHeight)
        let size = CGSize(width: tree.canvasSize.width, height: tree.canvasSize.height + chrome.statusBarHeight)
        // The status bar shows what is behind it: the navigation bar's colour on an offerwall, else the screen's.
        let background = [screen.first(.navigationBar)?.box.backgroundColor, screen.box.backgroundColor]
            .compactMap { $0 }.first { !$0.isClear } ?? .white
        let ink = Self.isDark(background) ? Color.white : Color.black
        var children = [screen, statusBar(chrome, width: size.width, ink: ink)]
        if chrome.hasHomeIndicator {
            let indicator = chrome.homeIndicatorSize(screenWidth: size.width)
            // Over the list's bottom: its colour against what is there, the screen's own background.
            let under = screen.box.backgroundColor.isClear ? background : screen.box.backgroundColor
            children.append(LayoutNode(kind: .homeIndicator,
                                       frame: CGRect(x: (size.width - indicator.width) / 2,
                                                     y: size.height - DeviceChrome.homeIndicatorBottomGap - indicator.height,
                                                     width: indicator.width, height: indicator.height),
                                       box: BoxStyle(backgroundColor: Self.isDark(under) ? .white : .black,
                                                     cornerRadius: indicator.height / 2)))
        }
        tree.root = LayoutNode(kind: .device, frame: CGRect(origin: .zero, size: size),
                               box: BoxStyle(backgroundColor: background, clipsToBounds: true), children: children)
        tree.canvasSize = size
    }

    /// The status bar across the top, `width` wide: the time and the three icons on its centre line.
    func statusBar(_ chrome: DeviceChrome, width: CGFloat, ink: Color) -> LayoutNode {
        let cy = chrome.contentCenterY
        let battery = Self.batterySize, cap = Self.batteryCap
        let batteryX = chrome.hasNotch ? width - Self.notchRightMargin - battery.width : width - 6 - cap.width - battery.width
        let batteryFrame = CGRect(x: batteryX, y: cy - battery.height / 2, width: battery.width + 1 + cap.width,
                                  height: battery.height)
        let wifiFrame = CGRect(x: batteryX - Self.iconGap - Self.wifiSize.width, y: cy - Self.wifiSize.height / 2,
                               width: Self.wifiSize.width, height: Self.wifiSize.height)
        // On a notch phone all three icons are in the right ear; a classic bar has the signal at its left.
        let signalX = chrome.hasNotch ? wifiFrame.minX - Self.iconGap - Self.signalSize.width : 6
        let signalFrame = CGRect(x: signalX, y: cy - Self.signalSize.height / 2,
                                 width: Self.signalSize.width, height: Self.signalSize.height)
        let fontSize: CGFloat = chrome.hasNotch ? 17 : 12
        let timeWidth: CGFloat = 60, timeHeight = (fontSize * 1.3).rounded(.up)
        let timeX: CGFloat
        if chrome.hasNotch {
            // Mirrors the icons' group about the screen's centre.
            timeX = width - (signalFrame.minX + batteryFrame.maxX) / 2 - timeWidth / 2
        } else if chrome.bottomInset > 0 {
            timeX = 20   // an iPad's time at the left
        } else {
            timeX = (width - timeWidth) / 2
        }
        let time = TextContent(string: "9:41", font: .systemFont(ofSize: fontSize, weight: .semibold), color: ink,
                               alignment: chrome.hasNotch || chrome.bottomInset == 0 ? .center : .left)
        let icon = { (kind: NodeKind, frame: CGRect) in
            LayoutNode(kind: kind, frame: frame, content: .image(ImageContent(source: nil, tint: ink)))
        }
        return LayoutNode(kind: .statusBar, frame: CGRect(x: 0, y: 0, width: width, height: chrome.statusBarHeight), children: [
            LayoutNode(kind: .statusBarTime, frame: CGRect(x: timeX, y: cy - timeHeight / 2, width: timeWidth, height: timeHeight),
                       content: .text(time)),
            icon(.statusBarSignal, signalFrame), icon(.statusBarWifi, wifiFrame), icon(.statusBarBattery, batteryFrame),
        ])
    }

    /// Whether light ink reads better than dark on `c` (its relative luminance below the middle).
    static func isDark(_ c: Color) -> Bool {
        c.alpha > 0.5 && 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue < 0.5
    }
}
