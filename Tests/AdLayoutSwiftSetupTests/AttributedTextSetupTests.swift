import AdLayoutSwiftSetup
import Foundation
import Testing

/// `label.attributedText` in `setData` as apps build it (`NSMutableAttributedString(string:)`, `append`,
/// `addAttribute(_:value:range:)`): the label's text and its runs (colour, strikethrough, underline over a part
/// found per ad or a fixed range, a font); a range's kerning is a warning.
@Suite struct AttributedTextSetupTests {
    typealias Formatting = FormattingSetupTests

    @Test func theTextAndItsRunsArePrinted() {
        let setup = read(Formatting.view("""
                    let point = "\\(item.pointValue)"
                    let s = NSMutableAttributedString(string: "+" + point + " P")
                    s.addAttribute(.foregroundColor, value: UIColor.red, range: (s.string as NSString).range(of: point))
                    s.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 1))
                    s.append(NSAttributedString(string: " 받기", attributes: [.strikethroughStyle: 1, .font: UIFont.boldSystemFont(ofSize: 12), .kern: 2]))
                    a.attributedText = s
            """))
        let a = Formatting.outlet(setup, "a")
        #expect(a["text"] as? String == "+{pointValue} P 받기")
        let rawRuns = (a["cases"] as? [[String: Any]])?.first?["runs"] as? [[String: Any]] ?? []
        let runs = rawRuns.map { $0.filter { $0.key != "font" }.mapValues { "\($0)" } }
        let expectedRuns: [[String: String]] = [["part": "{pointValue}", "color": "red"], ["location": "0", "length": "1", "underline": "1"],
                                                ["part": " 받기", "strikethrough": "1"]]
        #expect(runs == expectedRuns)
        // `.font: UIFont.boldSystemFont(ofSize: 12)`: the range's own font, drawn and measured in it.
        let font = rawRuns.last?["font"] as? [String: Any]
        #expect(font?["size"] as? Double == 12 && font?["weight"] as? String == "bold", "\(rawRuns)")
        let expected: [String] = [
            "warning: Setup.swift:23:131: skipped: the attribute .kern of a range is not drawn: the range keeps the label's spacing "
                + "(.foregroundColor, .backgroundColor, .strikethroughStyle, .underlineStyle and .font are); put the range in a label "
                + "of its own",
        ]
        #expect(Formatting.warnings(setup) == expected)
    }

    /// A range that starts before the text or ends past the longest text (``FormatLimits/textUnits``) is said and left out.
    @Test func rangesPastTheLimitsAreWarned() {
        let setup = read(Formatting.view("""
                    let s = NSMutableAttributedString(string: item.appName)
                    s.addAttribute(.foregroundColor, value: UIColor.red, range: NSMakeRange(9223372036854775807, -1))
                    s.addAttributes([.underlineStyle: 1], range: NSRange(location: 0, length: 100001))
                    a.attributedText = s
            """))
        let expected: [String] = [
            "warning: Setup.swift:20:69: skipped: the range NSMakeRange(9223372036854775807, -1) (its location and length are 0 or "
                + "more and end by 100000, the longest text)",
            "warning: Setup.swift:21:54: skipped: the range NSRange(location: 0, length: 100001) (its location and length are 0 or "
                + "more and end by 100000, the longest text)",
        ]
        #expect(Formatting.warnings(setup) == expected)
        #expect(Formatting.outlet(setup, "a")["text"] as? String == "{appName}")
        let runs = (Formatting.outlet(setup, "a")["cases"] as? [[String: Any]])?.first?["runs"] as? [Any]
        #expect(runs?.isEmpty == true)
    }

    @Test func aPlainAttributedStringIsItsText() {
        let setup = read(Formatting.view("""
                    a.attributedText = NSAttributedString(string: item.appName)
            """))
        #expect(Formatting.warnings(setup).isEmpty, "\(Formatting.warnings(setup))")
        #expect(Formatting.outlet(setup, "a")["text"] as? String == "{appName}")
    }
}
