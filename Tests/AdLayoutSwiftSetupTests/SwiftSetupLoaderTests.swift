import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation
import Testing

/// The typed merge as the loader does it: which file a problem is reported in, and the theme a
/// setup sets.
@Suite struct SwiftSetupLoaderTests {
    /// `name` from Layouts/ as JSON with `removing` taken out and `adding` put in.
    func layout(_ name: String, removing: [String] = [], adding: [String: Any] = [:]) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Paths.layout(name))) as? [String: Any])
        for key in removing { object[key] = nil }
        for (key, value) in adding { object[key] = value }
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    func loader(_ swift: String) -> SwiftSetupLoader {
        SwiftSetupLoader(sources: [SwiftSetupSource(name: "Setup.swift", text: swift)]) { _ in }
    }

    /// Problems of the registrations the setup provides are at the Swift code; problems of the
    /// document's own registration (which replaces the setup's of its type) at the document's JSON.
    @Test func problemsAreReportedWhereTheirPartComesFrom() throws {
        let loader = loader("""
        let l = AdListItemViewLayout()
        l.lineSpace = 4
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: MissingItemView.self, viewLayout: l)
        TnkLayout.shared.registerItemViewLayout(type: .suggest, viewClass: OtherMissingView.self, viewLayout: l)
        """)
        let document = #"""
        {"schemaVersion": 1,
         "registrations": {"suggest": {"viewClass": "NopeView"}},
         "sections": [{"type": "normal", "items": []}, {"type": "suggest", "items": []}]}
        """#
        let ((resolved, diagnostics), _) = loader.load(Data(document.utf8), file: "doc.json", baseDirectory: Paths.fixtures)
        #expect(resolved == nil)
        #expect(diagnostics.map { "\($0.file ?? ""):\($0.location.map(\.description) ?? ""): \($0.path)" } == [
            "Setup.swift:3:1: registrations.normal.viewClass",
            "doc.json:2:31: registrations.suggest.viewClass",
        ])
        #expect(diagnostics.first?.message.hasPrefix(#"unknown view class "MissingItemView""#) == true)
    }

    /// A value the format rejects is reported at the Swift expression, with the path it has in the
    /// document format, together with the document's own decoding problems.
    @Test func decodingProblemsOfBothInOneRun() throws {
        let loader = loader("""
        let l = AdListItemViewLayout()
        l.dividerHeight = -5
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
        """)
        let document = #"{"schemaVersion": 1, "title": 7, "sections": []}"#
        let ((resolved, diagnostics), _) = loader.load(Data(document.utf8), file: "doc.json", baseDirectory: Paths.fixtures)
        #expect(resolved == nil)
        #expect(diagnostics.map(\.line) == [
            "error: doc.json:1:31: title: expected a string, found the number 7",
            "error: Setup.swift:2:19: registrations.normal.overrides.dividerHeight: expected a length in points of 0…10000, found the number -5",
        ])
    }

    var twoToneBackground: [String: Any] { ["tnkLayout": ["listViewBackgroundColor": ["light": "#FFEEDD", "dark": "#112233"]]] }

    /// The setup's `offerwallTheme` decides which colour of the document's {"light", "dark"} pairs
    /// is drawn, as the theme written in the document does.
    @Test func theSetupsThemeReadsTheDocumentsColourPairs() throws {
        let dark = loader("TnkStyles.shared.offerwallTheme = .dark")
        let base = try layout("dark.json", removing: ["styles"], adding: twoToneBackground)
        let ((fromSwift, diagnostics), _) = dark.load(base, file: "dark.json", baseDirectory: Paths.layouts)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let written = try layout("dark.json", adding: twoToneBackground)
        let (handWritten, _) = DocumentLoader.load(written, file: "dark.json", baseDirectory: Paths.layouts)
        let png = Render.png(try #require(fromSwift), scale: 1)
        #expect(png == Render.png(try #require(handWritten), scale: 1))
        let (light, _) = DocumentLoader.load(base, file: "dark.json", baseDirectory: Paths.layouts)
        #expect(png != Render.png(try #require(light), scale: 1))
    }

    /// A variant's theme (`options.theme`, as a variant matrix gives) wins over the setup's theme.
    @Test func aVariantsThemeWinsOverTheSetups() throws {
        let dark = loader("TnkStyles.shared.offerwallTheme = .dark")
        let base = try layout("dark.json", removing: ["styles"], adding: twoToneBackground)
        let ((fromSwift, _), _) = dark.load(base, file: "dark.json", baseDirectory: Paths.layouts, options: .init(theme: .light))
        let (light, _) = DocumentLoader.load(base, file: "dark.json", baseDirectory: Paths.layouts)
        #expect(Render.png(try #require(fromSwift), scale: 1) == Render.png(try #require(light), scale: 1))
    }
}
