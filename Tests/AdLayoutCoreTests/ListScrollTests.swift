import Foundation
import Testing
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// `tnkLayout.listScrollOffset` scrolls the main list as the device does, and `listViewTopMargin`
/// may be negative down to −100.
@Suite struct ListScrollTests {
    static func document(_ settings: String, items: Int = 12) -> String {
        """
        {"schemaVersion": 1, "device": "iPhone15", "title": "T", "tnkLayout": {\(settings)},
         "menu": {"items": ["구독·방문", "참여하기"], "selected": 0}, "filter": {"items": ["전체", "게임"], "selected": 0},
         "sections": [{"type": "normal", "items": [\(itemsJSON(items))]}]}
        """
    }

    static func itemTops(_ tree: LayoutTree) -> [String: CGFloat] {
        Dictionary(uniqueKeysWithValues: tree.root.all(.item).map { ($0.source?.description ?? "", $0.frame.minY) })
    }

    @Test func fortyPointsMoveEveryItemUpByForty() throws {
        let still = try layoutJSON(Self.document(""))
        let scrolled = try layoutJSON(Self.document(#""listScrollOffset": 40"#))
        let before = Self.itemTops(still), after = Self.itemTops(scrolled)
        #expect(before.count >= 8 && Set(after.keys).isSuperset(of: before.keys))
        for (source, y) in before { #expect(after[source] == y - 40, "\(source)") }
        // The bar and the pinned menu and filter rows stay; the list is cut below them.
        for kind in [NodeKind.navigationBar, .menuView, .filterView, .listView] {
            #expect(still.root.first(kind)?.frame == scrolled.root.first(kind)?.frame, "\(kind)")
        }
        // An item scrolled under the rows is cut by the list by design, not reported.
        #expect(!scrolled.diagnostics.contains { $0.code == .elementClipped })
    }

    @Test func rowsThatAreNotPinnedScrollAwayWithTheList() throws {
        let still = try layoutJSON(Self.document(#""menuPinToVisibleBounds": "filter""#))
        let scrolled = try layoutJSON(Self.document(#""menuPinToVisibleBounds": "filter", "listScrollOffset": 30"#))
        let menu = try #require(still.root.first(.menuView)), filter = try #require(still.root.first(.filterView))
        let bar = try #require(scrolled.root.first(.navigationBar))
        // The menu moves up 30 pt under the bar; the filter row stops under the bar.
        #expect(scrolled.root.first(.menuView)?.frame.minY == menu.frame.minY - 30)
        #expect(scrolled.root.first(.filterView)?.frame.minY == max(bar.frame.maxY, filter.frame.minY - 30))
        #expect(scrolled.root.children.last?.kind == .navigationBar)
        let before = Self.itemTops(still), after = Self.itemTops(scrolled)
        for (source, y) in before { #expect(after[source] == y - 30, "\(source)") }
    }

    @Test func aNegativeTopMarginPullsTheListUp() throws {
        let still = try layoutJSON(Self.document(""))
        let pulled = try layoutJSON(Self.document(#""listViewTopMargin": -3.9"#))
        let before = Self.itemTops(still), after = Self.itemTops(pulled)
        // The default margin is 8: the first item is 11.9 pt higher.
        #expect(abs((after["sections[0].items[0]"] ?? 0) - ((before["sections[0].items[0]"] ?? 0) - 11.9)) < 1e-9)
    }

    @Test func outOfRangeValuesAreErrorsAtTheirValue() {
        let errors = documentErrors("""
            {"schemaVersion": 1,
             "tnkLayout": {"listScrollOffset": -1, "listViewTopMargin": -100.5},
             "sections": []}
            """)
        #expect(errors.map(\.line) == [
            "error: test.json:2:36: tnkLayout.listScrollOffset: expected a scroll offset in points of 0…1000000, found the number -1",
            "error: test.json:2:61: tnkLayout.listViewTopMargin: expected a length in points of -100…10000, found the number -100.5",
        ])
        let far = documentErrors(#"{"schemaVersion": 1, "tnkLayout": {"listScrollOffset": 1e7}, "sections": []}"#)
        #expect(far.map(\.message) == ["expected a scroll offset in points of 0…1000000, found the number 10000000"])
    }
}
