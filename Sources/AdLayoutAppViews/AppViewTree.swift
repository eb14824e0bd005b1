import AdLayoutAutoLayout
import AdLayoutEngine
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

/// One view of an app view, as both front ends give it (a XIB's element converted once, a view made in code built
/// directly): what Auto Layout, the controls' metrics, text measuring and paint read, in the tree's own types.
struct AppView: Sendable {
    var id: String
    /// Whether the id is the document's (IB's, or the view's name in code), not one the reader made up.
    var isIDWritten: Bool
    var kind: ViewKind
    var source: SourcePosition
    /// The frame saved in the XIB (or the item's for the root made in code); nil when none is written.
    var frame: LayoutRect?
    var isHidden: Bool
    var alpha: Double
    var translatesAutoresizingMaskIntoConstraints: Bool
    /// Whether it is a cell's content view (kept at its saved frame, as its cell sizes it).
    var isCellContentView: Bool
    var hugging: AxisPriorities
    var compressionResistance: AxisPriorities
    /// IB's placeholder intrinsic width and height (design time only), each nil when not given.
    var placeholderWidth: Double?
    var placeholderHeight: Double?
    /// The layout margins written (`layoutMargins`, `directionalLayoutMargins` with leading as left), nil for UIKit's.
    var layoutMargins: LayoutEdgeInsets?
    var preservesSuperviewLayoutMargins: Bool
    var insetsLayoutMarginsFromSafeArea: Bool
    /// The layout guides it owns.
    var layoutGuides: [AppLayoutGuide]
    /// Its background, clipping, and the layer's corners and border its runtime attributes set.
    var box: BoxStyle
    /// Its own tint colour, nil to inherit the system's.
    var tint: Color?
    /// The image an image view names (`image="Logo"`, `UIImage(named:)`).
    var image: String?
    /// A stack view's arrangement.
    var stack: StackViewConfiguration?
    /// What its kind shows: text, a button, a control.
    var content: AppViewContent
    /// The constraints the view holds, active ones only, in the order written.
    var constraints: [AppConstraint]
    /// The installed subviews in z-order.
    var subviews: [AppView]

    /// This view and every view inside it, depth first.
    var allViews: [AppView] { [self] + subviews.flatMap(\.allViews) }

    /// The style of the text it shows (a label's, a text field's, a text view's, a button's title), nil when none.
    var textStyle: TextStyle? {
        switch content {
        case .text(let text): text.style
        case .button(let button): button.style
        case .none, .control: nil
        }
    }

    /// The text it shows and is measured by: a label's, a text field's or a text view's text, a button's title.
    var text: String? {
        switch content {
        case .text(let text): text.text
        case .button(let button): button.title
        case .none, .control: nil
        }
    }

    var button: AppButton? {
        if case .button(let button) = content { return button }
        return nil
    }

    var control: AppControl? {
        if case .control(let control) = content { return control }
        return nil
    }

    /// Its text's kind (label, text field, text view), nil when it shows none or is a button.
    var textKind: AppText.Kind? {
        if case .text(let text) = content { return text.kind }
        return nil
    }
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
    /// The design device's IB id (`retina6_1`, …; nil for views made in code) and orientation (nil: portrait).
    var deviceID: String?
    var orientation: String?
    /// Whether IB shows the root freeform (not on the design device's screen) or without the status bar.
    var isFreeform: Bool
    var hidesStatusBar: Bool
    /// The Xcode that saved the file (``ControlMetrics/toolsVersion(_:)``); the newest for views made in code.
    var toolsVersion: Int
    /// The design device's pixels per point.
    var scale: Double
    /// The view File's Owner's `view` outlet names (a view controller's root view), if any.
    var viewControllerRootID: String?
}
