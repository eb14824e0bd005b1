import Foundation

/// The SDK's bundled images, which documents and the built-in views name as `asset:<name>`
/// (`asset:point_unit`); the renderer draws them as vectors (no third-party images).
public enum BuiltInAsset: Sendable, Hashable {
    /// The point unit mark ("P" in a circle) and the coin mark ("C").
    case pointUnit, pointCoin
    /// The favourite heart, filled or outlined.
    case heartOn, heartOff
    /// Chevrons of the page buttons and the placement's "more" link.
    case prevArrow, nextArrow
    /// The shopping search bar's magnifier and its "My" person.
    case searchIcon, iconMy
    /// The help glyph of the menu row.
    case helpN
    /// A video's play button.
    case play
    /// Five stars filled up to a rating, 0…5 (`stars/4.5`).
    case stars(Double)

    private static let fixed: [(String, BuiltInAsset)] = [
        ("point_unit", .pointUnit), ("point_coin", .pointCoin), ("heart_on", .heartOn), ("heart_off", .heartOff),
        ("prev_arrow", .prevArrow), ("next_arrow", .nextArrow), ("search_icon", .searchIcon), ("icon_my", .iconMy),
        ("help_n", .helpN), ("play", .play),
    ]
    private static let byName = Dictionary(uniqueKeysWithValues: fixed)

    /// The names of the assets other than the stars, sorted (`stars/<rating>` draws a rating 0…5).
    public static let names: [String] = fixed.map(\.0).sorted()

    /// The asset named `name` (`point_unit`, `stars/3.5`); nil for any other name.
    public init?(name: String) {
        if let asset = Self.byName[name] {
            self = asset
        } else if name.hasPrefix("stars/"), let rating = Double(name.dropFirst(6)), rating >= 0, rating <= 5 {
            self = .stars(rating)
        } else {
            return nil
        }
    }

    /// Its name in documents.
    public var name: String {
        if case .stars(let rating) = self { return "stars/\(rating)" }
        return Self.fixed.first { $0.1 == self }?.0 ?? ""
    }
}

extension ImageSource {
    /// A built-in asset as documents name it (`asset:<name>`).
    public init(_ asset: BuiltInAsset) { self.init("asset:" + asset.name) }

    /// The built-in asset the path names (`asset:<name>`), if it names one.
    public var asset: BuiltInAsset? {
        path.hasPrefix("asset:") ? BuiltInAsset(name: String(path.dropFirst(6))) : nil
    }
}
