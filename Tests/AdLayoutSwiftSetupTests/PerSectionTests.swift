import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation
import Testing

/// A Swift `itemColumns` with an `if` on `numberOfItems` is evaluated per section, as the SDK
/// calls it per section: one layout, two sections, two column counts.
@Suite struct PerSectionTests {
    @Test func anIfOnNumberOfItemsGivesEachSectionItsColumns() throws {
        let document = try Render.resolved([try source("ColumnsPerSection.swift")], under: Paths.fixture("two-sections.json"))
        #expect(document.sections.count == 2 && document.sections[0].type == document.sections[1].type)
        #expect(document.sections.map(\.itemColumns) == [[2, 0], [1, 0]])
        let sections = Render.pipeline.layout(document).root.all(.section)
        let five = sections[0].all(.item), three = sections[1].all(.item)
        #expect(five.count == 5 && three.count == 3)
        // 5 items (> 4): two columns, 8 pt apart (itemSpace = cardGap); rows 8 pt apart.
        #expect(Set(five.map(\.frame.minX)).sorted() == [CGFloat(10), CGFloat(10 + 181 + 8)])
        #expect(five[1].frame.minY == five[0].frame.minY && five[2].frame.minY == five[0].frame.maxY + 8)
        // 3 items: one column.
        #expect(Set(three.map(\.frame.minX)).sorted() == [CGFloat(10)])
        // viewSize: max((390 − 10 − 10 − 8) / 2, 150) = 181 wide, min(72 + 20, 100) = 92 high.
        #expect((five + three).allSatisfy { $0.frame.size == CGSize(width: 181, height: 92) })
    }

    /// The class's itemColumns for 1, 2, 3 and 9 items: `numberOfItems / 2 + 1` is Swift's Int division.
    @Test func intDivisionTruncates() throws {
        let document = try Render.resolved([try source("ColumnsPerSection.swift")], under: Paths.fixture("two-sections.json"))
        let layout = document.sections[0].layout
        let columns = try #require(layout.expressionSizing?.itemColumns?.columns)
        func evaluate(_ n: Int) -> Double {
            columns.evaluate(ExpressionContext(layout: layout, parentSize: CGSize(width: 390, height: 844), numberOfItems: n))
        }
        #expect(evaluate(2) == 2)   // 2 / 2 + 1
        #expect(evaluate(1) == 1)   // 1 / 2 + 1
        #expect(evaluate(3) == 1)
        #expect(evaluate(9) == 2)
    }
}
