import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// A document's styles reach its layouts as a value (`init(styles:)`), never through a global or a
/// task-local, so concurrent resolutions and the process-wide `TnkStyles.shared` cannot meet.
@Suite struct StylesArePassedTests {
    /// A layout class whose defaults depend on the styles it is made with, as the built-in
    /// `ADTopRecommendItemListLayout` does.
    final class ThemedLayout: AdListItemViewLayout {
        required init(styles: TnkStyles) {
            super.init(styles: styles)
            itemStrokeColor = styles.palette.divider
            itemStrokeWidth = 1
        }
    }

    func document(theme: String, title: String) -> String {
        """
        {"schemaVersion": 1, "styles": {"offerwallTheme": "\(theme)", "adListItem": {"titleLabel": {"color": "\(title)"}}},
         "menu": {"items": ["a", "b"], "selected": 0},
         "registrations": {"normal": {"viewLayout": "ThemedLayout"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(1))]}, {"type": "top_recommend_ad", "items": [\(itemsJSON(1))]}]}
        """
    }

    func registry() -> TnkLayout {
        var registry = TnkLayout(styles: TnkStyles())
        registry.catalog.register(layoutClass: ThemedLayout.self)
        return registry
    }

    @Test func concurrentResolutionsOfDifferentStylesEachSeeTheirOwn() async throws {
        let light = try DocumentDecoder.decode(Data(document(theme: "light", title: "#112233").utf8))
        let dark = try DocumentDecoder.decode(Data(document(theme: "dark", title: "#AABBCC").utf8))
        let registry = registry()
        let results = try await withThrowingTaskGroup(of: (Bool, ResolvedDocument).self) { group in
            for i in 0..<64 {
                let isDark = i % 2 == 1
                group.addTask { (isDark, try DocumentResolver.resolve(isDark ? dark : light, base: registry)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64)
        for (isDark, resolved) in results {
            let palette: Palette = isDark ? .dark : .light
            #expect(resolved.sections[0].layout.titleLabel.color == Color(argb: isDark ? 0xFFAA_BBCC : 0xFF11_2233))
            #expect(resolved.sections[0].layout.itemStrokeColor == palette.divider)        // ThemedLayout's init(styles:)
            #expect(resolved.sections[1].layout.itemStrokeColor == palette.divider)        // ADTopRecommendItemListLayout's
            #expect(resolved.offerwall?.menu?.layout == MenuLayoutProperties(palette: palette))
            #expect(resolved.settings.listViewBackgroundColor == palette.mainBackground)
        }
    }

    @Test func aRegistryMadeWithOtherStylesTakesTheDocumentsTheme() throws {
        // Settings colours at either theme's defaults follow the document; a registry made under dark
        // styles used to keep its dark background for a light document.
        let light = try DocumentDecoder.decode(Data(document(theme: "light", title: "#112233").utf8))
        var dark = registry()
        dark.settings = OfferwallSettings(palette: .dark)
        let resolved = try DocumentResolver.resolve(light, base: dark)
        #expect(resolved.settings.listViewBackgroundColor == .white)
        #expect(resolved.settings.navigationBarTitleColor == Palette.light.navigationTitle)
        #expect(resolved.settings.listViewBackgroundGray == Palette.light.listViewBackgroundGray)
        // A colour set to something else stays.
        dark.listViewBackgroundColor = Color(argb: 0xFF12_3456)
        #expect(try DocumentResolver.resolve(light, base: dark).settings.listViewBackgroundColor == Color(argb: 0xFF12_3456))
    }

    @Test func theDocumentsOwnThemeOutlivesACallersTheme() throws {
        // Rendered dark at a caller's request, the document still names light: what a golden named
        // without a theme shows (the studio's golden panel). The palette is the caller's.
        let data = Data(document(theme: "light", title: "#112233").utf8)
        let darkened = try DocumentDecoder.decode(data, options: DocumentDecoder.Options(theme: .dark))
        let resolved = try DocumentResolver.resolve(darkened, base: registry())
        #expect(resolved.declaredTheme == .light)
        #expect(resolved.palette == .dark)
        #expect(resolved.scaled(for: .accessibilityLarge).declaredTheme == .light)
        let unnamed = try DocumentDecoder.decode(Data(#"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [\#(itemsJSON(1))]}]}"#.utf8))
        #expect(try DocumentResolver.resolve(unnamed).declaredTheme == nil)
    }

    @Test func resolvingNeverReadsTheProcessWideStyles() throws {
        // The date line is drawn by no built-in view, so changing it cannot disturb tests running alongside.
        let wild = Color(argb: 0xFF00_FF00)
        let before = TnkStyles.shared
        TnkStyles.shared.adListItem.dateLabel.color = wild
        defer { TnkStyles.shared = before }
        #expect(AdListItemViewLayout().dateLabel.color == wild)   // the SDK's convenience reads it, as in the SDK
        let light = try DocumentDecoder.decode(Data(document(theme: "light", title: "#112233").utf8))
        let plain = try DocumentDecoder.decode(Data(normalDocument(items: 1).utf8))
        for resolved in [try DocumentResolver.resolve(light, base: registry()), try DocumentResolver.resolve(plain)] {
            for section in resolved.sections {
                #expect(section.layout.dateLabel.color == Color(argb: 0xFF99_9999))
            }
        }
    }
}
