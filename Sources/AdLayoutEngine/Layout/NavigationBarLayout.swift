import Foundation
import AdLayoutModel

/// The navigation bar: bar buttons at the edges, the title centred on the bar.
struct NavigationBarLayout {
    let measurer: any TextMeasuring

    func layout(settings: OfferwallSettings, title: String?, frame: CGRect) -> LayoutNode {
        var bar = LayoutNode(kind: .navigationBar, frame: frame, box: BoxStyle(backgroundColor: settings.listViewBackgroundColor))
        let factory = ElementFactory(measurer: measurer)
        var buttonAttr = LabelAttribute(font: TnkDefaults.barButtonFont, color: settings.navigationBarItemTintColor)
        buttonAttr.numberOfLines = 1
        var leftEdge = frame.minX + TnkDefaults.barButtonMargin
        var rightEdge = frame.maxX - TnkDefaults.barButtonMargin

        func button(_ item: BarButtonItem, kind: NodeKind, leading: Bool) {
            let text: String
            switch item {
            case .none: return
            case .close: text = settings.closeBarButtonTitle
            case .help, .helpWithBadge: text = settings.helpBarButtonTitle
            case .info: text = "안내"
            case .back: text = "‹"
            }
            let (size, metrics) = factory.labelSize(buttonAttr, text: text, maxWidth: frame.width / 3)
            let x = leading ? leftEdge : rightEdge - size.width
            bar.children.append(factory.label(kind, buttonAttr, text: text,
                                              frame: CGRect(x: x, y: frame.midY - size.height / 2,
                                                            width: size.width, height: size.height), metrics: metrics))
            if leading { leftEdge = x + size.width + 8 } else { rightEdge = x - 8 }
        }
        button(settings.leftBarButtonItem, kind: .leftBarButton, leading: true)
        button(settings.rightBarButtonItem, kind: .rightBarButton, leading: false)

        if let title, !title.isEmpty {
            let attr = LabelAttribute(font: TnkDefaults.navigationTitleFont, color: settings.navigationBarTitleColor)
            // Centred on the bar, but never under a bar button.
            let halfRoom = min(frame.midX - leftEdge, rightEdge - frame.midX)
            let (size, metrics) = factory.labelSize(attr, text: title, maxWidth: max(0, 2 * halfRoom))
            bar.children.append(factory.label(.navigationTitle, attr, text: title,
                                              frame: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                                            width: size.width, height: size.height), metrics: metrics))
        }
        return bar
    }
}
