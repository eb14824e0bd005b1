import AdLayoutConstraintSolver

/// UIKit's Auto Layout over a ``LayoutItem`` tree, built once and re-solved cheaply.
///
/// **Model.** Each item gets four solver variables — left, top, width and height — in the root's coordinate space;
/// results are reported relative to the parent, like `UIView.frame`. The root's frame is fixed at
/// `(0, 0, rootSize)` by required constraints. The system adds, in this order:
/// 1. the root frame;
/// 2. a fixed frame (required) for each item with ``LayoutItem/translatesAutoresizingMaskIntoConstraints``;
/// 3. each stack view's arrangement (UIStackView's constraints, named as UIKit names them: edges, spacing,
///    distribution, alignment, hidden arranged views collapsed along the axis with their gaps), replaced in the
///    built solver when ``setHidden(_:)`` changes which arranged views are hidden;
/// 4. the caller's active constraints, in array order;
/// 5. content hugging (`size ≤ intrinsic` at the hugging priority) and compression resistance
///    (`size ≥ intrinsic` at its priority) for every axis that has an intrinsic size. The intrinsic size is an edit
///    variable (strength 1e7, above any priority below 1000), so new sizes are applied with `suggestValue` and the
///    dual simplex instead of a rebuild. Hugging and compression priorities of 1000 are treated as 999.
///
/// **Priorities.** The optional priorities the system uses are ranked (``PriorityLadder``), so a higher one wins
/// over any number of lower ones with equal errors, as UIKit's do.
///
/// **Conflicts.** When a required constraint contradicts the required constraints added before it, that
/// constraint — the last one added of the conflicting set, in the order above — is left out, like UIKit breaking
/// one, and a ``LayoutWarning/unsatisfiableConstraints(broken:involved:isMinimal:)`` lists a minimal conflicting
/// set (found by deletion filtering over the required constraints connected to it).
///
/// **Ambiguity.** After a solve (see ``AutoLayoutOptions/ambiguityCheck``) each item's x and y relative to its
/// parent, width and height are probed with ``AdLayoutConstraintSolver/Solver/canVary(_:)``: a component that can
/// change while every constraint stays equally well satisfied is reported as
/// ``LayoutWarning/ambiguousLayout(itemID:components:)``.
///
/// **Re-solving.** ``update(intrinsicSizes:)`` and ``layout(measuring:)`` reuse the built tableau; only the edit
/// variables move. Limits are in ``AutoLayoutLimits``. The system is a mutable object for one thread at a time.
public final class AutoLayoutSystem {
    /// The options it was built with.
    public let options: AutoLayoutOptions
    /// The root's fixed size.
    public let rootSize: LayoutSize
    /// Every item's id in depth-first order, the root first.
    public let itemIDs: [String]
    /// Conflicts found while building; they are repeated in every result.
    public internal(set) var buildWarnings: [LayoutWarning] = [] {
        didSet { standingWarnings = nil }
    }

    let solver: Solver
    var nodes: [Node] = []
    var indexByID: [String: Int] = [:]
    let userConstraints: [LayoutConstraint]
    var records: [Record] = []
    /// Indices of required records that the solver accepted, in order.
    var acceptedRequired: [Int] = []
    var intrinsicAxes: [IntrinsicAxis] = []
    var measuredNodes: [Int] = []
    var proportionalStacks: [ProportionalStack] = []
    /// Each stack view's arrangement in the solver, by node index (rebuilt when its hidden views change).
    var stackArrangements: [Int: StackArrangement] = [:]
    /// Slots of `records` that a removed arrangement left free, reused so records stay bounded.
    var freeRecords: [Int] = []
    var ambiguityWarnings: [LayoutWarning] = [] {
        didSet { standingWarnings = nil }
    }
    /// `buildWarnings + ambiguityWarnings`, joined once and shared by every result until either changes
    /// (a view with thousands of conflicts would otherwise copy them for every solve).
    var standingWarnings: [LayoutWarning]?
    var hasCheckedAmbiguity = false
    /// left, top, width, height of every node, in node order (for one bulk read per solve).
    var frameVariables: [Variable] = []
    /// The strengths of the optional priorities this system uses, ranked.
    var ladder = PriorityLadder([])

