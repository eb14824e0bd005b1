import Foundation

/// A menu or filter row: buttons of `itemButton` style, `itemSpace` apart, from `menuInset.left`;
/// items past the right edge are clipped as the device's scrolling row would be.
struct MenuRowLayout {
    let measurer: any TextMeasuring

    func layout(_ menu: ResolvedMenu, kind: NodeKind, itemKind: NodeKind, y: CGFloat, width: CGFloat) -> LayoutNode {
        let l = menu.layout
        let height = l.viewHeight(CGSize(width: width, height: 0))
        var row = LayoutNode(kind: kind, frame: CGRect(x: 0, y: y, width: width, height: height),
                             box: BoxStyle(backgroundColor: l.menuBackgroundColor, clipsToBounds: true))
        let b = l.itemButton
        var x = l.menuInset.left
        let top = y + l.menuInset.top
        for (i, title) in menu.items.enumerated() {
            if x >= width { break }
            let selected = i == menu.selected
            let font = selected ? (b.fontSelected ?? b.font) : b.font
            let textWidth = measurer.measure(title, font: font, maxWidth: nil, numberOfLines: 1,
                                             lineBreakMode: .byClipping).width.rounded(.up)
            let w = b.width >= 0 ? b.width : textWidth + b.inset.horizontal
            let background = selected ? b.backgroundSelected : b.backgroundNormal
            var box = BoxStyle(cornerRadius: b.cornerRadius,
                               strokeColor: selected && b.strokeWidthSelected > 0 ? b.strokeColorSelected : b.strokeColor,
                               strokeWidth: selected && b.strokeWidthSelected > 0 ? b.strokeWidthSelected : b.strokeWidth)
            if case .color(let c)? = background { box.backgroundColor = c }
            let text = TextContent(string: title, font: font, color: selected ? b.colorSelected : b.colorNormal,
                                   numberOfLines: 1, lineBreakMode: .byClipping, alignment: .center, padding: b.inset)
            row.children.append(LayoutNode(kind: itemKind, frame: CGRect(x: x, y: top, width: w, height: b.height),
                                           box: box, content: .text(text)))
            x += w + l.itemSpace
        }
        if l.dividerHeight > 0 {
            row.children.append(LayoutNode(kind: .divider,
                                           frame: CGRect(x: 0, y: y + height - l.dividerHeight, width: width, height: l.dividerHeight),
                                           box: BoxStyle(backgroundColor: l.dividerColor)))
        }
        return row
    }
}
