import AdLayoutSwiftSetup
import Foundation
import Testing

/// `label.attributedText` in `setData` as apps build it (`NSMutableAttributedString(string:)`, `append`,
/// `addAttribute(_:value:range:)`): the label shows the string's text; its attributes are not drawn, which is
/// a warning where the first is set.
@Suite struct AttributedTextSetupTests {
    typealias Formatting = FormattingSetupTests

    @Test func theTextIsShownAndTheAttributesAreWarned() {
        let setup = read(Formatting.view("""
                    let point = "\\(item.pointValue)"
                    let s = NSMutableAttributedString(string: "+" + point + " P")
                    s.addAttribute(.foregroundColor, value: UIColor.red, range: (s.string as NSString).range(of: point))
                    s.append(NSAttributedString(string: " 받기"))
                    a.attributedText = s
            """))
        #expect(Formatting.outlet(setup, "a")["text"] as? String == "+{pointValue} P 받기")
        let expected: [String] = [
            "warning: Setup.swift:21:9: skipped: the attributes of a.attributedText (colours, fonts, strikethrough and underline over "
                + "ranges) are not drawn: the label shows its text in its own font and colour; set textColor and font on the label, "
                + "or split the styled part into a label of its own",
        ]
        #expect(Formatting.warnings(setup) == expected)
    }

    @Test func aPlainAttributedStringIsItsText() {
        let setup = read(Formatting.view("""
                    a.attributedText = NSAttributedString(string: item.appName)
            """))
        #expect(Formatting.warnings(setup).isEmpty, "\(Formatting.warnings(setup))")
        #expect(Formatting.outlet(setup, "a")["text"] as? String == "{appName}")
    }
}
