/// The user-interface direction that maps `leading`/`trailing` to `left`/`right`.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}
