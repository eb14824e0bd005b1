// The item view of README.md ("An item view in Swift") and of AdLayoutCore's article "Registering your own
// item view", compiled: SwiftSampleTests checks the documents show these lines.
import AdLayoutCLI
import AdLayoutCore
import Foundation

/// The icon on the left; the title and, under it, the points with their unit.
struct CompactAdListItemView: ConstructibleItemView {
    init() {}

    func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let factory = ElementFactory(measurer: measurer)
        let text = factory.lineHeight(layout.titleLabel.font, lines: layout.titleLabel.numberOfLines)
            + factory.lineHeight(layout.pointAmountLabel.font)
        return layout.wrappingHeight(content: max(layout.iconImage.height, text))
    }

    func layoutElements(_ context: ItemViewContext) -> [LayoutNode] {
        let factory = ElementFactory(measurer: context.measurer)
        let layout = context.layout, content = context.contentRect, ad = context.item

        let icon = CGRect(x: content.minX, y: content.midY - layout.iconImage.height / 2,
                          width: layout.iconImage.width, height: layout.iconImage.height)
        let textX = icon.maxX + layout.titleLabel.leadingSpace
        let points = ad.pointText(layout.pointNumberStyle) + " " + ad.pointUnit
        let title = factory.labelSize(layout.titleLabel, text: ad.appName, maxWidth: content.maxX - textX).size
        let point = factory.labelSize(layout.pointAmountLabel, text: points, maxWidth: content.maxX - textX).size
        let top = content.midY - (title.height + point.height) / 2

        return [
            factory.image(.iconImage, layout.iconImage, source: ad.iconUrl.map(ImageSource.init), frame: icon),
            factory.label(.titleLabel, layout.titleLabel, text: ad.appName,
                          frame: CGRect(x: textX, y: top, width: title.width, height: title.height)),
            factory.label(.pointAmountLabel, layout.pointAmountLabel, text: points,
                          frame: CGRect(x: textX, y: top + title.height, width: point.width, height: point.height)),
        ]
    }
}

final class CompactAdListItemViewLayout: AdListItemViewLayout {
    required init(styles: TnkStyles) {
        super.init(styles: styles)
        iconImage.width = 48
        iconImage.height = 48
        iconImage.cornerRadius = 12
        titleLabel.leadingSpace = 12
    }

    override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: 72)
    }
}

/// The `main.swift` of an executable that makes the view nameable and runs every command (never called here).
func customExecutableMain() -> Never {
    var registry = TnkLayout()
    registry.registerItemViewClass(CompactAdListItemView.self)
    registry.registerLayoutClass(CompactAdListItemViewLayout.self)
    exit(AdLayoutCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), registry: registry))
}

/// The guide's call: the view becomes the default of `normal` sections (never called here).
func replaceTheDefault() -> TnkLayout {
    var registry = TnkLayout()
    registry.registerItemViewLayout(type: .normal, viewClass: CompactAdListItemView.self,
                                    viewLayout: CompactAdListItemViewLayout())
    return registry
}
