import AdLayoutCore

/// What `adlayout fit` found for one layout type on one variant (device × text size): how many
/// ads have a text cut or an element clipped, by element, and the worst of them.
public struct FitResult: Sendable, Equatable {
    /// The section's layout type (`normal`, `newapps`, …).
    public var layoutType: String
    /// The device (its preset name, or `<width>x<height>`).
    public var device: String
    /// The Dynamic Type size (`large` unless a variant says otherwise).
    public var contentSize: String
    /// Ads laid out.
    public var ads: Int
    /// Ads with at least one text cut.
    public var truncated: Int
    /// Ads with at least one element clipped.
    public var clipped: Int
    /// Per element name (``FitElement``): ads with that element's text cut, and with it clipped.
    public var byElement: [String: Counts]
    /// The worst ads (most elements cut, then most text hidden; first in the file on a tie),
    /// at most the run's example limit.
    public var examples: [FitExample]

    /// Counts of one element.
    public struct Counts: Sendable, Equatable {
        /// Ads whose element cuts its text.
        public var truncated = 0
        /// Ads whose element is clipped.
        public var clipped = 0
        /// Counts of zero.
        public init(truncated: Int = 0, clipped: Int = 0) { self.truncated = truncated; self.clipped = clipped }
    }

    /// Whether any ad has anything cut.
    public var hasProblems: Bool { truncated > 0 || clipped > 0 }
}

/// One ad that does not fit, as a report lists it.
public struct FitExample: Sendable, Equatable {
    /// Its index in the ads file (0-based).
    public var index: Int
    /// Its `app_id` (0 when the file gave none).
    public var appId: Int
    /// Its elements that do not fit, in the item's order.
    public var problems: [Problem]
    /// The ad itself (for thumbnails).
    public var ad: AdListItem

    /// One element of the ad that does not fit.
    public struct Problem: Sendable, Equatable {
        /// The element's name (`title`, `point`, …).
        public var element: String
        /// Its text cut (else it is clipped).
        public var isTruncation: Bool
        /// The text as the label shows it, when cut and known.
        public var shown: String?
        /// Its whole text, for labels.
        public var text: String?
    }

    /// How bad it is: elements cut first, then bytes of text hidden.
    var score: Int {
        var hidden = 0
        for p in problems where p.isTruncation {
            hidden += max(0, (p.text?.utf8.count ?? 0) - (p.shown?.utf8.count ?? 0))
        }
        return problems.count * 1_000_000 + min(hidden, 999_999)
    }

    /// The order reports list examples in: worst first, then file order.
    static func worse(_ a: FitExample, _ b: FitExample) -> Bool {
        let sa = a.score, sb = b.score
        return sa != sb ? sa > sb : a.index < b.index
    }

    /// How the ad is named, counting from 1 in the file's order: `ad 42 (app 3301)`, or `ad 42` without
    /// an app id (``index`` and the JSON paths of errors count from 0).
    public var name: String { appId != 0 ? "ad \(index + 1) (app \(appId))" : "ad \(index + 1)" }
}
