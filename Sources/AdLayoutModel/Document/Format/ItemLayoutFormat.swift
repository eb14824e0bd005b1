import Foundation

/// The keys of `registrations.<type>.overrides` and `layoutClasses.<name>.overrides`: every
/// property of ``/AdLayoutSDK/ItemLayoutProperties``, named exactly as in the SDK's `AdListItemViewLayout`.
enum ItemLayoutFormat {
    static let headerViews = ["AdSectionHeaderView"]
    static let footerViews = ["AdSectionFooterView", "AdSectionPageFooterView", "AdSectionPrevNextFooterView"]
    static let decorationViews = ["AdSectionGrayBackgroundView"]

    static let format: ObjectFormat<ItemLayoutProperties> = {
        var f = fields
        f.unknownKeyAdvice = advice
        return f
    }()

    /// Overrides set properties; what the SDK computes in methods is said where to find.
    static let advice: @Sendable (String) -> String? = { key in
        let k = key.lowercased()
        if k.contains("column") || k.contains("perpage") || k.contains("rows") {
            return "columns, rows and items per page come from the layout class's itemColumns(_:numberOfItems:): name a layout "
                + "class with \"viewLayout\", or declare one under \"layoutClasses\" with \"itemColumns\""
        }
        if k == "viewsize" || k == "itemsize" || k == "itemheight" || k == "itemwidth" {
            return "an item's size comes from the layout class's viewSize(_:): declare a class under \"layoutClasses\" with \"viewSize\""
        }
        return nil
    }

    private static let fields = ObjectFormat<ItemLayoutProperties>(
        "AdListItemViewLayout", "Properties of AdListItemViewLayout, named as in the SDK; only the keys given change.",
        defaults: ItemLayoutProperties(), fields: [
        .value("orthogonalScrolling", \.orthogonalScrolling, .named("scroll type"), "How the section scrolls across the list (still images show scroll offset 0 or a given page)."),
        .value("itemDirection", \.itemDirection, .integer(0...1), "1 fills an orthogonally scrolling section top to bottom, then left to right; 0 row by row."),
        .object("sectionInset", \.sectionInset, Formats.insets, "Insets of the section's item area."),
        .value("lineSpace", \.lineSpace, .length, "Vertical gap between rows."),
        .value("itemSpace", \.itemSpace, .length, "Horizontal gap between columns."),
        .value("useIconImage", \.useIconImage, .bool, "Whether the item view shows the icon."),
        .value("useFeedImage", \.useFeedImage, .bool, "Whether the item view shows the feed image."),
        .value("itemCornerRadius", \.itemCornerRadius, .length, "Corner radius of each item."),
        .value("itemStrokeColor", \.itemStrokeColor, .color, "Border colour of each item."),
        .value("itemStrokeWidth", \.itemStrokeWidth, .length, "Border width of each item."),
        .value("itemBackgroundColor", \.itemBackgroundColor, .color, "Background of each item."),
        .value("itemHighlightedColor", \.itemHighlightedColor, .color, "Background of a highlighted item."),
        .object("itemInset", \.itemInset, Formats.insets, "Insets of the content inside each item view."),
        .object("iconImage", \.iconImage, Formats.image, "The icon."),
        .object("feedImage", \.feedImage, Formats.image, "The feed image."),
        .value("feedImageRatio", \.feedImageRatio, .ratio, "Height/width of the feed image when `feedImage.height` is negative (AdLayout extension)."),
        .object("titleLabel", \.titleLabel, Formats.label, "The title (appName)."),
        .object("descLabel", \.descLabel, Formats.label, "The desc (cmpnDesc)."),
        .object("descPointLabel", \.descPointLabel, Formats.label, "The original point during a 2× event, struck through."),
        .object("pointIconImage", \.pointIconImage, Formats.image, "The point icon."),
        .object("pointAmountLabel", \.pointAmountLabel, Formats.label, "The point amount."),
        .object("pointUnitLabel", \.pointUnitLabel, Formats.label, "The point unit (\"골드\")."),
        .value("pointAmountFormat", \.pointAmountFormat, .text, "Format of the amount text; `{point}` and `{unit}` are replaced."),
        .value("pointUnitVisible", \.pointUnitVisible, .bool, "Whether the point unit shows."),
        .value("pointAmountDisabledColor", \.pointAmountDisabledColor, .color, "Amount colour of ended/disabled ads."),
        .value("pointAmountConfirmColor", \.pointAmountConfirmColor, .color, "Amount colour of ads awaiting confirmation."),
        .value("descShowOption", \.descShowOption, .named("desc show option"), "When the desc shows."),
        .value("singleLineInformation", \.singleLineInformation, .bool, "Desc and point on one line (true) or two lines."),
        .value("titleVisible", \.titleVisible, .bool, "Whether the title is shown (AdLayout extension; curations such as promotion show none)."),
        .value("iconCaptionVisible", \.iconCaptionVisible, .bool, "IconOnlyAdListItemView: the desc and point amount as a caption under the icon (AdLayout extension; placement icon rows)."),
        .value("pointNumberStyle", \.pointNumberStyle, .named("point number style"), "How point amounts are written: \"49,000\" or \"4만 9,000\" (AdLayout extension; CPS layouts use the latter)."),
        .object("progressLabel", \.progressLabel, Formats.label, "Progress line of MultiRewardAdListItemView (\"n / N 개의 미션완료\")."),
        .object("dateLabel", \.dateLabel, Formats.label, "The date line."),
        .object("statusLabel", \.statusLabel, Formats.label, "The status line."),
        .object("pointAmountTrailImage", \.pointAmountTrailImage, Formats.image, "Image after the point amount."),
        .object("adItemTrailImage", \.adItemTrailImage, Formats.image, "Image at the item's trailing edge."),
        .object("adItemTrailTagLabel", \.adItemTrailTagLabel, Formats.label, "Tag at the item's trailing edge."),
        .object("productPriceLabel", \.productPriceLabel, Formats.label, "The product price (\"20,000원\")."),
        .object("discountRateLabel", \.discountRateLabel, Formats.label, "The discount rate (\"22%\")."),
        .object("favoriteButton", \.favoriteButton, Formats.button, "The heart button on product images."),
        .object("favoriteButtonLayoutInset", \.favoriteButtonLayoutInset, Formats.insets, "Inset of the heart from the image's bottom-right corner."),
        .object("orderNumberLabel", \.orderNumberLabel, Formats.label, "The rank number of ranked lists."),
        .value("orderNumberVisible", \.orderNumberVisible, .bool, "Whether rank numbers show."),
        .value("useFavoriteBtn", \.useFavoriteBtn, .bool, "Whether the heart button shows."),
        .value("showOnlyTitle", \.showOnlyTitle, .bool, "Show the title only (no desc/point line)."),
        .value("dividerHeight", \.dividerHeight, .length, "Height of the divider under each item (0 hides it)."),
        .value("dividerColor", \.dividerColor, .color, "Colour of the divider."),
        .value("dividerLeadingSpace", \.dividerLeadingSpace, .signedLength, "Gap from the item's left edge to the divider (SDK docs v5.91: 20 + 72 + 12)."),
        .value("dividerTrailingSpace", \.dividerTrailingSpace, .signedLength, "Gap from the divider's end to the item's right edge."),
        .value("dividerHiddenAtLastItem", \.dividerHiddenAtLastItem, .bool, "Hide the divider under the last item."),
        .optional("sectionHeaderViewClass", \.sectionHeaderViewClass, .viewClass(ItemLayoutFormat.headerViews), "Header view; nil hides the header. `AdSectionHeaderView` shows the section's title and desc."),
        .optional("sectionFooterViewClass", \.sectionFooterViewClass, .viewClass(ItemLayoutFormat.footerViews), "Footer view; nil hides the footer."),
        .optional("sectionDecorationViewClass", \.sectionDecorationViewClass, .viewClass(ItemLayoutFormat.decorationViews), "Section background; `AdSectionGrayBackgroundView` paints the section gray."),
        .object("headerInset", \.headerInset, Formats.insets, "Insets of the section header."),
        .object("headerTitleLabel", \.headerTitleLabel, Formats.label, "The section header title."),
        .object("headerDescLabel", \.headerDescLabel, Formats.label, "The section header desc."),
        .object("footerInset", \.footerInset, Formats.insets, "Insets of the section footer."),
        .value("footerDividerHeight", \.footerDividerHeight, .length, "Height of the footer's divider."),
        .value("footerDividerColor", \.footerDividerColor, .color, "Colour of the footer's divider."),
        .object("footerButton", \.footerButton, Formats.button, "The footer button (\"더보기\")."),
        .value("sectionFooterMinHeight", \.sectionFooterMinHeight, .length, "Minimum height of the footer."),
        .object("pageLabelButton", \.pageLabelButton, Formats.button, "Banners: the \"n / N\" page label."),
        .value("pageLabelTrailingSpace", \.pageLabelTrailingSpace, .length, "Banners: gap from the page label to the trailing edge."),
        .value("pageLabelBottomSpace", \.pageLabelBottomSpace, .length, "Banners: gap from the page label to the bottom edge."),
        .value("hidePageView", \.hidePageView, .bool, "Banners: hide the page label (the SDK's v5.73 interface)."),
        .value("searchFieldHeight", \.searchFieldHeight, .length, "Search row: height of the pill field."),
        .value("searchMyButtonWidth", \.searchMyButtonWidth, .length, "Search row: side of the \"my\" button."),
        .value("searchFieldStrokeColor", \.searchFieldStrokeColor, .color, "Search row: border of the field."),
        .value("searchPlaceholderColor", \.searchPlaceholderColor, .color, "Search row: placeholder colour."),
    ])
}

