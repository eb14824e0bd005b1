/// The design device's size classes: the one place that says which of Xcode's device ids is which
/// iPhone or iPad, and what UIKit's trait collection is on it.
extension XIBDevice {
    /// Xcode's iPhone device ids, each with the phones it stands for and its width class in landscape.
    ///
    /// Every iPhone is width compact, height regular in portrait and height compact in landscape; in
    /// landscape the large phones (Plus, Max, XR and 11) are width regular, the others width compact
    /// (Apple's Human Interface Guidelines, "Layout", device size classes). The large ones are the
    /// phones at least 414 pt wide in portrait; ids not listed here have no known size classes.
    ///
    /// | id           | phones (points in portrait)                                 | landscape width |
    /// |--------------|-------------------------------------------------------------|-----------------|
    /// | `retina3_5`  | iPhone 4s (320 x 480)                                       | compact         |
    /// | `retina4_0`  | iPhone 5s, SE 1st generation (320 x 568)                    | compact         |
    /// | `retina4_7`  | iPhone 6 to 8, SE 2nd and 3rd generation (375 x 667)        | compact         |
    /// | `retina5_5`  | iPhone 6 Plus to 8 Plus (414 x 736)                         | regular         |
    /// | `retina5_9`  | iPhone X, XS, 11 Pro; 12 and 13 mini (375 x 812)            | compact         |
    /// | `retina6_1`  | iPhone XR, 11 (414 x 896)                                   | regular         |
    /// | `retina6_5`  | iPhone XS Max, 11 Pro Max (414 x 896)                       | regular         |
    /// | `retina6_0`  | iPhone 12, 12 Pro, 13, 13 Pro, 14 (390 x 844)               | compact         |
    /// | `retina6_7`  | iPhone 12 Pro Max, 13 Pro Max, 14 Plus (428 x 926)          | regular         |
    /// | `retina6_12` | iPhone 14 Pro, 15, 15 Pro, 16 (393 x 852)                   | compact         |
    /// | `retina6_72` | iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus (430 x 932) | regular         |
    /// | `retina6_3`  | iPhone 16 Pro (402 x 874)                                   | compact         |
    /// | `retina6_9`  | iPhone 16 Pro Max (440 x 956)                               | regular         |
    public static let iPhoneLandscapeWidthClasses: [String: XIBSizeClass] = [
        "retina3_5": .compact, "retina4_0": .compact, "retina4_7": .compact, "retina5_5": .regular,
        "retina5_9": .compact, "retina6_1": .regular, "retina6_5": .regular, "retina6_0": .compact,
        "retina6_7": .regular, "retina6_12": .compact, "retina6_72": .regular, "retina6_3": .compact,
        "retina6_9": .regular,
    ]

    /// The trait collection IB designs for on this device in its orientation, or `nil` when it is
    /// not known (an id not in ``iPhoneLandscapeWidthClasses`` and not an iPad's, an orientation other
    /// than `portrait` or `landscape`, or an iPad in a Split View layout).
    ///
    /// - iPhones: width compact, height regular in portrait; in landscape height compact and the width
    ///   class from ``iPhoneLandscapeWidthClasses``.
    /// - iPads (ids starting `ipad`): width and height regular in both orientations, full screen (no
    ///   `layout`, or `fullscreen`); a Split View share's width class depends on the share, so it is
    ///   left unknown.
    /// - No orientation written reads as portrait, IB's default.
    public var traitCollection: XIBTraitCollection? {
        let isLandscape: Bool
        switch orientation {
        case nil, "portrait": isLandscape = false
        case "landscape": isLandscape = true
        default: return nil
        }
        if id.hasPrefix("ipad") {
            guard layout == nil || layout == "fullscreen" else { return nil }
            return XIBTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        }
        guard let landscapeWidth = Self.iPhoneLandscapeWidthClasses[id] else { return nil }
        return isLandscape
            ? XIBTraitCollection(horizontalSizeClass: landscapeWidth, verticalSizeClass: .compact)
            : XIBTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }
}
