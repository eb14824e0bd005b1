import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// `<variation key="default">` masks (Fixtures/BannerView.xib): excluded constraints and subviews
/// are not active in the design device's trait collection; variations for other size classes are dropped.
@Suite("BannerView.xib")
struct VariationTests: FixtureSuite {
    static let fixture = "BannerView.xib"
    let document: XIBDocument

    @Test func excludedConstraintIsInactive() throws {
        let banner = try #require(document.view(withID: "Yc4-Tb-8Nd"))
        #expect(banner.frame == LayoutRect(x: 0, y: 0, width: 375, height: 150))
        #expect(banner.constraints.map(\.id) == ["Ar1-69-Dft", "Ar2-43-Qwe"])
        #expect(banner.constraints.map(\.isActive) == [true, false])
        #expect(banner.constraints.map(\.multiplier) == [2.5, 4.0 / 3.0])
        #expect(banner.constraints.map(\.multiplierText) == ["375:150", "4:3"])
    }

    @Test func excludedSubviewIsNotInstalled() throws {
        let badge = try #require(document.view(withID: "Bd9-Lk-5Rt"))
        #expect(!badge.isInstalled)
        #expect(badge.userLabel == "New Badge")
        #expect(badge.frame == LayoutRect(x: 8, y: 8, width: 40, height: 20))
        // Its own constraints and the ones placing it cannot be active either.
        #expect(badge.constraints.map(\.isActive) == [false, false])
        let root = try #require(document.views.first)
        let placing = root.constraints.filter { $0.firstItemID == "Bd9-Lk-5Rt" }
        #expect(placing.map(\.id) == ["Bg1-Vc-2Yd", "Bg2-Mx-8Ok"])
        #expect(placing.allSatisfy { !$0.isActive })
        #expect(root.constraints.filter(\.isActive).count == 10)
        #expect(document.allViews.filter { !$0.isInstalled }.map(\.id) == ["Bd9-Lk-5Rt"])
    }

    /// The design device is an iPhone 15 (`retina6_12`) in portrait, width compact and height regular: the
    /// heightClass=regular-widthClass=regular variations (an iPad's) are not this device's and are dropped
    /// without a note, so Ar2-43-Qwe, the badge and its constraints stay out as the default leaves them.
    @Test func variationsForOtherSizeClassesAreDropped() {
        #expect(document.device?.traitCollection
                == XIBTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(document.notes.isEmpty)
    }

    @Test func misplacedAmbiguousAndBuildTimeConstraints() throws {
        let footer = try #require(document.view(withID: "Ft5-Pq-7Wn"))
        #expect(footer.isMisplaced)
        #expect(!footer.isAmbiguous)
        #expect(footer.frame == LayoutRect(x: 16, y: 170, width: 343, height: 40))
        let placeholder = try #require(footer.constraints.last)
        #expect(placeholder.id == "Fw8-Jd-3Pm")
        #expect(placeholder.isRemovedAtBuildTime)
        #expect(!placeholder.isActive)
        #expect(placeholder.relation == .lessThanOrEqual)
        #expect(placeholder.priority == 999)
        #expect(placeholder.identifier == "footerMaxWidth")
        #expect(placeholder.constant == 400)
        let ambiguous = try #require(document.view(withID: "Am2-Xr-6Tu"))
        #expect(ambiguous.isAmbiguous)
        #expect(!ambiguous.isMisplaced)
        #expect(try #require(document.view(withID: "Yc4-Tb-8Nd")).isMisplaced == false)
    }

    @Test func scrollViewAndItsGuides() throws {
        let scroll = try #require(document.view(withID: "Sc7-Hd-2Ke"))
        #expect(scroll.kind == .scrollView)
        #expect(scroll.frame == LayoutRect(x: 0, y: 210, width: 375, height: 90))
        #expect(scroll.layoutGuides.map(\.key) == ["contentLayoutGuide", "frameLayoutGuide"])
        #expect(scroll.layoutGuides.map(\.id) == ["Cl4-Qz-8Hx", "Fl6-Wv-2Nj"])
        #expect(scroll.safeArea == nil)
        #expect(scroll.layoutGuides[1].position == XIBSourcePosition(line: 63, column: 21))
    }
}
