/// Where a stack view's arranged views sit across its main axis, UIKit's `UIStackView.Alignment`. The raw values are
/// UIKit's names, which are also the words Xcode writes; `top` and `leading` (and `bottom` and `trailing`) are the
/// same alignment to UIKit, kept apart as written.
public enum StackViewAlignment: String, Hashable, Sendable, CaseIterable {
    /// Views fill the cross axis (the default).
    case fill
    /// Leading edges aligned (vertical stacks); for horizontal stacks the same as ``top``.
    case leading
    /// Top edges aligned (horizontal stacks); for vertical stacks the same as ``leading``.
    case top
    /// First baselines aligned (horizontal stacks; a vertical stack aligns its leading edges).
    case firstBaseline
    /// Centers aligned.
    case center
    /// Trailing edges aligned (vertical stacks); for horizontal stacks the same as ``bottom``.
    case trailing
    /// Bottom edges aligned (horizontal stacks); for vertical stacks the same as ``trailing``.
    case bottom
    /// Last baselines aligned (horizontal stacks; a vertical stack aligns its leading edges).
    case lastBaseline
}
