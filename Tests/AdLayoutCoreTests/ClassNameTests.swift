import AdLayoutCore
import Testing

/// Class names come from the runtime's type name (cheap at start-up), and must read exactly as
/// `String(describing:)` would print the type, which documents and messages use.
@Suite struct ClassNameTests {
    @Test func viewAndLayoutClassNamesAreTheTypeNames() {
        #expect(AdListItemViewLayout.layoutClassName == String(describing: AdListItemViewLayout.self))
        #expect(CpsTopRecommendItemListLayout.layoutClassName == "CpsTopRecommendItemListLayout")
        #expect(AdListMenuViewLayout.layoutClassName == String(describing: AdListMenuViewLayout.self))
        let catalog = ItemViewCatalog.builtIn
        #expect(catalog.viewClassNames.contains("FeedAdListItemView") && catalog.viewClassNames.contains("CpsSearchItemView"))
        #expect(catalog.viewClassNames.allSatisfy { !$0.contains(".") && !$0.contains("AdLayout") })
        #expect(catalog.layoutClassNames.contains("BannerItemCarouselLayout"))
        #expect(catalog.layoutClassNames.allSatisfy { !$0.contains(".") && !$0.contains("AdLayout") })
    }
}
