import AdLayoutCore
import Foundation

/// The guide's `CustomAdListItemView` (its chapter "새로운 Layout 구현하기"): a feed image with an icon,
/// title, desc and point beside it, built on ``CustomItemView``.
///
/// `init` styles the image views as the guide's `init(frame:)` does (corner 16 / 8, 1 pt
/// lightGray border) and ``layoutElements(_:)`` is the guide's `setData`: the state decides the
/// desc, the point text and whether the unit shows.
public struct CustomAdListItemView: ConstructibleItemView {
    var itemView: CustomItemView

    /// The guide's `init(frame:)`: loads the item view and styles its images.
    public init() {
        var view = CustomItemView()
        view.feedImageView.cornerRadius = 16
        view.feedImageView.strokeWidth = 1
        view.feedImageView.strokeColor = UIColor.lightGray

        view.iconImageView.cornerRadius = 8
        view.iconImageView.strokeWidth = 1
        view.iconImageView.strokeColor = UIColor.lightGray
        itemView = view
    }

    /// The guide's view does not override `getDividerLineView()`, so it has no divider.
    public var usesDividerLine: Bool { false }

    /// Asked only when a layout leaves the height open; ``CustomAdListItemViewLayout`` fixes it.
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        CustomAdListItemViewLayout.viewHeight(width: width)
    }

    /// The guide's `setData(_:row:itemsPerPage:itemIndex:numberOfItems:)`, then the XIB's layout.
    public func layoutElements(_ context: ItemViewContext) -> [LayoutNode] {
        let adItem = context.item
        var content = CustomItemView.Content()
        content.feedImage = adItem.imageUrl.map(ImageSource.init)     // useImageFeed() → true
        content.iconImage = adItem.iconUrl.map(ImageSource.init)      // useImageIcon() → true
        content.title = adItem.appName
        content.pointUnit = adItem.pointUnit

        if adItem.state == .confirm {
            content.desc = ""
            content.pointAmount = "설치확인 후 리워드가 지급됩니다."
            content.pointUnitHidden = true
        } else if adItem.state == .paid {
            content.desc = ""
            content.pointAmount = "이미 지급된 광고입니다."
            content.pointUnitHidden = true
        } else if adItem.state == .disabled || adItem.state == .ended {
            content.desc = ""
            content.pointAmount = "종료된 광고입니다."
            content.pointUnitHidden = true
        } else {
            content.desc = adItem.cmpnDesc.trimmingCharacters(in: .whitespaces)
            content.pointAmount = adItem.pointText(context.layout.pointNumberStyle)
            content.pointUnitHidden = false
        }
        // The item view is pinned to the cell's edges, so it lays out in the whole bounds (no itemInset).
        return itemView.layout(content, in: context.bounds, measurer: context.measurer)
    }
}
