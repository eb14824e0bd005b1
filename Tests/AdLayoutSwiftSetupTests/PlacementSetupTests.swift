import AdLayoutCLI
import AdLayoutCore
import AdLayoutTestSupport
import Foundation
import Testing

/// `TnkLayout.shared.registerPlacementViewLayout(placementId:viewClass:viewLayout:)` in Swift setup.
@Suite(.serialized) struct PlacementSetupTests {
    static let call = "TnkLayout.shared.registerPlacementViewLayout(placementId: \"open_ad\", "
        + "viewClass: IconOnlyAdListItemView.self, viewLayout: PlacementIconViewLayout())"

    /// Must show: import-swift of the SDK's call prints `placementRegistrations.open_ad` with that layout.
    @Test func importSwiftPrintsThePlacementRegistration() throws {
        let dir = try temporaryDirectory("placement-setup")
        let swift = dir.appendingPathComponent("Setup.swift")
        try "import TnkRwdSdk2\n\nfunc setUpPlacements() {\n    \(Self.call)\n}\n".write(to: swift, atomically: true, encoding: .utf8)
        let imported = Run("import-swift", swift.path)
        #expect(imported.status == 0 && imported.err.isEmpty, "\(imported.err)")
        #expect(imported.out == """
        {
          "placementRegistrations": {
            "open_ad": {
              "viewClass": "IconOnlyAdListItemView",
              "viewLayout": "PlacementIconViewLayout"
            }
          }
        }
        """)
    }

    /// The setup's registration draws the placement of a document that has none: PlacementIconViewLayout's 83 pt circles.
    @Test func aSetupRegistrationDrawsThePlacement() throws {
        let dir = try temporaryDirectory("placement-setup")
        let swift = dir.appendingPathComponent("Setup.swift")
        try "func setUp() {\n    \(Self.call)\n}\n".write(to: swift, atomically: true, encoding: .utf8)
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Paths.layout("placement-list.json"))) as? [String: Any])
        document["placementRegistrations"] = nil
        document["items"] = (document["items"] as? [[String: Any]])?.map { item in
            var item = item
            item["img_url"] = nil
            return item
        }
        let url = dir.appendingPathComponent("placement.json")
        try JSONSerialization.data(withJSONObject: document).write(to: url)
        let frames = dir.appendingPathComponent("frames.json")
        let run = Run("render", url.path, "--swift-setup", swift.path, "-o", dir.appendingPathComponent("p.png").path,
                      "--scale", "1", "--frames", frames.path)
        #expect(run.status == 0, "\(run.err)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: frames)) as? [String: Any])
        var widths: [Double] = []
        func visit(_ node: [String: Any]) {
            if node["kind"] as? String == "item", let w = node["width"] as? Double { widths.append(w) }
            for child in node["children"] as? [[String: Any]] ?? [] { visit(child) }
        }
        visit(try #require(tree["root"] as? [String: Any]))
        #expect(widths == [83, 83, 83])
    }
}
