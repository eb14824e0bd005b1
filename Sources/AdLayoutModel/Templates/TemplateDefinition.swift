import Foundation

/// An item view declared in a document (`"templates": {"<Name>": …}`) instead of written in
/// Swift: elements placed by ``PlacementRule``s against the item's edges and earlier elements, with
/// texts and images bound to the ad's fields. `TemplateItemView` renders it; documents use
/// the name as a `viewClass`.
public struct TemplateDefinition: Sendable {
    /// The name registrations use as `viewClass`.
    public var name: String
    /// How tall the item is when the layout's `viewSize` leaves the height open.
    public var height: TemplateHeight
    /// Whether the engine draws the layout's divider (off by default, as for any custom view).
    public var divider: Bool
    /// Elements in document order, which is also the drawing order; rules refer only backwards.
    public var elements: [TemplateElement]
    /// JSON path of the template, e.g. `templates.CustomItemTemplate`.
    public var path: String
    /// Where the template's name is in the document.
    public var location: SourceLocation?

    /// A template from its parts (a document's templates are checked while it is decoded).
    public init(name: String, height: TemplateHeight = .content(padding: 0), divider: Bool = false,
                elements: [TemplateElement], path: String = "", location: SourceLocation? = nil) {
        self.name = name; self.height = height; self.divider = divider; self.elements = elements
        self.path = path; self.location = location
    }
}

/// The item height a template asks for. Items of a section share one size, so it never depends
/// on the ad data: texts count with all their lines.
public enum TemplateHeight: Sendable, Hashable {
    /// A fixed height in points.
    case fixed(CGFloat)
    /// The lowest element's bottom plus `padding`.
    case content(padding: CGFloat)
    /// `offset` points below the bottom of the element at `element` (an index into `elements`).
    case below(element: Int, offset: CGFloat)
}

/// One element of a template.
public struct TemplateElement: Sendable {
    /// What an element draws.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An image, aspect-filled and clipped to its corners; `content` is its path.
        case image
        /// A label; `content` is its text.
        case text
        /// A plain box: background, corners and stroke.
        case box
        /// A button: a box with a centred title (`content`) inside `inset`.
        case button
    }

    /// Unique within the template; rules refer to it, and it is the node's kind in the layout tree
    /// (name elements after the API's, e.g. `titleLabel`, to make frames comparable).
    public var id: String
    /// What the element draws.
    public var kind: Kind
    /// Where it goes.
    public var frame: PlacementRule
    /// How it is painted.
    public var style: ElementStyle
    /// The text, button title or image path, with `{field}` bindings; nil for boxes (and an image
    /// without a source, which draws the placeholder).
    public var content: TemplateText?
    /// Text and colour per ad state, replacing `content` and `style.color`.
    public var states: [AdState: StateOverride]
    /// States in which the element is not drawn; its frame still counts, as a hidden view's does.
    public var hiddenIn: Set<AdState>

    /// An element from its parts.
    public init(id: String, kind: Kind, frame: PlacementRule, style: ElementStyle = ElementStyle(),
                content: TemplateText? = nil, states: [AdState: StateOverride] = [:], hiddenIn: Set<AdState> = []) {
        self.id = id; self.kind = kind; self.frame = frame; self.style = style; self.content = content
        self.states = states; self.hiddenIn = hiddenIn
    }

    /// Whether the element has a text to size and align by (text and button elements).
    public var hasText: Bool { kind == .text || kind == .button }
}

/// Paint and text style of a template element; the defaults are a `UILabel`'s (14 pt, black,
/// one line, truncating tail) and a clear box.
public struct ElementStyle: Sendable, Hashable {
    /// Text font.
    public var font = TnkFonts.getFont(ofSize: 14)
    /// Text colour.
    public var color: Color = .black
    /// Maximum lines; 0 means unlimited.
    public var numberOfLines = 1
    /// Wrapping and truncation of the text.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Horizontal alignment of the text in its frame.
    public var textAlignment: TextAlignment = .natural
    /// Fill of the element's box.
    public var backgroundColor: Color = .clear
    /// Corner radius of the box (images are clipped to it).
    public var cornerRadius: CGFloat = 0
    /// Colour of the stroke, drawn inside the box as a layer border is.
    public var strokeColor: Color = .clear
    /// Width of the stroke in points.
    public var strokeWidth: CGFloat = 0
    /// Padding between a button's edge and its title.
    public var inset: EdgeInsets = .zero

    /// The defaults.
    public init() {}
}

/// What an element shows in one ad state.
public struct StateOverride: Sendable, Hashable {
    /// Replaces the element's text (or title); may bind fields too.
    public var text: TemplateText?
    /// Replaces the text colour.
    public var color: Color?
    /// Replaces the view's alpha, 0…1 (app views' outlets only).
    public var alpha: CGFloat?

    /// An override of the text, the colour or both.
    public init(text: TemplateText? = nil, color: Color? = nil, alpha: CGFloat? = nil) {
        self.text = text; self.color = color; self.alpha = alpha
    }
}
