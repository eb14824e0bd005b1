import Foundation

/// Formats of the document's global settings (`tnkLayout`) and styles (`styles`).
extension Formats {
    /// `tnkLayout`: the settings of the SDK's `TnkLayout`.
    static let settings = ObjectFormat<OfferwallSettings>("TnkLayout", "TnkLayout settings: navigation bar, menus and list.",
                                                         defaults: OfferwallSettings(), fields: [
        .value("leftBarButtonItem", \.leftBarButtonItem, .named("bar button"), "The bar button at the left."),
        .value("rightBarButtonItem", \.rightBarButtonItem, .named("bar button"), "The bar button at the right."),
        .optional("closeBarButtonImage", \.closeBarButtonImage, .image, "Image of the close button."),
        .value("closeBarButtonTitle", \.closeBarButtonTitle, .text, "Title of the close button."),
        .optional("helpBarButtonNormalImage", \.helpBarButtonNormalImage, .image, "Image of the help button."),
        .optional("helpBarButtonBadgeImage", \.helpBarButtonBadgeImage, .image, "Image of the help button with a badge."),
        .value("helpBarButtonTitle", \.helpBarButtonTitle, .text, "Title of the help button."),
        .optional("navigationBarTitle", \.navigationBarTitle, .text, "Navigation bar title; overrides the document's title."),
        .value("navigationBarItemTintColor", \.navigationBarItemTintColor, .color, "Colour of the bar buttons."),
        .value("navigationBarHidden", \.navigationBarHidden, .bool, "Hide the navigation bar."),
        .value("navigationBarTitleColor", \.navigationBarTitleColor, .color, "Colour of the navigation bar title."),
        .value("menuPinToVisibleBounds", \.menuPinToVisibleBounds, .named("menu bound"),
               "Rows that stay pinned while scrolling (no effect at scroll offset 0)."),
        .value("menuMenuHidden", \.menuMenuHidden, .bool, "Hide the menu row."),
        .value("menuFilterHidden", \.menuFilterHidden, .bool, "Hide the filter row."),
        .value("listViewTopMargin", \.listViewTopMargin, .number(FormatLimits.listViewTopMargin),
               "Space above the first section; down to -100 pulls the list up under the menu rows (a list scrolled a little)."),
        .value("listScrollOffset", \.listScrollOffset, .number(FormatLimits.listScrollOffset),
               "How far the main list is scrolled down, in points (AdLayout extension: the screen's state); 0 shows its top."),
        .value("listViewBottomMargin", \.listViewBottomMargin, .length, "Space below the last section."),
        .value("listViewMaxWidth", \.listViewMaxWidth, .number(Limit(0, 10_000, excludesMin: true, what: "a width in points")),
               "The list is never wider than this; it is centred on wider canvases."),
        .value("listViewBackgroundColor", \.listViewBackgroundColor, .color, "Background of the list and the screen."),
        .value("listViewBackgroundGray", \.listViewBackgroundGray, .color, "Background of gray sections."),
        .optional("listViewTopButtonImage", \.listViewTopButtonImage, .image, "The scroll-to-top button (shown once scrolled)."),
        .object("listViewTopButtonSize", \.listViewTopButtonSize, size, "Size of the scroll-to-top button."),
    ])

    /// `styles.adListItem`: the element styles every layout starts from.
    static let itemStyle = ObjectFormat<AdListItemStyle>("AdListItemStyle",
        "TnkStyles.shared.adListItem: element styles every layout created after them starts from.",
        defaults: AdListItemStyle(), fields: [
        .object("titleLabel", \.titleLabel, label, "The title."),
        .object("descLabel", \.descLabel, label, "The desc."),
        .object("descPointLabel", \.descPointLabel, label, "The original point during a 2× event."),
        .object("pointAmountLabel", \.pointAmountLabel, label, "The point amount."),
        .object("pointUnitLabel", \.pointUnitLabel, label, "The point unit."),
        .object("pointIconImage", \.pointIconImage, image, "The point icon."),
        .object("iconImage", \.iconImage, image, "The icon."),
        .object("feedImage", \.feedImage, image, "The feed image."),
        .value("pointUnitVisible", \.pointUnitVisible, .bool, "Whether the point unit shows."),
        .value("pointAmountFormat", \.pointAmountFormat, .text, "Format of the amount; {point} and {unit} are replaced."),
        .value("pointAmountDisabledColor", \.pointAmountDisabledColor, .color, "Amount colour of ended/disabled ads."),
        .value("pointAmountConfirmColor", \.pointAmountConfirmColor, .color, "Amount colour of ads awaiting confirmation."),
        .object("favoriteButton", \.favoriteButton, button, "The heart button."),
        .object("productPriceLabel", \.productPriceLabel, label, "The product price."),
        .object("discountRateLabel", \.discountRateLabel, label, "The discount rate."),
        .object("orderNumberLabel", \.orderNumberLabel, label, "The rank number."),
        .object("dateLabel", \.dateLabel, label, "The date line."),
        .object("statusLabel", \.statusLabel, label, "The status line."),
        .object("headerTitleLabel", \.headerTitleLabel, label, "Section header titles."),
        .object("headerDescLabel", \.headerDescLabel, label, "Section header descs."),
    ])
}
