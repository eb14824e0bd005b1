import Foundation

/// The SDK's `AdListMenuViewLayout`: the category tab row above the list (`.menu`).
///
/// Configure or subclass it as the guide does; its values live in ``properties`` and are copied
/// when a document resolves, with ``viewHeight(_:)`` evaluated for the document's width.
open class AdListMenuViewLayout {
    /// Every value of the layout; the properties below read and write it.
    public var properties: MenuLayoutProperties

    /// The guide's defaults in the colours of `styles`: the initializer a document's resolution calls.
    public required init(styles: TnkStyles) {
        properties = MenuLayoutProperties(palette: styles.palette)
    }

    /// The guide's defaults in the colours of ``TnkStyles/shared`` (the SDK's `AdListMenuViewLayout()`).
    public convenience init() {
        self.init(styles: .shared)
    }

    /// Height of the row for a container of `parentSize`.
    open func viewHeight(_ parentSize: CGSize) -> CGFloat {
        menuInset.top + itemButton.height + menuInset.bottom + dividerHeight
    }

    /// The layout class name used in documents and messages.
    open class var layoutClassName: String { _typeName(self, qualified: false) }

    /// ``MenuLayoutProperties/menuBackgroundColor``.
    public var menuBackgroundColor: Color { get { properties.menuBackgroundColor } set { properties.menuBackgroundColor = newValue } }
    /// ``MenuLayoutProperties/menuInset``.
    public var menuInset: EdgeInsets { get { properties.menuInset } set { properties.menuInset = newValue } }
    /// ``MenuLayoutProperties/itemButton``.
    public var itemButton: ButtonAttribute { get { properties.itemButton } set { properties.itemButton = newValue } }
    /// ``MenuLayoutProperties/itemSpace``.
    public var itemSpace: CGFloat { get { properties.itemSpace } set { properties.itemSpace = newValue } }
    /// ``MenuLayoutProperties/dividerHeight``.
    public var dividerHeight: CGFloat { get { properties.dividerHeight } set { properties.dividerHeight = newValue } }
    /// ``MenuLayoutProperties/dividerColor``.
    public var dividerColor: Color { get { properties.dividerColor } set { properties.dividerColor = newValue } }
}

/// The SDK's `AdListFilterViewLayout`: the filter chip row (`.filter`).
open class AdListFilterViewLayout: AdListMenuViewLayout {
    /// The guide's filter defaults in the colours of `styles`.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        properties = .filter(palette: styles.palette)
    }
}
