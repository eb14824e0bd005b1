import Foundation
import AdLayoutModel

/// Section footers (docs/fidelity/sdk-sources.md, "Screen parts"):
/// - `AdSectionFooterView`: a divider across the top, then a full-width button (`footerButton`)
///   titled with the section's `footer.title` ("더보기" when none is given);
/// - `AdSectionPageFooterView`: the page label "1 / 3", centred;
/// - `AdSectionPrevNextFooterView`: "‹ 1 / 3 ›" — bordered white square prev/next buttons, centred
///   ``/AdLayoutSDK/TnkDefaults/pageButtonOffset`` either side of the label (``/AdLayoutSDK/TnkDefaults``).
/// All sit inside `footerInset`; page labels follow the section's scroll position.
package struct SectionFooterLayout {
    let measurer: any TextMeasuring
    /// Background of the prev/next buttons.
    var buttonBackground = Color.white

    static let moreTitle = "더보기"

    /// "%d / %d" of the SDK, 1-based.
    package static func pageText(_ page: Int, of count: Int) -> String { "\(page + 1) / \(max(1, count))" }

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
            let attr = LabelAttribute(font: TnkDefaults.pageLabelFont, color: l.headerDescLabel.color)
            let (size, metrics) = factory.labelSize(attr, text: text, maxWidth: width)
            let withButtons = viewClass == "AdSectionPrevNextFooterView"
            let side = TnkDefaults.pageButtonSide
            contentHeight = withButtons ? side : size.height
            let midX = x + width / 2
            // The measured border in the light theme; a themed divider colour otherwise.
            let stroke = l.footerDividerColor == Color(argb: 0xFFF2_F2F2) ? TnkDefaults.pageButtonStrokeColor
                : l.footerDividerColor.withAlphaComponent(1)
            func button(_ kind: NodeKind, _ asset: BuiltInAsset, centre: CGFloat) {
                let frame = CGRect(x: centre - side / 2, y: top, width: side, height: side)
                // The device's soft shadow, drawn before (under) the button.
                children.append(LayoutNode(kind: .init(rawValue: kind.rawValue + "Shadow"),
                                           frame: frame.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: TnkDefaults.pageButtonShadowOffset),
                                           box: BoxStyle(backgroundColor: TnkDefaults.pageButtonShadowColor, cornerRadius: 4.5)))
                var node = LayoutNode(kind: kind, frame: frame,
                                      box: BoxStyle(backgroundColor: buttonBackground, cornerRadius: 4,
                                                    strokeColor: stroke, strokeWidth: 1))
                let chevron = TnkDefaults.pageButtonChevronSide
                node.children.append(factory.image(.init(rawValue: kind.rawValue + "Icon"),
                                                   ImageAttribute(width: chevron, height: chevron),
                                                   source: ImageSource(asset),
                                                   frame: CGRect(x: frame.midX - chevron / 2, y: frame.midY - chevron / 2,
                                                                 width: chevron, height: chevron),
                                                   tint: attr.color))
                children.append(node)
            }
            if withButtons { button(.footerPrevButton, .prevArrow, centre: midX - TnkDefaults.pageButtonOffset) }
            children.append(factory.label(.pageLabel, attr, text: text,
                                          frame: CGRect(x: midX - size.width / 2, y: top + (contentHeight - size.height) / 2,
                                                        width: size.width, height: size.height), metrics: metrics))
            if withButtons { button(.footerNextButton, .nextArrow, centre: midX + TnkDefaults.pageButtonOffset) }
        default:
            return nil
        }
        let height = max(l.sectionFooterMinHeight, inset.top + contentHeight + inset.bottom)
        return LayoutNode(kind: .sectionFooter, frame: CGRect(x: x, y: y, width: width, height: height), children: children)
    }
}
