import AdLayoutAppViews
import AdLayoutInterfaceBuilder
import AdLayoutTestSupport
import Foundation
import Testing

/// Outlets as the nib connects them (issue 41: "outlet errors name the wrong outlet"): every outlet
/// the item view declares is one the document may name, also when two of them point at one view.
@Suite struct XIBOutletTests {
    /// A cell whose class connects `titleLabel` and `nameLabel` to the same label, and `iconImageView`.
    static let xib = inlineXIB(width: 320, height: 80, customClass: "CardView", """
        <subviews>
            <label text="Title" id="LBL">
                <rect key="frame" x="80" y="8" width="200" height="20"/>
            </label>
            <imageView id="IMG">
                <rect key="frame" x="8" y="8" width="64" height="64"/>
            </imageView>
        </subviews>
        <connections>
            <outlet property="titleLabel" destination="LBL" id="O-1"/>
            <outlet property="nameLabel" destination="LBL" id="O-2"/>
            <outlet property="iconImageView" destination="IMG" id="O-3"/>
        </connections>
        """)

    @Test func twoOutletsToOneViewAreBothOutlets() throws {
        let document = try XIBReader.read(data: Data(Self.xib.utf8), fileName: "Card.xib")
        let nib = try XIBItemView(document: document, file: "Card.xib")
        #expect(nib.outletNames == ["iconImageView", "nameLabel", "titleLabel"])
        #expect(nib.hasText(outlet: "titleLabel"))
        #expect(nib.hasText(outlet: "nameLabel"))
        #expect(nib.isImageView(outlet: "iconImageView"))
        #expect(!nib.isImageView(outlet: "titleLabel"))
    }
}
