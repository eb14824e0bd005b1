import AdLayoutTestSupport
import Foundation
import Testing

/// `UIColor(named:)` reads the colour sets of the app's asset catalogs, found in the app's folder.
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
}
