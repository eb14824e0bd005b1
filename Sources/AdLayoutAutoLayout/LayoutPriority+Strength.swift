import AdLayoutConstraintSolver

extension LayoutPriority {
    /// The solver strength this priority maps to alone: the geometric mapping ``Strength/init(uiLayoutPriority:)``
    /// (a factor of about 1.021 per level, 0.001 at 1 to 1e6 at 999). In an ``AutoLayoutSystem`` the optional
    /// priorities it uses are ranked instead (``PriorityLadder``): a higher one outweighs any practical number of
    /// lower ones, as in UIKit.
    public var strength: Strength { Strength(uiLayoutPriority: rawValue) }
}
