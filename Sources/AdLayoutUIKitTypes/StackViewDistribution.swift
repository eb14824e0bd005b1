/// How a stack view's arranged views share its main axis, UIKit's `UIStackView.Distribution`. The raw values are
/// UIKit's names, which are also the words Xcode writes.
public enum StackViewDistribution: String, Hashable, Sendable, CaseIterable {
    /// Views edge to edge with `spacing`; hugging and compression resistance decide who stretches (the default).
    case fill
    /// Views edge to edge with `spacing`, all the same size.
    case fillEqually
    /// Views edge to edge with `spacing`, each `intrinsic / (Σ intrinsic + spacings)` of the stack's size at
    /// priority 999 − its index (at least 751), rebuilt when intrinsic sizes change; as ``fillEqually`` when no
    /// view has an intrinsic size.
    case fillProportionally
    /// Views at their own sizes with equal gaps of at least `spacing`.
    case equalSpacing
    /// Centers equally far apart (priority 150 − the index, at least 50), gaps of at least `spacing`.
    case equalCentering
}
