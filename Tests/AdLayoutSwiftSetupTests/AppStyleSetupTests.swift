import AdLayoutCore
import AdLayoutSwiftSetup
import AdLayoutTestSupport
import Foundation
import Testing

/// Swift setup as apps write it: constants at file level and in namespaces, `UIColor` and `UIFont`
/// extensions, closure-initialised properties, and all of them across the files of one setup.
@Suite struct AppStyleSetupTests {
    /// The three files of Fixtures/BrandApp: constants, extensions, the registration.
    static func brandApp(order: [String] = ["BrandConstants.swift", "UIColor+Brand.swift", "OfferwallSetup.swift"]) throws -> [SwiftSetupSource] {
        try order.map { try SwiftSetupSource(contentsOf: Paths.fixture("BrandApp/\($0)"), name: "BrandApp/\($0)") }
    }

    /// A realistic three-file setup renders the pixels of the hand-written document, and says only
    /// that `init?(coder:)` is not read.
    @Test func aThreeFileAppSetupRendersAsTheHandWrittenDocument() throws {
        let setup = SwiftSetupReader.read(try Self.brandApp())
        #expect(lines(setup) == ["note: BrandApp/OfferwallSetup.swift:21:5: ignored: init?(coder: NSCoder) of BrandItemLayout (only init() makes layouts)"])
        let fromSwift = try Render.setup(try Self.brandApp(), under: Paths.layout("offerwall-default.json"))
        let handWritten = try Render.document(Paths.fixture("BrandApp/brand-offerwall.json"))
        #expect(fromSwift == handWritten)
        #expect(fromSwift != (try Render.document(Paths.layout("offerwall-default.json"))))
    }

    /// Globals and statics are initialised when first used, so the order of the files does not matter.
    @Test func theOrderOfTheFilesDoesNotMatter() throws {
        let forward = SwiftSetupReader.read(try Self.brandApp())
        let backward = SwiftSetupReader.read(try Self.brandApp(order: ["OfferwallSetup.swift", "UIColor+Brand.swift", "BrandConstants.swift"]))
        #expect(forward.json == backward.json)
        #expect(lines(backward) == lines(forward))
    }

