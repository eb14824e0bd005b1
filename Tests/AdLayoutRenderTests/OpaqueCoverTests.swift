import AdLayoutPipeline
import AdLayoutCore
@testable import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import PropertyBased
import Testing

/// Leaving out of a background what opaque descendants paint over must save work and never
/// change a pixel.
@Suite struct OpaqueCoverTests {
    typealias PixelRect = OpaqueCover.PixelRect

    /// The pixels of `tree` with and without the culling.
    static func bothWays(_ tree: LayoutTree) -> (culled: PixelBuffer, full: PixelBuffer) {
        let renderer = Renderer()
        let culled = renderer.render(tree).pixels
        renderer.skipsCoveredBackgrounds = false
        return (culled, renderer.render(tree).pixels)
    }

    /// How many pixels differ (a count, not a dump of two frames, when they do).
    static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int { PixelDifference(a, b).count }

    static func box(_ argb: UInt32, radius: CGFloat = 0, clips: Bool = false) -> BoxStyle {
        BoxStyle(backgroundColor: Color(argb: argb), cornerRadius: radius, clipsToBounds: clips)
    }

    /// One tree with every case the culling must get right, each where it would show.
    static var edgeCases: LayoutTree {
        let opaque: UInt32 = 0xFF22_AA88, other: UInt32 = 0xFF44_55FF
        func node(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ box: BoxStyle, _ children: [LayoutNode] = []) -> LayoutNode {
            LayoutNode(kind: "item", frame: CGRect(x: x, y: y, width: w, height: h), box: box, children: children)
        }
        let children = [
            // Square and opaque, off the pixel grid: covers its snapped rect.
            node(1.1, 1.2, 10.3, 6.6, box(opaque)),
            // Translucent: covers nothing; its opaque child does.
            node(14, 1, 12, 10, box(0x80FF_3366), [node(16, 3, 4, 4, box(opaque))]),
            // Rounded and clipping: covers nothing, and its square child's corners are clipped away.
            node(28, 1, 11, 11, box(0x00FF_FFFF, radius: 5, clips: true), [node(27, 0, 13, 13, box(opaque))]),
            // A square clip cuts what its child covers.
            node(1, 14, 8, 8, box(0x00FF_FFFF, clips: true), [node(-2, 12, 14, 14, box(other))]),
            // Overlapping opaque siblings, one reaching past the canvas.
            node(12, 14, 10, 10, box(opaque)), node(17, 19, 30, 30, box(other)),
            // A rounded parent is filled whole; a square one inside it is culled under no rounded clip.
            node(1, 26, 14, 13, box(0xFFEE_EEEE, radius: 4), [node(2, 27, 5, 5, box(opaque))]),
            // Under a rounded clip nothing is culled.
            node(24, 26, 15, 13, box(0xFFDD_DDDD, radius: 6, clips: true),
                 [node(24, 26, 15, 13, box(0xFFCC_CCCC), [node(23, 25, 17, 15, box(opaque))])]),
        ]
        let root = LayoutNode(kind: .screen, frame: CGRect(x: 0, y: 0, width: 40, height: 40), box: box(0xFFFF_FFFF),
                              children: children)
        return LayoutTree(canvasSize: CGSize(width: 40, height: 40), scale: 3, root: root)
    }

    @Test func everyEdgeCaseDrawsTheSamePixelsWithAndWithoutIt() {
        let (culled, full) = Self.bothWays(Self.edgeCases)
        #expect(Self.differingPixels(culled, full) == 0)
        // It did leave something out: the root's fill is in pieces.
        let root = Self.edgeCases.root
        let parts = OpaqueCover.uncoveredParts(of: root, rect: PixelGrid.snap(root.frame, scale: 3), scale: 3)
        #expect((parts?.count ?? 0) > 4)
    }

    @Test(arguments: ["offerwall-default.json", "dark.json", "curations.json", "shopping.json", "native-medium.json",
                      "states.json", "paging-page2.json", "custom-template.json"])
    func documentsDrawTheSamePixelsWithAndWithoutIt(_ name: String) throws {
        let pipeline = RenderPipeline()
        let document = try pipeline.load(Repository.layouts.appendingPathComponent(name))
        for scale in 1...3 {
            let (culled, full) = Self.bothWays(pipeline.layout(document, scale: scale))
            #expect(Self.differingPixels(culled, full) == 0, "\(name)@\(scale)x")
        }
    }

