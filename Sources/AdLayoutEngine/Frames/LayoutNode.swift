import Foundation
import AdLayoutModel

/// One rectangle of the laid-out screen: what it is, where it is (absolute, in points) and how it
/// is painted. The layout engine produces a tree of these; a backend turns it into pixels.
public struct LayoutNode: Sendable {
    /// What the node is (`titleLabel`, `item`, …).
    public var kind: NodeKind
    /// Absolute frame in points, origin at the canvas's top-left.
    public var frame: CGRect
    /// Box painting: background, corners, stroke, clipping.
    public var box: BoxStyle
    /// What the node shows inside its box.
    public var content: NodeContent
    /// The nodes inside this one, drawn after its content, in order.
    public var children: [LayoutNode]
    /// What made the node: the JSON path of the document value it shows (`sections[0].items[2].appName`, `title`,
    /// `menu.items[1]`), or where an app's own view is written; nil when no single value made it.
    public var source: NodeSource?
    /// Cut by its item, its section or the canvas (not what the SDK cuts by design: items of a
    /// sideways-scrolling section past the screen edge, the list below the screen); set by ``FitCheck``.
    public var isClipped = false
    /// Hidden (`isHidden` of an app's own view): laid out and in the frames, never drawn.
    public var isHidden = false
    /// Opacity of the node and everything inside it, 0…1 (`alpha` of an app's own view), applied to
    /// the whole as UIKit composites a view.
    public var alpha: CGFloat = 1
    /// The view's id where it came from an app's own view (Interface Builder's object id, e.g.
    /// `Wm4-Tj-c8Y`); nil for the engine's own elements.
    public var viewID: String?
    /// The Auto Layout constraints that place the view, where it came from an app's own view (as first or
    /// second item), in the order written.
    public var constraints: [NodeConstraint] = []
    /// What went wrong laying this node out for its ad (an app view's Auto Layout conflicts at the item's size
    /// and texts); the engine gathers them into the tree's diagnostics, each once.
    public var warnings: [Diagnostic] = []

    /// A node of `kind` at `frame`, painted as `box`, showing `content`, with `children` inside.
    public init(kind: NodeKind, frame: CGRect, box: BoxStyle = BoxStyle(), content: NodeContent = .none,
                children: [LayoutNode] = []) {
        self.kind = kind; self.frame = frame; self.box = box; self.content = content; self.children = children
    }

    /// The text the node shows, if it is a text node (its whole text, also when the label cuts it).
    public var text: String? {
        if case .text(let t) = content { return t.string }
        return nil
    }

    /// Whether the node's text is cut in its frame (nil: not a text node, or not measured yet).
    public var isTruncated: Bool? {
        if case .text(let t) = content { return t.isTruncated }
        return nil
    }

    /// Depth-first search for the first node of `kind` (self included).
    public func first(_ kind: NodeKind) -> LayoutNode? {
        if self.kind == kind { return self }
        for child in children { if let hit = child.first(kind) { return hit } }
        return nil
    }

    /// Every node of `kind` in depth-first order (self included).
    public func all(_ kind: NodeKind) -> [LayoutNode] {
        var out: [LayoutNode] = []
        visit { if $0.kind == kind { out.append($0) } }
        return out
    }

    /// The divider the list draws under `item`, found below this node: a node of the item's section
    /// beside it (the divider is the list's and may run past the item), with the item's JSON path.
    public func divider(under item: LayoutNode) -> LayoutNode? {
        all(.divider).first { $0.source == item.source && $0.frame.maxY == item.frame.maxY }
    }

    /// Moves this node and every descendant down by `dy` points (frames are absolute).
    public mutating func translate(dy: CGFloat) {
        guard dy != 0 else { return }
        frame = frame.offsetBy(dx: 0, dy: dy)
        for i in children.indices { children[i].translate(dy: dy) }
    }

    /// Calls `body` for this node and every descendant, depth first.
    public func visit(_ body: (LayoutNode) -> Void) {
        body(self)
        for child in children { child.visit(body) }
    }
}

/// How a node's box is painted.
public struct BoxStyle: Sendable, Hashable {
    /// Fill of the box.
    public var backgroundColor: Color = .clear
    /// Radius of the box's corners, in points.
    public var cornerRadius: CGFloat = 0
    /// Colour of the border.
    public var strokeColor: Color = .clear
    /// Width of the border, drawn inside the box.
    public var strokeWidth: CGFloat = 0
    /// Clip children (and the content) to the rounded box.
    public var clipsToBounds = false

