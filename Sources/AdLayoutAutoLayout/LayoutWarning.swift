/// Something wrong with a layout that did not stop it, as UIKit logs it.
public enum LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// Required constraints contradict each other. `broken` was left out (the conflicting constraint added last;
    /// see ``AutoLayoutSystem``) and layout went on without it. `involved` lists the conflicting set in the order
    /// the constraints were added, `broken` included; it is minimal (removing any one member resolves the conflict)
    /// when `isMinimal` is true, and otherwise holds only `broken` because the connected system was too large to
    /// analyse (``AutoLayoutLimits/maximumConflictAnalysisSize``).
    case unsatisfiableConstraints(broken: ConstraintReference, involved: [ConstraintReference], isMinimal: Bool)
    /// The constraints leave parts of an item's frame free: another solution that satisfies every constraint
    /// equally well moves them.
    case ambiguousLayout(itemID: String, components: [FrameComponent])
    /// Intrinsic sizes were still changing after the last measurement pass (``AutoLayoutOptions/maximumMeasurementPasses``).
    case measurementDidNotConverge(itemIDs: [String])

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unsatisfiableConstraints(let broken, let involved, let isMinimal):
            "Unable to simultaneously satisfy constraints\(isMinimal ? "" : " (set not analysed)"): "
                + involved.map(\.description).joined(separator: "; ") + ". Will attempt to recover by breaking \(broken)"
        case .ambiguousLayout(let itemID, let components):
            "Ambiguous layout of \(itemID): \(components.map { "\($0)" }.joined(separator: ", ")) not determined"
        case .measurementDidNotConverge(let itemIDs):
            "Intrinsic sizes still changing after the last measurement pass: \(itemIDs.joined(separator: ", "))"
        }
    }
}
