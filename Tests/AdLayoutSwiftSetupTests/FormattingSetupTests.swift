import AdLayoutSwiftSetup
import Foundation
import Testing

/// Foundation's formatting in `setData` as the item-view reader translates it into template texts of the
/// ad's fields, and the image loaders as the view that shows the ad's image; what is not read is a
/// warning that names it and the way out.
@Suite struct FormattingSetupTests {
    /// An item view with a label `a` and an image view `icon` in contentView, `setData` running `body`.
    static func view(_ body: String, members: String = "") -> String {
        """
        import UIKit

        class Cell: AdListItemView {
            let a = UILabel()
            let icon = UIImageView()
        \(members)
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(a)
                contentView.addSubview(icon)
                [a, icon].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: contentView.topAnchor),
                                             a.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                                             icon.topAnchor.constraint(equalTo: contentView.topAnchor),
                                             icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor)])
            }
            override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
                guard let item = adItem as? AdListItem else { return }
        \(body)
            }
        }
        """
    }

    /// The outlet `name`'s members as printed.
    static func outlet(_ setup: SetupDocument, _ name: String) -> [String: Any] {
        guard let data = setup.json.data(using: .utf8),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let views = root["appViews"] as? [String: Any], let cell = views["Cell"] as? [String: Any],
              let outlets = cell["outlets"] as? [String: Any] else { return [:] }
        return outlets[name] as? [String: Any] ?? [:]
    }

    static func cell(_ setup: SetupDocument) -> [String: Any] {
        guard let data = setup.json.data(using: .utf8),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let views = root["appViews"] as? [String: Any] else { return [:] }
        return views["Cell"] as? [String: Any] ?? [:]
    }

    static func warnings(_ setup: SetupDocument) -> [String] { setup.diagnostics.filter { $0.severity != .note }.map(\.line) }

    @Test func numberFormattersAndFormatsBecomeTheAdsFields() {
        let setup = read(Self.view("""
                    let grouped = NumberFormatter().then { $0.numberStyle = .decimal }
                    let plain = NumberFormatter()
                    plain.numberStyle = .none
                    let a1 = grouped.string(from: NSNumber(value: item.pointValue)) ?? "0"
                    let a2 = Self.formatter.string(for: item.pointValue)!
                    a.text = String(format: "%1$@ %2$@ %3$d%% %4$ld/%5$d {%6$@}", a1, a2, 7, item.missionsDone, item.missionCount, plain.string(from: item.pointValue as NSNumber) ?? "")
            """, members: """
                static let formatter: NumberFormatter = {
                    let f = NumberFormatter()
                    f.numberStyle = .decimal
                    f.locale = Locale(identifier: "ko_KR")
                    return f
                }()
            """))
        #expect(Self.warnings(setup) == [])
        #expect(Self.outlet(setup, "a")["text"] as? String
                == "{pointValueGrouped} {pointValueGrouped} 7% {missionsDone}/{missionCount} {{{pointValue}}}")
    }

    @Test func stringOfAFieldAndFormattedAreItsText() {
        let setup = read(Self.view("""
                    a.text = String(item.pointValue) + " / " + item.pointValue.formatted()
            """))
        #expect(Self.warnings(setup) == [])
        #expect(Self.outlet(setup, "a")["text"] as? String == "{pointValue} / {pointValueGrouped}")
    }

    @Test func imageLoadersShowTheAdsImage() {
        for (call, key) in [("icon.kf.setImage(with: URL(string: item.iconUrl ?? \"\"), placeholder: nil)", "iconImage"),
                            ("icon.sd_setImage(with: URL(string: item.imageUrl!), placeholderImage: UIImage(named: \"p\"))", "feedImage"),
                            ("icon.af.setImage(withURL: URL(string: item.iconUrl!)!)", "iconImage")] {
            let setup = read(Self.view("        " + call))
            #expect(Self.warnings(setup) == [], "\(call)")
            #expect(Self.cell(setup)[key] as? String == "icon", "\(call)")
        }
    }

    @Test func whatIsNotReadNamesItAndTheWayOut() {
        let setup = read(Self.view("""
                    let money = NumberFormatter()
                    money.numberStyle = .currency
                    a.text = money.string(from: NSNumber(value: item.pointValue))
                    a.text = String(format: "%'d", item.pointValue)
                    a.text = String(format: "%.1f", 2.5)
                    icon.kf.setImage(with: URL(string: "https://example.com/a.png"))
            """))
        #expect(Self.warnings(setup) == [
            "warning: Setup.swift:21:18: skipped: money.string(from: NSNumber(value: item.pointValue)) is not read: its NumberFormatter's numberStyle = .currency (set at line 20) is not; a formatter of numberStyle .decimal or .none, grouping with \",\", is read",
            "warning: Setup.swift:21:18: skipped: a.text = money.string(from: NSNumber(value: item.pointValue)) (texts made of string literals and the ad's fields are read)",
            "warning: Setup.swift:22:18: skipped: String(format: \"%'d\", item.pointValue) is not read: %'d's grouping is not read; format the number with a NumberFormatter of numberStyle .decimal and print it with %@",
            "warning: Setup.swift:22:18: skipped: a.text = String(format: \"%'d\", item.pointValue) (texts made of string literals and the ad's fields are read)",
            "warning: Setup.swift:23:18: skipped: String(format: \"%.1f\", 2.5) is not read: %.1f is not read (%@, %d, %ld, %i, %u and %% are)",
            "warning: Setup.swift:23:18: skipped: a.text = String(format: \"%.1f\", 2.5) (texts made of string literals and the ad's fields are read)",
            "warning: Setup.swift:24:9: skipped: Kingfisher's icon.kf.setImage(with: URL(string: \"https://example.com/a.p… is not read: the URL must be made of the ad's iconUrl or imageUrl (URL(string: item.iconUrl)); the image view draws a placeholder",
        ])
    }

    /// The DocC article's sample ("What your code may look like"), read as written there.
    @Test func theArticlesSampleIsRead() throws {
        let article = try String(contentsOf: Paths.root.appendingPathComponent(
            "Sources/AdLayoutSwiftSetup/AdLayoutSwiftSetup.docc/ReadingYourSwiftSetup.md"), encoding: .utf8)
        let section = try #require(article.range(of: "**Formatted texts and image loaders in `setData`.**"))
        let rest = article[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n")), end = try #require(rest[start.upperBound...].range(of: "```"))
        let setup = SwiftSetupReader.read([SwiftSetupSource(name: "PointItemView.swift", text: String(rest[start.upperBound..<end.lowerBound]))])
        #expect(Self.warnings(setup) == [])
        #expect(setup.json.contains(#""text": "{pointValueGrouped}{pointUnit} 받기""#), "\(setup.json)")
        #expect(setup.json.contains(#""iconImage": "iconImageView""#), "\(setup.json)")
    }
}