    /// A box painted as given (clear, square and unclipped by default).
    public init(backgroundColor: Color = .clear, cornerRadius: CGFloat = 0, strokeColor: Color = .clear,
                strokeWidth: CGFloat = 0, clipsToBounds: Bool = false) {
        self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius
        self.strokeColor = strokeColor; self.strokeWidth = strokeWidth; self.clipsToBounds = clipsToBounds
    }

    /// True when the box paints nothing itself.
    public var isInvisible: Bool {
        backgroundColor.isClear && (strokeWidth <= 0 || strokeColor.isClear)
    }
}

/// What a node shows inside its box.
public enum NodeContent: Sendable {
    case none
    case text(TextContent)
    case image(ImageContent)
}

/// A run of text with its style, drawn inside the node's frame.
public struct TextContent: Sendable, Hashable {
    /// The text.
    public var string: String
    /// Its font.
    public var font: Font
    /// Its colour.
    public var color: Color
    /// Maximum lines; 0 = unlimited.
    public var numberOfLines: Int
    /// How text that does not fit is wrapped or cut.
    public var lineBreakMode: LineBreakMode
    /// Where lines may break (`UILabel.lineBreakStrategy`).
    public var lineBreakStrategy: LineBreakStrategy
    /// Horizontal alignment in the frame.
    public var alignment: TextAlignment
    /// Whether the text is struck through (an original price or point).
    public var strikethrough: Bool
    /// Ranges drawn otherwise (an app's `attributedText`): a colour, a strikethrough, an underline;
    /// they change no glyph's advance, so the text measures as without them.
    public var runs: [TextRun] = []
    /// Inset between the frame and the text (buttons have one).
    public var padding: EdgeInsets
    /// Whether the text is cut in its frame (an ellipsis, or lines left out), as layout measured it;
    /// nil until known (``FitCheck`` measures texts placed without their ``TextMetrics``).
    public var isTruncated: Bool?
    /// The text as the label shows it when it is cut (the lines kept, with the ellipsis it draws);
    /// nil when the whole text shows or the measurer cannot say.
    public var shownText: String?

    /// Text content with its style.
    public init(string: String, font: Font, color: Color, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
                alignment: TextAlignment = .natural, strikethrough: Bool = false, padding: EdgeInsets = .zero) {
        self.string = string; self.font = font; self.color = color; self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode; self.lineBreakStrategy = lineBreakStrategy
        self.alignment = alignment; self.strikethrough = strikethrough
        self.padding = padding
    }

    /// Records what measuring the text for its frame found: whether it is cut, and how it shows.
    public mutating func record(_ metrics: TextMetrics) {
        isTruncated = metrics.isTruncated
        shownText = metrics.isTruncated ? metrics.shownText : nil
    }
}

/// A range of a label's text drawn otherwise (`NSAttributedString`'s `.foregroundColor`,
/// `.strikethroughStyle`, `.underlineStyle`, `.backgroundColor` and `.font` over an `NSRange`).
public struct TextRun: Sendable, Hashable {
    /// UTF-16 offsets into the text, as `NSRange` counts.
    public var range: Range<Int>
    /// The text colour of the range.
    public var color: Color?
    /// The range is struck through.
    public var strikethrough: Bool
    /// The range is underlined.
    public var underline: Bool
    /// The range's background.
    public var backgroundColor: Color?
    /// The range's font (`.font: UIFont.boldSystemFont(ofSize: 15)`): drawn and measured in it; nil keeps the label's.
    public var font: Font?

    /// A run over `range` (UTF-16 offsets).
    public init(range: Range<Int>, color: Color? = nil, strikethrough: Bool = false, underline: Bool = false, backgroundColor: Color? = nil,
                font: Font? = nil) {
        self.range = range; self.color = color; self.strikethrough = strikethrough; self.underline = underline
        self.backgroundColor = backgroundColor; self.font = font
    }
}

/// An image drawn aspect-fill inside the node's frame, clipped to its box's corners.
public struct ImageContent: Sendable, Hashable {
    /// The image file or built-in asset; nil draws the placeholder.
    public var source: ImageSource?
    /// Tint for built-in vector assets (the point icon).
    public var tint: Color?

    /// An image drawn from `source` (nil: the placeholder), tinted when it is a vector asset.
    public init(source: ImageSource?, tint: Color? = nil) {
        self.source = source; self.tint = tint
    }
}
