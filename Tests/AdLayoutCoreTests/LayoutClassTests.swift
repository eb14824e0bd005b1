import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// `layoutClasses`: classes declared in the document, their overrides and per-section expressions.
@Suite struct LayoutClassTests {
    /// Two sections of one type: the class's `itemColumns` sees each section's own count.
    static let perSectionDocument = """
    {"schemaVersion": 1, "device": {"width": 390, "height": 1600, "scale": 1},
     "layoutClasses": {
       "TwoRowStrip": {"base": "AdListItemViewLayout",
                       "overrides": {"itemDirection": 1, "orthogonalScrolling": "continuous", "sectionHeaderViewClass": null},
                       "itemColumns": ["numberOfItems > 3 ? 2 : 1", 0],
                       "viewSize": {"width": "int((parentSize.width - sectionInset.left) * 0.7)", "height": 90}}},
     "registrations": {"normal": {"viewLayout": "TwoRowStrip", "overrides": {"lineSpace": 4}}},
     "sections": [{"type": "normal", "items": [\(itemsJSON(3))]},
                  {"type": "normal", "items": [\(itemsJSON(5))]}]}
    """

    @Test func itemColumnsIsEvaluatedPerSection() throws {
        let tree = try layoutJSON(Self.perSectionDocument)
        let sections = tree.root.all(.section)
        #expect(sections.count == 2)
        // 3 items: one row; 5 items: two rows, filled top to bottom (itemDirection 1).
        let first = sections[0].all(.item), second = sections[1].all(.item)
        #expect(Set(first.map(\.frame.minY)).count == 1)
        #expect(Set(second.map(\.frame.minY)).count == 2)
        #expect(second[1].frame.minY == second[0].frame.maxY + 4)      // the registration's lineSpace
        #expect(second[1].frame.minX == second[0].frame.minX)
        // viewSize: int((390 − 10) × 0.7) = 266 wide, 90 high.
        #expect(first.allSatisfy { $0.frame.size == CGSize(width: 266, height: 90) })
    }

    @Test func aClassMayDeriveFromAnotherAndKeepsWhatItDoesNotOverride() throws {
        let doc = """
        {"schemaVersion": 1,
         "layoutClasses": {
           "Tall": {"base": "Wide", "overrides": {"dividerHeight": 3}, "viewSize": {"width": 200, "height": "iconImage.height * 2"}},
           "Wide": {"base": "AdListItemViewLayout", "overrides": {"iconImage": {"height": 40}}, "itemColumns": [2, 0]}},
         "registrations": {"normal": {"viewLayout": "Tall"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(4))]}]}
        """
        let root = try layoutJSON(doc).root
        let items = root.all(.item)
        #expect(items.map(\.frame.size) == Array(repeating: CGSize(width: 185, height: 80), count: 4))   // 2 columns cap 200 at 185
        #expect(Set(items.map(\.frame.minY)).count == 2)
        #expect(root.divider(under: items[0])?.frame.height == 3)
    }

