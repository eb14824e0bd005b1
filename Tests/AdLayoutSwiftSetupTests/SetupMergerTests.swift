import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation
import Testing

/// A document gets its setup by one rule, for loading, `import-swift --into` and the studio alike:
/// registrations, menu layouts, classes and app views are replaced per key by the document's; styles
/// and settings merge key by key; `swiftSetup` stays (the decoder checks it; `--into` leaves it out).
@Suite struct SetupMergerTests {
    func json(_ text: String) throws -> JSONNode { try JSONNode.parse(Data(text.utf8)) }

    /// The app views of a setup and of the document are both kept, the document's replacing the setup's of the
    /// same class: a document with its own `appViews` once dropped the setup's from the printed document and the
    /// studio's map, while rendering kept them.
    @Test func appViewsOfBothAreKeptByClassName() throws {
        let setup = try json("""
        {"appViews": {"SetupItemView": {"xib": "Setup.xib"}, "SharedItemView": {"xib": "FromSetup.xib"}}}
        """)
        let document = try json("""
        {"schemaVersion": 1, "appViews": {"SharedItemView": {"xib": "FromDocument.xib"}, "OwnItemView": {"xib": "Own.xib"}}}
        """)
        let merged = JSONWriter.write(SetupMerger.merge(setup, under: document))
        #expect(merged == """
        {
          "schemaVersion": 1,
          "appViews": {
            "SetupItemView": {
              "xib": "Setup.xib"
            },
            "SharedItemView": {
              "xib": "FromDocument.xib"
            },
            "OwnItemView": {
              "xib": "Own.xib"
            }
          }
        }

        """)
    }

    @Test func theDocumentWinsPerKind() throws {
        let setup = try json("""
        {"layoutClasses": {"A": {"base": "AdListItemViewLayout"}, "B": {"base": "A"}},
         "tnkLayout": {"leftBarButtonItem": "help", "listViewTopButtonSize": {"width": 40, "height": 40}},
         "styles": {"adListItem": {"titleLabel": {"color": "red", "font": {"size": 15}}}},
         "registrations": {"normal": {"viewClass": "FeedAdListItemView", "overrides": {"lineSpace": 3}},
                           "newapps": {"viewClass": "RightIconAdListItemView"}},
         "menuLayouts": {"filter": {"itemSpace": 8}}}
        """)
        let document = try json("""
        {"schemaVersion": 1, "swiftSetup": ["Setup.swift"],
         "layoutClasses": {"A": {"base": "FeedAdItemLargeViewLayout"}},
         "tnkLayout": {"listViewTopButtonSize": {"height": 50}},
         "styles": {"adListItem": {"titleLabel": {"color": "blue"}}},
         "registrations": {"normal": {"viewClass": "DefaultAdListItemView"}},
         "sections": []}
        """)
        let merged = JSONWriter.write(SetupMerger.merge(setup, under: document))
        #expect(merged == """
        {
          "schemaVersion": 1,
          "swiftSetup": ["Setup.swift"],
          "layoutClasses": {
            "A": {
              "base": "FeedAdItemLargeViewLayout"
            },
            "B": {
              "base": "A"
            }
          },
          "tnkLayout": {
            "leftBarButtonItem": "help",
            "listViewTopButtonSize": {
              "width": 40,
              "height": 50
            }
          },
          "styles": {
            "adListItem": {
              "titleLabel": {
                "color": "blue",
                "font": {
                  "size": 15
                }
              }
            }
          },
          "registrations": {
            "normal": {
              "viewClass": "DefaultAdListItemView"
            },
            "newapps": {
              "viewClass": "RightIconAdListItemView"
            }
          },
          "menuLayouts": {
            "filter": {
              "itemSpace": 8
            }
          },
          "sections": []
        }

        """)
    }
}
