import AdLayoutTestSupport
import Foundation
import Testing

/// `UIColor(named:)` and `UIImage(named:)` read the colour and image sets of the app's asset catalogs,
/// found in the app's folder.
@Suite struct AssetCatalogSetupTests {
    /// An app folder with `Assets.xcassets` (a colour as hex bytes, one as floats with a dark
    /// variant, one as 0…255 integers) and a layout class that names them.
    static func app() throws -> URL {
        let dir = try temporaryDirectory().appendingPathComponent("BrandApp")
        let assets = dir.appendingPathComponent("Resources/Assets.xcassets")
        func colorset(_ name: String, _ json: String) throws {
            let folder = assets.appendingPathComponent("Colors/\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        try colorset("BrandInk", #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x44", "green": "0x2A", "red": "0x1F"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#)
        try colorset("BrandPoint", #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.102", "green": "0.451", "red": "1.000"}}, "idiom": "universal"}, {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.000", "green": "0.000", "red": "0.000"}}, "idiom": "universal"}]}"#)
        try colorset("Divider", #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "0.300", "blue": "26", "green": "115", "red": "255"}}, "idiom": "universal"}]}"#)
        try Data("""
        import UIKit
        import TnkRwdSdk2

        final class BrandItemLayout: AdListItemViewLayout {
            override init() {
                super.init()
                titleLabel.color = UIColor(named: "BrandInk")
                pointAmountLabel.color = UIColor(named: "BrandPoint", in: nil, compatibleWith: nil)
                dividerColor = UIColor(named: "Divider")!
                descLabel.color = UIColor(named: "BrandInc")
            }
        }
        """.utf8).write(to: dir.appendingPathComponent("BrandItemLayout.swift"))
        return dir
    }

    @Test func namedColoursComeFromTheAppsCatalog() throws {
        let app = try Self.app()
        let run = Run("import-swift", app.path)
        #expect(run.status == 0, "\(run.err)")
        for colour in [##""color": "#1F2A44""##, ##""color": "#FF731A""##, ##""dividerColor": "#4DFF731A""##] {
            #expect(run.out.contains(colour), "\(colour): \(run.out)")
        }
        #expect(run.err == "warning: \(app.path)/BrandItemLayout.swift:10:27: skipped: UIColor(named: \"BrandInc\"): no colour set \"BrandInc\" "
                + "in the app's asset catalogs (did you mean \"BrandInk\"?); colours: BrandInk, BrandPoint, Divider", "\(run.err)")
    }

    /// A colour set that is a link to a folder outside the catalog is not read (the catalog stays inside the app's folder).
    @Test func aLinkedColourSetIsNotFollowed() throws {
        let app = try Self.app()
        let outside = try temporaryDirectory().appendingPathComponent("Elsewhere.colorset")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(#"{"colors": [{"color": {"components": {"alpha": "1", "red": "0x00", "green": "0x00", "blue": "0xFF"}}}]}"#.utf8)
            .write(to: outside.appendingPathComponent("Contents.json"))
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Resources/Assets.xcassets/BrandInc.colorset"),
                                                   withDestinationURL: outside)
        let run = Run("import-swift", app.path)
        #expect(run.err.contains(#"no colour set "BrandInc" in the app's asset catalogs"#), "\(run.err)")
        #expect(!run.out.contains("#0000FF"))
    }

    /// `UIImage(named:)` for an image property of the SDK (`pointIconImage.imageNormal`): the image set's
    /// file, printed relative to the document by `--into`, drawn the same from the Swift and from the
    /// printed document; a name no set has is skipped with the names there are.
    @Test func namedImagesComeFromTheAppsCatalog() throws {
        let dir = try temporaryDirectory()
        let set = dir.appendingPathComponent("App/Assets.xcassets/Coin.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "coin.png", "idiom": "universal", "scale": "2x"}], "info": {"author": "xcode", "version": 1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try FileManager.default.copyItem(at: Repository.layouts.appendingPathComponent("images/icon-01.png"), to: set.appendingPathComponent("coin.png"))
        try Data("""
        import UIKit
        import TnkRwdSdk2

        final class OfferwallSetup {
            func configure() {
                let layout = AdListItemViewLayout()
                layout.pointIconImage.imageNormal = UIImage(named: "Coin")
                layout.pointIconImage.width = 16
                layout.pointIconImage.height = 16
                TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: layout)
                TnkLayout.shared.helpBarButtonNormalImage = UIImage(named: "Coins")
            }
        }
        """.utf8).write(to: dir.appendingPathComponent("App/Setup.swift"))
        let doc = dir.appendingPathComponent("doc.json")
        try Data(#"{"schemaVersion": 1, "swiftSetup": ["App"], "sections": [{"type": "normal", "items": [{"appName": "A", "pointValue": 100, "pointUnit": "P"}]}]}"#.utf8)
            .write(to: doc)
        let merged = dir.appendingPathComponent("merged.json")
        let imported = Run("import-swift", dir.appendingPathComponent("App").path, "--into", doc.path, "-o", merged.path)
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.err == "warning: \(dir.path)/App/Setup.swift:11:53: skipped: UIImage(named: \"Coins\"): no image set \"Coins\" "
                + "in the app's asset catalogs (did you mean \"Coin\"?); images: Coin", "\(imported.err)")
        #expect(try String(contentsOf: merged, encoding: .utf8).contains(#""imageNormal": "App/Assets.xcassets/Coin.imageset/coin.png""#))
        var pngs: [Data] = []
        for (document, png) in [(doc, "swift.png"), (merged, "merged.png")] {
            let run = Run("render", document.path, "-o", dir.appendingPathComponent(png).path, "--scale", "1")
            #expect(run.status == 0 && !run.err.contains("placeholder"), "\(run.err)")
            pngs.append(try Data(contentsOf: dir.appendingPathComponent(png)))
        }
        #expect(pngs[0] == pngs[1])
        // Another image in the set: another picture.
        try FileManager.default.removeItem(at: set.appendingPathComponent("coin.png"))
        try FileManager.default.copyItem(at: Repository.layouts.appendingPathComponent("images/icon-02.png"), to: set.appendingPathComponent("coin.png"))
        _ = Run("render", doc.path, "-o", dir.appendingPathComponent("other.png").path, "--scale", "1")
        #expect(try Data(contentsOf: dir.appendingPathComponent("other.png")) != pngs[0])
    }
}
