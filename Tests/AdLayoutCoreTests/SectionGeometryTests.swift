import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Positions of items in every scrolling mode, in points relative to the section's item area.
@Suite struct SectionGeometryTests {
    static let size = CGSize(width: 100, height: 50)
    static let inset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    func geometry(_ mode: ScrollType, direction: Int = 0, count: Int, columns: [Int], width: CGFloat = 390,
                  scroll: ScrollPosition? = nil) -> SectionGeometry {
        SectionGeometry(mode: mode, direction: direction, count: count, columns: columns, itemSize: Self.size,
                        containerWidth: width, inset: Self.inset, lineSpace: 4, itemSpace: 10, scroll: scroll)
    }

    func cells(_ g: SectionGeometry) -> [[Int]] {
        (0..<g.count).map { [g.cell($0).row, g.cell($0).column] }
    }

    @Test func continuousColumnMajorFillsTopToBottom() {
        let g = geometry(.continuous, direction: 1, count: 7, columns: [2, 0])
        // Items 0,1 in the first column, 2,3 in the second, …
        #expect(cells(g) == [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2], [1, 2], [0, 3]])
        #expect(g.frame(0) == CGRect(x: 16, y: 0, width: 100, height: 50))
        #expect(g.frame(1) == CGRect(x: 16, y: 54, width: 100, height: 50))
        #expect(g.frame(2) == CGRect(x: 126, y: 0, width: 100, height: 50))
        #expect(g.frame(6) == CGRect(x: 346, y: 0, width: 100, height: 50))   // past 390: clipped, peeks
        #expect(g.height == 104)
        let expectedWidth: CGFloat = 16 + 4 * 100 + 3 * 10 + 16
        #expect(g.contentWidth == expectedWidth)
    }

    @Test func continuousRowMajorFillsEachRow() {
        let g = geometry(.continuous, direction: 0, count: 7, columns: [2, 0])
        // Items 0–3 in the first row, 4–6 in the second.
        #expect(cells(g) == [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [1, 2]])
        #expect(g.frame(3).minX == CGFloat(16 + 3 * 110))
        #expect(g.frame(4) == CGRect(x: 16, y: 54, width: 100, height: 50))
    }

    @Test func continuousOneRowAndScrollOffsets() {
        let g = geometry(.continuous, direction: 1, count: 3, columns: [1, 0])
        #expect(g.rows == 1 && g.height == 50)
        #expect((0..<3).map { g.frame($0).minX } == [16, 126, 236])
        let scrolled = geometry(.continuous, direction: 1, count: 7, columns: [1, 0], scroll: .offset(100))
        #expect(scrolled.frame(0).minX == -84)
        let page = geometry(.continuous, direction: 1, count: 7, columns: [1, 0], scroll: .page(2))
        #expect(page.frame(2).minX == 16)
        // Offsets clamp to the content: 7 items end at 16 + 7·100 + 6·10 + 16 = 792.
        let far = geometry(.continuous, direction: 1, count: 7, columns: [1, 0], scroll: .offset(10_000))
        #expect(far.offset == CGFloat(792 - 390))
    }

    @Test func pagingSevenItemsThreePerPage() {
        let g = geometry(.paging, direction: 1, count: 7, columns: [3, 3])
        #expect(g.pageCount == 3 && g.currentPage == 0)
        #expect(SectionFooterLayout.pageText(g.currentPage, of: g.pageCount) == "1 / 3")
        #expect(g.rows == 3 && g.columnsPerPage == 1)
        #expect(g.frame(0) == CGRect(x: 16, y: 0, width: 100, height: 50))
        #expect(g.frame(2) == CGRect(x: 16, y: 108, width: 100, height: 50))
        // Page 2 starts one container width to the right.
        #expect(g.frame(3) == CGRect(x: 390 + 16, y: 0, width: 100, height: 50))
        #expect(g.frame(6).minX == CGFloat(2 * 390 + 16))
        let second = geometry(.paging, direction: 1, count: 7, columns: [3, 3], scroll: .page(1))
        #expect(second.currentPage == 1)
        #expect(SectionFooterLayout.pageText(second.currentPage, of: second.pageCount) == "2 / 3")
        #expect(second.frame(3).minX == 16)
        #expect(second.frame(0).minX == CGFloat(16 - 390))
    }

