import Foundation

/// Section footers (reference §9):
/// - `AdSectionFooterView`: a divider across the top, then a full-width button (`footerButton`)
///   titled with the section's `footer.title` ("더보기" when none is given);
/// - `AdSectionPageFooterView`: the page label "1 / 3", centred;
/// - `AdSectionPrevNextFooterView`: "‹ 1 / 3 ›" — bordered square prev/next buttons around the label.
/// All sit inside `footerInset`; page labels follow the section's scroll position.
struct SectionFooterLayout {
    let measurer: any TextMeasuring

    static let buttonSide: CGFloat = 32
    static let labelGap: CGFloat = 16
    static let moreTitle = "더보기"

    /// "%d / %d" of the SDK, 1-based.
    static func pageText(_ page: Int, of count: Int) -> String { "\(page + 1) / \(max(1, count))" }

    func layout(_ viewClass: String, section: ResolvedSection, geometry g: SectionGeometry,
                x: CGFloat, y: CGFloat, width: CGFloat) -> LayoutNode? {
        let l = section.layout
        let inset = l.footerInset
        let factory = ElementFactory(measurer: measurer)
        var children: [LayoutNode] = []
        var contentHeight: CGFloat
        let top = y + inset.top
        switch viewClass {
        case "AdSectionFooterView":
            let b = l.footerButton
            if l.footerDividerHeight > 0 {
                children.append(LayoutNode(kind: .footerDivider,
                                           frame: CGRect(x: x + inset.left, y: top, width: width - inset.horizontal,
                                                         height: l.footerDividerHeight),
                                           box: BoxStyle(backgroundColor: l.footerDividerColor)))
            }
            let buttonWidth = b.width >= 0 ? b.width : width - inset.horizontal
            let frame = CGRect(x: x + (width - buttonWidth) / 2, y: top + l.footerDividerHeight, width: buttonWidth, height: b.height)
            var box = BoxStyle(cornerRadius: b.cornerRadius, strokeColor: b.strokeColor, strokeWidth: b.strokeWidth)
            if case .color(let c)? = b.backgroundNormal { box.backgroundColor = c }
            children.append(LayoutNode(kind: .footerButton, frame: frame, box: box,
                                       content: .text(TextContent(string: section.footer?.title ?? Self.moreTitle, font: b.font,
                                                                  color: b.colorNormal, alignment: .center, padding: b.inset))))
            contentHeight = l.footerDividerHeight + b.height
        case "AdSectionPageFooterView", "AdSectionPrevNextFooterView":
            guard g.pageCount > 1 else { return nil }
            let text = Self.pageText(g.currentPage, of: g.pageCount)
            let attr = LabelAttribute(font: TnkFonts.getFont(ofSize: 13), color: l.headerDescLabel.color)
            let (size, _) = factory.labelSize(attr, text: text, maxWidth: width)
            let withButtons = viewClass == "AdSectionPrevNextFooterView"
            contentHeight = withButtons ? Self.buttonSide : size.height
            let side = Self.buttonSide
            let total = withButtons ? size.width + 2 * (side + Self.labelGap) : size.width
            var cx = x + (width - total) / 2
            func button(_ kind: NodeKind, _ asset: String) {
                var node = LayoutNode(kind: kind, frame: CGRect(x: cx, y: top, width: side, height: side),
                                      box: BoxStyle(backgroundColor: l.itemBackgroundColor, cornerRadius: 4,
                                                    strokeColor: l.footerDividerColor.withAlphaComponent(1), strokeWidth: 1))
                node.children.append(factory.image(.init(rawValue: kind.rawValue + "Icon"), ImageAttribute(width: 16, height: 16),
                                                   source: ImageSource("asset:" + asset),
                                                   frame: CGRect(x: cx + (side - 16) / 2, y: top + (side - 16) / 2, width: 16, height: 16),
                                                   tint: attr.color))
                children.append(node)
                cx += side + Self.labelGap
            }
            if withButtons { button(.footerPrevButton, "prev_arrow") }
            children.append(factory.label(.pageLabel, attr, text: text,
                                          frame: CGRect(x: cx, y: top + (contentHeight - size.height) / 2,
                                                        width: size.width, height: size.height)))
            cx += size.width + Self.labelGap
            if withButtons { button(.footerNextButton, "next_arrow") }
        default:
            return nil
        }
        let height = max(l.sectionFooterMinHeight, inset.top + contentHeight + inset.bottom)
        return LayoutNode(kind: .sectionFooter, frame: CGRect(x: x, y: y, width: width, height: height), children: children)
    }
}
