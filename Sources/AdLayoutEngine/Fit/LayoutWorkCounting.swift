/// An item view whose work per ad grows with its own content: an app's XIB or views made in code,
/// every view of which is laid out (and every label measured) again for each ad. `adlayout fit`
/// counts this work before laying ads out, so that a view of hundreds of labels stops a run early
/// with a diagnostic instead of running for minutes.
public protocol LayoutWorkCounting {
    /// The views laid out for each ad, hidden ones included (the most an ad can cost).
    var viewsPerAd: Int { get }
    /// The view in messages: its class and where it is written (`CellView (Cell.xib:3:9)`).
    var workName: String { get }
}
