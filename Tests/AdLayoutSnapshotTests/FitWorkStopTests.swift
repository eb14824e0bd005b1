import AdLayoutFit
import Foundation
import Testing

/// The words of a `fit` run stopped by its default work budget, as FittingAds.md prints them (the
/// CLI's run with a budget given is FitWorkBudgetTests in AdLayoutAppViewsTests).
@Suite struct FitWorkStopTests {
    @Test func theDefaultBudgetsStopSaysItsTime() {
        let stop = FitWorkStop(adsChecked: 1_000_000 / 901, uses: [.init(name: "CellView (Cell.xib:4:9)", viewsPerAd: 901, layouts: 1)],
                               budget: FitWorkBudget())
        #expect(stop.message == "fit stopped after 1,109 ads: each ad lays out 901 views of app views (901 of CellView (Cell.xib:4:9)) "
                + "and a run lays out at most 1,000,000 (about 10 s); the results count the 1,109 ads checked. Fit fewer ads "
                + "(split the ads file), fewer --types, --devices or --content-sizes, or a view with fewer views")
    }

    @Test func severalViewsAreEachNamedWithTheirLayouts() {
        let stop = FitWorkStop(adsChecked: 9, uses: [.init(name: "A (A.xib:3:9)", viewsPerAd: 7, layouts: 2),
                                                      .init(name: "B (B.swift:12:9)", viewsPerAd: 40, layouts: 1)],
                               budget: FitWorkBudget(views: 500))
        #expect(stop.message.hasPrefix("fit stopped after 9 ads: each ad lays out 54 views of app views "
                                        + "(7 of A (A.xib:3:9) in 2 layouts, 40 of B (B.swift:12:9)) and a run lays out at most 500; "))
        #expect(FitWorkBudget(views: -3).views == 0)
    }
}
