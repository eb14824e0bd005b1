import Foundation

extension CGFloat {
    /// A negative size meaning "fit the content" (labels fit their text); the guide's `CGFloat.wrapContent`.
    public static let wrapContent: CGFloat = -2
}
