import Foundation
import AdLayoutModel
import AdLayoutEngine

extension NativeElements {
    /// The ad's icon image (`url`) in a `side` pt square at `origin`, its corners rounded by `cornerRadius`: the
    /// icon every template with a header or a row draws the same way.
    func icon(_ url: String?, side: CGFloat, at origin: CGPoint, cornerRadius: CGFloat) -> LayoutNode {
        factory.image(.iconImage, ImageAttribute(width: side, height: side, cornerRadius: cornerRadius),
                      source: url.map(ImageSource.init), frame: CGRect(origin: origin, size: CGSize(width: side, height: side)))
    }
}
