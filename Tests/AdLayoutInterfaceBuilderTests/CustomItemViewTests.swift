import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// The guide's section-4 item view (Fixtures/CustomItemView.xib), read attribute by attribute.
@Suite("CustomItemView.xib")
struct CustomItemViewTests {
    let document: XIBDocument
    let root: XIBView

    init() throws {
        document = try Fixture.document("CustomItemView.xib")
        root = try #require(document.views.first)
    }

    func view(_ id: String) throws -> XIBView { try #require(document.view(withID: id)) }

    @Test func header() {
        #expect(document.fileName == "CustomItemView.xib")
        #expect(document.documentType == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        #expect(document.toolsVersion == "22505")
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(document.usesAutolayout)
        #expect(document.usesSafeAreas)
        #expect(document.usesTraitCollections)
        #expect(document.device == XIBDevice(id: "retina6_12", orientation: "portrait", appearance: "light"))
        #expect(document.notes == [])
        #expect(document.designableIntrinsicSizes == [:])
    }

    @Test func placeholders() throws {
        #expect(document.placeholders.map(\.id) == ["-1", "-2"])
        let owner = try #require(document.filesOwner)
        #expect(owner.placeholderIdentifier == "IBFilesOwner")
        #expect(owner.userLabel == "File's Owner")
        #expect(owner.customClass == nil)
        #expect(owner.position == XIBSourcePosition(line: 13, column: 9))
        let responder = document.placeholders[1]
        #expect(responder.isFirstResponder)
        #expect(responder.customClass == "UIResponder")
        #expect(responder.connections == [])
    }

    @Test func itemView() {
        #expect(document.views.count == 1)
        #expect(root.kind == .view)
        #expect(root.id == "iN0-l3-epB")
        #expect(!root.hasSyntheticID)
        #expect(root.customClass == "CustomItemView")
        #expect(root.customModule == "TnkOfferwallUISample")
        #expect(root.customModuleProvider == "target")
        #expect(root.frame == LayoutRect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.autoresizingMask == [.widthSizable, .heightSizable])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.contentMode == .scaleToFill)
        #expect(root.position == XIBSourcePosition(line: 15, column: 9))
        #expect(root.backgroundColor == .system(name: "systemBackgroundColor",
                                                 resolved: XIBColorComponents(model: .white(1), alpha: 1,
                                                                              colorSpace: .genericGamma22Gray)))
        #expect(root.subviews.map(\.id) == ["Kd3-aW-p0F", "h8P-Zc-2Qe", "Wm4-Tj-c8Y", "Q2v-Ys-9nE", "eR7-bN-4Kc",
                                            "yF6-mD-1Ws"])
        #expect(root.subviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints && $0.isInstalled })
        #expect(document.allViews.count == 7)
    }

    @Test func safeArea() throws {
        let guide = try #require(root.safeArea)
        #expect(guide == XIBLayoutGuide(id: "vUN-kp-3ea", key: "safeArea", ownerID: "iN0-l3-epB",
                                        position: XIBSourcePosition(line: 60, column: 13)))
        #expect(document.item(withID: "vUN-kp-3ea") == .layoutGuide(guide))
    }

    @Test func sixOutlets() {
        #expect(root.outlets == [
            "descLabel": "Q2v-Ys-9nE", "feedImageView": "Kd3-aW-p0F", "iconImageView": "h8P-Zc-2Qe",
            "pointAmountLabel": "eR7-bN-4Kc", "pointUnitLabel": "yF6-mD-1Ws", "titleLabel": "Wm4-Tj-c8Y",
        ])
        #expect(root.connections.map(\.kind) == Array(repeating: .outlet, count: 6))
        #expect(root.connections.map(\.id) == ["0pL-Xc-Ua8", "Gb6-Nq-Ye2", "Md9-Rs-Oh4", "Tw3-Jk-Ci7", "Vh8-Ap-Ez5",
                                               "oK1-Ib-Rf6"])
        #expect(root.connections.allSatisfy { $0.sourceID == "iN0-l3-epB" })
        #expect(root.connections[0].position == XIBSourcePosition(line: 81, column: 17))
    }

    @Test func frames() throws {
        #expect(try view("Kd3-aW-p0F").frame == LayoutRect(x: 16, y: 16, width: 343, height: 179))
        #expect(try view("h8P-Zc-2Qe").frame == LayoutRect(x: 16, y: 205, width: 72, height: 72))
        #expect(try view("Wm4-Tj-c8Y").frame == LayoutRect(x: 96, y: 205, width: 263, height: 36))
        #expect(try view("Q2v-Ys-9nE").frame == LayoutRect(x: 96, y: 255.33333333333334, width: 33,
                                                        height: 15.666666666666666))
        #expect(try view("eR7-bN-4Kc").frame == LayoutRect(x: 133, y: 253, width: 41.666666666666664,
                                                        height: 20.333333333333332))
        #expect(try view("yF6-mD-1Ws").frame == LayoutRect(x: 176.66666666666666, y: 256, width: 33.333333333333336,
                                                        height: 14.333333333333334))
    }

    @Test func feedImageAspectRatio() throws {
        let feed = try view("Kd3-aW-p0F")
        #expect(feed.kind == .imageView)
        #expect(feed.contentMode == .scaleAspectFill)
        #expect(feed.clipsSubviews)
        #expect(feed.horizontalHuggingPriority == 251)
        #expect(feed.verticalHuggingPriority == 251)
        #expect(feed.horizontalCompressionResistancePriority == 750)
        #expect(feed.imageView == XIBImageViewProperties(image: nil, imageCatalog: nil, highlightedImage: nil))
        #expect(feed.position == XIBSourcePosition(line: 19, column: 17))
        let ratio = try #require(feed.constraints.first)
        #expect(feed.constraints.count == 1)
        #expect(ratio.id == "Bq1-xr-7Zt")
        #expect(ratio.multiplierText == "320:167")
        #expect(ratio.multiplier == 320.0 / 167.0)
        #expect(ratio.firstItem == nil)
        #expect(ratio.firstItemID == "Kd3-aW-p0F")
        #expect(ratio.holderID == "Kd3-aW-p0F")
        #expect(ratio.firstAttribute == .width)
        #expect(ratio.secondItem == "Kd3-aW-p0F")
        #expect(ratio.secondAttribute == .height)
        #expect(ratio.relation == .equal)
        #expect(ratio.constant == 0)
        #expect(ratio.priority == 1000)
        #expect(ratio.isActive)
        #expect(ratio.position == XIBSourcePosition(line: 22, column: 25))
        // The saved frame agrees with the ratio to within IB's pixel rounding (1/3 pt at 3x).
        let frame = try #require(feed.frame)
        #expect(abs(frame.width / ratio.multiplier - frame.height) < 1.0 / 3)
    }

    @Test func iconSize() throws {
        let icon = try view("h8P-Zc-2Qe")
        #expect(icon.constraints.map(\.id) == ["9Tk-pE-2xL", "c0W-n4-Fa1"])
        #expect(icon.constraints.map(\.firstAttribute) == [.height, .width])
        #expect(icon.constraints.map(\.constant) == [72, 72])
        #expect(icon.constraints.allSatisfy { $0.secondItem == nil && $0.secondAttribute == nil
                                              && $0.secondItemID == nil && $0.multiplier == 1 })
    }

    @Test func labels() throws {
        let title = try #require(try view("Wm4-Tj-c8Y").label)
        #expect(title.text == "광고 타이틀 입니다.")
        #expect(title.numberOfLines == 2)
        #expect(title.lineBreakMode == .byTruncatingTail)
        #expect(title.textAlignment == .natural)
        #expect(title.font == XIBFont(descriptor: .system(weight: .regular), pointSize: 15))
        #expect(title.textColor == .literal(XIBColorComponents(model: .white(0.33333333333333331), alpha: 1,
                                                                colorSpace: .genericGamma22Gray)))
        #expect(title.highlightedColor == nil)
        #expect(!title.adjustsFontSizeToFit)
        #expect(title.minimumScaleFactor == 0)
        #expect(title.baselineAdjustment == "alignBaselines")
        #expect(try view("Wm4-Tj-c8Y").constraints.map(\.constant) == [36])

        let desc = try #require(try view("Q2v-Ys-9nE").label)
        #expect(desc.text == "Label")
        #expect(desc.numberOfLines == 1)
        #expect(desc.font == XIBFont(descriptor: .system(weight: .regular), pointSize: 13))
        #expect(desc.textColor == .system(name: "systemTealColor", resolved: XIBColorComponents(
            model: .rgb(red: 0.18823529411764706, green: 0.69019607843137254, blue: 0.7803921568627451), alpha: 1,
            colorSpace: .sRGB)))

        let point = XIBColor.named(name: "PointColor", resolved: XIBColorComponents(
            model: .rgb(red: 0.40784313725490196, green: 0.32549019607843138, blue: 0.85098039215686272), alpha: 1,
            colorSpace: .sRGB))
        let amount = try #require(try view("eR7-bN-4Kc").label)
        #expect(amount.font?.pointSize == 17)
        #expect(amount.textColor == point)
        let unit = try #require(try view("yF6-mD-1Ws").label)
        #expect(unit.text == "포인트")
        #expect(unit.font?.pointSize == 12)
        #expect(unit.textColor == point)
        #expect(try view("yF6-mD-1Ws").position == XIBSourcePosition(line: 53, column: 17))
    }

    @Test func constraintsHeldByTheItemView() throws {
        let constraints = root.constraints
        #expect(constraints.count == 15)
        #expect(constraints.allSatisfy { $0.holderID == "iN0-l3-epB" && $0.isActive && $0.priority == 1000 })

        let leading = constraints[0]
        #expect(leading.id == "3aE-Hq-8Uf")
        #expect(leading.firstItem == "Kd3-aW-p0F")
        #expect(leading.firstAttribute == .leading)
        #expect(leading.secondItem == "vUN-kp-3ea")
        #expect(leading.secondAttribute == .leading)
        #expect(leading.constant == 16)
        #expect(leading.position == XIBSourcePosition(line: 63, column: 17))

        // IB's reversed edge: safeArea.trailing = feed.trailing + 16, kept as written.
        let trailing = constraints[1]
        #expect(trailing.firstItemID == "vUN-kp-3ea")
        #expect(trailing.firstAttribute == .trailing)
        #expect(trailing.secondItemID == "Kd3-aW-p0F")
        #expect(trailing.constant == 16)

        let top = constraints[2]
        #expect(top.firstAttribute == .top)
        #expect(top.secondItem == "iN0-l3-epB")
        #expect(top.constant == 16)

        let iconBelowFeed = try #require(constraints.first { $0.id == "D4r-Vp-6Yh" })
        #expect(iconBelowFeed.firstItem == "h8P-Zc-2Qe")
        #expect(iconBelowFeed.firstAttribute == .top)
        #expect(iconBelowFeed.secondItem == "Kd3-aW-p0F")
        #expect(iconBelowFeed.secondAttribute == .bottom)
        #expect(iconBelowFeed.constant == 10)

        let titleTop = try #require(constraints.first { $0.id == "Kz8-Mw-1Ra" })
        #expect(titleTop.constant == 0)

        let unitCap = try #require(constraints.last)
        #expect(unitCap.id == "qV9-Es-2Dg")
        #expect(unitCap.relation == .greaterThanOrEqual)
        #expect(unitCap.constant == 16)
        #expect(unitCap.position == XIBSourcePosition(line: 77, column: 17))

        #expect(constraints.filter { $0.firstAttribute == .centerY }.map(\.id) == ["b7N-Ft-3Hk", "jT4-Wa-8Cn"])
        #expect(document.allConstraints.count == 19)
        #expect(document.constraint(withID: "Lh5-Qx-3Vd")?.holderID == "Wm4-Tj-c8Y")
    }

    @Test func everyConstraintItemResolves() throws {
        for constraint in document.allConstraints {
            let first = try #require(document.item(withID: constraint.firstItemID))
            #expect(first.id == constraint.firstItemID)
            if let second = constraint.secondItemID {
                #expect(document.item(withID: second) != nil)
            }
        }
        #expect(document.item(withID: "-1") == .placeholder(document.placeholders[0]))
        #expect(document.item(withID: "nope") == nil)
    }
}
