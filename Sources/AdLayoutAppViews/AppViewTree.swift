import AdLayoutAutoLayout
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// A constraint of an app view: Auto Layout's, named (its ``ConstraintSource``) by where it is written.
struct AppConstraint: Sendable {
    var constraint: LayoutConstraint
    var source: SourcePosition

    /// `first.firstAttribute relation second.secondAttribute × multiplier + constant @ priority`, written at `source`
    /// (`secondAttribute` is `.notAnAttribute` for a constant, a width or height alone).
    init(_ firstItem: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ secondItem: String?,
         _ secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double, priority: Double, source: SourcePosition) {
        constraint = LayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondItem == nil ? .notAnAttribute : secondAttribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant, priority: LayoutPriority(Float(priority)), source: ConstraintSource(source.id, file: source.file, line: source.line))
        self.source = source
    }
}

/// One view of an app view, as both front ends give it (a XIB's element, a view made in code): what Auto
/// Layout and the node bridge read, with the UIKit properties of its kind in IB's model (`element`) for the
/// controls' metrics, text measuring and paint.
struct AppView: Sendable {
    var id: String
    var kind: XIBViewKind
    var source: SourcePosition
    /// The frame saved in the XIB (or the item's for the root made in code); nil when none is written.
    var frame: LayoutRect?
    var isHidden: Bool
    var translatesAutoresizingMaskIntoConstraints: Bool
    var hugging: AxisPriorities
    var compressionResistance: AxisPriorities
    /// The image an image view names (`image="Logo"`, `UIImage(named:)`).
    var image: String?
    /// A stack view's arrangement.
    var stack: StackViewConfiguration?
    /// The constraints the view holds, active ones only, in the order written.
    var constraints: [AppConstraint]
    /// The installed subviews in z-order.
    var subviews: [AppView]
    /// The kind's UIKit properties (font, text, control state, margins, runtime attributes), as IB's model holds them.
    var element: XIBView

    /// This view and every view inside it, depth first.
    var allViews: [AppView] { [self] + subviews.flatMap(\.allViews) }
}

/// An app's item view as one typed tree, whichever front end read it: its root view, the outlets that name
/// its views, and what the design gives (image sizes, device, the Xcode that saved it).
struct AppViewTree: Sendable {
    /// The file messages and sources name.
    var file: String
    var root: AppView
    /// Outlet names by view id (the root's and File's Owner's outlets).
    var outletNames: [String: String]
    /// View ids by outlet name, as the nib sets them (a later outlet of a name replaces an earlier).
    var outletIDs: [String: String]
    /// The sizes in points of the images the views name (IB's `<resources>`; a code view's app images).
    var imageSizes: [String: LayoutSize]
    /// IBDesignable views' intrinsic sizes, by view id.
    var designableIntrinsicSizes: [String: LayoutSize]
    /// The design device (nil for views made in code).
    var device: XIBDevice?
    /// The Xcode that saved the file (``ControlMetrics/toolsVersion(_:)``); the newest for views made in code.
    var toolsVersion: Int
    /// The design device's pixels per point.
    var scale: Double
    /// The view File's Owner's `view` outlet names (a view controller's root view), if any.
    var viewControllerRootID: String?
}
