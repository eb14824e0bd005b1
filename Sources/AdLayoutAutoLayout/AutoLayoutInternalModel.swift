import AdLayoutConstraintSolver

/// One item of the flattened tree with its four variables (root coordinate space).
struct Node {
    let item: LayoutItem
    /// Index of the parent node, -1 for the root.
    let parent: Int
    let depth: Int
    var children: [Int] = []
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// Index into `intrinsicAxes` per axis (horizontal, vertical), -1 until the axis first gets a size.
    var intrinsicAxis: [Int] = [-1, -1]
    /// Set for arranged subviews, which never translate their autoresizing mask.
    var isArranged = false
    /// Whether the item is hidden now: its own ``LayoutItem/isHidden`` until ``AutoLayoutSystem/setHidden(_:)``
    /// changes it (it matters for arranged subviews only).
    var isHidden: Bool

    init(item: LayoutItem, parent: Int, depth: Int) {
        self.item = item
        self.parent = parent
        self.depth = depth
        isHidden = item.isHidden
        left = Variable("\(item.id).left")
        top = Variable("\(item.id).top")
        width = Variable("\(item.id).width")
        height = Variable("\(item.id).height")
    }

    func size(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? width : height }
}

/// A caller's constraint with ids resolved and validated.
struct ResolvedConstraint {
    let first: Int
    let firstAttribute: LayoutAttribute
    let second: Int?
    let secondAttribute: LayoutAttribute
    let relation: Relation
    let multiplier: Double
    let constant: Double
    let strength: Strength
}

/// What a solver constraint stands for; its text is formatted only when a warning needs it.
enum RecordOrigin {
    case user(Int)
    case generated(ConstraintReference.Origin, GeneratedEquation)
}

/// The text of a generated constraint.
enum GeneratedEquation {
    case constraint(LayoutConstraint)
    case text(String)
}

/// A constraint given to the solver.
struct Record {
    let constraint: Constraint
    let origin: RecordOrigin
}

/// The intrinsic size of one item on one axis: an edit variable and, while the axis has a size, its hugging
/// and compression-resistance constraints.
struct IntrinsicAxis {
    let node: Int
    let axis: LayoutAxis
    let variable: Variable
    var value: Double?
    var hugging: Constraint?
    var compression: Constraint?
}

/// A fill-proportionally stack and the proportion constraints currently in the solver.
struct ProportionalStack {
    let stack: Int
    /// The visible arranged views and their intrinsic main sizes the constraints were made for.
    var visible: [Int] = []
    var lengths: [Double] = []
    var constraints: [Constraint] = []
    /// Conflicts of its required constraints (fill-equally when no view has an intrinsic size).
    var warnings: [LayoutWarning] = []
}
