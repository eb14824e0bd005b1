import Foundation

/// The offerwall screen's global settings: navigation bar, menu rows and list (the settings half of
/// the SDK's `TnkLayout`; the other half is its registry of item views).
///
/// A plain value: a resolved document carries one, and `TnkLayout` exposes every property under
/// the SDK's names (`TnkLayout.shared.leftBarButtonItem = .help`).
public struct OfferwallSettings: Sendable, Hashable {
    // MARK: Navigation bar

    /// The bar button at the left (`.close` in the SDK).
    public var leftBarButtonItem: BarButtonItem = .close
    /// The bar button at the right (`.none` in the SDK).
    public var rightBarButtonItem: BarButtonItem = .none
    /// Image of the close button; nil shows ``closeBarButtonTitle``.
    public var closeBarButtonImage: ImageSource? = nil
    /// Title of the close button.
    public var closeBarButtonTitle = "닫기"
    /// Image of the help button; nil shows ``helpBarButtonTitle``.
    public var helpBarButtonNormalImage: ImageSource? = nil
    /// Image of the help button with a badge.
    public var helpBarButtonBadgeImage: ImageSource? = nil
    /// Title of the help button.
    public var helpBarButtonTitle = "문의하기"
    /// Overrides the document's `title` in the navigation bar.
    public var navigationBarTitle: String? = nil
    /// Colour of the bar buttons.
    public var navigationBarItemTintColor: Color = TnkDefaults.barButtonColor
    /// Hides the navigation bar (when the host app shows its own).
    public var navigationBarHidden = false
    /// Colour of the navigation bar title.
    public var navigationBarTitleColor: Color = TnkDefaults.navigationTitleColor

    // MARK: Menu area

    /// Which rows stay pinned while scrolling (no visible effect at scroll offset 0).
    public var menuPinToVisibleBounds: MenuBound = .all
    /// Hides the menu (category tab) row.
    public var menuMenuHidden = false
    /// Hides the filter chip row.
    public var menuFilterHidden = false

    // MARK: List

    /// Space above the first section; negative values (down to −100) pull the list up under the menu rows.
    public var listViewTopMargin: CGFloat = 8
    /// How far the main list is scrolled down, in points (AdLayout extension: the state a screenshot
    /// shows, not an SDK setting). Sections move up by it and are cut at the list's top, below the
    /// menu rows; rows not pinned by ``menuPinToVisibleBounds`` scroll away with the list.
    public var listScrollOffset: CGFloat = 0
    /// Space below the last section.
    public var listViewBottomMargin: CGFloat = 16
    /// The list never gets wider than this; it is centred on wider canvases.
    public var listViewMaxWidth: CGFloat = 440
    /// Background of the list and the screen.
    public var listViewBackgroundColor: Color = .white
    /// Background of gray sections (`AdSectionGrayBackgroundView`; screenshots ≈ #F5F5F5).
    public var listViewBackgroundGray = Palette.light.listViewBackgroundGray
    /// The scroll-to-top button; nil hides it (it only appears once the list is scrolled).
    public var listViewTopButtonImage: ImageSource? = nil
    /// Size of the scroll-to-top button.
    public var listViewTopButtonSize = CGSize(width: 50, height: 50)

    /// The SDK's defaults with the colours of `palette`.
    public init(palette p: Palette = .light) {
        listViewBackgroundColor = p.mainBackground
        listViewBackgroundGray = p.listViewBackgroundGray
        navigationBarTitleColor = p.navigationTitle
        navigationBarItemTintColor = p.barButton
    }
}

extension OfferwallSettings {
    /// These settings for a document of `palette`: colours still at a theme's defaults (light or
    /// dark, whichever styles the registry was made with) take the palette's; colours set to
    /// anything else stay.
    public func rethemed(to palette: Palette) -> OfferwallSettings {
        var s = self
        let defaults = [OfferwallSettings(palette: .light), OfferwallSettings(palette: .dark)]
        let themed = OfferwallSettings(palette: palette)
        func retheme(_ colour: WritableKeyPath<OfferwallSettings, Color>) {
            if defaults.contains(where: { $0[keyPath: colour] == s[keyPath: colour] }) { s[keyPath: colour] = themed[keyPath: colour] }
        }
        retheme(\.listViewBackgroundColor)
        retheme(\.listViewBackgroundGray)
        retheme(\.navigationBarTitleColor)
        retheme(\.navigationBarItemTintColor)
        return s
    }
}
