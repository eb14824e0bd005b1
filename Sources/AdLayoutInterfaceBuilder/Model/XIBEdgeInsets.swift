/// Insets in points: a view's layout margins.
///
/// Xcode writes them two ways: `<edgeInsets key="layoutMargins" top left bottom right>` (absolute)
/// and `<directionalEdgeInsets key="directionalLayoutMargins" top leading bottom trailing>`
/// (directional). Both read into this type; ``isDirectional`` says which one was written. For
/// absolute insets ``leading`` holds `left` and ``trailing`` holds `right`.
public struct XIBEdgeInsets: Sendable, Hashable {
    /// The top inset.
    public let top: Double
    /// The leading inset (`left` for absolute insets).
    public let leading: Double
    /// The bottom inset.
    public let bottom: Double
    /// The trailing inset (`right` for absolute insets).
    public let trailing: Double
    /// `true` for `directionalEdgeInsets`, `false` for `edgeInsets`.
    public let isDirectional: Bool

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double, isDirectional: Bool) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.isDirectional = isDirectional
    }
}
