import AdLayoutCore
import AdLayoutRender
import AdLayoutSwiftSetup
import CustomItemViewExample
import Foundation
import Testing

/// Every Swift sample of the guide that configures layouts, read as a setup under a document,
/// renders exactly the pixels (the same PNG bytes) of the hand-written document for that setup.
@Suite(.serialized) struct GuideSampleRenderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The Swift fixture.
        var swift: String
        /// The document it is applied to (keys the setup provides removed first).
        var base: URL
        var removing: [String] = []
        /// The hand-written document for the same setup.
        var expected: URL
        /// The guide's custom view is registered in Swift (the setup side gets only the view: its layout
        /// class comes from the setup file; the hand-written side gets the compiled Swift layout class too).
        var customView = false
        var testDescription: String { swift }
    }

    static let cases: [Case] = [
        Case(swift: "FirstCustomisation.swift", base: Paths.layout("offerwall-default.json"), expected: Paths.layout("offerwall-custom.json")),
        Case(swift: "RegisterDefault.swift", base: Paths.layout("offerwall-default.json"), expected: Paths.layout("offerwall-default.json")),
        Case(swift: "RightIcon.swift", base: Paths.layout("right-icon.json"), removing: ["registrations"], expected: Paths.layout("right-icon.json")),
        Case(swift: "FeedList.swift", base: Paths.layout("feed-list.json"), removing: ["registrations"], expected: Paths.layout("feed-list.json")),
        Case(swift: "FeedScrollUsage.swift", base: Paths.layout("feed-scroll.json"), removing: ["registrations"],
             expected: Paths.layout("feed-scroll.json")),
        Case(swift: "FeedScrollClass.swift", base: Paths.fixture("feed-scroll-class.json"), removing: ["layoutClasses", "registrations"],
             expected: Paths.fixture("feed-scroll-class.json")),
        Case(swift: "NewApps.swift", base: Paths.layout("curations.json"), expected: Paths.layout("curations.json")),
        Case(swift: "FilterMenu.swift", base: Paths.layout("custom-template.json"), removing: ["menuLayouts"],
             expected: Paths.layout("custom-template.json")),
        Case(swift: "TnkStyles.swift", base: Paths.layout("offerwall-default.json"), expected: Paths.fixture("red-titles.json")),
        Case(swift: "GuideApp", base: Paths.customSwiftDocument, removing: ["registrations"],
             expected: Paths.customSwiftDocument, customView: true),
        Case(swift: "ColumnsPerSection.swift", base: Paths.fixture("two-sections.json"), expected: Paths.fixture("two-sections-grid.json")),
    ]

    /// A registry with the guide's custom view only, as an executable that registers the view would have.
    static func viewOnlyRegistry() -> TnkLayout {
        var registry = TnkLayout()
        registry.catalog.register(view: CustomAdListItemView(), named: "CustomAdListItemView")
        return registry
    }

    @Test(arguments: cases)
    func rendersTheSamePixelsAsTheHandWrittenDocument(_ c: Case) throws {
        let fromSwift = try Render.setup(c.swift == "GuideApp" ? try guideAppSwift() : [try source(c.swift)], under: c.base, removing: c.removing,
                                         registry: c.customView ? Self.viewOnlyRegistry() : TnkLayout())
        let handWritten = try Render.document(c.expected, registry: c.customView ? customExampleRegistry() : TnkLayout())
        #expect(fromSwift.count > 10_000)
        #expect(fromSwift == handWritten, "\(c.swift) renders differently from \(c.expected.lastPathComponent)")
    }

    /// The setup must make a difference: without it, the base renders differently (so the
    /// comparison above is not trivially true), except where the setup restates the SDK's default.
    @Test(arguments: cases.filter { !["RegisterDefault.swift", "NewApps.swift"].contains($0.swift) })
    func theBaseAloneRendersDifferently(_ c: Case) throws {
        let base = try Render.setup([SwiftSetupSource(name: "empty.swift", text: "")], under: c.base, removing: c.removing,
                                    registry: c.customView ? Self.viewOnlyRegistry() : TnkLayout())
        #expect(base != (try Render.document(c.expected, registry: c.customView ? customExampleRegistry() : TnkLayout())))
    }

    /// The guide's custom view at the device's own scale (3), where rounding differences would show.
    @Test func theCustomLayoutMatchesAtScaleThree() throws {
        let fromSwift = try Render.setup(try guideAppSwift(), under: Paths.customSwiftDocument,
                                         removing: ["registrations"], registry: Self.viewOnlyRegistry(), scale: 3)
        #expect(fromSwift == (try Render.document(Paths.customSwiftDocument, registry: customExampleRegistry(), scale: 3)))
    }
}
