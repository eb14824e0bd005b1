import AdLayoutAppViews
import AdLayoutEngine
import AdLayoutTestSupport
import Foundation
import Testing

/// Inputs `bash Scripts/fuzz.sh xib` found, replayed: each is laid out or refused with an error, never
/// a crash (the first, a XIB declaring `encoding="UTF-7"` with a NUL byte, crashed inside libxml2).
@Suite struct XIBFuzzReproducerTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzReproducers")

    static var files: [String] { reproducerNames(in: folder) }

    @Test(arguments: files) func replays(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let (tree, errors) = XIBCanvas.layout(data: data, displayPath: name, measurer: ApproximateTextMeasurer())
        #expect(tree != nil || !errors.isEmpty)
    }

    /// A XIB is UTF-8 or UTF-16 with a byte order mark: another declared encoding, and UTF-16 without one, are
    /// refused before libxml2 reads them.
    @Test func otherEncodingsAreRefused() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AdLayoutInterfaceBuilderTests/Fixtures/CustomItemView.xib")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let utf7 = Data(text.replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-7""#).utf8)
        let (_, errors) = XIBCanvas.layout(data: utf7, displayPath: "U.xib", measurer: ApproximateTextMeasurer())
        #expect(errors.map(\.line) == ["error: U.xib:1:1: the XML declaration names the encoding 'UTF-7'; AdLayout reads "
                                        + "XIBs in UTF-8, or UTF-16 with a byte order mark"])
        let (_, nul) = XIBCanvas.layout(data: Data([0x3C, 0x00, 0x3F, 0x00]), displayPath: "N.xib", measurer: ApproximateTextMeasurer())
        #expect(nul.map(\.line) == ["error: N.xib:1:1: the file is UTF-16LE without a byte order mark (it starts "
                                     + "3C 00 3F 00); AdLayout reads XIBs in UTF-8, or UTF-16 with a byte order mark"])
    }
}
