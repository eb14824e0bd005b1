import AdLayoutCore

/// How `adlayout fit` names an item's elements in its counts: `title`, `desc`, `point`, … (the
/// element kind without its `Label`/`Image`/`Button` suffix for kinds not listed).
public enum FitElement {
    /// Names of the built-in elements, in the order reports list them.
    static let known: [(NodeKind, String)] = [
        (.titleLabel, "title"), (.descLabel, "desc"), (.descPointLabel, "originalPoint"), (.pointIconImage, "pointIcon"),
        (.pointAmountLabel, "point"), (.pointUnitLabel, "unit"), (.productPriceLabel, "price"), (.discountRateLabel, "discount"),
        (.progressLabel, "progress"), (.orderNumberLabel, "rank"), (.iconImage, "icon"), (.feedImage, "image"),
        (.bannerImage, "image"), (.favoriteButton, "favorite"), (.divider, "divider"), (.item, "item"),
    ]

    private static let byKind: [NodeKind: String] = Dictionary(known, uniquingKeysWith: { a, _ in a })

    /// The name of elements of `kind`.
    public static func name(of kind: NodeKind) -> String {
        if let name = byKind[kind] { return name }
        var raw = kind.rawValue
        for suffix in ["Label", "Image", "Button", "View"] where raw.hasSuffix(suffix) && raw.count > suffix.count {
            raw.removeLast(suffix.count)
            break
        }
        return raw
    }

    /// `names` in report order: the built-in elements first, in `known`'s order, then the rest alphabetically.
    public static func ordered(_ names: some Sequence<String>) -> [String] {
        let order = Dictionary(known.enumerated().map { ($0.element.1, $0.offset) }, uniquingKeysWith: min)
        return Set(names).sorted { a, b in
            switch (order[a], order[b]) {
            case let (x?, y?): return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a < b
            }
        }
    }
}
