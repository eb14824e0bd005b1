import Foundation

/// The values of an ``AdListMenuViewLayout``: background, insets, button style and divider of a
/// menu or filter row. A plain value, copied from the configured layout when a document resolves.
public struct MenuLayoutProperties: Sendable, Hashable {
    /// Background of the row.
    public var menuBackgroundColor: Color = .white
    /// Insets of the row.
    public var menuInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    /// Each tab: wrap width, 45 pt, 18 pt (regular, the selected semibold: ``TnkDefaults/menuItemFont``),
    /// gray unless selected.
    public var itemButton = ButtonAttribute(
        width: CGFloat.wrapContent, height: 45, font: TnkDefaults.menuItemFont,
        colorNormal: Color(argb: 0xFFAA_AAAA), colorHighlighted: .black, colorSelected: .black,
        cornerRadius: 0, strokeColor: .clear, strokeWidth: 0,
        backgroundNormal: .clear, backgroundHighlighted: .clear, backgroundSelected: .clear,
        inset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    /// Gap between tabs.
    public var itemSpace: CGFloat = 0
    /// Divider under the row (height 0 hides it).
    public var dividerHeight: CGFloat = 0
    /// Colour of the divider under the row.
    public var dividerColor = Color(argb: 0xFFF2_F2F2)

    /// The menu row's defaults (the guide's `AdListMenuViewLayout`) in `palette`'s colours.
    public init(palette p: Palette = .light) {
        menuBackgroundColor = p.mainBackground
        itemButton.fontSelected = TnkDefaults.menuItemFontSelected
        itemButton.colorNormal = p.menuNormal
        itemButton.colorHighlighted = p.menuSelected
        itemButton.colorSelected = p.menuSelected
        dividerColor = p.divider
    }

    /// The filter row's defaults (the guide's `AdListFilterViewLayout`): 36 pt pills, the selected
    /// one filled with the primary colour; titles in ``TnkDefaults/filterItemFont``.
    public static func filter(palette p: Palette = .light) -> MenuLayoutProperties {
        var m = MenuLayoutProperties(palette: p)
        m.menuInset = EdgeInsets(top: 6, left: 20, bottom: 6, right: 20)
        m.itemButton = ButtonAttribute(
            width: CGFloat.wrapContent, height: 36, font: TnkDefaults.filterItemFont,
            colorNormal: p.filterText, colorHighlighted: .white, colorSelected: .white,
            cornerRadius: 18, strokeColor: p.filterStroke, strokeWidth: 1,
            backgroundNormal: p.filterBackground, backgroundHighlighted: p.primary, backgroundSelected: p.primary,
            inset: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        m.itemSpace = 4
        return m
    }
}
