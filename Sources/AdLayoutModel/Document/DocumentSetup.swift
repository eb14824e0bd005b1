import Foundation

/// What an app's setup code gives a document (AdLayoutSwiftSetup reads it from Swift): layout
/// classes, registrations, styles, settings and menu layouts — the document format's own keys,
/// without a screen. It is merged under a document: see ``LayoutDocument/merging(setup:)``.
public struct DocumentSetup: Sendable {
    /// `layoutClasses`.
    public var layoutClasses: [LayoutClassDeclaration] = []
    /// `registrations`.
    public var registrations: [RegistrationSpec] = []
    /// `placementRegistrations`.
    public var placementRegistrations: [PlacementRegistrationSpec] = []
    /// `styles.offerwallTheme`.
    public var theme: OfferwallTheme?
    /// `styles.adListItem`.
    public var stylePatch: Patch<AdListItemStyle>?
    /// `tnkLayout`.
    public var settings: Patch<OfferwallSettings>?
    /// `menuLayouts`.
    public var menuLayouts: [MenuLayoutSpec] = []
    /// `appViews`: the app's item views the setup's classes are.
    public var appViews: [AppViewDefinition] = []
    /// Image files the setup found in the app's asset catalogs (`UIImage(named:)`), by the path its
    /// image properties name them with: in the folder the user named, so not confined to the document's.
    public var imageFiles: [String: URL] = [:]

    /// An empty setup.
    public init() {}
}

extension DocumentDecoder {
    /// The keys a setup may have.
    static let setupKeys = ["appViews", "layoutClasses", "registrations", "placementRegistrations", "styles", "tnkLayout", "menuLayouts"]

    /// Decodes a setup: a JSON object with the document's `appViews`, `layoutClasses`, `registrations`,
    /// `placementRegistrations`, `styles`, `tnkLayout` and `menuLayouts` keys (what `adlayout import-swift` prints).
    public static func decodeSetup(_ data: Data, file: String? = nil) -> (DocumentSetup?, [Diagnostic]) {
        let tape: JSONTape
        do { tape = try JSONTape.parse(data) } catch {
            return (nil, [Diagnostic(code: .syntax, file: file, path: "", location: error.location, message: "invalid JSON: \(error.message)")])
        }
        return decodeSetup(tape, file: file)
    }

    /// Decodes a setup given as a tree (the Swift setup reader's), without writing it as text. Its
    /// diagnostics have paths and no locations: the tree's origins are where the reader found each part.
    public static func decodeSetup(_ root: JSONNode, file: String? = nil) -> (DocumentSetup?, [Diagnostic]) {
        let (setup, diagnostics) = decodeSetup(JSONTape.of(root), file: file)
        return (setup, diagnostics.map { var d = $0; d.location = nil; return d })
    }

    private static func decodeSetup(_ tape: JSONTape, file: String?) -> (DocumentSetup?, [Diagnostic]) {
        let context = DecodeContext(file: file)
        let root = Cursor(tape: tape, index: 0, diagnostics: context)
        guard let o = root.object(allowing: setupKeys) else { return (nil, context.all) }
        var setup = DocumentSetup()
        var holder = LayoutDocument(schemaVersion: schemaVersion, file: file, baseDirectory: nil, device: .default, title: nil,
                                    settings: nil, theme: .light, registrations: [], menuLayouts: [], menu: nil,
                                    filter: nil, sections: [])
        if let c = o["styles"] { styles(c, into: &holder, options: Options()) }
        setup.theme = holder.declaredTheme
        setup.stylePatch = holder.stylePatch
        if let c = o["tnkLayout"] { setup.settings = Formats.settings.patch(c) }
        if let c = o["layoutClasses"] { setup.layoutClasses = LayoutClassDecoder.decode(c) }
        if let c = o["appViews"] { setup.appViews = AppViewDecoder.decode(c) }
        if let c = o["registrations"] { setup.registrations = registrations(c) }
        if let c = o["placementRegistrations"] { setup.placementRegistrations = placementRegistrations(c) }
        if let c = o["menuLayouts"] { setup.menuLayouts = menuLayouts(c) }
        return (setup, context.all)
    }
}

extension LayoutDocument {
    /// This document with `setup` under it: the document's own keys win. Per layout type, placement
    /// id, menu type, layout class and app view name the document's entry replaces the setup's; `styles` and
    /// `tnkLayout` apply key by key, the setup's first. The theme stays the one the document was
    /// decoded with (its own, a variant's, or — decoded with `fallbackTheme` — the setup's).
    public func merging(setup: DocumentSetup) -> LayoutDocument {
        var merged = self
        let ownClasses = Set(layoutClasses.map(\.name))
        merged.layoutClasses = setup.layoutClasses.filter { !ownClasses.contains($0.name) } + layoutClasses
        let ownViews = Set(appViews.map(\.name))
        merged.appViews = setup.appViews.filter { !ownViews.contains($0.name) } + appViews
        merged.setupImageFiles = setup.imageFiles
        let ownTypes = Set(registrations.map(\.type))
        merged.registrations = setup.registrations.filter { !ownTypes.contains($0.type) } + registrations
        let ownPlacements = Set(placementRegistrations.map(\.placementId))
        merged.placementRegistrations = setup.placementRegistrations.filter { !ownPlacements.contains($0.placementId) }
            + placementRegistrations
        let ownMenus = Set(menuLayouts.map(\.type))
        merged.menuLayouts = setup.menuLayouts.filter { !ownMenus.contains($0.type) } + menuLayouts
        let setupSettings = setup.settings, ownSettings = settings
        if setupSettings != nil || ownSettings != nil {
            merged.settings = { s in setupSettings?(&s); ownSettings?(&s) }
        }
        merged.declaredTheme = declaredTheme ?? setup.theme
        let setupStyles = setup.stylePatch, ownStyles = stylePatch
        merged.stylePatch = { s in setupStyles?(&s); ownStyles?(&s) }
        return merged
    }
}
