import Foundation

/// Where a template element goes, as Auto Layout-like rules on each axis: two of
/// {leading edge, trailing edge, size}, or a centre and a size; a missing size comes from an
/// aspect ratio or, for texts and buttons, from the text.
///
/// Positions are ``Anchor``s on the item's edges or on earlier elements. Vertically an element
/// may also sit on another's text baseline.
public struct PlacementRule: Sendable, Hashable {
    /// Where the left edge goes.
    public var left: Anchor?
    /// Where the right edge goes.
    public var right: Anchor?
    /// Where the horizontal centre goes.
    public var centerX: Anchor?
    /// Fixed width in points.
    public var width: CGFloat?
    /// Where the top edge goes.
    public var top: Anchor?
    /// Where the bottom edge goes.
    public var bottom: Anchor?
    /// Where the vertical centre goes.
    public var centerY: Anchor?
    /// The element's first text baseline (text and button elements).
    public var baseline: Anchor?
    /// Fixed height in points.
    public var height: CGFloat?
    /// Gives the missing one of width and height from the other.
    public var aspectRatio: AspectRatio?

    /// A rule from its parts; decoding checks that they fix a frame.
    public init(left: Anchor? = nil, right: Anchor? = nil, centerX: Anchor? = nil, width: CGFloat? = nil,
                top: Anchor? = nil, bottom: Anchor? = nil, centerY: Anchor? = nil, baseline: Anchor? = nil,
                height: CGFloat? = nil, aspectRatio: AspectRatio? = nil) {
        self.left = left; self.right = right; self.centerX = centerX; self.width = width
        self.top = top; self.bottom = bottom; self.centerY = centerY; self.baseline = baseline
        self.height = height; self.aspectRatio = aspectRatio
    }

    /// Every anchor of the rule.
    public var anchors: [Anchor] { [left, right, centerX, top, bottom, centerY, baseline].compactMap { $0 } }

    /// Whether the vertical position depends on the item's height (its bottom edge or centre).
    public var dependsOnItemHeight: Bool {
        [top, bottom, centerY, baseline].contains { a in
            guard let a, a.target == .item else { return false }
            return a.edge == .maxY || a.edge == .midY
        }
    }
}

/// A coordinate: an edge of the item or of an earlier element, plus `offset` points (x grows to
/// the right, y downwards).
public struct Anchor: Sendable, Hashable {
    /// What the anchor is on.
    public enum Target: Sendable, Hashable {
        /// The item's own frame.
        case item
        /// The element at this index (always an earlier one).
        case element(Int)
    }

    /// Which line of the target.
    public enum Edge: Sendable, Hashable {
        case minX, midX, maxX, minY, midY, maxY
        /// The first text baseline (text and button elements).
        case baseline
    }

    /// What the anchor is on.
    public var target: Target
    /// Which line of the target.
    public var edge: Edge
    /// Points added to the edge's coordinate.
    public var offset: CGFloat

    /// `offset` points from `edge` of `target`.
    public init(_ target: Target, _ edge: Edge, offset: CGFloat = 0) {
        self.target = target; self.edge = edge; self.offset = offset
    }
}

/// Width : height, e.g. 320 : 167.
public struct AspectRatio: Sendable, Hashable {
    /// The width part (e.g. 320).
    public var width: CGFloat
    /// The height part (e.g. 167).
    public var height: CGFloat

    /// The ratio `width : height`.
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
}

extension PlacementRule {
    /// Where a size comes from, in the order the solver tries them.
    enum SizeSource: Equatable { case fixed, edges, aspect, intrinsic }

    /// How the width and height are found, or why they cannot be: missing rules, or rules that
    /// contradict each other. `intrinsic` says whether the element sizes itself (text, button).
    func sizeSources(intrinsic: Bool) -> (width: SizeSource?, height: SizeSource?, problems: [String]) {
        var problems: [String] = []
        let h = (left != nil, right != nil, centerX != nil)
        let v = (top != nil, bottom != nil, centerY != nil, baseline != nil)

        if h.2 && (h.0 || h.1) {
            problems.append("contradictory horizontal rules: centerX cannot be combined with left or right")
        } else if h.0 && h.1 && width != nil {
            problems.append("contradictory horizontal rules: left, right and width are all given (two of them fix the frame)")
        } else if !h.0 && !h.1 && !h.2 {
            problems.append("no horizontal position: give left, right or centerX")
        }
        let centred = [v.2, v.3].filter { $0 }.count
        if centred == 2 {
            problems.append("contradictory vertical rules: centerY and baseline cannot both be given")
        } else if centred == 1 && (v.0 || v.1) {
            problems.append("contradictory vertical rules: \(v.2 ? "centerY" : "baseline") cannot be combined with top or bottom")
        } else if v.0 && v.1 && height != nil {
            problems.append("contradictory vertical rules: top, bottom and height are all given (two of them fix the frame)")
        } else if !v.0 && !v.1 && centred == 0 {
            problems.append("no vertical position: give top, bottom, centerY or baseline")
        }

        let widthFixed: SizeSource? = width != nil ? .fixed : (h.0 && h.1 ? .edges : nil)
        let heightFixed: SizeSource? = height != nil ? .fixed : (v.0 && v.1 ? .edges : nil)
        var w = widthFixed, ht = heightFixed
        if aspectRatio != nil {
            if w != nil && ht != nil {
                problems.append("contradictory size rules: aspectRatio is given, but the width and the height are both fixed already")
            } else if w == nil && ht != nil {
                w = .aspect
            } else if w != nil || intrinsic {
                ht = .aspect
            }
        }
        if w == nil && intrinsic { w = .intrinsic }
        if ht == nil && intrinsic { ht = .intrinsic }
        if w == nil {
            problems.append(aspectRatio == nil ? "no width: give width, or left and right"
                                               : "no width: aspectRatio needs a fixed height (height, or top and bottom) to give one")
        }
        if ht == nil && w != nil {
            problems.append("no height: give height, top and bottom, or an aspectRatio")
        }
        return (w, ht, problems)
    }
}