    @Test func pagingGridsFollowItemDirection() {
        // 2 rows × 2 columns per page.
        let rowMajor = geometry(.paging, direction: 0, count: 6, columns: [2, 4])
        #expect(cells(rowMajor) == [[0, 0], [0, 1], [1, 0], [1, 1], [0, 0], [0, 1]])
        #expect(rowMajor.pageCount == 2 && rowMajor.columnsPerPage == 2)
        #expect(rowMajor.frame(1).minX == 126 && rowMajor.frame(4).minX == 390 + 16)
        let columnMajor = geometry(.paging, direction: 1, count: 6, columns: [2, 4])
        #expect(cells(columnMajor) == [[0, 0], [1, 0], [0, 1], [1, 1], [0, 0], [1, 0]])
        // One row of two per page.
        let boxes = geometry(.paging, direction: 0, count: 6, columns: [1, 2])
        #expect(boxes.rows == 1 && boxes.pageCount == 3)
        #expect((0..<3).map { boxes.frame($0).minX } == [16, 126, 406])
    }

    @Test func groupPagingPagesOneGroupAndTheNextPeeks() {
        let g = geometry(.groupPaging, count: 4, columns: [1, 0])
        #expect(g.pageCount == 4)
        #expect((0..<4).map { g.frame($0).minX } == [16, 126, 236, 346])
        let second = geometry(.groupPaging, count: 8, columns: [1, 0], scroll: .page(1))
        #expect(second.currentPage == 1)
        #expect(second.frame(1).minX == 16)
        #expect(second.frame(2).minX == 126)
        // At the end the offset stops at the content's edge, as a scroll view does.
        let last = geometry(.groupPaging, count: 4, columns: [1, 0], scroll: .page(3))
        #expect(last.offset == CGFloat(16 + 4 * 100 + 3 * 10 + 16 - 390))
    }

    @Test func noneFlowsRowsDown() {
        let g = geometry(.none, count: 5, columns: [2, 0])
        let height: CGFloat = 3 * 50 + 2 * 4
        #expect(g.rows == 3 && g.height == height)
        #expect(g.frame(3) == CGRect(x: 126, y: 54, width: 100, height: 50))
        #expect(g.pageCount == 1)
    }
}

/// Orthogonal sections inside a laid-out screen: clipped at the list's edge, off-screen items culled.
@Suite struct OrthogonalSectionTests {
    @Test func continuousStripPeeksAndIsClipped() throws {
        let json = """
        {"schemaVersion": 1, "registrations": {"normal": {"viewClass": "IconOnlyAdListItemView",
          "viewLayout": "IconOnlyAdItemScrollViewLayout"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(12))]}]}
        """
        let section = try #require(try layoutJSON(json).root.first(.section))
        #expect(section.box.clipsToBounds)
        let items = section.all(.item)
        // 83 pt icons 9 apart from x = 20: 20, 112, …, 388 (cut by the 390 pt edge); the rest are not laid out.
        #expect(items.map(\.frame.minX) == [20, 112, 204, 296, 388])
        #expect(items.last!.frame.maxX > 390)
        let scrolled = try layoutJSON(json.replacingOccurrences(of: #""type": "normal","#, with: #""type": "normal", "page": 3,"#))
        let visible = scrolled.root.all(.item)
        // Item 3 now starts at the leading inset; item 2 peeks in from the left edge.
        #expect(visible.map(\.frame.minX).contains(20))
        #expect(visible.first!.frame.minX == CGFloat(20 - 92))
    }
}

/// The built-in layout classes at two canvas widths, and every layout type's default registration.
@Suite struct PresetTests {
    func resolved(_ type: LayoutType, items: Int, width: Int) throws -> (LayoutTree, ResolvedSection) {
        let json = """
        {"schemaVersion": 1, "device": {"width": \(width), "height": 3000, "scale": 1},
         "sections": [{"type": "\(type.name)", "items": [\(itemsJSON(items))]}]}
        """
        let doc = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(json.utf8)))
        return (LayoutEngine(measurer: ApproximateTextMeasurer()).layout(doc), doc.sections[0])
    }

    @Test(arguments: LayoutType.allCases)
    func everyLayoutTypeRendersWithItsDefaultRegistration(_ type: LayoutType) throws {
        let (tree, _) = try resolved(type, items: 5, width: 390)
        let items = tree.root.all(.item)
        #expect(!items.isEmpty, "\(type.name) laid out no items")
        #expect(items.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 })
    }

