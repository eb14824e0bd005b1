import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// Stack views (Fixtures/RewardStackView.xib): axis, distribution, alignment, spacing, arrangement
/// flags, margins and placeholder intrinsic sizes.
@Suite("RewardStackView.xib")
struct StackViewTests: FixtureSuite {
    static let fixture = "RewardStackView.xib"
    let document: XIBDocument

    @Test func horizontalStackUsesDefaults() throws {
        #expect(document.notes == [])
        let stack = try #require(document.view(withID: "hSt-3b-Qw1"))
        #expect(stack.kind == .stackView)
        #expect(stack.frame == LayoutRect(x: 16, y: 16, width: 343, height: 24))
        #expect(stack.position == XIBSourcePosition(line: 18, column: 17))
        #expect(stack.stackView == XIBStackViewProperties(axis: .horizontal, distribution: .fill, alignment: .center,
                                                          spacing: 4, isBaselineRelativeArrangement: true,
                                                          isLayoutMarginsRelativeArrangement: false))
        #expect(stack.subviews.map(\.id) == ["Ic5-Rw-2Mb", "Bg7-Pd-4Kt", "Fx2-Wn-9Ye"])
        #expect(stack.subviews.map(\.frame) == [LayoutRect(x: 0, y: 2, width: 20, height: 20),
                                                LayoutRect(x: 24, y: 0, width: 64, height: 24),
                                                LayoutRect(x: 92, y: 2, width: 251, height: 20)])
        #expect(stack.layoutMargins == nil)
    }

    @Test func verticalStack() throws {
        let stack = try #require(document.view(withID: "vSt-8c-Lm2"))
        #expect(stack.stackView == XIBStackViewProperties(axis: .vertical, distribution: .fillEqually,
                                                          alignment: .leading, spacing: 8,
                                                          isBaselineRelativeArrangement: false,
                                                          isLayoutMarginsRelativeArrangement: true))
        #expect(stack.layoutMargins == XIBEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12, isDirectional: true))
        #expect(stack.frame == LayoutRect(x: 16, y: 52, width: 343, height: 132))
        #expect(stack.subviews.map(\.frame) == [LayoutRect(x: 12, y: 8, width: 200, height: 54),
                                                LayoutRect(x: 12, y: 70, width: 150, height: 54)])
        #expect(stack.subviews.map(\.customClass) == ["RewardRowView", "RewardRowView"])
    }

    @Test func placeholderIntrinsicSizes() throws {
        let badge = try #require(document.view(withID: "Bg7-Pd-4Kt"))
        #expect(badge.placeholderIntrinsicWidth == .points(64))
        #expect(badge.placeholderIntrinsicHeight == .points(24))
        #expect(badge.horizontalHuggingPriority == 750)
        #expect(badge.verticalHuggingPriority == 250)
        #expect(badge.backgroundColor == .system(name: "systemYellowColor", resolved: XIBColorComponents(
            model: .rgb(red: 1, green: 0.80000000000000004, blue: 0), alpha: 1, colorSpace: .sRGB)))
        let flexible = try #require(document.view(withID: "Fx2-Wn-9Ye"))
        #expect(flexible.placeholderIntrinsicWidth == .noIntrinsicMetric)
        #expect(flexible.placeholderIntrinsicHeight == .points(20))
        let icon = try #require(document.view(withID: "Ic5-Rw-2Mb"))
        #expect(icon.placeholderIntrinsicWidth == nil)
        #expect(document.resources.images["ic_point"]?.size == LayoutSize(width: 20, height: 20))
    }

    @Test func constraintsAroundTheStacks() throws {
        let root = try #require(document.views.first)
        #expect(root.constraints.map(\.id) == ["1Ab-Cd-2Ef", "3Gh-Ij-4Kl", "5Mn-Op-6Qr", "7St-Uv-8Wx", "9Yz-Ab-0Cd",
                                               "Ef1-Gh-2Ij", "Kl3-Mn-4Op"])
        let bottom = root.constraints[6]
        #expect(bottom.firstItem == nil)  // Xcode leaves out the holder as first item
        #expect(bottom.firstItemID == "Ggu-Nz-4aV")
        #expect(bottom.firstAttribute == .bottom)
        #expect(bottom.secondItemID == "vSt-8c-Lm2")
        #expect(bottom.constant == 16)
        #expect(root.constraints[5].constant == 12)
    }
}
