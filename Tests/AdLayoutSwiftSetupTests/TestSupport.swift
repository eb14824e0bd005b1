import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutSwiftSetup
import Foundation
import Testing

/// Folders the tests read from.
enum Paths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let layouts = root.appendingPathComponent("Layouts")
    /// The sample that names the guide's Swift view (beside its example, not in Layouts/).
    static let customSwiftDocument = root.appendingPathComponent("Examples/CustomItemView/custom-swift.json")
    static let fixtures = root.appendingPathComponent("Tests/AdLayoutSwiftSetupTests/Fixtures")

    static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }
    static func layout(_ name: String) -> URL { layouts.appendingPathComponent(name) }
}

/// A fixture's Swift source, named as the tests' messages expect (`Fixtures/X.swift`).
/// The guide's section-4 app's Swift files (Layouts/GuideApp), without its XIB, named `GuideApp/…`.
func guideAppSwift() throws -> [SwiftSetupSource] {
    try ["ViewController.swift", "custom/CustomAdListItemView.swift", "custom/CustomAdListItemViewLayout.swift"].map {
        try SwiftSetupSource(contentsOf: Paths.layouts.appendingPathComponent("GuideApp/\($0)"), name: "GuideApp/\($0)")
    }
}

func source(_ name: String) throws -> SwiftSetupSource {
    try SwiftSetupSource(contentsOf: Paths.fixture(name), name: "Fixtures/\(name)")
}

/// Reads Swift given inline, named `Setup.swift`.
func read(_ swift: String) -> SetupDocument { SwiftSetupReader.read([SwiftSetupSource(name: "Setup.swift", text: swift)]) }

/// The diagnostics as printed.
func lines(_ setup: SetupDocument) -> [String] { setup.diagnostics.map(\.line) }

enum Render {
    /// One pipeline for the suite: its caches are reused.
    static let pipeline = RenderPipeline()

    /// The fixtures use the repository's sample images (Layouts/images), outside their folder.
    static let options = DocumentDecoder.Options(imageAccess: ImageAccess(allowedFolders: [Paths.layouts]))

    /// PNG of the document at `url` as it is.
    static func document(_ url: URL, registry: TnkLayout = TnkLayout(), scale: Int = 1) throws -> Data {
        let (document, diagnostics) = DocumentLoader.standard.load(url, nil, registry, options)
        guard let document else { throw Failure(diagnostics.map(\.description).joined(separator: "\n")) }
        #expect(diagnostics.allSatisfy { $0.code != .image }, "\(diagnostics)")
        return png(document, scale: scale)
    }

    /// PNG of the document at `url` without its keys `removing`, with the Swift `setup` under it.
    static func setup(_ setup: [SwiftSetupSource], under url: URL, removing: [String] = [], registry: TnkLayout = TnkLayout(),
                      scale: Int = 1) throws -> Data {
        png(try resolved(setup, under: url, removing: removing, registry: registry), scale: scale)
    }

    /// The document at `url` without its keys `removing`, with the Swift `setup` under it, resolved
    /// as `--swift-setup` does it.
    static func resolved(_ setup: [SwiftSetupSource], under url: URL, removing: [String] = [],
                         registry: TnkLayout = TnkLayout()) throws -> ResolvedDocument {
        let root = try JSONNode.parse(try Data(contentsOf: url))
        guard case .object(let object) = root.value else { throw Failure("not an object") }
        let base = JSONNode(value: .object(JSONObject(members: object.members.filter { !removing.contains($0.key) })), location: root.location)
        let loader = SwiftSetupLoader(sources: setup) { _ in }
        guard loader.sharedErrors.isEmpty else { throw Failure(loader.sharedErrors.map(\.description).joined(separator: "\n")) }
        let ((resolved, diagnostics), _) = loader.load(Data(JSONWriter.write(base).utf8), file: url.lastPathComponent,
                                                       baseDirectory: url.deletingLastPathComponent(), base: registry,
                                                       options: options)
        guard let resolved else { throw Failure(diagnostics.map(\.description).joined(separator: "\n")) }
        #expect(diagnostics.allSatisfy { $0.code != .image }, "\(diagnostics)")
        return resolved
    }

    static func png(_ document: ResolvedDocument, scale: Int) -> Data {
        let (png, warnings) = pipeline.png(pipeline.layout(document, scale: scale))
        #expect(warnings.isEmpty, "\(warnings)")
        return png
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
