import AdLayoutAppViews
import AdLayoutCore
import Foundation

/// The guide's `CustomAdListItemView` as its app has it: the item view is `CustomItemView.xib`, loaded
/// and laid out by Auto Layout (``/AdLayoutAppViews/XIBItemView``), and ``setData(_:)`` is the guide's
/// `setData`, line for line: the state decides the desc, the point text and whether the unit shows.
public enum CustomXIBAdListItemView {
    /// The view over the XIB at `nib` (the guide's `custom/CustomItemView.xib`), its image views
    /// styled as the guide's `init(frame:)` styles them: corners 16 and 8, a 1 pt light gray border.
    public static func make(nib url: URL) throws -> XIBAdListItemView {
        var nib = try XIBItemView(contentsOf: url)
        nib.layers["feedImageView"] = BoxStyle(cornerRadius: 16, strokeColor: UIColor.lightGray, strokeWidth: 1, clipsToBounds: true)
        nib.layers["iconImageView"] = BoxStyle(cornerRadius: 8, strokeColor: UIColor.lightGray, strokeWidth: 1, clipsToBounds: true)
        return XIBAdListItemView(nib: nib, setData: setData)
    }

    /// The guide's `setData(_:row:itemsPerPage:itemIndex:numberOfItems:)`, by outlet.
    @Sendable public static func setData(_ context: ItemViewContext) -> XIBItemView.Content {
        let adItem = context.item
        var content = XIBItemView.Content()
        content.images["feedImageView"] = adItem.imageUrl.map(ImageSource.init)   // useImageFeed() → true
        content.images["iconImageView"] = adItem.iconUrl.map(ImageSource.init)    // useImageIcon() → true
        content.texts["titleLabel"] = adItem.appName
        content.texts["pointUnitLabel"] = adItem.pointUnit
        if adItem.state == .confirm {
            content.texts["descLabel"] = ""
            content.texts["pointAmountLabel"] = "설치확인 후 리워드가 지급됩니다."
            content.hidden["pointUnitLabel"] = true
        } else if adItem.state == .paid {
            content.texts["descLabel"] = ""
            content.texts["pointAmountLabel"] = "이미 지급된 광고입니다."
            content.hidden["pointUnitLabel"] = true
        } else if adItem.state == .disabled || adItem.state == .ended {
            content.texts["descLabel"] = ""
            content.texts["pointAmountLabel"] = "종료된 광고입니다."
            content.hidden["pointUnitLabel"] = true
        } else {
            content.texts["descLabel"] = adItem.cmpnDesc.trimmingCharacters(in: .whitespaces)
            content.texts["pointAmountLabel"] = adItem.pointText(context.layout.pointNumberStyle)
            content.hidden["pointUnitLabel"] = false
        }
        return content
    }
}
