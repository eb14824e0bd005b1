/// The size classes a XIB was designed for: the width (horizontal) and height (vertical) classes of the design
/// device in its orientation (``XIBDevice/traitCollection``).
///
/// IB saves frames for this trait collection, with the size-class variations that match it applied; the reader
/// applies the same variations (``XIBReader``).
public struct XIBTraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The width class (`UITraitCollection.horizontalSizeClass`).
    public let horizontalSizeClass: XIBSizeClass
    /// The height class (`UITraitCollection.verticalSizeClass`).
    public let verticalSizeClass: XIBSizeClass

    /// Creates a trait collection from its two size classes.
    public init(horizontalSizeClass: XIBSizeClass, verticalSizeClass: XIBSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// `widthClass=compact heightClass=regular`, in IB's words.
    public var description: String {
        "widthClass=\(horizontalSizeClass.rawValue) heightClass=\(verticalSizeClass.rawValue)"
    }
}
