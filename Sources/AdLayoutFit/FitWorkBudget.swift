import AdLayoutCore

/// The most work a `fit` run does through app views, counted in views laid out (not in seconds, so
/// that a run stops at the same ad on any machine and with any number of jobs).
///
/// An app view (an app's XIB or views made in code) lays out and measures every one of its views
/// again for each ad: its cost per ad grows with its number of views, from ~35 µs for the guide's
/// 7-view XIB to ~7.7 ms for a XIB of 900 labels (release build, this project's 2-core machine:
/// about 5 to 9 µs per view). A run lays out at most ``maximumViews`` views through app views
/// (about 10 s), summed over its layout types, variants and jobs: the guide's view fits 100,000 ads
/// in one layout within it, a view of 900 labels about 1,100.
public struct FitWorkBudget: Sendable, Equatable {
    /// The views a run lays out through app views at most, by default.
    public static let maximumViews = 1_000_000

    /// The views this run may lay out through app views.
    public var views: Int

    /// A budget of `views` views (at least 0).
    public init(views: Int = Self.maximumViews) { self.views = max(0, views) }

    /// One app view of a run and the layouts (targets) it lays each ad out in.
    public struct Use: Sendable, Equatable {
        /// ``/AdLayoutEngine/LayoutWorkCounting/workName``.
        public var name: String
        /// Views laid out per ad in one layout.
        public var viewsPerAd: Int
        /// The run's layouts that show it.
        public var layouts: Int
        /// `name`, laying out `viewsPerAd` views for an ad in each of `layouts` layouts.
        public init(name: String, viewsPerAd: Int, layouts: Int) {
            self.name = name; self.viewsPerAd = viewsPerAd; self.layouts = layouts
        }
    }

    /// The app views of `targets`, in the targets' order, each once.
    static func uses(_ targets: [FitRun.Target]) -> [Use] {
        var uses: [Use] = []
        for target in targets {
            guard let view = target.section.view as? any LayoutWorkCounting else { continue }
            if let i = uses.firstIndex(where: { $0.name == view.workName }) {
                uses[i].layouts += 1
            } else {
                uses.append(Use(name: view.workName, viewsPerAd: view.viewsPerAd, layouts: 1))
            }
        }
        return uses
    }

    /// The ads of a run over `uses` this budget allows (`Int.max` when no app view is used).
    func ads(for uses: [Use]) -> Int {
        let perAd = Self.viewsPerAd(uses)
        return perAd > 0 ? views / perAd : .max
    }

    /// The views one ad lays out in all of `uses`.
    static func viewsPerAd(_ uses: [Use]) -> Int {
        uses.reduce(0) { $0 + $1.viewsPerAd * $1.layouts }
    }
}

/// A `fit` run stopped by its ``FitWorkBudget``: the ads before the budget ran out were laid out
/// and counted, the rest of the file was not.
public struct FitWorkStop: Sendable, Equatable {
    /// The ads laid out and counted.
    public var adsChecked: Int
    /// The run's app views.
    public var uses: [FitWorkBudget.Use]
    /// The budget that stopped it.
    public var budget: FitWorkBudget

    /// A run over `uses` stopped by `budget` after `adsChecked` ads.
    public init(adsChecked: Int, uses: [FitWorkBudget.Use], budget: FitWorkBudget) {
        self.adsChecked = adsChecked; self.uses = uses; self.budget = budget
    }

    /// What `fit` says (after `error: `): the views, their cost, the budget and the ways out.
    public var message: String {
        let g = PointFormatter.grouped
        let views = uses.map { use in
            "\(g(use.viewsPerAd)) of \(use.name)" + (use.layouts == 1 ? "" : " in \(use.layouts) layouts")
        }.joined(separator: ", ")
        // The default's time is what it was calibrated for; a budget given for a test has none.
        let time = budget.views == FitWorkBudget.maximumViews ? " (about 10 s)" : ""
        return "fit stopped after \(g(adsChecked)) ads: each ad lays out \(g(FitWorkBudget.viewsPerAd(uses))) views "
            + "of app views (\(views)) and a run lays out at most \(g(budget.views))\(time); the results count "
            + "the \(g(adsChecked)) ads checked. Fit fewer ads (split the ads file), fewer --types, --devices or "
            + "--content-sizes, or a view with fewer views"
    }
}
