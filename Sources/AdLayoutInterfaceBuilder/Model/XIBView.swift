/// A view element and everything under it: its properties, the constraints it holds, its layout
/// guides, connections and subviews.
///
/// Values are as the file writes them, with the documented default when an attribute is absent
/// (``translatesAutoresizingMaskIntoConstraints`` `true`, ``alpha`` 1, hugging 250, compression
/// resistance 750, …). Xcode writes `translatesAutoresizingMaskIntoConstraints="NO"` on every view
/// it positions with constraints, so in practice only top-level views and old content views keep
/// `true`.
///
/// A cell's content view (`<tableViewCellContentView key="contentView">`, or
/// `<view key="contentView">` in older files) is its first subview, with ``key`` `contentView`.
public struct XIBView: Sendable, Hashable {
    /// What the element is.
    public let kind: ViewKind
    /// The view's id. For a view written without one (the old `<view key="contentView">`) this is
    /// a synthetic id, `<superview id>.<key>`, and ``hasSyntheticID`` is `true`.
    public let id: String
    /// `true` when ``id`` was made up by the reader because the element has none.
    public let hasSyntheticID: Bool
    /// The key the element has in its parent (`contentView`, `backgroundView`), if any.
    public let key: String?
    /// The custom class (`customClass="CustomItemView"`), if set.
    public let customClass: String?
    /// The custom class's module (`customModule`), if set.
    public let customModule: String?
    /// `customModuleProvider` (`target`: the module is the target's own), if set.
    public let customModuleProvider: String?
    /// The label in Xcode's outline (`userLabel`), if set.
    public let userLabel: String?
    /// The view's tag (0 when absent).
    public let tag: Int
    /// The frame relative to the superview (`<rect key="frame">`), if written.
    public let frame: LayoutRect?
    /// The autoresizing mask, if written.
    public let autoresizingMask: XIBAutoresizingMask?
    /// `hidden="YES"`.
    public let isHidden: Bool
    /// `clipsSubviews="YES"`.
    public let clipsSubviews: Bool
    /// The opacity (`alpha`; 1 when absent).
    public let alpha: Double
    /// The content mode (`scaleToFill` when absent).
    public let contentMode: ContentMode
    /// `translatesAutoresizingMaskIntoConstraints`; `true` when absent.
    public let translatesAutoresizingMaskIntoConstraints: Bool
    /// `misplaced="YES"`: the saved frame disagrees with the constraints.
    public let isMisplaced: Bool
    /// `ambiguous="YES"`: the constraints do not determine the frame.
    public let isAmbiguous: Bool
    /// The background colour; `nil` when absent or `<nil key="backgroundColor"/>`.
    public let backgroundColor: XIBColor?
    /// The tint colour; `nil` for the inherited default.
    public let tintColor: XIBColor?
    /// `horizontalHuggingPriority` (250 when absent; Xcode writes 251 for labels and image views).
    public let horizontalHuggingPriority: Double
    /// `verticalHuggingPriority` (250 when absent).
    public let verticalHuggingPriority: Double
    /// `horizontalCompressionResistancePriority` (750 when absent).
    public let horizontalCompressionResistancePriority: Double
    /// `verticalCompressionResistancePriority` (750 when absent).
    public let verticalCompressionResistancePriority: Double
    /// `placeholderIntrinsicWidth`: a design-time intrinsic width, if set.
    public let placeholderIntrinsicWidth: XIBIntrinsicDimension?
    /// `placeholderIntrinsicHeight`: a design-time intrinsic height, if set.
    public let placeholderIntrinsicHeight: XIBIntrinsicDimension?
    /// The layout margins, if written (`<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`).
    public let layoutMargins: XIBEdgeInsets?
    /// `preservesSuperviewLayoutMargins="YES"`.
    public let preservesSuperviewLayoutMargins: Bool
    /// `insetsLayoutMarginsFromSafeArea`; `true` when absent.
    public let insetsLayoutMarginsFromSafeArea: Bool
    /// User-defined runtime attributes, in document order.
    public let runtimeAttributes: [XIBRuntimeAttribute]
    /// Outlets, outlet collections and actions the view declares.
    public let connections: [XIBConnection]
    /// The subviews in z-order (a cell's content view first, then `<subviews>`).
    public let subviews: [XIBView]
    /// The constraints this view holds, in document order.
    public let constraints: [XIBConstraint]
    /// The layout guides the view owns (`safeArea`, …).
    public let layoutGuides: [XIBLayoutGuide]
    /// The kind's own properties.
    public let properties: XIBViewProperties
    /// `false` when the applied variations exclude the view (`<mask key="subviews"><exclude …>`)
    /// or one of its superviews.
    public let isInstalled: Bool
    /// Where the element's start tag begins.
    public let position: XIBSourcePosition
    /// How IB simulates the view's screen (a top-level view's): freeform or the device's, with or without
    /// a status bar.
    public let simulatedMetrics: SimulatedMetrics

    /// What IB simulates around a top-level view: `<freeformSimulatedSizeMetrics>` (a view of its own
    /// size, no screen around it) and `<nil key="simulatedStatusBarMetrics"/>` (no status bar).
    public struct SimulatedMetrics: Sendable, Hashable {
        /// The view has a freeform size: no screen, no bars.
        public var isFreeform = false
        /// The simulated status bar is turned off.
        public var hidesStatusBar = false

