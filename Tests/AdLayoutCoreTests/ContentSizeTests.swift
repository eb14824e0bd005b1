import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

// @discardableResult: #expect(near(a, b)) expands to a closure whose result swift-testing checks, yet the
// compiler warns that it is unused.
/// Whether `a` and `b` agree to 1e-9 (scaled sizes are products of fractions).
@discardableResult private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

/// Dynamic Type: the categories' factors, where scaling applies, and what it does to layout.
@Suite struct ContentSizeTests {
    @Test func factorsFollowTheBodyTable() {
        #expect(ContentSizeCategory.allCases.map(\.bodySize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.large.scaleFactor == 1)
        #expect(near(ContentSizeCategory.accessibilityLarge.scaleFactor, 33.0 / 17.0))
        let bold = Font(size: 14, weight: .bold).scaled(for: .xxxLarge)
        #expect(near(bold.size, 14 * 23.0 / 17.0))
        #expect(bold.weight == .bold)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    }

    @Test func namesAndAliases() {
        #expect(ContentSizeCategory(named: "xLarge") == .xLarge)
        #expect(ContentSizeCategory(named: "extraExtraExtraLarge") == .xxxLarge)
        #expect(ContentSizeCategory(named: "AX3") == .accessibilityXLarge)
        #expect(ContentSizeCategory(named: "accessibilityExtraExtraExtraLarge") == .accessibilityXXXLarge)
        #expect(ContentSizeCategory(named: "ACCESSIBILITYMEDIUM") == .accessibilityMedium)
        #expect(ContentSizeCategory(named: "huge") == nil)
    }

    /// Every label and button of an item layout is in the lists that are scaled (a property added
    /// later without being listed fails here).
    @Test func everyLabelAndButtonOfALayoutIsScaled() {
        let properties = ItemLayoutProperties()
        var labels: [String] = [], buttons: [String] = []
        for child in Mirror(reflecting: properties).children {
            if child.value is LabelAttribute { labels.append(child.label ?? "") }
            if child.value is ButtonAttribute { buttons.append(child.label ?? "") }
        }
        #expect(labels.count == ItemLayoutProperties.scaledLabels.count)
        #expect(buttons.count == ItemLayoutProperties.scaledButtons.count)
        let scaled = properties.scaled(for: .accessibilityMedium)
        for child in Mirror(reflecting: scaled).children {
            let original = Mirror(reflecting: properties).children.first { $0.label == child.label }!.value
            if let label = child.value as? LabelAttribute, let before = original as? LabelAttribute {
                #expect(near(label.font.size, before.font.size * 28 / 17), "\(child.label ?? "")")
            }
            if let button = child.value as? ButtonAttribute, let before = original as? ButtonAttribute {
                #expect(near(button.font.size, before.font.size * 28 / 17), "\(child.label ?? "")")
            }
        }
    }

    static let document = """
        {"schemaVersion": 1, "device": "iPhone15", "title": "T",
         "menu": {"items": ["A", "B"], "selected": 0}, "filter": {"items": ["전체", "간단"], "selected": 0},
         "sections": [{"type": "normal", "header": {"title": "Header"},
                       "items": [{"appName": "An ad", "cmpnDesc": "설치하면", "pointValue": 100, "pointUnit": "P"}]}]}
        """

    static func resolve(_ json: String, _ size: ContentSizeCategory?) throws -> ResolvedDocument {
        let (resolved, diagnostics) = DocumentLoader.load(Data(json.utf8), file: "t.json", options: .init(contentSize: size))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(resolved)
    }

    @Test func decodingForACategoryScalesTheResolvedFonts() throws {
        let plain = try Self.resolve(Self.document, nil)
        let large = try Self.resolve(Self.document, .accessibilityLarge)
        let f = 33.0 / 17.0
        #expect(near(large.sections[0].layout.titleLabel.font.size, plain.sections[0].layout.titleLabel.font.size * f))
        #expect(near(large.sections[0].layout.headerTitleLabel.font.size, plain.sections[0].layout.headerTitleLabel.font.size * f))
        #expect(near(large.offerwall?.menu?.layout.itemButton.font.size ?? .nan, 18 * f))
        #expect(near(large.offerwall?.filter?.layout.itemButton.font.size ?? .nan, 14 * f))
        // Only fonts change; the default size changes nothing.
        #expect(large.sections[0].layout.titleLabel.color == plain.sections[0].layout.titleLabel.color)
        #expect(large.sections[0].layout.iconImage == plain.sections[0].layout.iconImage)
        #expect(try Self.resolve(Self.document, .large).sections[0].layout == plain.sections[0].layout)
    }

    @Test func nativeStylesScaleButNotTheBadge() throws {
        let json = """
            {"schemaVersion": 1, "screen": "native", "ads": [{"template": "native-medium",
             "ad": {"title": "T", "description": "D", "ctaText": "Go", "advertiserName": "A"}}]}
            """
        guard case .native(let plainScreen) = try Self.resolve(json, nil).screen,
              case .native(let smallScreen) = try Self.resolve(json, .xSmall).screen else {
            Issue.record("not a native screen")
            return
        }
        let plain = plainScreen.ads[0].style, small = smallScreen.ads[0].style
        #expect(near(small.titleLabel.font.size, plain.titleLabel.font.size * 14 / 17))
        #expect(near(small.ctaButton.font.size, plain.ctaButton.font.size * 14 / 17))
        #expect(small.badgeFont == plain.badgeFont)
    }

    /// Labels grow, items that size to their content grow with them, the navigation bar does not.
    @Test func layoutFollowsTheScaledFonts() throws {
        func tree(_ size: ContentSizeCategory?) throws -> LayoutTree {
            LayoutEngine(measurer: ApproximateTextMeasurer()).layout(try Self.resolve(Self.document, size))
        }
        let plain = try tree(nil), large = try tree(.accessibilityXXXLarge)
        let title = { (t: LayoutTree) in t.root.all(.titleLabel)[0].frame }
        #expect(near(title(large).height, title(plain).height * 53 / 17))
        #expect(large.root.all(.item)[0].frame.height > plain.root.all(.item)[0].frame.height)
        #expect(large.root.all(.navigationTitle)[0].frame == plain.root.all(.navigationTitle)[0].frame)
    }
}
