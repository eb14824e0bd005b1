import Foundation
import AdLayoutModel
import AdLayoutEngine

/// The shopping search row: a pill field with a magnifier and the placeholder "상품을 검색하세요",
/// and a "my" person button at the right (buttons 1 = search, 2 = my menu in the SDK).
///
/// The field uses `titleLabel` for the placeholder style and `itemStrokeColor`-like defaults
/// from ``CpsSearchItemViewLayout``; its height is the content height.
public struct CpsSearchItemView: ConstructibleItemView, InsetItemView {
    /// The view.
    public init() {}

    /// The SDK's placeholder.
    public static let placeholder = "상품을 검색하세요"

    /// ``/AdLayoutSDK/ItemLayoutProperties/searchFieldHeight``, whatever the ad.
    public func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        layout.searchFieldHeight
    }

    /// The pill field with the magnifier and the placeholder (`titleLabel.text`,
    /// else ``placeholder``), and the "my" button at the right.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let l = c.layout, f = ElementFactory(measurer: c.measurer), content = c.contentRect
        let myWidth = l.searchMyButtonWidth
        let field = CGRect(x: content.minX, y: content.minY, width: content.width - myWidth - TnkDefaults.searchFieldGap,
                           height: content.height)
        var fieldNode = LayoutNode(kind: .searchField, frame: field,
                                   box: BoxStyle(backgroundColor: l.itemBackgroundColor, cornerRadius: field.height / 2,
                                                 strokeColor: l.searchFieldStrokeColor, strokeWidth: 1))
        let iconSide = TnkDefaults.searchIconSide
        let icon = CGRect(x: field.minX + TnkDefaults.searchIconLeadingSpace, y: field.midY - iconSide / 2,
                          width: iconSide, height: iconSide)
        fieldNode.children.append(f.image(.searchIcon, ImageAttribute(width: iconSide, height: iconSide),
                                          source: ImageSource(.searchIcon), frame: icon, tint: l.headerDescLabel.color))
        var p = l.titleLabel
        p.color = l.searchPlaceholderColor
        let text = l.titleLabel.text.isEmpty ? Self.placeholder : l.titleLabel.text
        let (size, metrics) = f.labelSize(p, text: text, maxWidth: field.maxX - icon.maxX - 16)
        fieldNode.children.append(f.label(.searchPlaceholder, p, text: text,
                                          frame: CGRect(x: icon.maxX + TnkDefaults.searchPlaceholderLeadingSpace,
                                                        y: field.midY - size.height / 2,
                                                        width: size.width, height: size.height), metrics: metrics))
        let my = CGRect(x: content.maxX - myWidth, y: content.midY - myWidth / 2, width: myWidth, height: myWidth)
        let myNode = LayoutNode(kind: .myButton, frame: my, content: .image(ImageContent(source: ImageSource(.iconMy),
                                                                                         tint: l.titleLabel.color)))
        return [fieldNode, myNode]
    }
}
