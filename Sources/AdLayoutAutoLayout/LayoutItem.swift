/// A view or layout guide in a view tree, with the properties Auto Layout reads.
///
/// The tree is a value: an item's parent is the item whose ``children`` contain it (``AutoLayoutSystem/parentID(of:)``
/// answers it after building). Ids must be unique within a tree.
public struct LayoutItem: Sendable, Identifiable {
    /// The unique id constraints refer to.
    public var id: String
    /// View, label, image view, stack view or guide.
    public var kind: LayoutItemKind
    /// Subviews and owned layout guides, in order (for a stack view, the non-guide children are arranged).
    public var children: [LayoutItem]
    /// Hidden items still take part in layout, except arranged subviews of a stack view, which take no space.
    public var isHidden: Bool
    /// Content for the measurer (a label's text); not interpreted by the layout.
    public var text: String?
    /// Where the intrinsic content size comes from.
    public var intrinsicContentSize: IntrinsicContentSize
    /// Content hugging priorities (`size ≤ intrinsic`); default 250 on both axes.
    public var contentHuggingPriority: AxisPriorities
    /// Compression resistance priorities (`size ≥ intrinsic`); default 750 on both axes.
    public var compressionResistancePriority: AxisPriorities
    /// The margins the `…Margin` attributes use; default 8 points per side. Ignored for guides.
    public var layoutMargins: LayoutEdgeInsets
    /// When true the item keeps ``frame`` (relative to its parent) through required constraints, like a view
    /// whose autoresizing mask is translated. Ignored for the root, guides and arranged subviews (UIStackView
    /// turns it off for those).
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// The frame relative to the parent, used when ``translatesAutoresizingMaskIntoConstraints`` is true.
    public var frame: LayoutRect
    /// A label's font metrics, for its baselines; `nil`: the baselines are the bottom edge, as a `UIView`'s.
    public var textBaseline: TextBaseline?
    /// A label of more than one line (`numberOfLines` ≠ 1), which a horizontal stack keeps from taking more than
    /// its share of the width when two or more sit side by side (`UISV-text-width-disambiguation`).
    public var isMultilineText: Bool

    /// Creates an item.
    ///
    /// - Parameter intrinsicContentSize: `nil` picks the kind's default: ``IntrinsicContentSize/measured`` for
    ///   labels, ``IntrinsicContentSize/none`` otherwise.
    public init(
        id: String,
        kind: LayoutItemKind = .view,
        children: [LayoutItem] = [],
        isHidden: Bool = false,
        text: String? = nil,
        intrinsicContentSize: IntrinsicContentSize? = nil,
        contentHuggingPriority: AxisPriorities = .defaultHugging,
        compressionResistancePriority: AxisPriorities = .defaultCompressionResistance,
        layoutMargins: LayoutEdgeInsets = .defaultLayoutMargins,
        translatesAutoresizingMaskIntoConstraints: Bool = false,
        frame: LayoutRect = .zero,
        textBaseline: TextBaseline? = nil,
        isMultilineText: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.children = children
        self.isHidden = isHidden
        self.text = text
        self.intrinsicContentSize = intrinsicContentSize ?? (kind == .label ? .measured : .none)
        self.contentHuggingPriority = contentHuggingPriority
        self.compressionResistancePriority = compressionResistancePriority
        self.layoutMargins = layoutMargins
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.frame = frame
        self.textBaseline = textBaseline
        self.isMultilineText = isMultilineText
    }

    /// Whether this is a layout guide.
    public var isGuide: Bool { kind == .guide }

    /// The stack configuration when this is a stack view.
    public var stackConfiguration: StackViewConfiguration? {
        if case .stackView(let configuration) = kind { return configuration }
        return nil
    }
}