    /// Each value is located at the Swift file and line:column it comes from, in whichever file.
    @Test func everyValueKnowsItsSwiftFileAndLine() throws {
        let setup = SwiftSetupReader.read(try Self.brandApp())
        let map = Dictionary(setup.sourceMap.map { ($0.path, $0.origin.description) }) { a, _ in a }
        #expect(map["layoutClasses.BrandItemLayout.overrides.titleLabel.color"] == "BrandApp/OfferwallSetup.swift:11:28")
        #expect(map["layoutClasses.BrandItemLayout.overrides.dividerColor"] == "BrandApp/OfferwallSetup.swift:18:24")
        #expect(map["registrations.normal.overrides.pointUnitLabel.color"] == "BrandApp/OfferwallSetup.swift:28:23")
        #expect(map["tnkLayout.listViewBackgroundColor"] == "BrandApp/OfferwallSetup.swift:34:52")
        let node = try #require(setup.root.value.object?["tnkLayout"]?.value.object?["listViewBackgroundColor"])
        #expect(SetupOrigin(of: node) == SetupOrigin(file: "BrandApp/OfferwallSetup.swift",
                                                     location: SourceLocation(line: 34, column: 52, offset: 1034)))
    }

    /// The issue's case: a file-level colour used in a subclass's `init` was "not declared in the
    /// setup files" (exit 0, the default colour drawn).
    @Test func aFileLevelColourInASubclassInit() {
        let setup = read("""
        class OrangeLayout: AdListItemViewLayout {
            override init() {
                super.init()
                titleLabel.color = brandOrange
            }
        }
        let brandOrange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        """)
        #expect(setup.diagnostics.isEmpty, "\(lines(setup))")
        #expect(setup.json.contains(##""color": "#FF8000""##))
    }

    /// `extension UIColor { static let … }` was an error (UIColor has no colour .brand).
    @Test func staticColoursAndFontsOfExtensions() {
        let setup = read("""
        extension UIColor {
            static let brand = UIColor(argb: 0xFF336699)
            static var brandLight: UIColor { return brand.withAlphaComponent(0.5) }
            static var brandDark: UIColor {
                get { UIColor(white: 0.1, alpha: 1) }
            }
        }
        extension UIFont {
            static let caption = UIFont.systemFont(ofSize: 11, weight: .medium)
        }
        let l = AdListItemViewLayout()
        l.titleLabel.color = .brand
        l.descLabel.color = UIColor.brandLight
        l.dividerColor = .brandDark
        l.descLabel.font = .caption
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
        """)
        #expect(setup.diagnostics.isEmpty, "\(lines(setup))")
        for line in [##""color": "#336699""##, ##""color": "#80336699""##, ##""dividerColor": "#1A1A1A""##, #""weight": "medium""#] {
            #expect(setup.json.contains(line), "\(line)")
        }
    }

    /// Namespaces: `enum`/`struct` with static constants, nested, reading each other by short name and `Self.`.
    @Test func constantsInNamespaces() {
        let setup = read("""
        enum Metrics {
            static let unit: CGFloat = 4
            static let gap = unit * 2
            struct Icon {
                static let side = Metrics.unit * 14
            }
            static let radius = Self.gap + 2
            case unused
        }
        let l = AdListItemViewLayout()
        l.lineSpace = Metrics.gap
        l.iconImage.width = Metrics.Icon.side
        l.iconImage.cornerRadius = Metrics.radius
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
        """)
        #expect(setup.diagnostics.isEmpty, "\(lines(setup))")
        for line in [#""lineSpace": 8"#, #""width": 56"#, #""cornerRadius": 10"#] { #expect(setup.json.contains(line), "\(line)") }
    }

    /// A closure-initialised property gives its value; a problem inside it is reported where it is,
    /// not at the declaration (it was a note "ignored: let title = { … }()" at line 1).
    @Test func closureInitialisedPropertiesAndTheirProblemsPositions() {
        let setup = read("""
        let title: LabelAttribute = {
            let label = LabelAttribute()
            label.color = .systemBlue
            label.colr = .red
            return label
        }()
        let l = AdListItemViewLayout()
        l.titleLabel = title
        """)
        #expect(lines(setup) == [
            #"error: Setup.swift:4:11: LabelAttribute has no property colr (did you mean "color"?)"#,
        ])
        #expect(setup.diagnostics.map(\.code) == [.unknownName])
        let fine = read("""
        let title: LabelAttribute = {
            let label = LabelAttribute()
            label.color = .systemBlue
            return label
        }()
        let l = AdListItemViewLayout()
        l.titleLabel = title
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
        """)
        #expect(fine.diagnostics.isEmpty, "\(lines(fine))")
        #expect(fine.json.contains(##""color": "#007AFF""##))

        // As a class's stored property: reported at line 1, column 1 of a tree of its own.
        let member = read("""
        final class Launcher {
            private let badge: LabelAttribute = {
                let label = LabelAttribute()
                label.colr = .red
                return label
            }()
        }
        """)
        #expect(lines(member) == [#"error: Setup.swift:4:15: LabelAttribute has no property colr (did you mean "color"?)"#])
    }

    /// A constant's problem is reported once, in its own file at its own line, whichever file uses it.
    @Test func aConstantsProblemIsReportedInItsOwnFile() {
        let setup = SwiftSetupReader.read([
            SwiftSetupSource(name: "Setup.swift", text: """
            let l = AdListItemViewLayout()
            l.titleLabel.color = Palette.title
            l.descLabel.color = Palette.title
            """),
            SwiftSetupSource(name: "Palette.swift", text: """
            enum Palette {
                static let title: UIColor = .orang
            }
            """),
        ])
        #expect(lines(setup) == [
            #"error: Palette.swift:2:33: UIColor has no colour .orang (did you mean "orange"?)"#,
        ])
    }

    /// Constants that refer to each other in a circle are an error, not a hang.
    @Test func constantsDefinedInTermsOfThemselves() {
        let setup = read("""
        let a: CGFloat = b + 1
        let b: CGFloat = a + 1
        let l = AdListItemViewLayout()
        l.lineSpace = a
        """)
        #expect(lines(setup).first == "error: Setup.swift:1:5: a is defined in terms of itself")
        #expect(setup.hasErrors)
    }

    /// Must show: `import-swift` of a setup with a file-level colour constant and a `UIColor`
    /// extension prints the colours, with no warning.
    @Test func importSwiftPrintsTheColoursOfConstantsAndExtensions() throws {
        let files = ["BrandConstants.swift", "UIColor+Brand.swift", "OfferwallSetup.swift"].map { Paths.fixture("BrandApp/\($0)").path }
        let run = Run(arguments: ["import-swift"] + files)
        #expect(run.status == 0)
        #expect(!run.err.contains("warning"), "\(run.err)")
        for colour in [##""color": "#1F2A44""##, ##""color": "#2673F2""##, ##""listViewBackgroundColor": "#F5F5F5""##,
                       ##""dividerColor": "#4DFF731A""##, ##""color": "#FF731A""##] {
            #expect(run.out.contains(colour), "\(colour)")
        }
    }
}

extension JSONValue {
    var object: JSONObject? { if case .object(let o) = self { o } else { nil } }
}
