import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Bad documents are rejected with the JSON path, line:column, what was expected and what was found.
@Suite struct DocumentErrorTests {
    @Test func unknownLayoutTypeNamesThePathAndListsValidTypes() throws {
        let errors = documentErrors("""
        {"schemaVersion": 1,
         "sections":[{"type":"normall","items":[]}]}
        """)
        let e = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(e.code == .invalidValue)
        #expect(e.path == "sections[0].type")
        #expect(e.location == SourceLocation(line: 2, column: 22, offset: 42))
        #expect(e.message.contains(#"unknown layout type "normall" (did you mean "normal"?)"#))
        #expect(e.message.contains("valid types: normal, promotion, newapps, suggest, multi"))
        #expect(e.description.hasPrefix("test.json:2:22: sections[0].type: "))
    }

    /// A view made in code names one of the 18 anchors of a view and of its margins guide (not UIKit's baselines nor
    /// `notAnAttribute`, though the attribute type has them), and a relation by its symbol (not UIKit's name).
    @Test func codeViewConstraintsNameAnAnchorAndARelationSymbol() throws {
        let errors = documentErrors("""
        {"schemaVersion": 1,
         "appViews": {"Row": {"views": {"title": {"kind": "label"}},
                              "constraints": [{"first": "title.lastBaseline", "second": "contentView.bottom"},
                                              {"first": "title.top", "relation": "lessThanOrEqual", "second": "contentView.top"},
                                              {"first": "title.notAnAttribute", "relation": ">=", "second": "contentView.top"}]}},
         "sections": []}
        """)
        let anchors = "valid anchors: left, right, top, bottom, leading, trailing, width, height, centerX, centerY, leftMargin, "
            + "rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins"
        #expect(errors.map(\.path) == ["appViews.Row.constraints[0].first", "appViews.Row.constraints[1].relation",
                                       "appViews.Row.constraints[2].first"])
        #expect(errors.count == 3)
        guard errors.count == 3 else { return }
        #expect(errors[0].message.hasPrefix(#"app view "Row", constraint: unknown anchor "lastBaseline""#))
        #expect(errors[0].message.hasSuffix(anchors))
        #expect(errors[1].message == #"app view "Row", constraint: expected a relation "==", "<=" or ">=", found a string "lessThanOrEqual""#)
        #expect(errors[2].message.hasPrefix(#"app view "Row", constraint: unknown anchor "notAnAttribute""#))
        #expect(errors[2].message.hasSuffix(anchors))
    }

    @Test func invalidJSONReportsLineAndColumn() throws {
        let errors = documentErrors("{\"schemaVersion\": 1,\n \"sections\": [,]}")
        let e = try #require(errors.first)
        #expect(e.code == .syntax)
        #expect(e.location?.line == 2)
        #expect(e.location?.column == 15)
        #expect(e.message.hasPrefix("invalid JSON: "))
    }

    @Test func wrongTypesSayWhatWasExpectedAndFound() throws {
        let errors = documentErrors("""
        {"schemaVersion": "1", "title": 5, "sections": [{"type": "normal", "items": [{"appName": 3, "pointValue": "x"}]}]}
        """)
        let byPath = Dictionary(uniqueKeysWithValues: errors.map { ($0.path, $0.message) })
        #expect(byPath["schemaVersion"] == #"expected a number, found a string "1""#)
        #expect(byPath["title"] == "expected a string, found the number 5")
        #expect(byPath["sections[0].items[0].appName"] == "expected a string, found the number 3")
        #expect(byPath["sections[0].items[0].pointValue"] == #"expected a number, found a string "x""#)
        #expect(errors.allSatisfy { $0.code == .typeMismatch })
    }

    /// A preset is a name; a menu's `selected` is checked against its titles only when they were read.
    @Test func presetsAreNamesAndSelectionsFollowTheirTitles() throws {
        let preset = documentErrors(#"{"schemaVersion": 1, "device": {"preset": 5}, "sections": []}"#).map(\.description)
        #expect(preset == ["test.json:1:43: device.preset: expected a device name (iPadMini, iPadPro11, iPhone13mini, "
                           + "iPhone15, iPhone15Pro, iPhone15ProMax, iPhoneSE), found the number 5"])
        let titles = (0..<101).map { "\"T\($0)\"" }.joined(separator: ", ")
        let menu = documentErrors(#"{"schemaVersion": 1, "menu": {"items": [\#(titles)], "selected": 50}, "sections": []}"#)
        #expect(menu.map { "\($0.path): \($0.message)" } == ["menu.items: expected at most 100 elements, found 101"])
        let outOfRange = documentErrors(#"{"schemaVersion": 1, "menu": {"items": ["A", "B"], "selected": 2}, "sections": []}"#)
        #expect(outOfRange.map { "\($0.path): \($0.message)" } == ["menu.selected: expected a whole number in 0…1, found the number 2"])
    }

    /// The resolver's image warnings are made from paths; the loader gives them the line:column of
    /// the key in the text, as decoding errors have.
    @Test func imageWarningsHaveTheirLineAndColumn() throws {
        let json = """
        {"schemaVersion": 1,
         "sections": [{"type": "normal", "items": [
           {"appName": "A", "iconUrl": "missing.png"}]}]}
        """
        let folder = FileManager.default.temporaryDirectory
        let (document, diagnostics) = DocumentLoader.load(Data(json.utf8), file: "test.json", baseDirectory: folder)
        #expect(document != nil)
        #expect(diagnostics.map(\.line) == [#"warning: test.json:3:21: sections[0].items[0].iconUrl: image "missing.png": "#
                                             + "no such file or directory; drawing a placeholder"])
    }

    @Test func negativeAndOutOfRangeSizesAreRejected() throws {
        let errors = documentErrors(normalDocument(items: 1, overrides: """
        {"iconImage": {"cornerRadius": -4}, "dividerHeight": -1, "itemInset": {"top": -2}}
        """))
        let paths = errors.map(\.path)
        #expect(paths.contains("registrations.normal.overrides.iconImage.cornerRadius"))
        #expect(paths.contains("registrations.normal.overrides.dividerHeight"))
        #expect(paths.contains("registrations.normal.overrides.itemInset.top"))
        #expect(errors.map(\.message) == ["expected a length in points of 0…10000, found the number -4",
                                           "expected a length in points of 0…10000, found the number -1",
                                           "expected a length in points of 0…10000, found the number -2"])

        let device = documentErrors(#"{"schemaVersion": 1, "device": {"width": -390, "height": 844}, "sections": []}"#)
        #expect(device.first?.path == "device.width")
        let scale = documentErrors(#"{"schemaVersion": 1, "device": {"width": 390, "height": 844, "scale": 4}, "sections": []}"#)
        #expect(scale.first?.message == "expected a whole number in 1…3, found the number 4")
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        let errors = documentErrors(normalDocument(items: 1, overrides: #"{"lineSpace": 1e999}"#))
        #expect(errors.first?.code == .syntax)
        #expect(errors.first?.message.contains("out of range") == true)
    }

    /// A registration naming a view or layout class that is not registered: the error at the name suggests the
    /// closest registered one (and, for views, lists them).
    @Test(arguments: [
        (#"{"normal": {"viewClass": "DefaultAdListItemVeiw"}}"#, "registrations.normal.viewClass",
         [#"unknown view class "DefaultAdListItemVeiw" (did you mean "DefaultAdListItemView"?)"#,
          "registered: BannerItemView, CpsBoxItemView", "DefaultAdListItemView, FeedAdListItemView"]),
        (#"{"newapps": {"viewLayout": "RoundAdItemPageLayout"}}"#, "registrations.newapps.viewLayout",
         [#"did you mean "RoundAdItemPageViewLayout"?"#]),
    ])
    func unknownClassesSuggestRegisteredNames(registrations: String, path: String, fragments: [String]) throws {
        let errors = documentErrors(#"{"schemaVersion": 1, "registrations": \#(registrations), "sections": []}"#)
        let e = try #require(errors.first)
        #expect(e.code == .unknownName)
        #expect(e.path == path)
        for fragment in fragments { #expect(e.message.contains(fragment), "\(e.message)") }
    }

    @Test func unknownKeysAreReportedWithASuggestion() throws {
        let errors = documentErrors(normalDocument(items: 1, overrides: #"{"dividerHieght": 2}"#))
        let e = try #require(errors.first)
        #expect(e.code == .unknownKey)
        #expect(e.path == "registrations.normal.overrides.dividerHieght")
        #expect(e.message == #"unknown key "dividerHieght" (did you mean "dividerHeight"?); closest valid keys: "#
                + "dividerHeight, dividerColor, footerDividerHeight, dividerHiddenAtLastItem, dividerLeadingSpace, "
                + "dividerTrailingSpace (69 keys in all)")
    }

    @Test func unknownKeysListTheValidKeysOrTheClosest() throws {
        // Few valid keys: all of them.
        let insets = documentErrors(normalDocument(items: 1, overrides: #"{"itemInset": {"up": 2}}"#))
        #expect(insets.first?.message == #"unknown key "up" (did you mean "top"?); valid keys: bottom, left, right, top"#)
        // Many: the closest, by name.
        let columns = documentErrors(normalDocument(items: 1, overrides: #"{"columns": 2}"#))
        #expect(columns.first?.path == "registrations.normal.overrides.columns")
        #expect(columns.first?.message == #"unknown key "columns"; closest valid keys: "#
                + "iconImage, itemInset, footerInset, dateLabel, descLabel, feedImage (69 keys in all); columns, rows and "
                + "items per page come from the layout class's itemColumns(_:numberOfItems:): name a layout class with "
                + #""viewLayout", or declare one under "layoutClasses" with "itemColumns""#)
    }

    @Test func registrationAndSectionErrorsAreReportedInOneRun() throws {
        let errors = documentErrors("""
        {"schemaVersion": 1, "registrations": {"normal": {"viewClass": "DefaultAdListItemVeiw"}},
         "sections": [{"type": "normal", "items": [{"appName": 5}]}]}
        """)
        #expect(errors.map(\.path) == ["sections[0].items[0].appName", "registrations.normal.viewClass"])
    }

    @Test func missingSchemaVersionAndSections() throws {
        let errors = documentErrors("{}")
        #expect(errors.map(\.path) == ["schemaVersion", "sections"])
        #expect(errors.allSatisfy { $0.code == .missingValue })
        let future = documentErrors(#"{"schemaVersion": 2, "sections": []}"#)
        #expect(future.first?.message == "unsupported schemaVersion 2; this adlayout reads schemaVersion 1")
    }

    @Test func badColoursAndEnumsListValidValues() throws {
        let errors = documentErrors(normalDocument(items: 1, overrides: """
        {"dividerColor": "#12345", "orthogonalScrolling": "sideways"}
        """))
        let colour = try #require(errors.first { $0.path.hasSuffix("dividerColor") })
        #expect(colour.message.hasPrefix(##"expected a colour "#RRGGBB" or "#AARRGGBB""##))
        let scroll = try #require(errors.first { $0.path.hasSuffix("orthogonalScrolling") })
        #expect(scroll.message.hasSuffix("valid values: none, continuous, paging, groupPaging"))
    }

    @Test func everyErrorIsReportedInOneRun() {
        let errors = documentErrors("""
        {"schemaVersion": 1, "sections": [{"type": "x", "items": []}, {"type": "normal", "items": [{"state": "won"}]}]}
        """)
        #expect(errors.map(\.path) == ["sections[0].type", "sections[1].items[0].state"])
    }

    /// A missing required key does not stop checking the rest of its object: the section's
    /// misspelled key, its missing type and its ad's wrong type come out of one run.
    @Test func aMissingRequiredKeyDoesNotHideTheRestOfItsObject() {
        let errors = documentErrors("""
        {"schemaVersion": 1, "sections": [{"titel": "Hello", "items": [{"appName": 42}]}]}
        """)
        #expect(errors.map(\.description) == [
            #"test.json:1:36: sections[0].titel: unknown key "titel"; valid keys: footer, header, items, page, scrollOffset, type"#,
            #"test.json:1:35: sections[0].type: missing required key "type" (a layout type)"#,
            #"test.json:1:76: sections[0].items[0].appName: expected a string, found the number 42"#,
        ])
        #expect(errors.map(\.code) == [.unknownKey, .missingValue, .typeMismatch])
        let native = documentErrors("""
        {"schemaVersion": 1, "screen": "native", "ads": [{"ad": {"title": 7}, "width": -1}]}
        """)
        #expect(native.map(\.path) == ["ads[0].template", "ads[0].ad.title", "ads[0].width"])
    }

    /// A document with more errors than are shown: the first 200 found, in document order with
    /// their line:column (here all on one line), then one line counting the rest, which are only
    /// counted (their paths, locations and suggestions are never made).
    @Test func theFirst200ErrorsAreShownAndTheRestCounted() {
        let items = Array(repeating: #"{"appName":"A","bogus":1}"#, count: 1000).joined(separator: ",")
        let errors = documentErrors(#"{"schemaVersion":1,"sections":[{"type":"normal","items":["# + items + "]}]}")
        #expect(errors.count == 201)
        #expect(errors.prefix(200).map(\.path) == (0..<200).map { "sections[0].items[\($0)].bogus" })
        // Each item is 26 characters with its comma; the first key "bogus" is at column 73.
        let columns: [Int?] = (0..<200).map { 73 + 26 * $0 }
        #expect(errors.prefix(200).map { $0.location?.column } == columns)
        #expect(errors.prefix(200).allSatisfy { $0.location?.line == 1 })
        #expect(errors.last?.description == "test.json: 800 more errors not shown")
    }
}

/// A minimal document renders with everything else defaulted.
@Suite struct DocumentDefaultsTests {
    @Test func minimalDocumentUsesDefaults() throws {
        let json = """
        {"schemaVersion": 1, "sections": [{"type": "normal", "items": [
          {"appName": "A", "pointValue": 1000, "pointUnit": "P", "cmpnDesc": "설치하면"}]}]}
        """
        let doc = try DocumentDecoder.decode(Data(json.utf8))
        #expect(doc.device == DeviceSpec.default)
        let resolved = try DocumentResolver.resolve(doc)
        #expect(resolved.sections.first?.view is DefaultAdListItemView)
        #expect(resolved.settings.leftBarButtonItem == .close)
        #expect(resolved.settings.listViewTopMargin == 8 && resolved.settings.listViewMaxWidth == 440)
        let tree = LayoutEngine(measurer: ApproximateTextMeasurer()).layout(resolved)
        #expect(tree.root.first(.pointAmountLabel)?.text == "1,000")
        #expect(tree.scale == 3)
    }

    @Test func sdkDefaultsMatchTheReference() {
        let l = AdListItemViewLayout()
        #expect(l.sectionInset == EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(l.itemInset == EdgeInsets(top: 6, left: 10, bottom: 7, right: 10))
        // Trailing 10 (SDK docs v5.95; docs/fidelity/presets.md), not the guide's 20: the screenshots' dividers end 10 pt from the screen's edge.
        #expect(l.dividerLeadingSpace == 104 && l.dividerTrailingSpace == 10 && l.dividerHeight == 1)
        #expect(l.dividerColor == Color(argb: 0xFFF2_F2F2) && l.dividerHiddenAtLastItem)
        #expect(l.itemHighlightedColor == Color(argb: 0xA0F8_F8F8))
        #expect(l.pointAmountDisabledColor == .gray && l.pointAmountConfirmColor == .blue)
        #expect(l.itemColumns(CGSize(width: 390, height: 844), numberOfItems: 5) == [1, 0])
        #expect(LabelAttribute().width == TnkLayout.wrapContent && TnkLayout.wrapContent == -2)
        #expect(ButtonAttribute().font.size == 15 && ButtonAttribute().colorNormal == .blue)
        let filter = AdListFilterViewLayout()
        #expect(filter.itemButton.height == 36 && filter.itemButton.cornerRadius == 18 && filter.itemSpace == 4)
        // The guide's tabs are bold 18; the screenshots show regular, and the selected one semibold.
        let menu = AdListMenuViewLayout().itemButton
        #expect(menu.height == 45 && menu.font == Font(size: 18) && menu.fontSelected == Font(size: 18, weight: .semibold))
        #expect(LayoutType.nocps.rawValue == 19 && LayoutType.empty.rawValue == 5001)
    }

    @Test func stylesApplyToLayoutsCreatedUnderThemAndOverridesWin() throws {
        let json = """
        {"schemaVersion": 1,
         "styles": {"adListItem": {"titleLabel": {"color": "#FF0000", "font": {"size": 15}}}},
         "registrations": {"normal": {"overrides": {"titleLabel": {"font": {"size": 19}}}}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(1))]}, {"type": "newslist", "items": [\(itemsJSON(1))]}]}
        """
        let resolved = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(json.utf8)))
        // normal: style colour, override size.
        #expect(resolved.sections[0].layout.titleLabel.color == Color(argb: 0xFFFF_0000))
        #expect(resolved.sections[0].layout.titleLabel.font.size == 19)
        // newslist (FeedAdItemLargeViewLayout, default registration): style colour and size.
        #expect(resolved.sections[1].layout.titleLabel.color == Color(argb: 0xFFFF_0000))
        #expect(resolved.sections[1].layout.titleLabel.font.size == 15)
        // The document's styles never leak into the process-wide ones.
        #expect(AdListItemViewLayout().titleLabel.color == TnkDefaults.titleLabel.color)
    }

    @Test func swiftRegistrationsAreTheBaseDocumentsOverride() throws {
        var registry = TnkLayout()
        let layout = AdListItemViewLayout()
        layout.dividerHeight = 3
        registry.registerItemViewLayout(type: .normal, viewClass: RightIconAdListItemView.self, viewLayout: layout)
        let json = #"{"schemaVersion": 1, "sections": [{"type": "normal", "items": []}]}"#
        let resolved = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(json.utf8)), base: registry)
        #expect(resolved.sections[0].view is RightIconAdListItemView)
        #expect(resolved.sections[0].layout.dividerHeight == 3)
    }

    @Test func pointFormatting() {
        #expect(PointFormatter.grouped(0) == "0")
        #expect(PointFormatter.grouped(999) == "999")
        #expect(PointFormatter.grouped(1000) == "1,000")
        #expect(PointFormatter.grouped(1234567) == "1,234,567")
    }
}

/// The ads' hand-written fast reader agrees with the format's fields, key by key.
@Suite struct AdItemFormatTests {
    @Test func fastReaderAgreesWithTheFields() throws {
        let json = """
        {"appId": 7, "actionId": 2, "appName": "꿀벌농장", "iconUrl": "images/icon-01.png", "imageUrl": "images/feed-01.jpg",
         "pointUnit": "골드", "corpDesc": "Bee", "cmpnDesc": "설치하면", "pointValue": 1200, "pointText": "1,200",
         "multiReward": true, "favorite": true, "state": "paid", "adType": 3, "filterId": 4, "originalPointAmount": 600,
         "multiJoin": true, "productPrice": 20000, "originalProductPrice": 25000, "productPriceText": "20,000원",
         "discountPercent": "20", "missionsDone": 1, "missionCount": 3, "native": {"title": "N"}}
        """
        let tape = try JSONTape.parse(Array(json.utf8))
        let context = DecodeContext(file: nil)
        let cursor = Cursor(tape: tape, index: 0, diagnostics: context)
        var fast = AdListItem(), generic = AdListItem()
        Formats.adItem.apply(cursor, to: &fast)
        let plain = ObjectFormat<AdListItem>("AdListItem", "", defaults: nil, fields: Formats.adItem.fields)
        plain.apply(cursor, to: &generic)
        #expect(context.diagnostics.isEmpty)
        #expect(fast == generic)
        #expect(fast.appName == "꿀벌농장" && fast.iconUrl == "images/icon-01.png" && fast.pointValue == 1200)
        // Every key of the format was given above, so every field was compared.
        #expect(Set(Formats.adItem.keys) == Set(ObjectCursor(cursor: cursor).members.map(\.key)))
        // null clears an optional path; a bad value is reported the same way by both readers.
        let cleared = try JSONTape.parse(Array(#"{"iconUrl": null, "pointValue": -1}"#.utf8))
        let c2 = DecodeContext(file: nil), c3 = DecodeContext(file: nil)
        var a = fast, b = fast
        Formats.adItem.apply(Cursor(tape: cleared, index: 0, diagnostics: c2), to: &a)
        plain.apply(Cursor(tape: cleared, index: 0, diagnostics: c3), to: &b)
        #expect(a.iconUrl == nil && a == b)
        #expect(c2.diagnostics.map(\.message) == c3.diagnostics.map(\.message))
        #expect(c2.diagnostics.first?.message == "expected a whole number in 0…2147483647, found the number -1")
        // States by name, by raw value, escaped, unknown or of the wrong type: read and reported alike.
        for value in [#""normal""#, #""tomorrow""#, "3", #""p\u0061id""#, #""pai""#, "true"] {
            let state = try JSONTape.parse(Array("{\"state\": \(value)}".utf8))
            let c4 = DecodeContext(file: nil), c5 = DecodeContext(file: nil)
            var x = AdListItem(), y = AdListItem()
            Formats.adItem.apply(Cursor(tape: state, index: 0, diagnostics: c4), to: &x)
            plain.apply(Cursor(tape: state, index: 0, diagnostics: c5), to: &y)
            #expect(x == y && c4.diagnostics.map(\.message) == c5.diagnostics.map(\.message), "\(value)")
        }
    }

    /// Strings that repeat are shared; strings that only look alike to the table (same length,
    /// first and last eight bytes) are still told apart.
    @Test func repeatedAndLookAlikeStrings() throws {
        let names = ["꿀벌농장 1 (설치형) 미션", "꿀벌농장 2 (설치형) 미션", "꿀벌농장 1 (설치형) 미션", "설치하고 실행하면", "꿀벌농장 2 (설치형) 미션",
                     "images/icon-01.png", "images/icon-02.png", "images/icon-01.png", "short", "a\\u00e9 escaped but long enough"]
        let items = names.map { #"{"appName": "\#($0)", "cmpnDesc": "\#($0)"}"# }.joined(separator: ", ")
        let json = #"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [\#(items)]}]}"#
        let document = try DocumentDecoder.decode(Data(json.utf8))
        let expected = names.map { $0.replacingOccurrences(of: "\\u00e9", with: "é") }
        #expect(document.sections[0].items.map(\.appName) == expected)
        #expect(document.sections[0].items.map(\.cmpnDesc) == expected)
    }
}
