import Testing
import AdLayoutAutoLayout

/// A 375-wide ad cell: media 16 pt inside with a 320:167 aspect ratio, a 72×72 icon 10 pt below it, and a title
/// beside the icon.
@Suite struct AdCellTests {
    static let mediaHeight = 343.0 * 167.0 / 320.0  // 179.003125
    static let iconY = 16 + mediaHeight + 10  // 205.003125

    func cellTree(titleText: String = "Hello", extra: [LayoutItem] = []) -> LayoutItem {
        LayoutItem(id: "cell", children: [
            LayoutItem(id: "media"),
            // 999 so that a long title, not the icon, gives way (at 750 both would tie: ambiguous).
            LayoutItem(id: "icon", kind: .imageView, intrinsicContentSize: .fixed(LayoutSize(width: 72, height: 72)),
                       compressionResistancePriority: AxisPriorities(999)),
            LayoutItem(id: "title", kind: .label, text: titleText),
        ] + extra)
    }

    var cellConstraints: [LayoutConstraint] {
        [
            rule("media", .leading, .equal, "cell", .leading, constant: 16, id: "media.leading"),
            rule("media", .trailing, .equal, "cell", .trailing, constant: -16, id: "media.trailing"),
            rule("media", .top, .equal, "cell", .top, constant: 16, id: "media.top"),
            rule("media", .height, .equal, "media", .width, multiplier: 167.0 / 320.0, id: "media.aspect"),
            rule("icon", .top, .equal, "media", .bottom, constant: 10, id: "icon.top"),
            rule("icon", .leading, .equal, "cell", .leading, constant: 16, id: "icon.leading"),
            rule("title", .leading, .equal, "icon", .trailing, constant: 12, id: "title.leading"),
            rule("title", .trailing, .lessThanOrEqual, "cell", .trailing, constant: -16, id: "title.trailing"),
            rule("title", .top, .equal, "icon", .top, id: "title.top"),
        ]
    }

    /// ``cellConstraints`` and a description 8 pt below the icon, 16 pt in from both edges of the cell.
    var descriptionConstraints: [LayoutConstraint] {
        cellConstraints + [
            rule("description", .top, .equal, "icon", .bottom, constant: 8),
            rule("description", .leading, .equal, "cell", .leading, constant: 16),
            rule("description", .trailing, .equal, "cell", .trailing, constant: -16),
        ]
    }

    @Test func mediaIconAndShortTitle() throws {
        let system = try AutoLayoutSystem(
            root: cellTree(), rootSize: LayoutSize(width: 375, height: 400), constraints: cellConstraints)
        let result = try system.layout(measuring: MonospaceMeasurer())
        #expect(same(result.frame(of: "cell"), rect(0, 0, 375, 400)))
        #expect(same(result.frame(of: "media"), rect(16, 16, 343, 179.003125)))
        #expect(same(result.frame(of: "icon"), rect(16, 205.003125, 72, 72)))
        // "Hello" is 5 × 7 wide; hugging keeps it there although the trailing edge allows 259.
        #expect(same(result.frame(of: "title"), rect(100, 205.003125, 35, 20)))
        #expect(result.warnings.isEmpty)
    }

    @Test func longTitleIsCompressedByRequiredTrailingEdge() throws {
        let system = try AutoLayoutSystem(
            root: cellTree(titleText: String(repeating: "x", count: 60)),
            rootSize: LayoutSize(width: 375, height: 400), constraints: cellConstraints)
        let result = try system.layout(measuring: MonospaceMeasurer())
        // Natural 420 pt; the required trailing edge beats compression resistance: 375 − 16 − 100 = 259.
        #expect(same(result.frame(of: "title"), rect(100, 205.003125, 259, 20)))
        #expect(result.warnings.isEmpty)
    }

