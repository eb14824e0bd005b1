import Foundation
import AdLayoutModel
import AdLayoutEngine

/// A view laid out inside ``/AdLayoutSDK/ItemLayoutProperties/itemInset``: its item height is its content's at
/// the width the inset leaves, wrapped by the inset. The built-in views share this one rule.
public protocol InsetItemView: AdListItemView {
    /// Height of the content inside `itemInset` at `contentWidth`.
    func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat
}

extension InsetItemView {
    /// ``contentHeight(layout:contentWidth:measurer:)`` at `width` less the inset's sides, wrapped by the inset
    /// (``/AdLayoutSDK/ItemLayoutProperties/wrappingHeight(content:)``).
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        layout.wrappingHeight(content: contentHeight(layout: layout, contentWidth: max(0, width - layout.itemInset.horizontal),
                                                     measurer: measurer))
    }
}
