import AdLayoutCLI
import AdLayoutCore
import AdLayoutTestSupport
import Foundation
import Testing

/// Layout types, device presets, text sizes and themes on the command line: parsed by ArgumentParser,
/// comma-separated lists included; an unknown name is a usage error (exit 2) naming the option, the
/// value, the closest names and every valid one, before any file is read.
@Suite struct NamedArgumentTests {
    static let layout = Run.layouts.appendingPathComponent("offerwall-default.json").path

    /// The first line of a usage error (ArgumentParser adds the usage below it).
    static func firstLine(_ run: Run) -> String { String(run.err.split(separator: "\n").first ?? "") }

    @Test func anUnknownLayoutTypeInAListNamesTheClosestAndEveryType() {
        // The ads file is never read: the arguments are refused first.
        let run = Run("fit", Self.layout, "--ads", "/nonexistent/ads.json", "--types", "normal, normall")
        #expect(run.status == 2)
        #expect(Self.firstLine(run) == "Error: The value 'normal, normall' is invalid for '--types <types>': unknown layout type "
                + "\"normall\" (did you mean \"normal\"?); valid: normal, promotion, newapps, suggest, multi, noapps, cpslist, "
                + "favorite, popular, reward, newitem, recommend, search, nocps, cps_newitem_B, topbanner, listbanner, "
                + "bottombanner, newslist, quiz_list, quiz_feed, top_recommend_ad, top_recommend_cps, empty, storeList")
    }

    @Test func anUnknownDeviceNamesTheClosestAndEveryPreset() {
        let run = Run("fit", Self.layout, "--ads", "/nonexistent/ads.json", "--devices", "iPhoneSE,iPhone51")
        #expect(run.status == 2)
        #expect(Self.firstLine(run) == "Error: The value 'iPhoneSE,iPhone51' is invalid for '--devices <names>': unknown device "
                + "\"iPhone51\" (did you mean \"iPhone15\" or \"iPhoneSE\"?); valid: iPadMini, iPadPro11, iPhone13mini, iPhone15, iPhone15Pro, "
                + "iPhone15ProMax, iPhoneSE")
    }

    @Test func anUnknownTextSizeNamesEverySize() {
        let run = Run("fit", Self.layout, "--ads", "/nonexistent/ads.json", "--content-size", "huge")
        #expect(run.status == 2)
        #expect(Self.firstLine(run) == "Error: The value 'huge' is invalid for '--content-size <sizes>': unknown content size "
                + "\"huge\"; valid: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibilityMedium, "
                + "accessibilityLarge, accessibilityXLarge, accessibilityXXLarge, accessibilityXXXLarge")
    }

    @Test func verifyRefusesAnUnknownThemeBeforeReadingAnything() {
        let run = Run("verify", Self.layout, "--goldens", "/nonexistent/goldens", "--themes", "light,sepia")
        #expect(run.status == 2)
        #expect(Self.firstLine(run) == "Error: The value 'light,sepia' is invalid for '--themes <themes>': unknown theme \"sepia\"; "
                + "valid: light, dark")
    }

    @Test func namesAreReadWithTheirAliasesAndCountOnce() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ads = dir.appendingPathComponent("ads.json")
        try #"[{"app_nm": "Short", "pnt_amt": 100}]"#.write(to: ads, atomically: true, encoding: .utf8)
        // UIKit's and the short names of a text size, repeated lists and options: two sizes, one device, one type.
        let run = Run("fit", Self.layout, "--ads", ads.path, "--format", "csv", "--jobs", "1", "--types", "normal,normal",
                      "--device", "iPhoneSE", "--devices", "iPhoneSE", "--content-sizes", "AX1, large", "--content-size", "accessibilityMedium")
        #expect(run.status == 0, "\(run.err)")
        let rows = run.out.split(separator: "\n").dropFirst()
        #expect(rows.count == 2, "\(run.out)")
    }
}
