import Foundation
import Testing
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// A node's typed source and constraints (``NodeSource``, ``NodeConstraint``) as `--frames` and the studio write
/// them: the text is the contract (`"source"`, `"constraints"`), and it reads back to the same values.
@Suite struct NodeSourceTests {
    static let xib = SourcePosition(file: "Cell.xib", line: 32, column: 17)
    static let height = NodeConstraint(firstItem: "Wm4-Tj-c8Y", firstAttribute: .height, relation: .equal, secondItem: nil,
                                       secondAttribute: nil, multiplier: 1, constant: 36, priority: 1000,
                                       source: SourcePosition(file: "Cell.xib", line: 35, column: 25, id: "Lh5-Qx-3Vd"))
    static let code = NodeConstraint(firstItem: "title", firstAttribute: .leading, relation: .greaterThanOrEqual, secondItem: "icon",
                                     secondAttribute: .trailingMargin, multiplier: 0.5, constant: -8, priority: 999.5,
                                     source: SourcePosition(file: "Row.swift", line: 12, column: 5, id: "Row.swift:12:5"))

    static func tree() -> LayoutTree {
        var view = LayoutNode(kind: .titleLabel, frame: CGRect(x: 96, y: 205.0034, width: 263, height: 36))
        view.source = .position(xib)
        view.viewID = "Wm4-Tj-c8Y"
        view.constraints = [height, code]
        var item = LayoutNode(kind: .item, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        item.source = .jsonPath("sections[0].items[0]")
        var screen = LayoutNode(kind: .screen, frame: CGRect(x: 0, y: 0, width: 375, height: 667), children: [item, view])
        screen.source = .file("Cell.xib")
        return LayoutTree(canvasSize: CGSize(width: 375, height: 667), scale: 2, root: screen)
    }

    @Test func framesWriteEachKindOfSourceAndEachConstraintAsBefore() {
        // Written out by hand from the format (`FILE:LINE` for a view, `ID (FILE:LINE): equation` for a XIB's
        // constraint, `FILE:LINE:COLUMN: equation` for one made in code, UIKit's `@priority`).
        #expect(LayoutTreeJSON.encode(Self.tree()) == """
            {
              "canvas": {"width": 375, "height": 667, "scale": 2},
              "root": {"kind": "screen", "x": 0, "y": 0, "width": 375, "height": 667, "source": "Cell.xib", "children": [
                {"kind": "item", "x": 0, "y": 0, "width": 100, "height": 50, "source": "sections[0].items[0]"},
                {"kind": "titleLabel", "x": 96, "y": 205.003, "width": 263, "height": 36, "source": "Cell.xib:32", "id": "Wm4-Tj-c8Y", \
            "constraints": ["Lh5-Qx-3Vd (Cell.xib:35): Wm4-Tj-c8Y.height == 36.0 @1000", \
            "Row.swift:12:5: title.leading >= 0.5 * icon.trailingMargin - 8.0 @999.5"]}
              ]}
            }

            """)
    }

    @Test func theWrittenSourcesReadBackToTheSameValues() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(LayoutTreeJSON.encode(Self.tree()).utf8)) as? [String: Any])
        let root = try #require(json["root"] as? [String: Any])
        let children = try #require(root["children"] as? [[String: Any]])
        #expect(root["source"] as? String == NodeSource.file("Cell.xib").file)
        #expect(children[0]["source"] as? String == NodeSource.jsonPath("sections[0].items[0]").jsonPath)
        // A view's line reads back with the one parser of `FILE:LINE[:COLUMN]` (its column is not written).
        let written = try #require(children[1]["source"] as? String)
        let position = try #require(SourcePosition(parsing: written))
        #expect(position.file == Self.xib.file && position.line == Self.xib.line)
        #expect(children[1]["constraints"] as? [String] == [Self.height.description, Self.code.description])
        #expect(NodeSource.position(Self.xib).jsonPath == nil && NodeSource.position(Self.xib).file == "Cell.xib")
    }

    @Test func aConstantConstraintAndAFractionalPriorityAreWrittenAsUIKitNamesThem() {
        var c = Self.height
        c.relation = .lessThanOrEqual
        c.constant = -0.5
        c.priority = 250.25
        #expect(c.equation == "Wm4-Tj-c8Y.height <= -0.5 @250.25")
        c.secondItem = "box"
        c.secondAttribute = .width
        c.constant = 0
        #expect(c.equation == "Wm4-Tj-c8Y.height <= box.width @250.25")
    }
}