    /// Builds the system: validates the tree and constraints against ``AutoLayoutLimits``, then adds every
    /// constraint to a new solver. Intrinsic sizes start at ``IntrinsicContentSize/fixed(_:)`` values, and at zero
    /// for ``IntrinsicContentSize/measured`` items until the first ``layout(measuring:)``.
    ///
    /// - Throws: ``AutoLayoutError`` for limits, invalid items or constraints, or a solver failure. Conflicts do not
    ///   throw; they become ``buildWarnings``.
    public init(
        root: LayoutItem, rootSize: LayoutSize, constraints: [LayoutConstraint],
        options: AutoLayoutOptions = AutoLayoutOptions()
    ) throws(AutoLayoutError) {
        guard rootSize.width.isFinite, rootSize.height.isFinite, rootSize.width >= 0, rootSize.height >= 0 else {
            throw .invalidRootSize(rootSize)
        }
        guard constraints.count <= AutoLayoutLimits.maximumConstraintCount else {
            throw .tooManyConstraints(count: constraints.count, limit: AutoLayoutLimits.maximumConstraintCount)
        }
        self.options = options
        self.rootSize = rootSize
        self.userConstraints = constraints
        self.solver = Solver(maximumPivotsPerOperation: options.maximumPivotsPerOperation)
        let (nodes, index) = try Self.flatten(root)
        self.nodes = nodes
        self.indexByID = index
        self.itemIDs = nodes.map(\.item.id)
        self.frameVariables = nodes.flatMap { [$0.left, $0.top, $0.width, $0.height] }
        // Every optional priority the system will use: the caller's, intrinsic sizes' (capped at 999) and stacks'.
        var priorities = constraints.map(\.priority)
        for node in nodes {
            for axis in [LayoutAxis.horizontal, .vertical] {
                priorities += [min(node.item.contentHuggingPriority[axis], 999), min(node.item.compressionResistancePriority[axis], 999)]
            }
            priorities += Self.stackPriorities(node.item)
        }
        self.ladder = PriorityLadder(priorities)
        let resolved = try resolveUserConstraints()
        try addRootFrame()
        try addAutoresizingFrames()
        let solverConstraints = resolved.map { $0.map { (makeExpression($0), $0.relation, $0.strength) } }
        for (offset, constraint) in Self.foldingCopies(solverConstraints).enumerated() {
            guard let constraint else { continue }
            try add(constraint.expression, constraint.relation, constraint.strength, origin: .user(offset))
        }
        // UIStackView makes its constraints in `updateConstraints`, after the nib's are active: where they contradict
        // the app's, the stack's give way (Kickstarter's BackerDashboardEmptyStateCell pins two stacked icons to the
        // stack's top; IB saved both at 0, breaking the UISV-spacing between them).
        for stack in nodes.indices where nodes[stack].item.stackConfiguration != nil {
            try addStackArrangement(stack)
        }
        try addInitialIntrinsicSizes()
        try refreshProportionalStacks()
    }

    /// How many constraints the solver holds: the caller's active ones that were not broken plus the generated
    /// ones (root frame, autoresizing masks, stack views, intrinsic sizes and their edit constraints).
    public var solverConstraintCount: Int { solver.constraintCount }

    /// The id of the item's parent (for a guide, its owning view); `nil` for the root or an unknown id.
    public func parentID(of id: String) -> String? {
        guard let index = indexByID[id], nodes[index].parent >= 0 else { return nil }
        return nodes[nodes[index].parent].item.id
    }

    /// Solves with the current intrinsic sizes.
    public func layout() throws(AutoLayoutError) -> LayoutResult {
        try makeResult(extraWarnings: [])
    }

