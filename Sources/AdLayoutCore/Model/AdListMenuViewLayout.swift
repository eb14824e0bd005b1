import Foundation

/// The category tab row above the list (`.menu`). Defaults are the guide's.
open class AdListMenuViewLayout: @unchecked Sendable {
    public var menuBackgroundColor: Color = .white
    /// Insets of the row.
    public var menuInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    /// Each tab: wrap width, 45 pt, bold 18, gray unless selected.
    public var itemButton = ButtonAttribute(
        width: TnkLayout.wrapContent, height: 45, font: TnkFonts.getBoldFont(ofSize: 18),
        colorNormal: Color(argb: 0xFFAA_AAAA), colorHighlighted: .black, colorSelected: .black,
        cornerRadius: 0, strokeColor: .clear, strokeWidth: 0,
        backgroundNormal: .clear, backgroundHighlighted: .clear, backgroundSelected: .clear,
        inset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    /// Gap between tabs.
    public var itemSpace: CGFloat = 0
    /// Divider under the row (height 0 hides it).
    public var dividerHeight: CGFloat = 0
    public var dividerColor = Color(argb: 0xFFF2_F2F2)

    public required init() {
        let p = TnkStyles.current.palette
        menuBackgroundColor = p.mainBackground
        itemButton.colorNormal = p.menuNormal
        itemButton.colorHighlighted = p.menuSelected
        itemButton.colorSelected = p.menuSelected
        dividerColor = p.divider
    }

    /// Height of the row for a container of `parentSize`.
    open func viewHeight(_ parentSize: CGSize) -> CGFloat {
        menuInset.top + itemButton.height + menuInset.bottom + dividerHeight
    }

    /// The layout class name used in documents and messages.
    open class var layoutClassName: String { _typeName(self, qualified: false) }  // not String(describing:): its casts cost ~0.4M instructions per type at start
}

/// The filter chip row (`.filter`): 36 pt pills, the selected one filled with the primary colour.
open class AdListFilterViewLayout: AdListMenuViewLayout, @unchecked Sendable {
    public required init() {
        super.init()
        menuInset = EdgeInsets(top: 6, left: 20, bottom: 6, right: 20)
        itemButton = ButtonAttribute(
            width: TnkLayout.wrapContent, height: 36, font: TnkFonts.getBoldFont(ofSize: 14),
            colorNormal: Color(argb: 0xFF50_5050), colorHighlighted: .white, colorSelected: .white,
            cornerRadius: 18, strokeColor: Color(argb: 0x90E0_E0E0), strokeWidth: 1,
            backgroundNormal: .white, backgroundHighlighted: Color(argb: 0xFF45_72EF),
            backgroundSelected: Color(argb: 0xFF45_72EF),
            inset: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        itemSpace = 4
        let p = TnkStyles.current.palette
        itemButton.colorNormal = p.filterText
        itemButton.strokeColor = p.filterStroke
        itemButton.backgroundNormal = .color(p.filterBackground)
        itemButton.backgroundHighlighted = .color(p.primary)
        itemButton.backgroundSelected = .color(p.primary)
        itemButton.colorSelected = .white
        itemButton.colorHighlighted = .white
    }
}
