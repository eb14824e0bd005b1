import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// Both cell content-view dialects: `<tableViewCellContentView key="contentView" id=…>`
/// (Fixtures/AdListCell.xib) and the older id-less `<view key="contentView">` whose constraints name
/// the cell (Fixtures/FeedCollectionCell.xib).
@Suite("Cells")
struct CellTests {
    @Test func tableViewCell() throws {
        let document = try Fixture.document("AdListCell.xib")
        #expect(document.notes == [])
        let cell = try #require(document.views.first)
        #expect(cell.kind == .tableViewCell)
        #expect(cell.id == "KGk-i7-Jjw")
        #expect(cell.customClass == "AdListCell")
        #expect(cell.frame == LayoutRect(x: 0, y: 0, width: 375, height: 88))
        #expect(cell.autoresizingMask == [.flexibleMaxX, .flexibleMaxY])
        #expect(cell.cell == XIBCellProperties(reuseIdentifier: "AdListCell", customSize: nil, rowHeight: 88,
                                               selectionStyle: XIBCellProperties.SelectionStyle.none,
                                               accessoryType: nil))
        #expect(cell.safeArea?.id == "njF-e1-oar")
        #expect(cell.outlets == ["descLabel": "dS5-Wm-2Rb", "iconImageView": "rBk-2v-Lq8",
                                 "pointButton": "pT7-Hc-0Xa", "titleLabel": "tL3-Qe-9Zs"])
        #expect(cell.constraints == [])
        #expect(cell.position == XIBSourcePosition(line: 19, column: 9))

        let content = try #require(cell.contentView)
        #expect(cell.subviews.map(\.id) == ["H2p-sc-9uM"])
        #expect(content.kind == .tableViewCellContentView)
        #expect(content.key == "contentView")
        #expect(content.id == "H2p-sc-9uM")
        #expect(!content.hasSyntheticID)
        #expect(content.contentMode == .center)
        #expect(content.clipsSubviews)
        #expect(content.autoresizingMask == [])
        #expect(content.frame == LayoutRect(x: 0, y: 0, width: 375, height: 88))
        #expect(content.position == XIBSourcePosition(line: 22, column: 13))
        #expect(content.subviews.map(\.kind) == [.imageView, .label, .label, .button])
        #expect(content.subviews.map(\.frame) == [
            LayoutRect(x: 16, y: 16, width: 56, height: 56),
            LayoutRect(x: 84, y: 16, width: 195, height: 19.333333333333332),
            LayoutRect(x: 84, y: 39.333333333333336, width: 195, height: 15.666666666666666),
            LayoutRect(x: 287, y: 28, width: 72, height: 32),
        ])
        #expect(content.subviews[0].imageView?.image == "ic_app_placeholder")
        #expect(document.resources.images["ic_app_placeholder"]
                == XIBImageResource(name: "ic_app_placeholder", size: LayoutSize(width: 56, height: 56), catalog: nil))

        // New dialect: constraints name the content view by its id; an omitted firstItem is the content view.
        #expect(content.constraints.count == 11)
        let trailing = try #require(content.constraints.first { $0.id == "Hc2-Pw-6Nm" })
        #expect(trailing.firstItem == nil)
        #expect(trailing.firstItemID == "H2p-sc-9uM")
        #expect(trailing.secondItemID == "pT7-Hc-0Xa")
        #expect(trailing.constant == 16)
        let iconLeading = try #require(content.constraints.first { $0.id == "1Qa-Vb-7Tn" })
        #expect(iconLeading.secondItemID == "H2p-sc-9uM")
        #expect(document.item(withID: iconLeading.secondItemID!) == .view(content))
        let bottom = try #require(content.constraints.last)
        #expect(bottom.id == "cX3-Ob-7Mv")
        #expect(bottom.relation == .greaterThanOrEqual)
        #expect(bottom.priority == 750)
        #expect(!bottom.isRequired)
        #expect(bottom.constant == 12)
    }

    @Test func tableCellLabelsAndButton() throws {
        let document = try Fixture.document("AdListCell.xib")
        let title = try #require(document.view(withID: "tL3-Qe-9Zs")?.label)
        #expect(title.font == XIBFont(descriptor: .boldSystem, pointSize: 16))
        #expect(title.textColor == nil)  // <nil key="textColor"/>: the default
        let desc = try #require(document.view(withID: "dS5-Wm-2Rb")?.label)
        #expect(desc.numberOfLines == 2)
        #expect(desc.textColor == .system(name: "secondaryLabelColor", resolved: XIBColorComponents(
            model: .rgb(red: 0.23529411764705882, green: 0.23529411764705882, blue: 0.2627450980392157),
            alpha: 0.59999999999999998, colorSpace: .sRGB)))

        let buttonView = try #require(document.view(withID: "pT7-Hc-0Xa"))
        #expect(buttonView.backgroundColor == .named(name: "BrandColor", resolved: XIBColorComponents(
            model: .rgb(red: 1, green: 0.3843137254901961, blue: 0.20392156862745098), alpha: 1, colorSpace: .sRGB)))
        let button = try #require(buttonView.button)
        #expect(button.buttonType == "system")
        #expect(button.lineBreakMode == .byTruncatingMiddle)
        #expect(button.contentHorizontalAlignment == "center")
        #expect(button.font == XIBFont(descriptor: .boldSystem, pointSize: 14))
        #expect(button.states.map(\.state) == ["normal", "selected"])
        #expect(button.title(for: "normal") == "+500 P")
        #expect(button.title(for: "selected") == "Paid")
        #expect(button.title(for: "highlighted") == "+500 P")
        #expect(button.state("normal")?.titleColor == .literal(XIBColorComponents(model: .white(1), alpha: 1,
                                                                                   colorSpace: .genericGamma22Gray)))
        #expect(button.state("selected")?.titleColor == nil)
        #expect(button.configurationStyle == nil)
        #expect(buttonView.runtimeAttributes == [
            XIBRuntimeAttribute(keyPath: "layer.cornerRadius", type: "number", value: .number(8),
                                position: XIBSourcePosition(line: 58, column: 29)),
            XIBRuntimeAttribute(keyPath: "layer.masksToBounds", type: "boolean", value: .boolean(true),
                                position: XIBSourcePosition(line: 61, column: 29)),
        ])
    }

    @Test func filesOwnerWithCustomClass() throws {
        let document = try Fixture.document("AdListCell.xib")
        let owner = try #require(document.filesOwner)
        #expect(owner.customClass == "AdListDataSource")
        #expect(owner.customModule == "TnkOfferwallUISample")
        #expect(owner.connections == [XIBConnection(kind: .outlet, name: "prototypeCell", destination: "KGk-i7-Jjw",
                                                    detail: nil, id: "Wq2-Fb-7Yd", sourceID: "-1",
                                                    position: XIBSourcePosition(line: 15, column: 17))])
    }

    @Test func olderCollectionViewCell() throws {
        let document = try Fixture.document("FeedCollectionCell.xib")
        #expect(document.notes == [])
        #expect(document.device == nil)  // Xcode 7 files record no design device
        #expect(document.toolsVersion == "10117")
        #expect(!document.usesSafeAreas)
        let cell = try #require(document.views.first)
        #expect(cell.kind == .collectionViewCell)
        #expect(cell.id == "gTV-IL-0wX")
        #expect(cell.frame == LayoutRect(x: 0, y: 0, width: 160, height: 200))
        #expect(cell.cell == XIBCellProperties(reuseIdentifier: "FeedCell", customSize: LayoutSize(width: 150, height: 190),
                                               rowHeight: nil, selectionStyle: nil, accessoryType: nil))
        #expect(cell.layoutGuides == [])

        let content = try #require(cell.contentView)
        #expect(content.kind == .view)
        #expect(content.key == "contentView")
        #expect(content.id == "gTV-IL-0wX.contentView")
        #expect(content.hasSyntheticID)
        #expect(content.translatesAutoresizingMaskIntoConstraints)
        #expect(content.autoresizingMask == [.flexibleMaxX, .flexibleMaxY])
        #expect(content.frame == LayoutRect(x: 0, y: 0, width: 160, height: 200))
        #expect(content.backgroundColor == .literal(XIBColorComponents(model: .white(0), alpha: 0,
                                                                        colorSpace: .calibratedWhite)))
        #expect(content.position == XIBSourcePosition(line: 13, column: 13))
        #expect(content.subviews.map(\.id) == ["Rk2-aB-x9Q", "Lx4-cm-P0d"])
        #expect(content.subviews.map(\.frame) == [LayoutRect(x: 0, y: 0, width: 160, height: 160),
                                                  LayoutRect(x: 4, y: 168, width: 152, height: 17)])
        #expect(document.view(withID: "gTV-IL-0wX.contentView") == content)
        #expect(document.item(withID: "gTV-IL-0wX.contentView") == .view(content))

        // The cell holds the constraints and names itself; UIKit installs them on the cell, so they
        // resolve to the cell (the content view covers it exactly).
        #expect(content.constraints == [])
        #expect(cell.constraints.count == 6)
        #expect(cell.constraints.allSatisfy { $0.holderID == "gTV-IL-0wX" })
        let top = cell.constraints[0]
        #expect(top.firstItemID == "Rk2-aB-x9Q")
        #expect(top.secondItem == "gTV-IL-0wX")
        #expect(top.secondItemID == "gTV-IL-0wX")
        let trailing = cell.constraints[2]
        #expect(trailing.id == "Fv5-Nc-6Hu")
        #expect(trailing.firstItem == nil)
        #expect(trailing.firstItemID == "gTV-IL-0wX")
        let spacing = cell.constraints[3]
        #expect(spacing.isSymbolic)
        #expect(spacing.constant == 8)

        let thumbnail = try #require(document.view(withID: "Rk2-aB-x9Q"))
        #expect(thumbnail.constraints.first?.multiplierText == "1:1")
        #expect(thumbnail.constraints.first?.multiplier == 1)
        #expect(thumbnail.imageView?.image == "feed_placeholder")

        let title = try #require(document.view(withID: "Lx4-cm-P0d")?.label)
        #expect(title.textAlignment == .left)  // absent in files from before `natural`
        #expect(title.numberOfLines == 1)
        #expect(title.textColor == .system(name: "darkTextColor", resolved: nil))
        #expect(title.font == XIBFont(descriptor: .system(weight: .regular), pointSize: 14))
    }

    /// The id-less content view holding constraints itself: a reference to the cell from inside it
    /// means the content view (a view can only hold constraints among itself and its descendants).
    @Test func idlessContentViewHoldingConstraintsThatNameTheCell() throws {
        let document = try Fixture.read(Fixture.wrap("""
                <collectionViewCell opaque="NO" contentMode="center" id="CEL-L0-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <subviews>
                            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-00-001">
                                <rect key="frame" x="8" y="8" width="84" height="34"/>
                                <constraints>
                                    <constraint firstAttribute="width" relation="lessThanOrEqual" secondItem="CEL-L0-001" secondAttribute="width" id="CON-00-003"/>
                                </constraints>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="LBL-00-001" firstAttribute="top" secondItem="CEL-L0-001" secondAttribute="top" constant="8" id="CON-00-001"/>
                            <constraint firstAttribute="trailing" secondItem="LBL-00-001" secondAttribute="trailing" constant="8" id="CON-00-002"/>
                        </constraints>
                    </view>
                    <constraints>
                        <constraint firstItem="LBL-00-001" firstAttribute="leading" secondItem="CEL-L0-001" secondAttribute="leading" constant="8" id="CON-00-004"/>
                    </constraints>
                </collectionViewCell>
        """))
        let cell = try #require(document.views.first)
        let content = try #require(cell.contentView)
        #expect(content.id == "CEL-L0-001.contentView")
        #expect(document.notes == [])

        let top = try #require(document.constraint(withID: "CON-00-001"))
        #expect(top.holderID == "CEL-L0-001.contentView")
        #expect(top.secondItem == "CEL-L0-001")
        #expect(top.secondItemID == "CEL-L0-001.contentView")
        let trailing = try #require(document.constraint(withID: "CON-00-002"))
        #expect(trailing.firstItem == nil)
        #expect(trailing.firstItemID == "CEL-L0-001.contentView")
        // Held by a view inside the content view: the same rule.
        let width = try #require(document.constraint(withID: "CON-00-003"))
        #expect(width.holderID == "LBL-00-001")
        #expect(width.secondItemID == "CEL-L0-001.contentView")
        // Held by the cell: the cell, literally.
        let leading = try #require(document.constraint(withID: "CON-00-004"))
        #expect(leading.secondItemID == "CEL-L0-001")
        #expect(document.item(withID: leading.secondItemID!) == .view(cell))
    }

    @Test func modernCollectionCellContentViewKeepsItsID() throws {
        let document = try Fixture.read(Fixture.wrap("""
                <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="R" id="CEL-L0-002">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="CCV-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    </collectionViewCellContentView>
                </collectionViewCell>
        """))
        let content = try #require(document.views.first?.contentView)
        #expect(content.kind == .collectionViewCellContentView)
        #expect(content.id == "CCV-00-001")
        #expect(!content.hasSyntheticID)
        #expect(document.views.first?.cell?.reuseIdentifier == "R")
    }
}