/// The keys of `menuLayouts.menu` and `menuLayouts.filter`: the properties of `AdListMenuViewLayout`.
enum MenuLayoutFormat {
    static let format = ObjectFormat<MenuLayoutProperties>(
        "AdListMenuViewLayout", "Properties of AdListMenuViewLayout / AdListFilterViewLayout; only the keys given change.",
        defaults: MenuLayoutProperties(), fields: [
        .value("menuBackgroundColor", \.menuBackgroundColor, .color, "Background of the row."),
        .object("menuInset", \.menuInset, Formats.insets, "Insets of the row."),
        .object("itemButton", \.itemButton, Formats.button, "Style of each tab or chip."),
        .value("itemSpace", \.itemSpace, .length, "Gap between tabs."),
        .value("dividerHeight", \.dividerHeight, .length, "Divider under the row (0 hides it)."),
        .value("dividerColor", \.dividerColor, .color, "Colour of the divider under the row."),
    ])
}

extension ValueReader where Value == String {
    /// One of `valid` (view class names of headers, footers, decorations).
    static func viewClass(_ valid: [String]) -> ValueReader {
        ValueReader(.enumeration(valid, rawValues: nil), json: { JSONText.string($0) }) { c in
            guard let s = c.string else { return nil }
            if valid.contains(s) { return s }
            c.fail(.unknownName, "unknown view class \"\(s)\"\(NameSuggestions.hint(for: s, in: valid)); valid values: "
                   + valid.joined(separator: ", ") + ", or null to hide it")
            return nil
        }
    }
}
