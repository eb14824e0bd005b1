import Foundation

/// The item views and layout classes a registry can name: built-ins plus whatever the user adds.
public struct ItemViewCatalog: Sendable {
    private var views: [String: any AdListItemView]
    private var layoutClasses: [String: AdListItemViewLayout.Type]

    /// The catalog of built-in views and layout classes.
    public static let builtIn: ItemViewCatalog = {
        var c = ItemViewCatalog(views: [:], layoutClasses: [:])
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
            CpsTopRecommendItemListLayout.self,
        ]
        layouts.forEach { c.register(layoutClass: $0) }
        return c
    }()

    private init(views: [String: any AdListItemView], layoutClasses: [String: AdListItemViewLayout.Type]) {
        self.views = views; self.layoutClasses = layoutClasses
    }

    /// Adds (or replaces) an item view under `name`, the `viewClass` documents use for it.
    public mutating func register(view: any AdListItemView, named name: String) {
        views[name] = view
    }

    /// Adds (or replaces) a layout class under its `layoutClassName`, so documents can name it.
    public mutating func register(layoutClass: AdListItemViewLayout.Type) {
        layoutClasses[layoutClass.layoutClassName] = layoutClass
    }

    /// Names of the registered views, sorted.
    public var viewClassNames: [String] { views.keys.sorted() }
    /// Names of the registered layout classes, sorted.
    public var layoutClassNames: [String] { layoutClasses.keys.sorted() }

    /// The view registered under `name`.
    public func view(named name: String) -> (any AdListItemView)? { views[name] }

    /// The layout class registered under `name`.
    public func layoutClass(named name: String) -> AdListItemViewLayout.Type? { layoutClasses[name] }
}
