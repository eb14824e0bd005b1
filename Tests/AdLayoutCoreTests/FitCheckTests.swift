import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Texts cut and elements clipped: marked on the tree, in `--frames`, and reported as warnings at
/// the value's JSON path; what the SDK cuts by design (the list below the screen, sideways strips,
/// pages) is not reported. With the font-free measurer (1 em per Hangul syllable).
@Suite struct FitCheckTests {
    /// `Tests/Fixtures/fit/two-columns.json`: two ads in a list of two columns, the second's point past its item
    /// (shared with the render tests, which lay it out with the real fonts).
    static let twoColumns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fit/two-columns.json")

    /// One normal ad with `title`.
    static func document(title: String, overrides: String = "{}", extra: String = "") -> String {
        """
        {"schemaVersion": 1, "device": "iPhone15", \(extra)
         "registrations": {"normal": {"overrides": \(overrides)}},
         "sections": [{"type": "normal", "items": [
           {"appName": "\(title)", "cmpnDesc": "설치하면", "pointValue": 100, "pointUnit": "P"}]}]}
        """
    }

    static let longTitle = String(repeating: "가나다라마바사 ", count: 6)

    @Test func aTitleCutByItsWidthIsMarkedAndReported() throws {
        let tree = try layoutJSON(Self.document(title: Self.longTitle))
        let title = try #require(tree.root.first(.titleLabel))
        // 266 pt from the icon to the content's edge: 18 syllables and spaces of 14 pt fit, then the ellipsis.
        #expect(title.isTruncated == true)
        guard case .text(let content) = title.content else { Issue.record("not a text"); return }
        let shown = try #require(content.shownText)
        #expect(shown.hasSuffix("…") && Self.longTitle.hasPrefix(String(shown.dropLast())))
        let warnings = tree.diagnostics.filter { $0.code == .textTruncated }
        #expect(warnings.map(\.path) == ["sections[0].items[0].appName"])
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.message == "titleLabel shows \"\(shown)\" of \"\(Self.longTitle)\" (253.7 × 33.4 pt)")
        // --frames: the text as shown, the whole text, and the mark.
        let json = LayoutTreeJSON.encode(tree)
        #expect(json.contains(#""text": "\#(shown)", "source": "sections[0].items[0].appName", "truncated": true, "fullText": "\#(Self.longTitle)""#))
    }

    @Test func aTitleThatFitsIsNotMarked() throws {
        let tree = try layoutJSON(Self.document(title: "꿀벌농장"))
        #expect(tree.root.first(.titleLabel)?.isTruncated == false)
        #expect(tree.diagnostics.isEmpty)
        #expect(!LayoutTreeJSON.encode(tree).contains("truncated"))
    }

    @Test func twoColumnsPushThePointPastTheItem() throws {
        let tree = try layoutJSON(String(contentsOf: Self.twoColumns, encoding: .utf8))
        let items = tree.root.all(.item)
        #expect(items.map(\.frame.maxX) == [195, 380])
        let amount = try #require(items[1].first(.pointAmountLabel))
        #expect(amount.frame.minX > items[1].frame.maxX && amount.isClipped)
        let clipped = tree.diagnostics.filter { $0.code == .elementClipped }.map(\.path)
        #expect(clipped.contains("sections[0].items[1].pointValue"))
        #expect(clipped.allSatisfy { $0.hasPrefix("sections[0].items[") })
        let message = try #require(tree.diagnostics.first { $0.path == "sections[0].items[1].pointValue" }?.message)
        #expect(message.hasPrefix("pointAmountLabel at x \(ExpressionFormatting.number(Double(amount.frame.minX)))…"))
        #expect(message.hasSuffix("is cut by its item at x 195…380, y \(ExpressionFormatting.number(Double(items[1].frame.minY)))…"
                                  + "\(ExpressionFormatting.number(Double(items[1].frame.maxY)))"))
        #expect(LayoutTreeJSON.encode(tree).contains(#""clipped": true"#))
    }

    @Test func aCutLabelIsReportedOnceAsClipped() throws {
        // The amount beyond its item is also measured at width 0 (an ellipsis): one warning, element-clipped.
        let doc = """
        {"schemaVersion": 1, "device": "iPhone15",
         "layoutClasses": {"TwoColumns": {"base": "AdListItemViewLayout", "itemColumns": [2, 0]}},
         "registrations": {"normal": {"viewLayout": "TwoColumns"}},
         "sections": [{"type": "normal", "items": [
           {"appName": "A", "cmpnDesc": "설치하고 실행하면", "pointValue": 1200, "pointUnit": "골드"}]}]}
        """
        let tree = try layoutJSON(doc)
        let amount = try #require(tree.root.first(.pointAmountLabel))
        #expect(amount.isClipped && amount.isTruncated == true)
        #expect(tree.diagnostics.filter { $0.path == "sections[0].items[0].pointValue" }.map(\.code) == [.elementClipped])
    }

    @Test func anItemWiderThanTheListIsReportedNotEachOfItsElements() throws {
        let doc = """
        {"schemaVersion": 1, "device": "iPhone15",
         "layoutClasses": {"Wide": {"base": "AdListItemViewLayout", "viewSize": {"width": 500, "height": 90}}},
         "registrations": {"normal": {"viewLayout": "Wide"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(1))]}]}
        """
        let tree = try layoutJSON(doc)
        let clipped = tree.diagnostics.filter { $0.code == .elementClipped }
        #expect(clipped.map(\.path) == ["sections[0].items[0]"])
        #expect(clipped.first?.message.hasSuffix("is cut by the list at x 0…390, y 44…158") == true)
        #expect(tree.root.first(.item)?.isClipped == true)
    }

    @Test func theListBelowTheScreenIsNotClipping() throws {
        let tree = try layoutJSON(normalDocument(items: 30))
        #expect(tree.diagnostics.map(\.code) == [.clipped])
        #expect(tree.diagnostics.first?.severity == .note)
        var clipped = 0
        tree.root.visit { if $0.isClipped { clipped += 1 } }
        #expect(clipped == 0)
    }

    @Test func sidewaysStripsAndPagesPastTheScreenAreNotClipping() throws {
        // suggest scrolls continuously (cards peek past the edge), newapps pages.
        let doc = """
        {"schemaVersion": 1, "device": "iPhone15",
         "sections": [{"type": "suggest", "items": [\(itemsJSON(8))]},
                      {"type": "newapps", "items": [\(itemsJSON(12))]}]}
        """
        let tree = try layoutJSON(doc)
        let items = tree.root.all(.item)
        #expect(items.contains { $0.frame.maxX > 390 })
        #expect(!tree.diagnostics.contains { $0.code == .elementClipped })
    }

    @Test func aDividerSpansTheListNotTheItem() throws {
        // The guide's customisation: no leading or trailing space. The SDK's divider is the list's: from the
        // item's left edge (10) to the list's right edge (390), past the item's (380), drawn whole and not
        // reported as clipped (measured on a device).
        let tree = try layoutJSON(normalDocument(items: 2, overrides: #"{"dividerLeadingSpace": 0, "dividerTrailingSpace": 0, "dividerHiddenAtLastItem": false}"#))
        let items = tree.root.all(.item)
        for item in items {
            let divider = try #require(tree.root.divider(under: item))
            #expect(divider.frame.minX == item.frame.minX && divider.frame.maxX == 390 && item.frame.maxX == 380)
            #expect(!divider.isClipped)
        }
        #expect(tree.diagnostics.isEmpty)
    }

    @Test func itemElementsAreCheckedAlone() throws {
        // `adlayout fit` lays out items alone: the same findings for one item's elements.
        let resolved = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(Self.document(title: Self.longTitle).utf8)))
        let section = resolved.sections[0]
        let measurer = ApproximateTextMeasurer()
        let bounds = CGRect(x: 10, y: 0, width: 370, height: 85)
        let context = ItemViewContext(item: section.items[0], layout: section.layout, bounds: bounds, row: 0, itemIndex: 0,
                                      itemsPerPage: 0, numberOfItems: 1, measurer: measurer)
        var nodes = section.view.layoutElements(context)
        var findings: [FitFinding] = []
        FitCheck(measurer: measurer).check(elements: &nodes, item: bounds) { findings.append($0) }
        #expect(findings.map(\.kind) == [.titleLabel])
        #expect(findings.first?.isTruncation == true)
        #expect(findings.first?.text == Self.longTitle)
    }

    @Test func glyphsPastARoundedBoxAreFound() throws {
        // A centred "i" in a 20 pt circle fits; drawn at the circle's left edge, the corner cuts it.
        struct InkAt: TextMeasuring {
            var ink: CGRect
            func measure(_ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
                         lineBreakStrategy: LineBreakStrategy) -> TextMetrics {
                TextMetrics(width: 2, height: 14, baseline: 11, lineCount: 1, isTruncated: false)
            }
            func inkBounds(of content: TextContent, in size: CGSize) -> CGRect? { ink }
        }
        let frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        func findings(ink: CGRect) -> [FitFinding] {
            var nodes = [LayoutNode(kind: .privacyButton, frame: frame,
                                    box: BoxStyle(backgroundColor: Color(argb: 0x4D00_0000), cornerRadius: 10),
                                    content: .text(TextContent(string: "i", font: Font(size: 12), color: .white, alignment: .center)))]
            var out: [FitFinding] = []
            FitCheck(measurer: InkAt(ink: ink)).check(elements: &nodes, item: CGRect(x: 0, y: 0, width: 300, height: 300)) { out.append($0) }
            return out
        }
        #expect(findings(ink: CGRect(x: 9, y: 5, width: 2, height: 9.3)).isEmpty)
        let cut = findings(ink: CGRect(x: 0.7, y: 5, width: 2, height: 9.3))
        #expect(cut.map(\.problem) == [.inkOutsideBox(ink: CGRect(x: 100.7, y: 105, width: 2, height: 9.3))])
        #expect(cut.first?.diagnostic(file: nil).code == .textTruncated)
    }
}