    /// Item size of `type`'s default layout at `width`.
    func itemSize(_ type: LayoutType, width: Int) throws -> CGSize {
        try #require(try resolved(type, items: 6, width: width).0.root.first(.item)).frame.size
    }

    @Test func presetItemWidthsAtTwoCanvasWidths() throws {
        for width in [375, 414] {
            let w = CGFloat(width)
            #expect(try itemSize(.normal, width: width).width == w - 20)
            // The curations and shopping sections keep 20 pt from the screen's edges (the screenshots).
            #expect(try itemSize(.newapps, width: width).width == w - 40)                                  // round cards
            #expect(try itemSize(.promotion, width: width).width == ((w - 40 - 10) / 2).rounded(.down))   // 2 × 2 feeds
            #expect(try itemSize(.suggest, width: width).width == ((w - 20) * 0.5775).rounded())          // 205 at 375
            #expect(try itemSize(.multi, width: width) == CGSize(width: 83, height: 83))                  // icon strip
            #expect(try itemSize(.favorite, width: width).width == 112)                                   // box strip
            #expect(try itemSize(.cpslist, width: width).width == ((w - 40 - 11) / 2).rounded(.down))     // box grid
            #expect(try itemSize(.newitem, width: width).width == ((w - 40 - 11) / 2).rounded(.down))     // paged boxes
            #expect(try itemSize(.popular, width: width).width == w - 40)
            #expect(try itemSize(.search, width: width) == CGSize(width: w - 40, height: 40))
            #expect(try itemSize(.newslist, width: width).width == w - 40)
            let banner = try itemSize(.topbanner, width: width)
            #expect(banner.width == w - 32)
            #expect(banner.height == ((w - 32) * 360 / 1029).rounded())
        }
    }

    @Test func presetHeightsFollowTheirContent() throws {
        // Box strip: square image + gap + text block; the image is the box's width.
        let (tree, _) = try resolved(.favorite, items: 3, width: 390)
        let box = try #require(tree.root.first(.item))
        let image = try #require(box.first(.iconImage))
        #expect(image.frame.size == CGSize(width: 112, height: 112))
        #expect(box.frame.height > 112 + 10)
        // Multi: the icon fills the 83 pt item.
        let multi = try resolved(.multi, items: 3, width: 390).0.root.first(.iconImage)
        #expect(multi?.frame.size == CGSize(width: 83, height: 83))
    }
}

/// Scrolling sections find their visible items without visiting the others.
@Suite struct VisibleItemTests {
    @Test(arguments: [ScrollType.continuous, .paging, .groupPaging])
    func theCandidatesContainEveryVisibleItem(mode: ScrollType) {
        for direction in [0, 1] {
            for count in [1, 2, 5, 7, 13] {
                for lines in [1, 2, 3] {
                    for scroll in [ScrollPosition.offset(0), .offset(37.5), .page(1), .page(3), .offset(10_000)] {
                        let g = SectionGeometry(mode: mode, direction: direction, count: count, columns: [lines, 4],
                                                itemSize: CGSize(width: 150, height: 60), containerWidth: 390,
                                                inset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
                                                lineSpace: 8, itemSpace: 10, scroll: scroll)
                        let visible = (0..<count).filter { g.frame($0).maxX > 0 && g.frame($0).minX < 390 }
                        let candidates = Set(g.items(overlappingX: 0, 390))
                        #expect(Set(visible).isSubset(of: candidates), "\(mode) dir \(direction) n \(count) lines \(lines) \(scroll)")
                    }
                }
            }
        }
    }

    @Test func aMillionItemsCostTheirVisibleColumns() {
        let g = SectionGeometry(mode: .continuous, direction: 1, count: 1_000_000, columns: [2, 0],
                                itemSize: CGSize(width: 150, height: 60), containerWidth: 390, inset: .zero,
                                lineSpace: 0, itemSpace: 10, scroll: .page(400_000))
        let candidates = g.items(overlappingX: 0, 390)
        #expect(candidates.count <= 12)
        #expect(candidates.contains(800_000) && candidates.contains(800_001))
        let p = SectionGeometry(mode: .paging, direction: 0, count: 1_000_000, columns: [2, 4],
                                itemSize: CGSize(width: 180, height: 60), containerWidth: 390, inset: .zero,
                                lineSpace: 0, itemSpace: 10, scroll: .page(123_456))
        let pageItems = p.items(overlappingX: 0, 390)
        #expect(pageItems.count <= 16 && pageItems.contains(123_456 * 4))
    }
}