    /// Title and price share the row: title.leading = icon.trailing + 12, price 8 pt after it, price pinned to the
    /// trailing edge. Both texts together need more than the 251 pt left.
    @Test func compressionResistanceDecidesWhoShrinks() throws {
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "icon", kind: .imageView, intrinsicContentSize: .fixed(LayoutSize(width: 72, height: 72)),
                       compressionResistancePriority: AxisPriorities(999)),
            LayoutItem(id: "title", kind: .label, text: String(repeating: "t", count: 40)),
            LayoutItem(id: "price", kind: .label, text: String(repeating: "p", count: 10),
                       compressionResistancePriority: AxisPriorities(horizontal: 751, vertical: 750)),
        ])
        let constraints = [
            rule("icon", .top, .equal, "cell", .top, constant: 16),
            rule("icon", .leading, .equal, "cell", .leading, constant: 16),
            rule("title", .leading, .equal, "icon", .trailing, constant: 12),
            rule("title", .top, .equal, "icon", .top),
            rule("price", .leading, .equal, "title", .trailing, constant: 8),
            rule("price", .trailing, .equal, "cell", .trailing, constant: -16),
            rule("price", .top, .equal, "icon", .top),
        ]
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 375, height: 200), constraints: constraints)
        let result = try system.layout(measuring: MonospaceMeasurer())
        // Price (751) keeps its 70 pt; the title (750) gets 251 − 70 = 181.
        #expect(same(result.frame(of: "price"), rect(289, 16, 70, 20)))
        #expect(same(result.frame(of: "title"), rect(100, 16, 181, 20)))
        #expect(result.warnings.isEmpty)
    }

    /// With the icon at the default 750 it ties with the title for the shortage: UIKit calls that ambiguous too.
    @Test func equalCompressionResistanceIsAmbiguous() throws {
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "icon", kind: .imageView, intrinsicContentSize: .fixed(LayoutSize(width: 72, height: 72))),
            LayoutItem(id: "title", kind: .label, text: String(repeating: "t", count: 60)),
        ])
        let constraints = [
            rule("icon", .top, .equal, "cell", .top),
            rule("icon", .leading, .equal, "cell", .leading, constant: 16),
            rule("title", .leading, .equal, "icon", .trailing, constant: 12),
            rule("title", .trailing, .lessThanOrEqual, "cell", .trailing, constant: -16),
            rule("title", .top, .equal, "icon", .top),
        ]
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 375, height: 200), constraints: constraints)
        let result = try system.layout(measuring: MonospaceMeasurer())
        #expect(result.warnings == [
            .ambiguousLayout(itemID: "icon", components: [.width]),
            .ambiguousLayout(itemID: "title", components: [.x, .width]),
        ])
        // Whatever the split, the row fills exactly: icon + 12 + title = 375 − 32.
        let icon = try #require(result.frame(of: "icon"))
        let title = try #require(result.frame(of: "title"))
        #expect(abs(icon.width + 12 + title.width - 343) < 1e-6)
    }

    @Test func lowerHuggingStretches() throws {
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "title", kind: .label, text: "Hi",
                       contentHuggingPriority: AxisPriorities(horizontal: 249, vertical: 250)),
            LayoutItem(id: "price", kind: .label, text: "$1"),
        ])
        let constraints = [
            rule("title", .leading, .equal, "cell", .leading, constant: 100),
            rule("title", .top, .equal, "cell", .top),
            rule("price", .leading, .equal, "title", .trailing, constant: 8),
            rule("price", .trailing, .equal, "cell", .trailing, constant: -16),
            rule("price", .top, .equal, "cell", .top),
        ]
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 375, height: 100), constraints: constraints)
        let result = try system.layout(measuring: MonospaceMeasurer())
        // 251 pt for 14 + 14: the title (hugging 249) takes the extra 223.
        #expect(same(result.frame(of: "title"), rect(100, 0, 237, 20)))
        #expect(same(result.frame(of: "price"), rect(345, 0, 14, 20)))
        #expect(result.warnings.isEmpty)
    }

    @Test func emptyLabelCollapsesToZeroHeight() throws {
        let body = LayoutItem(id: "body", kind: .label, text: "")
        var constraints = cellConstraints
        constraints += [
            rule("body", .top, .equal, "title", .bottom, constant: 4),
            rule("body", .leading, .equal, "title", .leading),
            rule("body", .trailing, .equal, "cell", .trailing, constant: -16),
        ]
        let system = try AutoLayoutSystem(
            root: cellTree(extra: [body]), rootSize: LayoutSize(width: 375, height: 400), constraints: constraints)
        let result = try system.layout(measuring: MonospaceMeasurer())
        #expect(same(result.frame(of: "body"), rect(100, 205.003125 + 24, 259, 0)))
        // With text it takes one line.
        let filled = try system.layout(measuring: MonospaceMeasurer(texts: ["body": "Body"]))
        #expect(same(filled.frame(of: "body"), rect(100, 205.003125 + 24, 259, 20)))
    }

    @Test func multiLineLabelHeightFollowsSolvedWidth() throws {
        let description = LayoutItem(id: "description", kind: .label, text: String(repeating: "d", count: 100))
        let constraints = descriptionConstraints
        let system = try AutoLayoutSystem(
            root: cellTree(extra: [description]), rootSize: LayoutSize(width: 375, height: 600),
            constraints: constraints)
        let measurer = MonospaceMeasurer(multiLine: ["description"])
        let result = try system.layout(measuring: measurer)
        // 343 pt holds 49 characters per line: 100 characters need 3 lines of 20.
        #expect(same(result.frame(of: "description"), rect(16, 205.003125 + 72 + 8, 343, 60)))
        #expect(result.warnings.isEmpty)
    }

    /// The same system re-solved for different ads must give what a fresh build gives.
    @Test func resolveWithChangedIntrinsicSizesMatchesFreshBuild() throws {
        let description = LayoutItem(id: "description", kind: .label, text: "")
        let constraints = descriptionConstraints
        let tree = cellTree(extra: [description])
        let size = LayoutSize(width: 375, height: 600)
        let reused = try AutoLayoutSystem(root: tree, rootSize: size, constraints: constraints)
        let ads: [[String: String]] = [
            ["title": "Short", "description": "One line"],
            ["title": String(repeating: "T", count: 50), "description": String(repeating: "d", count: 120)],
            ["title": "", "description": ""],
            ["title": "Medium title", "description": String(repeating: "d", count: 49)],
        ]
        for texts in ads {
            let measurer = MonospaceMeasurer(texts: texts, multiLine: ["description"])
            let again = try reused.layout(measuring: measurer)
            let fresh = try AutoLayoutSystem(root: tree, rootSize: size, constraints: constraints)
                .layout(measuring: measurer)
            for id in fresh.itemIDs {
                #expect(same(again.frame(of: id), fresh.frame(of: id)!), "\(id) for \(texts)")
            }
        }
        // Hand-checked values for the second ad: title 350 natural → 259; description 120 characters → 3 lines.
        let second = try reused.layout(measuring: MonospaceMeasurer(texts: ads[1], multiLine: ["description"]))
        #expect(same(second.frame(of: "title"), rect(100, 205.003125, 259, 20)))
        #expect(same(second.frame(of: "description"), rect(16, 285.003125, 343, 60)))
    }

    @Test func updateIntrinsicSizesDirectly() throws {
        let system = try AutoLayoutSystem(
            root: cellTree(), rootSize: LayoutSize(width: 375, height: 400), constraints: cellConstraints)
        var result = try system.update(intrinsicSizes: ["title": LayoutSize(width: 120, height: 30)])
        #expect(same(result.frame(of: "title"), rect(100, 205.003125, 120, 30)))
        result = try system.update(intrinsicSizes: ["title": LayoutSize(width: 500, height: 18), "icon": LayoutSize(width: 50, height: 50)])
        #expect(same(result.frame(of: "icon"), rect(16, 205.003125, 50, 50)))
        #expect(same(result.frame(of: "title"), rect(78, 205.003125, 281, 18)))
        #expect(throws: AutoLayoutError.unknownItemID("nope")) {
            try system.update(intrinsicSizes: ["nope": .zero])
        }
    }

    @Test func removingAnIntrinsicAxisMakesItAmbiguous() throws {
        let options = AutoLayoutOptions(ambiguityCheck: .onEveryLayout)
        let system = try AutoLayoutSystem(
            root: cellTree(), rootSize: LayoutSize(width: 375, height: 400), constraints: cellConstraints,
            options: options)
        #expect(try system.update(intrinsicSizes: ["title": LayoutSize(width: 40, height: 20)]).warnings.isEmpty)
        let result = try system.update(intrinsicSizes: ["title": LayoutSize(width: LayoutSize.noIntrinsicMetric, height: 20)])
        #expect(result.warnings == [.ambiguousLayout(itemID: "title", components: [.width])])
        // And back.
        #expect(try system.update(intrinsicSizes: ["title": LayoutSize(width: 40, height: 20)]).warnings.isEmpty)
    }
}
