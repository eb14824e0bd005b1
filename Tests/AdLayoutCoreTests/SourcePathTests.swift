import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Source paths on laid-out nodes (`LayoutNode.source`, `"source"` in `--frames`) and the JSON path
/// locator that turns them back into line:column.
@Suite struct SourcePathTests {
    static let document = """
    {"schemaVersion": 1, "title": "Studio",
     "tnkLayout": {"leftBarButtonItem": "close"},
     "menu": {"items": ["A", "B"], "selected": 0},
     "sections": [
      {"type": "normal", "header": {"title": "Head", "desc": "Sub"},
       "items": [{"appName": "First", "pointValue": 10, "cmpnDesc": "d", "iconUrl": "i.png"},
                 {"appName": "Second", "pointText": "2배", "pointUnit": "P"}]}
     ]}
    """

    @Test func elementsCarryThePathOfTheFieldTheyShow() throws {
        let tree = try layoutJSON(Self.document)
        let items = tree.root.all(.item)
        #expect(items.map(\.source) == ["sections[0].items[0]", "sections[0].items[1]"])
        #expect(items[0].first(.titleLabel)?.source == "sections[0].items[0].appName")
        #expect(items[0].first(.descLabel)?.source == "sections[0].items[0].cmpnDesc")
        #expect(items[0].first(.iconImage)?.source == "sections[0].items[0].iconUrl")
        #expect(items[0].first(.pointAmountLabel)?.source == "sections[0].items[0].pointValue")
        // The amount shows pointText when the ad gives one.
        #expect(items[1].first(.pointAmountLabel)?.source == "sections[0].items[1].pointText")
        #expect(items[1].first(.pointUnitLabel)?.source == "sections[0].items[1].pointUnit")
        // A kind that shows no single field gets its item's path.
        #expect(tree.root.divider(under: items[0])?.source == "sections[0].items[0]")

        #expect(tree.root.first(.section)?.source == "sections[0]")
        #expect(tree.root.first(.headerTitleLabel)?.source == "sections[0].header.title")
        #expect(tree.root.first(.headerDescLabel)?.source == "sections[0].header.desc")
        #expect(tree.root.first(.navigationTitle)?.source == "title")
        #expect(tree.root.first(.leftBarButton)?.source == "tnkLayout.leftBarButtonItem")
        #expect(tree.root.all(.menuItem).map(\.source) == ["menu.items[0]", "menu.items[1]"])
    }

    @Test func everyNodeInsideASectionHasASource() throws {
        let tree = try layoutJSON(Self.document)
        let section = try #require(tree.root.first(.section))
        var missing: [String] = []
        section.visit { if $0.source == nil { missing.append($0.kind.rawValue) } }
        #expect(missing.isEmpty)
    }

    @Test func framesJSONWritesTheSource() throws {
        let json = LayoutTreeJSON.encode(try layoutJSON(Self.document))
        #expect(json.contains(#""kind": "titleLabel", "x": "#))
        #expect(json.contains(#""text": "First", "source": "sections[0].items[0].appName"}"#))
    }

    @Test func nativeAdAssetsPointIntoTheirAd() throws {
        let tree = try layoutJSON("""
        {"schemaVersion": 1, "screen": "native",
         "ads": [{"template": "native-medium", "adLabel": true,
                  "ad": {"title": "T", "description": "Body", "ctaText": "Go", "advertiserName": "Adv"}}]}
        """)
        #expect(tree.root.first(.nativeAdView)?.source == "ads[0]")
        #expect(tree.root.first(.titleLabel)?.source == "ads[0].ad.title")
        #expect(tree.root.first(.ctaButton)?.source == "ads[0].ad.ctaText")
        #expect(tree.root.first(.adLabel)?.source == "ads[0].adLabel")
    }

    @Test func locatorFindsKeysAndElements() throws {
        let root = try JSONParser.parse(Data(Self.document.utf8))
        let app = try #require(JSONPathLocator.locate("sections[0].items[1].appName", in: root))
        #expect(app == .init(path: "sections[0].items[1].appName", location: app.location, isExact: true))
        // Line 7, at the key's opening quote.
        #expect(app.location.line == 7 && app.location.column == 15)
        let item = try #require(JSONPathLocator.locate("sections[0].items[1]", in: root))
        #expect(item.location.line == 7 && item.location.column == 14)
        #expect(JSONPathLocator.locate("title", in: root)?.location.description == "1:22")
        #expect(JSONPathLocator.locate("", in: root)?.location.description == "1:1")
    }

    @Test func locatorFallsBackToTheDeepestExistingAncestor() throws {
        let root = try JSONParser.parse(Data(Self.document.utf8))
        // The second ad has no iconUrl: the item itself.
        let icon = try #require(JSONPathLocator.locate("sections[0].items[1].iconUrl", in: root))
        #expect(icon.path == "sections[0].items[1]" && !icon.isExact)
        #expect(JSONPathLocator.locate("sections[3]", in: root)?.path == "sections")
        #expect(JSONPathLocator.locate("title.x", in: root)?.path == "title")
    }

    @Test func locatorRejectsMalformedPaths() throws {
        let root = try JSONParser.parse(Data(Self.document.utf8))
        for bad in ["a..b", "a[x]", "a[0]b", ".a", "a.", "a[-1]", "a.[0]"] {
            #expect(JSONPathLocator.locate(bad, in: root) == nil, "\(bad)")
        }
    }
}