    @Test func theOfferwallsCanvasIsPaintedOnlyWhereNoBarOrItemCoversIt() throws {
        let pipeline = RenderPipeline()
        let tree = pipeline.layout(try pipeline.load(Repository.layouts.appendingPathComponent("offerwall-default.json")), scale: 3)
        let canvas = OpaqueCover.pixels(PixelGrid.snap(tree.root.frame, scale: 3), scale: 3)
        let parts = try #require(OpaqueCover.uncoveredParts(of: tree.root, rect: PixelGrid.snap(tree.root.frame, scale: 3), scale: 3))
            .map { OpaqueCover.pixels($0, scale: 3) }
        // The covering nodes, found independently: opaque square bars and items, cut to the canvas.
        var covers: [PixelRect] = []
        tree.root.visit { node in
            guard ([.navigationBar, .menuView, .filterView, .item] as [NodeKind]).contains(node.kind) else { return }
            #expect(node.box.backgroundColor.alpha == 1 && node.box.cornerRadius == 0, "\(node.kind)")
            covers.append(OpaqueCover.pixels(PixelGrid.snap(node.frame, scale: 3), scale: 3).intersection(canvas))
        }
        #expect(covers.count == 3 + 9)
        let area = { (r: PixelRect) in r.isEmpty ? 0 : (r.x1 - r.x0) * (r.y1 - r.y0) }
        let covered = covers.reduce(0) { $0 + area($1) }   // they do not overlap
        #expect(parts.reduce(0) { $0 + area($1) } == area(canvas) - covered)
        #expect(Double(area(canvas) - covered) / Double(area(canvas)) < 0.12)
        for part in parts { for cover in covers { #expect(part.intersection(cover).isEmpty) } }
    }

    @Test func hugeAndNonFiniteFramesStayBoundedAndCoverNothingWrongly() {
        let limit = Int(OpaqueCover.coordinateLimit)
        #expect(OpaqueCover.pixels(CGRect(x: -1e300, y: 0, width: 2e300, height: 1e300), scale: 3)
                == OpaqueCover.PixelRect(x0: -limit, y0: 0, x1: limit, y1: limit))
        #expect(OpaqueCover.pixels(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), scale: 2).isEmpty)
        #expect(OpaqueCover.pixels(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), scale: 2).isEmpty)
        // A parent whose opaque child has a non-finite frame is filled whole, as if the child were absent.
        let child = LayoutNode(kind: "item", frame: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5),
                               box: BoxStyle(backgroundColor: Color(argb: 0xFF00_0000)))
        let parent = LayoutNode(kind: .screen, frame: CGRect(x: 0, y: 0, width: 10, height: 10), children: [child])
        #expect(OpaqueCover.uncoveredParts(of: parent, rect: parent.frame, scale: 2) == nil)
    }

    @Test func subtractingHolesLeavesEachUncoveredPixelInExactlyOnePiece() async {
        let rect = zip(Gen.int(in: 0...24), Gen.int(in: 0...24), Gen.int(in: 0...24), Gen.int(in: 0...24))
            .map { PixelRect(x0: min($0, $2), y0: min($1, $3), x1: max($0, $2), y1: max($1, $3)) }
        await propertyCheck(count: 300, input: rect, rect.array(of: 0...8)) { area, holes in
            let pieces = try #require(OpaqueCover.subtract(holes, from: area))
            for y in 0..<25 {
                for x in 0..<25 {
                    let inside = { (r: PixelRect) in x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 }
                    let expected = inside(area) && !holes.contains(where: inside) ? 1 : 0
                    #expect(pieces.filter(inside).count == expected, "(\(x), \(y))")
                }
            }
        }
    }

    /// A node of a random tree: its frame, fill, corners, clipping, and which earlier node it sits in.
    struct NodeSpec: Sendable {
        var frame: [Double]
        var alpha: Double
        var radius: Double
        var clips: Bool
        var colour: UInt32
        var parent: Int
    }

    static let node = zip(Gen.double(in: -10...70).array(of: 4...4), Gen.element(of: [0.0, 0.5, 1.0, 1.0]).compactMap { $0 },
                          Gen.element(of: [0.0, 0.0, 4.0, 30.0]).compactMap { $0 }, Gen.bool,
                          Gen.element(of: [0xFF3366, 0x22AA88, 0x4455FF, 0xEEEEEE]).compactMap { $0 }, Gen.int(in: 0...100))
        .map { NodeSpec(frame: $0, alpha: $1, radius: $2, clips: $3, colour: UInt32($4), parent: $5) }

    /// The tree `specs` describe (node 0 is the root, each later one a child of an earlier one),
    /// every node with a border so that strokes lie over the fills too.
    static func tree(_ specs: [NodeSpec], scale: Int) -> LayoutTree {
        func make(_ i: Int) -> LayoutNode {
            let s = specs[i]
            let frame = i == 0 ? CGRect(x: 0, y: 0, width: 60, height: 60)
                : CGRect(x: s.frame[0], y: s.frame[1], width: abs(s.frame[2]) / 2, height: abs(s.frame[3]) / 2)
            let box = BoxStyle(backgroundColor: Color(argb: 0xFF00_0000 | s.colour).withAlphaComponent(s.alpha),
                               cornerRadius: CGFloat(s.radius), strokeColor: Color(argb: 0x8000_0000), strokeWidth: 1,
                               clipsToBounds: s.clips)
            let children = specs.indices.dropFirst().filter { $0 > i && specs[$0].parent % $0 == i }.map(make)
            return LayoutNode(kind: "item", frame: frame, box: box, children: children)
        }
        return LayoutTree(canvasSize: CGSize(width: 60, height: 60), scale: scale, root: make(0))
    }

    @Test func randomTreesDrawTheSamePixelsWithAndWithoutIt() async {
        await propertyCheck(count: 150, input: Self.node.array(of: 1...14), Gen.int(in: 1...3)) { specs, scale in
            let (culled, full) = Self.bothWays(Self.tree(specs, scale: scale))
            #expect(Self.differingPixels(culled, full) == 0)
        }
    }
}
