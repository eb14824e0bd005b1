import AdLayoutEngine
import AdLayoutModel

extension ItemViewCatalog {
    /// The catalog of built-in views and layout classes.
    public static let builtIn: ItemViewCatalog = {
        var c = ItemViewCatalog()
        let views: [any ConstructibleItemView.Type] = [
            DefaultAdListItemView.self, RightIconAdListItemView.self, FeedAdListItemView.self, IconOnlyAdListItemView.self,
            MultiRewardAdListItemView.self, FeedOnlyAdListItemView.self, BannerItemView.self, CpsBoxItemView.self,
            CpsListItemView.self, CpsRightIconListItemView.self, CpsFeedItemView.self, CpsSearchItemView.self,
        ]
        for view in views { c.register(view: view.init(), named: _typeName(view, qualified: false)) }
        let layouts: [AdListItemViewLayout.Type] = [
            AdListItemViewLayout.self, RoundAdListItemViewLayout.self, RoundAdItemPageViewLayout.self,
            FeedAdItemScrollViewLayout.self, FeedAdItemLargeViewLayout.self, SingleTitleFeedAdItemLargeViewLayout.self,
            FeedOnlyAdItemLargeViewLayout.self, FeedAdItemPageViewLayout.self, BannerItemViewLayout.self,
            BannerItemLargeViewLayout.self, BannerItemListViewLayout.self, BannerItemCarouselLayout.self,
            IconOnlyAdItemScrollViewLayout.self, ADTopRecommendItemListLayout.self, EmptyListItemLayout.self,
            NoAdListItemViewLayout.self, CpsSearchItemViewLayout.self, CpsItemViewLayout.self, CpsListItemViewLayout.self,
            CpsBoxItemViewLayout.self, CpsBoxItemScrollViewLayout.self, NoCpsItemViewLayout.self,
            CpsItemPageViewLayout.self, CpsListItemPageViewLayout.self, CpsBoxItemPageViewLayout.self,
            CpsBoxItemPageGrayLayout.self, CpsGrayRoundListItemPageViewLayout.self, CpsFeedItemViewLayout.self,
            CpsTopRecommendItemListLayout.self, PlacementBaseViewLayout.self, PlacementListViewLayout.self,
            PlacementFeedViewLayout.self, PlacementFeedOnlyViewLayout.self, PlacementIconViewLayout.self,
        ]
        layouts.forEach { c.register(layoutClass: $0) }
        return c
    }()
}
