import Foundation
import Testing
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// `"chrome": true`: the status bar and home indicator as a device screenshot shows them. Oracles: the SDK's screenshot
/// `default_offerwall.png` (375 × 812 pt at 0.96 px/pt: a 50-pt status bar above the navigation bar, the battery's fill
/// at x 330.2…352.1, y 25.0…34.4, the home indicator 133.4 × 4.1 pt with its top 13 pt above the bottom) and UIKit's
/// portrait safe-area insets of each preset's device class.
@Suite struct DeviceChromeTests {
    @Test func withoutChromeNothingChanges() throws {
        let tree = try layoutJSON(normalDocument(items: 2))
        #expect(tree.root.kind == .screen)
        #expect(tree.root.first(.navigationBar)?.frame.minY == 0)
        #expect(tree.root.first(.statusBar) == nil && tree.root.first(.homeIndicator) == nil)
        #expect(tree.canvasSize == CGSize(width: 390, height: 844))
    }

    @Test func theScreenStartsBelowTheMiniStatusBar() throws {
        let tree = try layoutJSON(normalDocument(items: 2, device: #"{"preset": "iPhone13mini", "chrome": true}"#))
        #expect(tree.canvasSize == CGSize(width: 375, height: 812))
        #expect(tree.root.kind == .device)
        #expect(tree.root.first(.statusBar)?.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
        #expect(tree.root.first(.screen)?.frame == CGRect(x: 0, y: 50, width: 375, height: 762))
        #expect(tree.root.first(.navigationBar)?.frame.minY == 50)
        // Measured: 133.4 × 4.1 pt at x 120.8, top 799 (UIKit: 134 × 5, 8 pt above the bottom).
        #expect(tree.root.first(.homeIndicator)?.frame == CGRect(x: 120.5, y: 799, width: 134, height: 5))
        #expect(tree.root.children.last?.kind == .homeIndicator)   // drawn over the list
    }

    @Test func theBatteryIsWhereTheScreenshotHasIt() throws {
        let tree = try layoutJSON(normalDocument(items: 1, device: #"{"preset": "iPhone13mini", "chrome": true}"#))
        let battery = try #require(tree.root.first(.statusBarBattery)?.frame)
        // The fill is 2 pt inside the body: measured x 330.2…352.1, y 25.0…34.4 (±0.6 pt of JPEG blur and rounding).
        let fill = CGRect(x: battery.minX + 2, y: battery.minY + 2, width: 26 - 4, height: battery.height - 4)
        #expect(abs(fill.minX - 330.2) <= 0.6 && abs(fill.maxX - 352.1) <= 0.6)
        #expect(abs(fill.midY - 29.7) <= 0.6)
        let time = try #require(tree.root.first(.statusBarTime))
        #expect(time.text == "9:41")
        #expect(abs(time.frame.midY - 29.7) < 0.01)
        // The time mirrors the icons about the centre.
        let signal = try #require(tree.root.first(.statusBarSignal)?.frame)
        #expect(abs((time.frame.midX + (signal.minX + battery.maxX) / 2) - 375) < 0.01)
    }

    @Test func eachPresetHasItsSafeArea() throws {
        #expect(Set(DeviceChrome.presets.keys) == Set(DeviceSpec.presets.keys))
        let expected: [String: (top: CGFloat, bottom: CGFloat, indicator: Bool)] = [
            "iPhone15": (47, 34, true), "iPhone15Pro": (59, 34, true), "iPhone15ProMax": (59, 34, true),
            "iPhone13mini": (50, 34, true), "iPhoneSE": (20, 0, false), "iPadMini": (24, 20, true), "iPadPro11": (24, 20, true),
        ]
        for (name, e) in expected {
            let chrome = DeviceChrome.forDevice(DeviceSpec.presets[name]!)
            #expect(chrome.statusBarHeight == e.top && chrome.bottomInset == e.bottom && chrome.hasHomeIndicator == e.indicator,
                    "\(name)")
        }
    }

    @Test func theClassicPhoneHasATwentyPointBarAndNoIndicator() throws {
        let tree = try layoutJSON(normalDocument(items: 1, device: #"{"preset": "iPhoneSE", "chrome": true}"#))
        #expect(tree.canvasSize == CGSize(width: 375, height: 667))
        #expect(tree.root.first(.screen)?.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(tree.root.first(.homeIndicator) == nil)
        #expect(tree.root.first(.statusBarTime)?.frame.midX == 187.5)
    }

    @Test func aDeviceOfItsOwnSizeTakesItsClass() {
        #expect(DeviceChrome.forDevice(DeviceSpec(width: 375, height: 812, scale: 3)).statusBarHeight == 47)
        #expect(DeviceChrome.forDevice(DeviceSpec(width: 320, height: 568, scale: 2)).statusBarHeight == 20)
        #expect(DeviceChrome.forDevice(DeviceSpec(width: 820, height: 1180, scale: 2)).statusBarHeight == 24)
    }

    @Test func theInkFollowsTheNavigationBar() throws {
        let dark = try layoutJSON(normalDocument(items: 1, device: #"{"preset": "iPhone15", "chrome": true}"#,
                                                 extra: #""styles": {"offerwallTheme": "dark"},"#))
        guard case .text(let time)? = dark.root.first(.statusBarTime)?.content else { Issue.record("no time"); return }
        #expect(time.color == .white)
        let light = try layoutJSON(normalDocument(items: 1, device: #"{"preset": "iPhone15", "chrome": true}"#))
        guard case .text(let lightTime)? = light.root.first(.statusBarTime)?.content else { Issue.record("no time"); return }
        #expect(lightTime.color == .black)
    }

    @Test func aVariantDeviceKeepsTheDocumentsChromeAndTheOptionForcesIt() throws {
        let json = Data(normalDocument(items: 1, device: #"{"preset": "iPhone15", "chrome": true}"#).utf8)
        let variant = try DocumentDecoder.decode(json, options: .init(device: DeviceSpec.presets["iPhoneSE"]!))
        #expect(variant.device.chrome && variant.device.name == "iPhoneSE")
        var forced = DocumentDecoder.Options()
        forced.chrome = true
        #expect(try DocumentDecoder.decode(Data(normalDocument(items: 1).utf8), options: forced).device.chrome)
    }

    @Test func aChromeThatIsNotABoolIsRefused() {
        let errors = documentErrors(normalDocument(items: 1, device: #"{"preset": "iPhone15", "chrome": "yes"}"#))
        #expect(errors.map(\.description) == [#"test.json:1:65: device.chrome: expected true or false, found a string "yes""#])
    }
}
