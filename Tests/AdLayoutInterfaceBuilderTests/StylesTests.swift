import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// Colours, fonts, images, buttons, text views, text fields, runtime attributes and designables
/// (Fixtures/StylesView.xib).
@Suite("StylesView.xib")
struct StylesTests: FixtureSuite {
    static let fixture = "StylesView.xib"
    let document: XIBDocument

    func view(_ id: String) throws -> XIBView { try #require(document.view(withID: id)) }

    @Test func noNotesAndFramesFollowTheColumn() throws {
        #expect(document.notes == [])
        let root = try #require(document.views.first)
        #expect(root.frame == LayoutRect(x: 0, y: 0, width: 375, height: 554))
        #expect(root.subviews.map { $0.frame?.y } == [16, 64, 92, 120, 148, 172, 196, 228, 280, 320, 408, 450, 518])
        #expect(root.subviews.map { $0.frame?.height } == [40, 20, 20, 20, 16, 16, 24, 44, 32, 80, 34, 60, 20])
        #expect(root.subviews.map { $0.frame?.width } == [343, 343, 343, 343, 343, 16, 24, 343, 343, 343, 343, 343, 100])
        #expect(root.constraints.count == 36)
        #expect(document.allConstraints.count == 50)
    }

    @Test func resources() {
        let resources = document.resources
        #expect(resources.images.keys.sorted() == ["ic_point", "ic_point_selected", "ic_share", "star.fill"])
        #expect(resources.images["star.fill"] == XIBImageResource(name: "star.fill", size: LayoutSize(width: 128, height: 116),
                                                                  catalog: "system"))
        #expect(resources.images["ic_share"]?.size == LayoutSize(width: 20, height: 20))
        #expect(resources.namedColors.keys.sorted() == ["BrandColor"])
        #expect(resources.systemColors.keys.sorted() == ["labelColor", "systemBackgroundColor", "systemBlueColor",
                                                         "systemOrangeColor", "systemRedColor"])
        #expect(resources.systemColors["systemOrangeColor"]?.rgba.green == 0.58431372549019611)
        #expect(resources.systemColors["labelColor"]
                == XIBColorComponents(model: .white(0), alpha: 1, colorSpace: .genericGamma22Gray))
    }

    @Test func colours() throws {
        // systemColor resolved through <resources>
        #expect(try view("Lb1-Mx-0Aa").label?.textColor == .system(
            name: "labelColor", resolved: XIBColorComponents(model: .white(0), alpha: 1, colorSpace: .genericGamma22Gray)))
        // literal RGB (sRGB)
        #expect(try view("Lb1-Mx-0Aa").label?.highlightedColor == .literal(XIBColorComponents(
            model: .rgb(red: 1, green: 0, blue: 0), alpha: 1, colorSpace: .sRGB)))
        // named colour resolved through <namedColor>
        let brand = try #require(try view("Lb2-Nc-1Bb").label?.textColor)
        #expect(brand == .named(name: "BrandColor", resolved: XIBColorComponents(
            model: .rgb(red: 1, green: 0.3843137254901961, blue: 0.20392156862745098), alpha: 1, colorSpace: .sRGB)))
        #expect(brand.name == "BrandColor")
        // named colour with no resource: left as a name for an asset catalog
        let accent = try #require(try view("Lb3-Od-2Cc").label?.textColor)
        #expect(accent == .named(name: "AccentText", resolved: nil))
        #expect(accent.components == nil)
        // Display P3 components
        #expect(try view("Lb4-Pe-3Dd").label?.textColor == .literal(XIBColorComponents(
            model: .rgb(red: 0.20000000298023224, green: 0.40000000596046448, blue: 0.60000002384185791), alpha: 1,
            colorSpace: .displayP3)))
        // catalog colour
        #expect(try view("Lb5-Qf-4Ee").label?.textColor == .catalog(name: "labelColor", catalog: "System"))
        // tint colour, clear background (white 0 alpha 0)
        #expect(try view("Im1-Rg-5Ff").tintColor?.components?.rgba.green == 0.58431372549019611)
        #expect(try view("Cd1-Xm-1Ll").backgroundColor == .literal(XIBColorComponents(
            model: .white(0), alpha: 0, colorSpace: .genericGamma22Gray)))
    }

    @Test func fonts() throws {
        #expect(try view("Lb1-Mx-0Aa").label?.font == XIBFont(descriptor: .system(weight: .medium), pointSize: 15))
        #expect(try view("Lb2-Nc-1Bb").label?.font
                == XIBFont(descriptor: .custom(name: "AppleSDGothicNeo-Bold", family: "Apple SD Gothic Neo"),
                           pointSize: 16))
        #expect(try view("Lb3-Od-2Cc").label?.font == XIBFont(descriptor: .textStyle("UICTFontTextStyleBody"),
                                                               pointSize: nil))
        #expect(try view("Lb4-Pe-3Dd").label?.font == XIBFont(descriptor: .boldSystem, pointSize: 17))
        #expect(try view("Lb5-Qf-4Ee").label?.font == XIBFont(descriptor: .italicSystem, pointSize: 12))
    }

    @Test func labelAttributes() throws {
        let first = try #require(try view("Lb1-Mx-0Aa").label)
        #expect(first.text == "첫 줄\n둘째 줄")
        #expect(first.numberOfLines == 0)
        #expect(first.lineBreakMode == .byWordWrapping)
        #expect(first.textAlignment == .center)
        #expect(first.adjustsFontSizeToFit)  // absent: Xcode writes "NO" whenever the label does not shrink
        #expect(first.minimumScaleFactor == 0.5)
        let third = try #require(try view("Lb3-Od-2Cc").label)
        #expect(third.lineBreakMode == .byTruncatingMiddle)
        #expect(third.textAlignment == .right)
        #expect(!third.adjustsFontSizeToFit)
    }

    @Test func imageViews() throws {
        #expect(try view("Im1-Rg-5Ff").imageView == XIBImageViewProperties(image: "ic_point", imageCatalog: nil,
                                                                           highlightedImage: "ic_point_selected"))
        #expect(try view("Im2-Sh-6Gg").imageView == XIBImageViewProperties(image: "star.fill", imageCatalog: "system",
                                                                           highlightedImage: nil))
    }

    @Test func buttons() throws {
        let filled = try #require(try view("Bt1-Ti-7Hh").button)
        #expect(filled.configurationStyle == "filled")
        #expect(filled.configurationTitle == "받기")
        #expect(filled.title(for: "normal") == "Button")
        #expect(filled.font == nil)

        let shareView = try view("Bt2-Uj-8Ii")
        let share = try #require(shareView.button)
        #expect(share.buttonType == nil)
        #expect(share.contentHorizontalAlignment == "leading")
        #expect(share.font == XIBFont(descriptor: .system(weight: .regular), pointSize: 15))
        #expect(share.states.count == 2)
        #expect(share.state("normal") == XIBButtonProperties.State(
            state: "normal", title: "Share",
            titleColor: .system(name: "systemBlueColor", resolved: XIBColorComponents(
                model: .rgb(red: 0, green: 0.47843137254901963, blue: 1), alpha: 1, colorSpace: .sRGB)),
            titleShadowColor: nil, image: "ic_share", backgroundImage: nil))
        #expect(share.title(for: "highlighted") == "Sharing…")
        #expect(share.state("highlighted")?.titleColor?.components?.model == .white(0.5))
        #expect(shareView.connections == [XIBConnection(kind: .action, name: "shareTapped:", destination: "-1",
                                                        detail: "touchUpInside", id: "Ac1-Sh-9Jj",
                                                        sourceID: "Bt2-Uj-8Ii",
                                                        position: XIBSourcePosition(line: 109, column: 25))])
    }

    @Test func textViewAndTextField() throws {
        let textView = try #require(try view("Tv1-Vk-9Jj").textView)
        #expect(textView.text == "리워드는 설치 후 지급됩니다.\nRewards arrive after install.")
        #expect(!textView.isEditable)
        #expect(textView.isSelectable)
        #expect(textView.isScrollEnabled)
        #expect(textView.textAlignment == .natural)
        #expect(textView.font == XIBFont(descriptor: .system(weight: .regular), pointSize: 14))
        #expect(textView.textColor?.name == "labelColor")
        #expect(try view("Tv1-Vk-9Jj").backgroundColor?.name == "systemBackgroundColor")

        let field = try #require(try view("Tf1-Wl-0Kk").textField)
        #expect(field == XIBTextFieldProperties(text: nil, placeholder: "Nickname",
                                                font: XIBFont(descriptor: .system(weight: .regular), pointSize: 14),
                                                textColor: nil, textAlignment: .natural, borderStyle: "roundedRect",
                                                minimumFontSize: 17))
        #expect(try view("Tf1-Wl-0Kk").horizontalHuggingPriority == 248)
    }

    @Test func commonViewAttributes() throws {
        let card = try view("Cd1-Xm-1Ll")
        #expect(card.userLabel == "Card")
        #expect(card.isHidden)
        #expect(card.clipsSubviews)
        #expect(card.tag == 7)
        #expect(card.alpha == 0.5)
        #expect(card.contentMode == .redraw)
        #expect(card.horizontalCompressionResistancePriority == 749)
        #expect(card.verticalCompressionResistancePriority == 751)
        #expect(card.horizontalHuggingPriority == 250)
        #expect(card.preservesSuperviewLayoutMargins)
        #expect(!card.insetsLayoutMarginsFromSafeArea)
        #expect(card.layoutMargins == XIBEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6, isDirectional: false))
        #expect(card.position == XIBSourcePosition(line: 132, column: 17))
    }

    @Test func runtimeAttributesOfEveryType() throws {
        let attributes = try view("Cd1-Xm-1Ll").runtimeAttributes
        #expect(attributes.map(\.keyPath) == ["layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds",
                                              "accessibilityHint", "badgeText", "borderColor", "layer.shadowOffset",
                                              "hitRect", "anchor", "highlightRange", "placeholderImage",
                                              "restorationClass"])
        #expect(attributes.map(\.type) == ["number", "number", "boolean", "string", "localizedString", "color", "size",
                                           "rect", "point", "range", "image", "nil"])
        #expect(attributes.map(\.value) == [
            .number(12.5), .number(1), .boolean(true), .string("Opens the offer"), .localizedString("NEW"),
            .color(.system(name: "systemRedColor", resolved: XIBColorComponents(
                model: .rgb(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706), alpha: 1, colorSpace: .sRGB))),
            .size(LayoutSize(width: 0, height: 2)), .rect(LayoutRect(x: -4, y: -4, width: 8, height: 8)),
            .point(XIBPoint(x: 0.5, y: 1)), .range(location: 2, length: 5), .image("ic_point"), .none,
        ])
        #expect(attributes.first?.position == XIBSourcePosition(line: 140, column: 25))
    }

    @Test func outletCollectionsAndDesignables() throws {
        let owner = try #require(document.filesOwner)
        #expect(owner.customClass == "StylesViewController")
        #expect(owner.connections.map(\.kind) == [.outletCollection, .outletCollection, .outlet])
        #expect(owner.connections.map(\.name) == ["styledLabels", "styledLabels", "view"])
        #expect(owner.connections.map(\.destination) == ["Lb1-Mx-0Aa", "Lb2-Nc-1Bb", "St0-Vw-1Xy"])
        #expect(owner.connections[0].detail == "NSMutableArray")
        #expect(document.designableIntrinsicSizes == ["Rt4-Ks-9Lw": LayoutSize(width: 100, height: 20)])
        let rating = try view("Rt4-Ks-9Lw")
        #expect(rating.customClass == "RatingView")
        #expect(rating.constraints == [])
    }
}
