import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// FoundationXML calls `strlen` on a null pointer for a processing instruction without data
/// (`Scripts/fuzz.sh xib` found `<?xmCmotsuc?>`): XIBs have none but the XML declaration, and every
/// other one is refused before the parser.
@Suite struct XIBProcessingInstructionTests {
    @Test func processingInstructionsAreRefusedBeforeTheParser() {
        #expect(Fixture.error("<?xml version=\"1.0\"?>\n<document>\n  <?foo?></document>")?.description
            == "Inline.xib:3:3: a processing instruction <?foo…?>; XIB files have none but the XML declaration at the "
            + "start, and the reader refuses them")
        #expect(Fixture.error("<?xml?><document/>")?.description
            == "Inline.xib:1:1: a processing instruction <?xml…?>; XIB files have none but the XML declaration at the "
            + "start, and the reader refuses them")
        #expect(Fixture.error("<?xmCmotsuc?>\n<document/>")?.kind == .forbiddenDeclaration)
        #expect(Fixture.error("<!-- <?foo?> -->\n<document/>") == nil)
    }
}
