import Foundation

/// Applies a document's `overrides` object to an ``AdListItemViewLayout``: property names are
/// exactly the API's, values use the format's types, unknown names are reported.
enum LayoutOverrides {
    typealias Setter = (Cursor, inout ItemLayoutProperties) -> Void

    static func label(_ kp: WritableKeyPath<ItemLayoutProperties, LabelAttribute>) -> Setter {
        { c, l in if let v = c.label(base: l[keyPath: kp]) { l[keyPath: kp] = v } }
    }
    static func image(_ kp: WritableKeyPath<ItemLayoutProperties, ImageAttribute>) -> Setter {
        { c, l in if let v = c.image(base: l[keyPath: kp]) { l[keyPath: kp] = v } }
    }
    static func button(_ kp: WritableKeyPath<ItemLayoutProperties, ButtonAttribute>) -> Setter {
        { c, l in if let v = c.button(base: l[keyPath: kp]) { l[keyPath: kp] = v } }
    }
    static func insets(_ kp: WritableKeyPath<ItemLayoutProperties, EdgeInsets>) -> Setter {
        { c, l in if let v = c.insets(base: l[keyPath: kp]) { l[keyPath: kp] = v } }
    }
    static func length(_ kp: WritableKeyPath<ItemLayoutProperties, CGFloat>) -> Setter {
        { c, l in if let v = c.nonNegative { l[keyPath: kp] = v } }
    }
    static func signed(_ kp: WritableKeyPath<ItemLayoutProperties, CGFloat>) -> Setter {
        { c, l in if let v = c.finite { l[keyPath: kp] = v } }
    }
    static func color(_ kp: WritableKeyPath<ItemLayoutProperties, Color>) -> Setter {
        { c, l in if let v = c.color { l[keyPath: kp] = v } }
    }
    static func flag(_ kp: WritableKeyPath<ItemLayoutProperties, Bool>) -> Setter {
        { c, l in if let v = c.bool { l[keyPath: kp] = v } }
    }
    static func viewClass(_ kp: WritableKeyPath<ItemLayoutProperties, String?>, _ valid: [String]) -> Setter {
        { c, l in
            if case .null = c.node.value { l[keyPath: kp] = nil; return }
            guard let s = c.string else { return }
            if valid.contains(s) { l[keyPath: kp] = s } else {
                c.fail(.unknownName, "unknown view class \"\(s)\"\(NameSuggestions.hint(for: s, in: valid)); valid values: "
                       + valid.joined(separator: ", ") + ", or null to hide it")
            }
        }
    }

    static let headerViews = ["AdSectionHeaderView"]
    static let footerViews = ["AdSectionFooterView", "AdSectionPageFooterView", "AdSectionPrevNextFooterView"]
    static let decorationViews = ["AdSectionGrayBackgroundView"]

