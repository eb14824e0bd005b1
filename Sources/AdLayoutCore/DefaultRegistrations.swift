import AdLayoutModel
import AdLayoutEngine
import AdLayoutBuiltIns
/// The SDK's default item view per layout type (the guide's generation, SDK docs v5.91; types
/// that generation lacks take v5.95's; docs/fidelity/sdk-sources.md).
enum DefaultRegistrations {
    static let table: [(LayoutType, String, String)] = [
        (.topbanner, "BannerItemView", "BannerItemLargeViewLayout"),
        (.bottombanner, "BannerItemView", "BannerItemLargeViewLayout"),
        (.listbanner, "BannerItemView", "BannerItemListViewLayout"),
        (.normal, "DefaultAdListItemView", "AdListItemViewLayout"),
        (.promotion, "FeedAdListItemView", "FeedAdItemPageViewLayout"),
        (.newapps, "RightIconAdListItemView", "RoundAdItemPageViewLayout"),
        (.suggest, "FeedAdListItemView", "FeedAdItemScrollViewLayout"),
        (.multi, "IconOnlyAdListItemView", "IconOnlyAdItemScrollViewLayout"),
        (.quiz_feed, "FeedAdListItemView", "SingleTitleFeedAdItemLargeViewLayout"),
        (.quiz_list, "FeedAdListItemView", "FeedAdItemLargeViewLayout"),
        (.cpslist, "CpsBoxItemView", "CpsBoxItemViewLayout"),
        (.favorite, "CpsBoxItemView", "CpsBoxItemScrollViewLayout"),
        (.recommend, "CpsBoxItemView", "CpsBoxItemScrollViewLayout"),
        (.popular, "CpsListItemView", "CpsListItemPageViewLayout"),
        (.reward, "CpsListItemView", "CpsListItemPageViewLayout"),
        (.newitem, "CpsBoxItemView", "CpsBoxItemPageGrayLayout"),
        (.cps_newitem_B, "CpsRightIconListItemView", "CpsGrayRoundListItemPageViewLayout"),
        (.search, "CpsSearchItemView", "CpsSearchItemViewLayout"),
        (.nocps, "CpsBoxItemView", "NoCpsItemViewLayout"),
        (.top_recommend_ad, "DefaultAdListItemView", "ADTopRecommendItemListLayout"),
        (.top_recommend_cps, "CpsListItemView", "CpsTopRecommendItemListLayout"),
        (.noapps, "DefaultAdListItemView", "NoAdListItemViewLayout"),
        (.empty, "DefaultAdListItemView", "EmptyListItemLayout"),
        (.newslist, "FeedAdListItemView", "FeedAdItemLargeViewLayout"),
        (.storeList, "DefaultAdListItemView", "AdListItemViewLayout"),
    ]

    static var itemViews: [LayoutType: ItemViewRegistration] {
        var out: [LayoutType: ItemViewRegistration] = [:]
        for (type, view, layout) in table {
            out[type] = ItemViewRegistration(viewClass: view, layoutClass: layout, prototype: nil)
        }
        return out
    }
}
