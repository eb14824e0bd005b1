import AdLayoutTestSupport
import Foundation

/// A studio folder with an app's Swift setup: `app.json` names `Setup.swift`, whose layout subclass
/// styles the title (line 9), whose `for` loop is skipped with a warning (line 17), and which sets
/// `tnkLayout` (line 18).
enum SwiftSetupWorkspace {
    static let setup = """
        import TnkRwdSdk2
        import UIKit

        let brandInk = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1.0)

        final class BrandItemLayout: AdListItemViewLayout {
            override init() {
                super.init()
                titleLabel.color = brandInk
                iconImage.width = 56
                iconImage.height = 56
            }
        }

        func setUp() {
            TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: BrandItemLayout())
            for _ in 0..<3 { print("ready") }
            TnkLayout.shared.listViewBackgroundColor = .white
        }

        """

    static let document = """
        {
          "schemaVersion": 1,
          "device": "iPhone15",
          "swiftSetup": ["Setup.swift"],
          "sections": [
            {"type": "normal", "items": [{"appName": "Bee Farm", "cmpnDesc": "install", "pointValue": 180, "pointUnit": "gold"}]}
          ]
        }

        """

    /// A fresh folder with `app.json` and `Setup.swift`.
    static func make() throws -> URL {
        let folder = try temporaryDirectory("swift-setup")
        try Data(document.utf8).write(to: folder.appendingPathComponent("app.json"))
        try Data(setup.utf8).write(to: folder.appendingPathComponent("Setup.swift"))
        return folder
    }
}
