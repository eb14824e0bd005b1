import Foundation
import AdLayoutModel

/// A native template as an item view, so native ads can be items of offerwall sections: register
/// a section type with `"viewClass": "native-medium"` and give its items a `"native"` object.
/// Item heights are uniform: the template's preferred height for an ad with every asset.
public struct NativeTemplateItemView: AdListItemView {
    /// The template that draws each item's ad.
    public let template: any NativeAdTemplate
    /// The template's colours and fonts.
    public var style: NativeAdStyle

    /// The view of `template` styled by `style`.
    public init(template: any NativeAdTemplate, style: NativeAdStyle = NativeAdStyle()) {
        self.template = template; self.style = style
    }

    /// The template's preferred height at the content width for an ad with every asset, inside `itemInset`.
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        layout.wrappingHeight(content: contentHeight(layout: layout, contentWidth: max(0, width - layout.itemInset.horizontal),
                                                     measurer: measurer))
    }

    /// Height of the content inside `itemInset` at `contentWidth`.
    func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        template.preferredHeight(width: contentWidth, ad: UniformHeightProbe.nativeAd, style: style, measurer: measurer)
    }

    /// The item's `native` ad (else one built from its title, desc,
    /// images and point text) in the template's card over the content.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let ad = c.item.native ?? NativeAd(title: c.item.appName, description: c.item.cmpnDesc, iconUrl: c.item.iconUrl,
                                           mediaUrl: c.item.imageUrl, ctaText: c.item.displayPointText)
        return [NativeAdPlacement.adView(template: template, ad: ad, style: style, frame: c.contentRect, measurer: c.measurer)]
    }
}
