import Foundation

/// One rectangle of the laid-out screen: what it is, where it is (absolute, in points) and how it
/// is painted. The layout engine produces a tree of these; a backend turns it into pixels.
public struct LayoutNode: Sendable {
    public var kind: NodeKind
    /// Absolute frame in points, origin at the canvas's top-left.
    public var frame: CGRect
    /// Box painting: background, corners, stroke, clipping.
    public var box: BoxStyle
    /// What the node shows inside its box.
    public var content: NodeContent
    public var children: [LayoutNode]
    /// JSON path of the document value this node shows (`sections[0].items[2].appName`, `title`,
    /// `menu.items[1]`); nil when no single value made it.
    public var source: String?

    public init(kind: NodeKind, frame: CGRect, box: BoxStyle = BoxStyle(), content: NodeContent = .none,
                children: [LayoutNode] = []) {
        self.kind = kind; self.frame = frame; self.box = box; self.content = content; self.children = children
    }

    /// The text the node shows, if it is a text node.
    public var text: String? {
        if case .text(let t) = content { return t.string }
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

    /// Calls `body` for this node and every descendant, depth first.
    public func visit(_ body: (LayoutNode) -> Void) {
        body(self)
        for child in children { child.visit(body) }
    }
}

/// How a node's box is painted.
public struct BoxStyle: Sendable, Hashable {
    public var backgroundColor: Color = .clear
    public var cornerRadius: CGFloat = 0
    public var strokeColor: Color = .clear
    public var strokeWidth: CGFloat = 0
    /// Clip children (and the content) to the rounded box.
    public var clipsToBounds = false

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
    public var string: String
    public var font: Font
    public var color: Color
    /// Maximum lines; 0 = unlimited.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// Where lines may break (`UILabel.lineBreakStrategy`).
    public var lineBreakStrategy: LineBreakStrategy
    public var alignment: TextAlignment
    public var strikethrough: Bool
    /// Inset between the frame and the text (buttons have one).
    public var padding: EdgeInsets

    public init(string: String, font: Font, color: Color, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
                alignment: TextAlignment = .natural, strikethrough: Bool = false, padding: EdgeInsets = .zero) {
        self.string = string; self.font = font; self.color = color; self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode; self.lineBreakStrategy = lineBreakStrategy
        self.alignment = alignment; self.strikethrough = strikethrough
        self.padding = padding
    }
}

/// An image drawn aspect-fill inside the node's frame, clipped to its box's corners.
public struct ImageContent: Sendable, Hashable {
    /// The image file or built-in asset; nil draws the placeholder.
    public var source: ImageSource?
    /// Tint for built-in vector assets (the point icon).
    public var tint: Color?

    public init(source: ImageSource?, tint: Color? = nil) {
        self.source = source; self.tint = tint
    }
}
