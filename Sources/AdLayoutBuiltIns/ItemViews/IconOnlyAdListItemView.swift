import Foundation
import AdLayoutModel
import AdLayoutEngine

/// Just the icon, filling the content (multi curation: a row of rounded icons).
/// `iconImage.width`/`height` < 0 fill the content. With `iconCaptionVisible` (placement icon
/// rows), a one-line caption centred under it, `descLabel.interSpace` below: the desc in
/// `descLabel`'s style, then the amount and unit in `pointAmountLabel`'s ("최대 0.6%").
public struct IconOnlyAdListItemView: ConstructibleItemView, InsetItemView {
    /// The view.
    public init() {}

    static func iconFrame(_ layout: ItemLayoutProperties, in content: CGRect) -> CGRect {
        let a = layout.iconImage
        let w = a.width < 0 ? content.width : min(a.width, content.width)
        let h = a.height < 0 ? w : a.height
        return CGRect(x: content.minX + (content.width - w) / 2, y: content.minY, width: w, height: h)
    }

    /// The icon's height (its width when `iconImage.height` is negative).
    public func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let icon = Self.iconFrame(layout, in: CGRect(x: 0, y: 0, width: contentWidth, height: 0)).height
        guard layout.iconCaptionVisible else { return icon }
        let f = ElementFactory(measurer: measurer)
        return icon + layout.descLabel.interSpace
            + max(f.lineHeight(layout.descLabel.font), f.lineHeight(layout.pointAmountLabel.font))
    }

    /// The icon, centred across the content at its top; its caption under it when asked for.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let f = ElementFactory(measurer: c.measurer)
        let icon = Self.iconFrame(c.layout, in: c.contentRect)
        let node = f.image(.iconImage, c.layout.iconImage, source: c.item.iconUrl.map(ImageSource.init), frame: icon)
        guard c.layout.iconCaptionVisible else { return [node] }
        return [node] + Self.caption(c, top: icon.maxY + c.layout.descLabel.interSpace)
    }

    /// The caption's desc and amount labels, centred together across the content, each at most
    /// its width (texts longer than the icon are cut, and reported as such).
    static func caption(_ c: ItemViewContext, top: CGFloat) -> [LayoutNode] {
        let f = ElementFactory(measurer: c.measurer)
        let content = PointLineContent(item: c.item, layout: c.layout)
        let width = c.contentRect.width
        let amountText = content.amount + (content.unit ?? "")
        var amountStyle = c.layout.pointAmountLabel
        if content.amountIsMessage { amountStyle.color = content.amountColor }
        let (descSize, descMetrics) = f.labelSize(c.layout.descLabel, text: content.desc, maxWidth: width)
        let gap = content.desc.isEmpty ? 0 : amountStyle.leadingSpace
        let (amountSize, amountMetrics) = f.labelSize(amountStyle, text: amountText, maxWidth: max(0, width - descSize.width - gap))
        let height = max(descSize.height, amountSize.height)
        var x = c.contentRect.midX - (descSize.width + gap + amountSize.width) / 2
        x = max(c.contentRect.minX, x)
        var nodes: [LayoutNode] = []
        if !content.desc.isEmpty {
            nodes.append(f.label(.descLabel, c.layout.descLabel, text: content.desc,
                                 frame: CGRect(x: x, y: top + (height - descSize.height) / 2, width: descSize.width,
                                               height: descSize.height), metrics: descMetrics))
            x += descSize.width + gap
        }
        nodes.append(f.label(.pointAmountLabel, amountStyle, text: amountText,
                             frame: CGRect(x: x, y: top + (height - amountSize.height) / 2, width: amountSize.width,
                                           height: amountSize.height), metrics: amountMetrics))
        return nodes
    }
}

/// The icon with the campaign's progress under it: "n / N 개의 미션완료" (MultiRewardProgressView).
public struct MultiRewardAdListItemView: ConstructibleItemView, InsetItemView {
    /// The view.
    public init() {}

    /// The SDK's format, "%d / %d 개의 미션완료".
    public static func progressText(_ item: AdListItem) -> String { "\(item.missionsDone) / \(item.missionCount) 개의 미션완료" }

    /// The icon, `progressLabel.interSpace`, then one line of the progress label.
    public func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let icon = IconOnlyAdListItemView().contentHeight(layout: layout, contentWidth: contentWidth, measurer: measurer)
        let line = ElementFactory(measurer: measurer).lineHeight(layout.progressLabel.font)
        return icon + layout.progressLabel.interSpace + max(layout.progressLabel.height, line)
    }

    /// The icon, with the progress text centred under it.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let f = ElementFactory(measurer: c.measurer)
        let icon = IconOnlyAdListItemView.iconFrame(c.layout, in: c.contentRect)
        var nodes = [f.image(.iconImage, c.layout.iconImage, source: c.item.iconUrl.map(ImageSource.init), frame: icon)]
        var a = c.layout.progressLabel
        a.textAlignment = .center
        let text = Self.progressText(c.item)
        let (size, metrics) = f.labelSize(a, text: text, maxWidth: c.contentRect.width)
        nodes.append(f.label(.progressLabel, a, text: text,
                             frame: CGRect(x: c.contentRect.midX - size.width / 2, y: icon.maxY + a.interSpace,
                                           width: size.width, height: size.height), metrics: metrics))
        return nodes
    }
}

/// Just the feed image (FeedOnlyAdItemLargeViewLayout): sized as in ``FeedAdListItemView``.
public struct FeedOnlyAdListItemView: ConstructibleItemView, InsetItemView {
    /// The view.
    public init() {}

    /// The feed image's height at the content width.
    public func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        FeedAdListItemView.feedSize(layout, contentWidth: contentWidth).height
    }

    /// The feed image alone, at the content's top-left.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let size = FeedAdListItemView.feedSize(c.layout, contentWidth: c.contentRect.width)
        return [ElementFactory(measurer: c.measurer).image(
            .feedImage, c.layout.feedImage, source: c.item.imageUrl.map(ImageSource.init),
            frame: CGRect(origin: c.contentRect.origin, size: size))]
    }
}