    /// Every overridable property of ``AdListItemViewLayout``.
    static var setters: [String: Setter] {
        [
            "orthogonalScrolling": { c, l in if let v = c.named(ScrollType.self, what: "scroll type") { l.orthogonalScrolling = v } },
            "itemDirection": { c, l in if let v = c.integer(in: 0...1) { l.itemDirection = v } },
            "sectionInset": insets(\.sectionInset),
            "lineSpace": length(\.lineSpace),
            "itemSpace": length(\.itemSpace),
            "useIconImage": flag(\.useIconImage),
            "useFeedImage": flag(\.useFeedImage),
            "itemCornerRadius": length(\.itemCornerRadius),
            "itemStrokeColor": color(\.itemStrokeColor),
            "itemStrokeWidth": length(\.itemStrokeWidth),
            "itemBackgroundColor": color(\.itemBackgroundColor),
            "itemHighlightedColor": color(\.itemHighlightedColor),
            "itemInset": insets(\.itemInset),
            "iconImage": image(\.iconImage),
            "feedImage": image(\.feedImage),
            "feedImageRatio": { c, l in
                if let v = c.nonNegative { if v > 0 { l.feedImageRatio = v } else { c.fail(.invalidValue, "expected a ratio > 0, found \(c.found)") } }
            },
            "titleLabel": label(\.titleLabel),
            "descLabel": label(\.descLabel),
            "descPointLabel": label(\.descPointLabel),
            "pointIconImage": image(\.pointIconImage),
            "pointAmountLabel": label(\.pointAmountLabel),
            "pointUnitLabel": label(\.pointUnitLabel),
            "pointAmountFormat": { c, l in if let v = c.string { l.pointAmountFormat = v } },
            "pointUnitVisible": flag(\.pointUnitVisible),
            "pointAmountDisabledColor": color(\.pointAmountDisabledColor),
            "pointAmountConfirmColor": color(\.pointAmountConfirmColor),
            "descShowOption": { c, l in if let v = c.named(DescLabelShowOption.self, what: "desc show option") { l.descShowOption = v } },
            "singleLineInformation": flag(\.singleLineInformation),
            "titleVisible": flag(\.titleVisible),
            "pointNumberStyle": { c, l in if let v = c.named(PointNumberStyle.self, what: "point number style") { l.pointNumberStyle = v } },
            "progressLabel": label(\.progressLabel),
            "dateLabel": label(\.dateLabel),
            "statusLabel": label(\.statusLabel),
            "pointAmountTrailImage": image(\.pointAmountTrailImage),
            "adItemTrailImage": image(\.adItemTrailImage),
            "adItemTrailTagLabel": label(\.adItemTrailTagLabel),
            "productPriceLabel": label(\.productPriceLabel),
            "discountRateLabel": label(\.discountRateLabel),
            "favoriteButton": button(\.favoriteButton),
            "favoriteButtonLayoutInset": insets(\.favoriteButtonLayoutInset),
            "orderNumberLabel": label(\.orderNumberLabel),
            "orderNumberVisible": flag(\.orderNumberVisible),
            "useFavoriteBtn": flag(\.useFavoriteBtn),
            "showOnlyTitle": flag(\.showOnlyTitle),
            "dividerHeight": length(\.dividerHeight),
            "dividerColor": color(\.dividerColor),
            "dividerLeadingSpace": signed(\.dividerLeadingSpace),
            "dividerTrailingSpace": signed(\.dividerTrailingSpace),
            "dividerHiddenAtLastItem": flag(\.dividerHiddenAtLastItem),
            "sectionHeaderViewClass": viewClass(\.sectionHeaderViewClass, headerViews),
            "sectionFooterViewClass": viewClass(\.sectionFooterViewClass, footerViews),
            "sectionDecorationViewClass": viewClass(\.sectionDecorationViewClass, decorationViews),
            "headerInset": insets(\.headerInset),
            "headerTitleLabel": label(\.headerTitleLabel),
            "headerDescLabel": label(\.headerDescLabel),
            "footerInset": insets(\.footerInset),
            "footerDividerHeight": length(\.footerDividerHeight),
            "footerDividerColor": color(\.footerDividerColor),
            "footerButton": button(\.footerButton),
            "sectionFooterMinHeight": length(\.sectionFooterMinHeight),
        ]
    }

    /// Applies `cursor` (an object) to `layout`.
    static func apply(_ cursor: Cursor, to layout: inout ItemLayoutProperties) {
        let table = setters
        guard let o = cursor.object(allowing: Array(table.keys).sorted()) else { return }
        for member in o.object.members {
            if let setter = table[member.key], let c = o[member.key] { setter(c, &layout) }
        }
    }
}

/// Applies a document's menu-layout overrides to an ``AdListMenuViewLayout``.
enum MenuLayoutOverrides {
    static let keys = ["menuBackgroundColor", "menuInset", "itemButton", "itemSpace", "dividerHeight", "dividerColor"]

    static func apply(_ cursor: Cursor, to layout: inout MenuLayoutProperties) {
        guard let o = cursor.object(allowing: keys) else { return }
        if let c = o["menuBackgroundColor"], let v = c.color { layout.menuBackgroundColor = v }
        if let c = o["menuInset"], let v = c.insets(base: layout.menuInset) { layout.menuInset = v }
        if let c = o["itemButton"], let v = c.button(base: layout.itemButton) { layout.itemButton = v }
        if let c = o["itemSpace"], let v = c.nonNegative { layout.itemSpace = v }
        if let c = o["dividerHeight"], let v = c.nonNegative { layout.dividerHeight = v }
        if let c = o["dividerColor"], let v = c.color { layout.dividerColor = v }
    }
}