    /// Sets intrinsic sizes by item id and re-solves through the edit variables (no rebuild).
    ///
    /// A negative component removes that axis's intrinsic size (its hugging and compression constraints); a
    /// non-negative one on an axis without one adds them. Ids that are not given keep their sizes.
    /// - Throws: ``AutoLayoutError/unknownItemID(_:)``, or a solver failure.
    public func update(intrinsicSizes: [String: LayoutSize]) throws(AutoLayoutError) -> LayoutResult {
        for (id, size) in intrinsicSizes {
            guard let index = indexByID[id] else { throw .unknownItemID(id) }
            try setIntrinsicSize(size, of: index)
        }
        try refreshProportionalStacks()
        return try makeResult(extraWarnings: [])
    }

    /// Measures every ``IntrinsicContentSize/measured`` item and solves, like a layout pass with
    /// `preferredMaxLayoutWidth`: first each item is measured without a width and the system solved, then each is
    /// re-measured at its solved width and the system re-solved, at most
    /// ``AutoLayoutOptions/maximumMeasurementPasses`` times and only while some size changes. If sizes still change
    /// after the last pass the result carries ``LayoutWarning/measurementDidNotConverge(itemIDs:)``.
    public func layout(measuring measurer: some IntrinsicSizeMeasuring) throws(AutoLayoutError) -> LayoutResult {
        for index in measuredNodes {
            try setIntrinsicSize(measurer.intrinsicSize(of: nodes[index].item, width: nil), of: index)
        }
        try refreshProportionalStacks()
        var unsettled: [Int] = []
        var pass = 0
        while pass < options.maximumMeasurementPasses {
            pass += 1
            solver.updateVariables()
            unsettled.removeAll(keepingCapacity: true)
            for index in measuredNodes {
                let width = max(0, solver.value(of: nodes[index].width))
                let size = measurer.intrinsicSize(of: nodes[index].item, width: width)
                if try setIntrinsicSize(size, of: index) { unsettled.append(index) }
            }
            if unsettled.isEmpty { break }
            try refreshProportionalStacks()
        }
        // Sizes set by the last pass were solved but not re-measured: report them only if that pass still changed
        // something and no pass was left to confirm them.
        let warning: [LayoutWarning] =
            unsettled.isEmpty || options.maximumMeasurementPasses == 0
            ? [] : [.measurementDidNotConverge(itemIDs: unsettled.map { nodes[$0].item.id })]
        return try makeResult(extraWarnings: warning)
    }

    /// Reads the solution into a result, running the ambiguity check if the options ask for it.
    func makeResult(extraWarnings: [LayoutWarning]) throws(AutoLayoutError) -> LayoutResult {
        solver.updateVariables()
        let values = solver.values(of: frameVariables)
        var rootFrames: [LayoutRect] = []
        var relativeFrames: [LayoutRect] = []
        rootFrames.reserveCapacity(nodes.count)
        relativeFrames.reserveCapacity(nodes.count)
        for (position, node) in nodes.enumerated() {
            let base = position * 4
            // `+ 0` turns the solver's occasional −0.0 into 0.0.
            let frame = LayoutRect(
                x: values[base] + 0, y: values[base + 1] + 0, width: values[base + 2] + 0, height: values[base + 3] + 0)
            rootFrames.append(frame)
            if node.parent >= 0 {
                let parent = rootFrames[node.parent]
                relativeFrames.append(
                    LayoutRect(x: frame.x - parent.x, y: frame.y - parent.y, width: frame.width, height: frame.height))
            } else {
                relativeFrames.append(frame)
            }
        }
        switch options.ambiguityCheck {
        case .never:
            break
        case .onFirstLayout:
            if !hasCheckedAmbiguity { try checkAmbiguity() }
        case .onEveryLayout:
            try checkAmbiguity()
        }
        let stack = try stackWarnings()
        let warnings: [LayoutWarning]
        if stack.isEmpty {
            let standing = standingWarnings ?? buildWarnings + ambiguityWarnings
            standingWarnings = standing
            warnings = extraWarnings.isEmpty ? standing : standing + extraWarnings
        } else {
            warnings = buildWarnings + stack + ambiguityWarnings + extraWarnings
        }
        return LayoutResult(
            itemIDs: itemIDs, index: indexByID, relativeFrames: relativeFrames, rootFrames: rootFrames,
            warnings: warnings)
    }
}
