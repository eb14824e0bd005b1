import Foundation
import AdLayoutModel

/// Stamps laid-out nodes with the JSON path of the document value they show (``LayoutNode/source``),
/// so a tool can go from a pixel to the JSON that made it. Item views stay unaware of it: the
/// engine stamps their nodes afterwards by kind.
enum SourcePaths {
    /// The ad field a node of `kind` shows, for the built-in element kinds; nil for kinds that show
    /// no single field (the item's path is used then).
    static func adField(for kind: NodeKind, item: AdListItem) -> String? {
        switch kind {
        case .titleLabel: "appName"
        case .descLabel: "cmpnDesc"
        case .descPointLabel: "originalPointAmount"
        case .iconImage: "iconUrl"
        case .feedImage, .bannerImage: "imageUrl"
        case .pointAmountLabel: item.pointText == nil ? "pointValue" : "pointText"
        case .pointUnitLabel: "pointUnit"
        case .progressLabel: "missionsDone"
        case .productPriceLabel: item.productPriceText == nil ? "productPrice" : "productPriceText"
        case .discountRateLabel: "discountPercent"
        case .favoriteButton: "favorite"
        default: nil
        }
    }

    /// The native-ad field a node of `kind` shows.
    static func nativeField(for kind: NodeKind) -> String? {
        switch kind {
        case .titleLabel: "title"
        case .bodyLabel: "description"
        case .iconImage: "iconUrl"
        case .mediaView: "mediaUrl"
        case .ctaButton: "ctaText"
        case .advertiserLabel: "advertiserName"
        case .ratingView: "rating"
        case .priceLabel: "price"
        case .salePriceLabel: "salePrice"
        default: nil
        }
    }

    /// Stamps an item node and its elements: `path` (`sections[0].items[2]`) on the item, `path.field`
    /// on elements showing one field, named as the ad was written (`items[0].app_nm`); a native ad shown as an item is stamped under `path.native`.
    static func stampItem(_ node: inout LayoutNode, path: String, item: AdListItem) {
        node.source = .jsonPath(path)
        for i in node.children.indices {
            if node.children[i].kind == .nativeAdView {
                stampNativeAd(&node.children[i], path: item.native == nil ? path : path + ".native")
            } else {
                stampElements(&node.children[i], path: path) { adField(for: $0, item: item).flatMap(item.keyStyle.key(for:)) }
            }
        }
    }

    /// Stamps a native ad view (`ads[0].ad`) and its assets (`ads[0].ad.title`, …).
    static func stampNativeAd(_ node: inout LayoutNode, path: String) {
        node.source = node.source ?? .jsonPath(path)
        for i in node.children.indices { stampElements(&node.children[i], path: path, field: nativeField) }
    }

    /// Stamps the navigation bar: its buttons with their `tnkLayout` keys, the title with the key it
    /// came from (`tnkLayout.navigationBarTitle` when set, else `title`).
    static func stampNavigationBar(_ bar: inout LayoutNode, settings: OfferwallSettings) {
        bar.source = "tnkLayout"
        for i in bar.children.indices {
            switch bar.children[i].kind {
            case .leftBarButton: bar.children[i].source = "tnkLayout.leftBarButtonItem"
            case .rightBarButton: bar.children[i].source = "tnkLayout.rightBarButtonItem"
            case .navigationTitle: bar.children[i].source = settings.navigationBarTitle == nil ? "title" : "tnkLayout.navigationBarTitle"
            default: break
            }
        }
        fill(&bar, with: "tnkLayout")
    }

    /// Stamps a menu or filter row at `path` (`menu`): its buttons in order `path.items[k]`, the
    /// my-menu icon and its badge `path.badge`.
    static func stampMenuRow(_ row: inout LayoutNode, path: String, itemKind: NodeKind) {
        row.source = .jsonPath(path)
        var k = 0
        for i in row.children.indices {
            if row.children[i].kind == itemKind {
                row.children[i].source = .jsonPath("\(path).items[\(k)]")
                k += 1
            } else if row.children[i].kind == .myMenuButton {
                fill(&row.children[i], with: .jsonPath(path + ".badge"))
            }
        }
        fill(&row, with: .jsonPath(path))
    }

    /// Gives every node under `node` without a source its parent's: a click anywhere lands somewhere.
    static func fill(_ node: inout LayoutNode, with source: NodeSource) {
        let inner = node.source ?? source
        node.source = inner
        for i in node.children.indices { fill(&node.children[i], with: inner) }
    }

    private static func stampElements(_ node: inout LayoutNode, path: String, field: (NodeKind) -> String?) {
        if node.source == nil { node.source = .jsonPath(field(node.kind).map { path + "." + $0 } ?? path) }
        for i in node.children.indices { stampElements(&node.children[i], path: path, field: field) }
    }
}
