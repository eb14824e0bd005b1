import Foundation
import AdLayoutModel

/// A menu or filter row: buttons of `itemButton` style, `itemSpace` apart, from `menuInset.left`;
/// items past the right edge are clipped as the device's scrolling row would be.
struct MenuRowLayout {
    let measurer: any TextMeasuring
    /// Colours of the my-menu icon and badge.
    let palette: Palette

    func layout(_ menu: ResolvedMenu, kind: NodeKind, itemKind: NodeKind, y: CGFloat, width: CGFloat) -> LayoutNode {
        let l = menu.layout
        let height = menu.height
        var row = LayoutNode(kind: kind, frame: CGRect(x: 0, y: y, width: width, height: height),
                             box: BoxStyle(backgroundColor: l.menuBackgroundColor, clipsToBounds: true))
        let b = l.itemButton
        var x = l.menuInset.left
        let top = y + l.menuInset.top
        // The my-menu icon with its badge sits at the row's right end (menu row only).
        var rightEdge = width
        if let badge = menu.badge {
            let icon = myMenuButton(badge: badge, rowFrame: row.frame, inset: l.menuInset)
            rightEdge = icon.frame.minX
            row.children.append(icon)
        }
        for (i, title) in menu.items.enumerated() {
            if x >= rightEdge { break }
            let selected = i == menu.selected
            let font = selected ? (b.fontSelected ?? b.font) : b.font
            // Sized by the title in the bold face of its size, whatever weight draws it (TnkDefaults).
            var sizing = b.font
            sizing.weight = FontWeight(rawValue: max(b.font.weight.rawValue, TnkDefaults.menuButtonSizingWeight.rawValue)) ?? .bold
            let textWidth = measurer.measure(title, font: sizing, maxWidth: nil, numberOfLines: 1,
                                             lineBreakMode: .byClipping).width
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

    /// The my-menu button: a sheet glyph with a numbered primary-coloured badge at its top-left
    /// (``/AdLayoutSDK/TnkDefaults/myMenuIconSize``); a badge of 0 shows the icon alone.
    func myMenuButton(badge: Int, rowFrame: CGRect, inset: EdgeInsets) -> LayoutNode {
        let size = TnkDefaults.myMenuIconSize
        let frame = CGRect(x: rowFrame.maxX - inset.right - TnkDefaults.myMenuIconTrailingSpace - size.width,
                           y: rowFrame.midY - size.height / 2, width: size.width, height: size.height)
        var node = LayoutNode(kind: .myMenuButton, frame: frame,
                              content: .image(ImageContent(source: ImageSource(.helpN), tint: palette.menuSelected)))
        if badge > 0 {
            let text = badge > 99 ? "99+" : "\(badge)"
            let font = TnkFonts.getBoldFont(ofSize: 10)
            let side = TnkDefaults.myMenuBadgeSide
            let w = max(side, measurer.measure(text, font: font, maxWidth: nil, numberOfLines: 1,
                                               lineBreakMode: .byClipping).width.rounded(.up) + 8)
            node.children.append(LayoutNode(
                kind: .badge, frame: CGRect(x: frame.minX - 4 - w / 2, y: frame.minY - side / 2, width: w, height: side),
                box: BoxStyle(backgroundColor: palette.primary, cornerRadius: side / 2),
                content: .text(TextContent(string: text, font: font, color: .white, alignment: .center))))
        }
        return node
    }
}
