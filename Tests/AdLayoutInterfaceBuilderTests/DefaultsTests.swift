import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// What absent attributes mean.
@Suite("Defaults")
struct DefaultsTests {
    @Test func bareDocument() throws {
        let document = try Fixture.read("<document><objects/></document>")
        #expect(document.documentType == nil)
        #expect(document.toolsVersion == nil)
        #expect(!document.usesAutolayout)
        #expect(!document.usesSafeAreas)
        #expect(document.device == nil)
        #expect(document.placeholders == [])
        #expect(document.views == [])
        #expect(document.resources == .empty)
        #expect(document.filesOwner == nil)
        #expect(document.notes == [])
    }

    @Test func bareView() throws {
        let document = try Fixture.read(Fixture.wrap(#"<view id="VVV-00-001"/>"#))
        let view = try #require(document.views.first)
        #expect(view.kind == .view)
        #expect(view.key == nil)
        #expect(view.customClass == nil)
        #expect(view.customModule == nil)
        #expect(view.userLabel == nil)
        #expect(view.tag == 0)
        #expect(view.frame == nil)
        #expect(view.autoresizingMask == nil)
        #expect(!view.isHidden)
        #expect(!view.clipsSubviews)
        #expect(view.alpha == 1)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(!view.isMisplaced)
        #expect(!view.isAmbiguous)
        #expect(view.backgroundColor == nil)
        #expect(view.tintColor == nil)
        #expect(view.horizontalHuggingPriority == 250)
        #expect(view.verticalHuggingPriority == 250)
        #expect(view.horizontalCompressionResistancePriority == 750)
        #expect(view.verticalCompressionResistancePriority == 750)
        #expect(view.placeholderIntrinsicWidth == nil)
        #expect(view.placeholderIntrinsicHeight == nil)
        #expect(view.layoutMargins == nil)
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.subviews == [] && view.constraints == [] && view.layoutGuides == [])
        #expect(view.connections == [] && view.runtimeAttributes == [])
        #expect(view.properties == .none)
        #expect(view.label == nil && view.button == nil && view.cell == nil && view.contentView == nil)
        #expect(view.isInstalled)
        #expect(view.position == XIBSourcePosition(line: 4, column: 1))
    }

    @Test func bareKinds() throws {
        let document = try Fixture.read(Fixture.wrap("""
        <label id="LLL-00-001"/>
        <stackView id="SSS-00-001"/>
        <textView id="TTT-00-001"/>
        <textField id="FFF-00-001"/>
        <imageView id="III-00-001"/>
        <button id="BBB-00-001"/>
        <tableViewCell id="CCC-00-001"/>
        <collectionViewCell id="CCC-00-002"/>
        <collectionReusableView id="RRR-00-001"/>
        """))
        #expect(document.views.map(\.kind) == [.label, .stackView, .textView, .textField, .imageView, .button,
                                               .tableViewCell, .collectionViewCell, .collectionReusableView])
        #expect(document.views[0].label == XIBLabelProperties(
            text: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail, textAlignment: .left, font: nil, textColor: nil,
            highlightedColor: nil, adjustsFontSizeToFit: true, minimumScaleFactor: 0, minimumFontSize: nil,
            preferredMaxLayoutWidth: nil, baselineAdjustment: nil))
        #expect(document.views[1].stackView == XIBStackViewProperties(
            axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0, isBaselineRelativeArrangement: false,
            isLayoutMarginsRelativeArrangement: false))
        #expect(document.views[2].textView == XIBTextViewProperties(
            text: nil, font: nil, textColor: nil, textAlignment: .left, isEditable: true, isSelectable: true,
            isScrollEnabled: true))
        #expect(document.views[3].textField == XIBTextFieldProperties(
            text: nil, placeholder: nil, font: nil, textColor: nil, textAlignment: .left, borderStyle: nil,
            minimumFontSize: nil))
        #expect(document.views[4].imageView == XIBImageViewProperties(image: nil, imageCatalog: nil,
                                                                      highlightedImage: nil))
        #expect(document.views[5].button == XIBButtonProperties(
            buttonType: nil, font: nil, states: [], configurationStyle: nil, configurationTitle: nil, lineBreakMode: nil,
            contentHorizontalAlignment: nil, contentVerticalAlignment: nil))
        #expect(document.views[5].button?.title(for: "normal") == nil)
        #expect(document.views[6].cell == XIBCellProperties(reuseIdentifier: nil, customSize: nil, rowHeight: nil,
                                                            selectionStyle: .default, accessoryType: nil))
        #expect(document.views[7].cell?.selectionStyle == nil)
        #expect(document.views[8].cell?.reuseIdentifier == nil)
    }

    @Test func bareConstraint() throws {
        let document = try Fixture.read(Fixture.wrap("""
        <view id="VVV-00-001">
            <constraints>
                <constraint firstAttribute="width" id="CCC-00-001"/>
            </constraints>
        </view>
        """))
        let constraint = try #require(document.constraint(withID: "CCC-00-001"))
        #expect(constraint.firstItem == nil)
        #expect(constraint.firstItemID == "VVV-00-001")
        #expect(constraint.relation == .equal)
        #expect(constraint.secondItem == nil)
        #expect(constraint.secondAttribute == nil)
        #expect(constraint.secondItemID == nil)
        #expect(constraint.multiplier == 1)
        #expect(constraint.multiplierText == nil)
        #expect(constraint.constant == 0)
        #expect(constraint.priority == 1000)
        #expect(constraint.isRequired)
        #expect(!constraint.isSymbolic)
        #expect(constraint.identifier == nil)
        #expect(!constraint.isRemovedAtBuildTime)
        #expect(constraint.isActive)
        #expect(constraint.holderID == "VVV-00-001")
    }

    @Test func colourAndFontDefaults() throws {
        let document = try Fixture.read(Fixture.wrap("""
        <label id="LLL-00-001">
            <fontDescription key="fontDescription" type="system" pointSize="9"/>
            <color key="textColor" red="0.5" green="0.25" blue="0.0"/>
        </label>
        <label id="LLL-00-002">
            <fontDescription key="fontDescription"/>
            <color key="textColor" systemColor="labelColor"/>
        </label>
        """))
        let first = try #require(document.views[0].label)
        #expect(first.font == XIBFont(descriptor: .system(weight: .regular), pointSize: 9))
        #expect(first.textColor == .literal(XIBColorComponents(model: .rgb(red: 0.5, green: 0.25, blue: 0), alpha: 1,
                                                                colorSpace: nil)))
        let second = try #require(document.views[1].label)
        #expect(second.font == XIBFont(descriptor: .system(weight: .regular), pointSize: nil))
        // A system colour the resources do not list keeps its name and no components.
        #expect(second.textColor == .system(name: "labelColor", resolved: nil))
    }

    @Test(arguments: [("320:167", 320.0 / 167.0), ("1:1", 1.0), ("1/3", 1.0 / 3.0), ("0.5", 0.5), ("-2", -2.0),
                      ("16:9", 16.0 / 9.0)])
    func multipliers(text: String, value: Double) {
        #expect(XIBDecoder.parseMultiplier(text) == value)
    }

    @Test(arguments: ["", "a:b", "1:0", "1:2:3", "nan", "inf", "0x10", "1e999", ":", "3:"])
    func invalidMultipliers(text: String) {
        #expect(XIBDecoder.parseMultiplier(text) == nil)
    }

    @Test func layoutAttributeWords() {
        #expect(LayoutAttribute(xibWord: "baseline") == .lastBaseline)
        #expect(LayoutAttribute(xibWord: "leadingMargin") == .leadingMargin)
        #expect(LayoutAttribute(xibWord: "centerYWithinMargins")?.isVertical == true)
        #expect(LayoutAttribute(xibWord: "width")?.isSize == true)
        #expect(LayoutAttribute(xibWord: "middle") == nil)
        #expect(ViewKind(elementName: "switch") == .other("switch"))
        #expect(ViewKind(elementName: "tableViewCell").isCell)
    }

    /// IB's own words for `NSLineBreakMode`'s cases (Xcode's `lineBreakMode="…"`).
    @Test func lineBreakModeWords() {
        let words = ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"]
        #expect(words.map { LineBreakMode(xibWord: $0) } == [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                                                            .byTruncatingTail, .byTruncatingMiddle])
        #expect(LineBreakMode(xibWord: "byTruncatingTail") == nil)
    }

    /// `weight="…"`: UIKit's names of `UIFont.Weight`, not the CSS numbers documents may write.
    @Test func fontWeightWords() {
        #expect(FontWeight(xibWord: "ultraLight") == .ultraLight)
        #expect(FontWeight(xibWord: "semibold") == .semibold)
        #expect(FontWeight(xibWord: "black") == .black)
        #expect(FontWeight(xibWord: "600") == nil)
        #expect(FontWeight(xibWord: "Bold") == nil)
    }

    @Test func modelIsSendableAndHashable() throws {
        let document = try Fixture.document("CustomItemView.xib")
        let again = try Fixture.document("CustomItemView.xib")
        let boxed: any Sendable & Hashable = document
        #expect(boxed.hashValue == again.hashValue)
        #expect(document == again)
        #expect(Set([document, again]).count == 1)
    }
}