    @Test func aDocumentClassShadowsABuiltInOnlyForTheDocument() throws {
        let doc = """
        {"schemaVersion": 1,
         "layoutClasses": {"FeedAdItemScrollViewLayout": {"base": "AdListItemViewLayout", "itemColumns": [1, 0],
                                                          "overrides": {"orthogonalScrolling": "continuous"}}},
         "registrations": {"normal": {"viewLayout": "FeedAdItemScrollViewLayout"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(5))]}, {"type": "suggest", "items": [\(itemsJSON(5))]}]}
        """
        let resolved = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(doc.utf8), file: "test.json"))
        let normal = resolved.sections[0], suggest = resolved.sections[1]
        #expect(normal.layout.expressionSizing != nil && normal.layout.useFeedImage == false)
        #expect(normal.itemColumns == [1, 0])
        // The SDK's default registration of suggest keeps the built-in class.
        #expect(suggest.layout.useFeedImage && suggest.layout.expressionSizing == nil)
        #expect(suggest.itemColumns == [2, 0])
    }

    @Test func nonFiniteResultsFallBackToTheBaseClass() throws {
        let doc = """
        {"schemaVersion": 1,
         "layoutClasses": {"Broken": {"base": "AdListItemViewLayout",
                                      "itemColumns": ["1 / (numberOfItems - numberOfItems)", "3"],
                                      "viewSize": {"width": "0 / 0", "height": 50}}},
         "registrations": {"normal": {"viewLayout": "Broken"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(2))]}]}
        """
        let resolved = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(doc.utf8), file: "test.json"))
        let section = resolved.sections[0]
        #expect(section.itemColumns == [1, 3])
        #expect(section.viewSize == CGSize(width: 370, height: 50))
    }

    /// Sizes beyond any length a document may have are held to its limits, never carried to the
    /// renderer (1e300 points once trapped converting to Pango units); negative still fits the content.
    @Test func viewSizesAreHeldToTheLengthLimits() throws {
        let doc = """
        {"schemaVersion": 1,
         "layoutClasses": {"Huge": {"base": "AdListItemViewLayout", "viewSize": {"width": "1e300", "height": "int(-1e300)"}}},
         "registrations": {"normal": {"viewLayout": "Huge"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(1))]}]}
        """
        let resolved = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(doc.utf8), file: "test.json"))
        #expect(resolved.sections[0].viewSize == CGSize(width: 10_000, height: -10_000))
        let tree = LayoutEngine(measurer: ApproximateTextMeasurer()).layout(resolved, scale: 1)
        let item = try #require(tree.root.all(.item).first)
        #expect(item.frame.width == 10_000 && item.frame.height > 0)
    }

    /// Chains are limited to 64 classes counted from the class the chain starts from, whatever the
    /// order they are declared in; the error is reported once, at the 65th class.
    @Test func chainsOfBasesAreLimited() {
        let n = 200
        let classes = (0..<n).map { #""C\#($0)": {"base": "C\#($0 + 1)"}"# } + [#""C\#(n)": {"base": "AdListItemViewLayout"}"#]
        let errors = documentErrors("""
        {"schemaVersion": 1, "layoutClasses": {\(classes.joined(separator: ", "))}, "sections": []}
        """).map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.contains(#"layoutClasses.C136.base: layout class "C136" is more than 64 classes down a chain of bases from "AdListItemViewLayout"; the limit is 64"#) == true)
        // 64 classes in a chain are fine.
        let fine = (0..<63).map { #""D\#($0)": {"base": "D\#($0 + 1)"}"# } + [#""D63": {"base": "AdListItemViewLayout"}"#]
        #expect(documentErrors("""
        {"schemaVersion": 1, "layoutClasses": {\(fine.joined(separator: ", "))}, "sections": []}
        """).isEmpty)
    }

    /// A chain of 2,000 classes declared base first, the last registered: each class was resolved
    /// against its already-made base, so the limit never applied, and making the last one
    /// recursed 2,000 deep (the CLI and the studio died of SIGSEGV). Either order now gives the
    /// same one error at line:column, and the registration adds none.
    @Test func longChainsAreRefusedInEitherDeclarationOrder() {
        let count = 2000
        let chain = [#""C0": {"base": "AdListItemViewLayout"}"#] + (1..<count).map { #""C\#($0)": {"base": "C\#($0 - 1)"}"# }
        for classes in [chain, chain.reversed()] {
            let errors = documentErrors("""
            {"schemaVersion": 1,
             "layoutClasses": {
            \(classes.joined(separator: ",\n"))},
             "registrations": {"normal": {"viewLayout": "C\(count - 1)"}},
             "sections": [{"type": "normal", "items": [\(itemsJSON(1))]}]}
            """).map(\.description)
            let line = 3 + classes.firstIndex(of: #""C64": {"base": "C63"}"#)!
            #expect(errors == ["test.json:\(line):17: layoutClasses.C64.base: layout class \"C64\" is more than 64 classes down "
                                + "a chain of bases from \"AdListItemViewLayout\"; the limit is 64"])
        }
    }

    /// A cycle is named, class by class (ten of them, then how many more), once.
    @Test func cyclesAreNamed() {
        let classes = (0..<30).map { #""K\#($0)": {"base": "K\#(($0 + 1) % 30)"}"# } + [#""T": {"base": "K5"}"#]
        let errors = documentErrors("""
        {"schemaVersion": 1, "layoutClasses": {\(classes.joined(separator: ", "))},
         "registrations": {"normal": {"viewLayout": "T"}}, "sections": []}
        """).map(\.description)
        #expect(errors == [#"test.json:1:55: layoutClasses.K0.base: layout class "K0" derives from itself through "K1", "K2", "K3", "#
                           + #""K4", "K5", "K6", "K7", "K8", "K9", "K10" and 19 more"#])
    }

    /// A 64-class chain makes its instances with every class's overrides applied in order, base
    /// first (a loop now, not nested closures).
    @Test func theLongestChainAppliesEveryOverrideInOrder() throws {
        let classes = [#""D0": {"base": "AdListItemViewLayout", "overrides": {"lineSpace": 1, "dividerHeight": 2}}"#]
            + (1..<64).map { #""D\#($0)": {"base": "D\#($0 - 1)", "overrides": {"lineSpace": \#($0 + 1)}}"# }
        let doc = """
        {"schemaVersion": 1, "layoutClasses": {\(classes.reversed().joined(separator: ", "))},
         "registrations": {"normal": {"viewLayout": "D63"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(1))]}]}
        """
        let resolved = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(doc.utf8), file: "test.json"))
        #expect(resolved.sections[0].layout.lineSpace == 64)
        #expect(resolved.sections[0].layout.dividerHeight == 2)
    }

    @Test func fromDefaultsReplacesTheWholeAttribute() throws {
        let doc = normalDocument(items: 1, overrides: """
        {"titleLabel": {"fromDefaults": true, "font": {"size": 20}}, "iconImage": {"fromDefaults": true, "width": 30, "height": 30}}
        """)
        let resolved = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(doc.utf8), file: "test.json"))
        let layout = resolved.sections[0].layout
        var title = LabelAttribute()
        title.font.size = 20
        #expect(layout.titleLabel == title)   // colour .clear, leadingSpace 0: LabelAttribute()'s, not the style's
        var icon = ImageAttribute()
        icon.width = 30; icon.height = 30
        #expect(layout.iconImage == icon)
    }

    @Test func decodingErrorsPointIntoTheExpression() throws {
        let errors = documentErrors("""
        {"schemaVersion": 1,
         "layoutClasses": {
           "A": {"base": "AdListItemViewLayout", "viewSize": {"width": "parentSize.width - sectionInsets.left", "height": 10}},
           "D": {"base": "AdListItemViewLayout", "itemColumns": [1]}},
         "sections": []}
        """)
        let lines = errors.map(\.description)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("test.json:3:84: layoutClasses.A.viewSize.width: unknown name \"sectionInsets.left\" (did you mean \"sectionInset.left\""))
        #expect(lines[0].hasSuffix(#"in "parentSize.width - sectionInsets.left""#))
        #expect(lines[1] == "test.json:4:57: layoutClasses.D.itemColumns: expected [columns, itemsPerPage] (two numbers or expressions), found 1 elements")
    }

    @Test func resolvingErrorsNameBasesCyclesAndOverrides() throws {
        let errors = documentErrors("""
        {"schemaVersion": 1,
         "layoutClasses": {
           "A": {"base": "AdListItemViewLayot"},
           "B": {"base": "C"}, "C": {"base": "B"},
           "D": {"base": "AdListItemViewLayout", "itemColumns": [1, 0], "overrides": {"dividerHeight": -1}}},
         "registrations": {"normal": {"viewLayout": "E"}},
         "sections": []}
        """)
        let lines = errors.map(\.description)
        #expect(lines.count == 4)
        #expect(lines.contains { $0.hasPrefix("test.json:3:18: layoutClasses.A.base: unknown layout class \"AdListItemViewLayot\" (did you mean \"AdListItemViewLayout\" or \"NoAdListItemViewLayout\" or \"CpsListItemViewLayout\"?); layout classes: ADTopRecommendItemListLayout, AdListItemViewLayout, B, ") })
        #expect(lines.contains("test.json:4:18: layoutClasses.B.base: layout class \"B\" derives from itself through \"C\""))
        #expect(lines.contains("test.json:5:96: layoutClasses.D.overrides.dividerHeight: expected a length in points of 0…10000, found the number -1"))
        #expect(lines.contains { $0.hasPrefix("test.json:6:30: registrations.normal.viewLayout: unknown layout class \"E\" (did you mean \"D\"?); registered: ") && $0.contains("CpsTopRecommendItemListLayout, D, ") })
    }

    /// Swift setup files are read by the adlayout command; the core decoder says so.
    @Test func swiftSetupNeedsTheSetupReader() throws {
        let errors = documentErrors(#"{"schemaVersion": 1, "swiftSetup": ["Setup.swift"], "sections": []}"#)
        #expect(errors.map(\.description) == [
            "test.json:1:37: swiftSetup[0]: Swift setup files are read by the adlayout command (AdLayoutSwiftSetup), which "
                + "merges them under the document; this loader reads JSON only",
        ])
    }
}
