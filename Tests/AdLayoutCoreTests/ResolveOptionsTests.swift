import Foundation
import Testing
@testable import AdLayoutCore

/// What a caller asks the resolver for besides the document (`DocumentResolver.Options`), as `fit` asks it:
/// the document itself is neither changed before nor after.
@Suite struct ResolveOptionsTests {
    static let offerwall = """
        {"schemaVersion": 1, "device": "iPhone15", "sections": [
          {"type": "newapps", "items": [\(itemsJSON(1))]},
          {"type": "normal", "items": [\(itemsJSON(3))]},
          {"type": "normal", "items": [\(itemsJSON(5))]}]}
        """

    /// `document` resolved as written.
    func plain(_ document: LayoutDocument) -> ResolvedDocument {
        DocumentResolver.resolveCollecting(document, base: TnkLayout()).0
    }

    @Test func onePerLayoutTypeTakesTheFirstSectionOfEachElseOneDefaultAd() throws {
        let document = try DocumentDecoder.decode(Data(Self.offerwall.utf8))
        #expect(DocumentResolver.Options.layoutTypes(of: document) == [.newapps, .normal])
        let options = DocumentResolver.Options(sectionPerType: [.normal, .suggest])
        let (resolved, diagnostics) = DocumentResolver.resolveCollecting(document, base: TnkLayout(), options: options)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(resolved.sections.map(\.type) == [.normal, .suggest])
        #expect(resolved.sections.map(\.items.count) == [3, 1])
        #expect(resolved.sections.map(\.path) == ["sections[1]", "sections"])
        // As written without options.
        #expect(plain(document).sections.map(\.items.count) == [1, 3, 5])
    }

    @Test func aPlacementAsAListIsItsOneSectionAsWideAsTheDevice() throws {
        let json = #"{"schemaVersion": 1, "screen": "placement", "device": {"width": 600, "height": 800, "scale": 1}, "#
            + #""placement": {"id": "open_ad", "title": "T"}, "items": []}"#
        let document = try DocumentDecoder.decode(Data(json.utf8))
        let (resolved, diagnostics) = DocumentResolver.resolveCollecting(document, base: TnkLayout(),
                                                                          options: .init(placementAsList: true))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let offerwall = try #require(resolved.offerwall)
        #expect(offerwall.title == nil && offerwall.menu == nil && offerwall.filter == nil)
        #expect(offerwall.sections.map(\.type) == [.normal])
        #expect(offerwall.sections.map(\.items.count) == [1], "a placement without ads gets one default ad")
        // The list's width limit (440 pt by default) gives way to the device's: a placement has none.
        #expect(plain(document).settings.listViewMaxWidth == 440)
        #expect(resolved.settings.listViewMaxWidth == 600)
        // As written: the placement, with no ads.
        #expect(plain(document).placement?.section.items.count == 0)
    }
}

/// Tools derive documents from a resolved one as new values (`replacing`), and ask the decoder for a
/// canvas as tall as the content (`--full-page`) instead of changing the resolved device.
@Suite struct DerivedDocumentTests {
    static let json = #"{"schemaVersion": 1, "device": {"width": 390, "height": 844, "scale": 1, "chrome": true}, "#
        + #""sections": [{"type": "normal", "items": [{"appName": "A"}, {"appName": "B"}]}]}"#

    @Test func aReplacedPartLeavesTheOthersAndTheOriginal() throws {
        let document = try DocumentDecoder.decode(Data(Self.json.utf8))
        let resolved = DocumentResolver.resolveCollecting(document, base: TnkLayout()).0
        var section = resolved.sections[0]
        section.items = [section.items[1]]
        let derived = resolved.replacing(device: DeviceSpec.presets["iPhoneSE"]!).replacing(sections: [section])
        #expect(derived.device.width == 375 && derived.sections[0].items.map(\.appName) == ["B"])
        // The chrome, the positions and the images stay the resolved document's.
        #expect(derived.chrome != nil && derived.chrome?.statusBarHeight == resolved.chrome?.statusBarHeight)
        #expect(derived.positions != nil)
        #expect(resolved.device.width == 390 && resolved.sections[0].items.map(\.appName) == ["A", "B"])
    }

    @Test func autoHeightIsADecoderOption() throws {
        var options = DocumentDecoder.Options()
        #expect(!(try DocumentDecoder.decode(Data(Self.json.utf8), options: options).device.autoHeight))
        options.autoHeight = true
        let document = try DocumentDecoder.decode(Data(Self.json.utf8), options: options)
        #expect(document.device.autoHeight && document.device.height == 844 && document.device.chrome)
    }
}