        /// The device's screen with its status bar (IB's default).
        public init(isFreeform: Bool = false, hidesStatusBar: Bool = false) {
            self.isFreeform = isFreeform
            self.hidesStatusBar = hidesStatusBar
        }
    }

    /// Creates a view with every attribute the reader reads.
    init(kind: ViewKind, id: String, hasSyntheticID: Bool, key: String?, customClass: String?,
                customModule: String?, customModuleProvider: String?, userLabel: String?, tag: Int, frame: LayoutRect?,
                autoresizingMask: XIBAutoresizingMask?, isHidden: Bool, clipsSubviews: Bool, alpha: Double,
                contentMode: ContentMode, translatesAutoresizingMaskIntoConstraints: Bool, isMisplaced: Bool,
                isAmbiguous: Bool, backgroundColor: XIBColor?, tintColor: XIBColor?,
                horizontalHuggingPriority: Double, verticalHuggingPriority: Double,
                horizontalCompressionResistancePriority: Double, verticalCompressionResistancePriority: Double,
                placeholderIntrinsicWidth: XIBIntrinsicDimension?, placeholderIntrinsicHeight: XIBIntrinsicDimension?,
                layoutMargins: XIBEdgeInsets?, preservesSuperviewLayoutMargins: Bool,
                insetsLayoutMarginsFromSafeArea: Bool, runtimeAttributes: [XIBRuntimeAttribute],
                connections: [XIBConnection], subviews: [XIBView], constraints: [XIBConstraint],
                layoutGuides: [XIBLayoutGuide], properties: XIBViewProperties, isInstalled: Bool,
                position: XIBSourcePosition, simulatedMetrics: SimulatedMetrics = SimulatedMetrics()) {
        self.kind = kind
        self.id = id
        self.hasSyntheticID = hasSyntheticID
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.tag = tag
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.isHidden = isHidden
        self.clipsSubviews = clipsSubviews
        self.alpha = alpha
        self.contentMode = contentMode
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.isMisplaced = isMisplaced
        self.isAmbiguous = isAmbiguous
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.horizontalHuggingPriority = horizontalHuggingPriority
        self.verticalHuggingPriority = verticalHuggingPriority
        self.horizontalCompressionResistancePriority = horizontalCompressionResistancePriority
        self.verticalCompressionResistancePriority = verticalCompressionResistancePriority
        self.placeholderIntrinsicWidth = placeholderIntrinsicWidth
        self.placeholderIntrinsicHeight = placeholderIntrinsicHeight
        self.layoutMargins = layoutMargins
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.runtimeAttributes = runtimeAttributes
        self.connections = connections
        self.subviews = subviews
        self.constraints = constraints
        self.layoutGuides = layoutGuides
        self.properties = properties
        self.isInstalled = isInstalled
        self.position = position
        self.simulatedMetrics = simulatedMetrics
    }

    /// The label properties, if this is a label.
    public var label: XIBLabelProperties? {
        if case .label(let properties) = properties { return properties }
        return nil
    }

    /// The image view properties, if this is an image view.
    public var imageView: XIBImageViewProperties? {
        if case .imageView(let properties) = properties { return properties }
        return nil
    }

    /// The button properties, if this is a button.
    public var button: XIBButtonProperties? {
        if case .button(let properties) = properties { return properties }
        return nil
    }

    /// The stack view properties, if this is a stack view.
    public var stackView: XIBStackViewProperties? {
        if case .stackView(let properties) = properties { return properties }
        return nil
    }

    /// The text view properties, if this is a text view.
    public var textView: XIBTextViewProperties? {
        if case .textView(let properties) = properties { return properties }
        return nil
    }

    /// The text field properties, if this is a text field.
    public var textField: XIBTextFieldProperties? {
        if case .textField(let properties) = properties { return properties }
        return nil
    }

    /// The cell properties, if this is a cell or reusable view.
    public var cell: XIBCellProperties? {
        if case .cell(let properties) = properties { return properties }
        return nil
    }

    /// The control properties, if this is one of UIKit's controls ``XIBControlProperties`` models.
    public var control: XIBControlProperties? {
        if case .control(let properties) = properties { return properties }
        return nil
    }

    /// The cell's content view (the subview keyed `contentView`), if any.
    public var contentView: XIBView? { subviews.first { $0.key == "contentView" } }

    /// The safe-area layout guide, if the view has one.
    public var safeArea: XIBLayoutGuide? { layoutGuides.first { $0.isSafeArea } }

    /// The outlets the view declares, property name → destination id.
    public var outlets: [String: String] {
        var result: [String: String] = [:]
        for connection in connections where connection.kind == .outlet {
            result[connection.name] = connection.destination
        }
        return result
    }

    /// This view and all views below it, depth first, in document order.
    public var allViews: [XIBView] {
        var result: [XIBView] = []
        func visit(_ view: XIBView) {
            result.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return result
    }

    /// The first view with an id in this subtree (including this view).
    public func view(withID id: String) -> XIBView? {
        if self.id == id { return self }
        for subview in subviews {
            if let found = subview.view(withID: id) { return found }
        }
        return nil
    }
}
