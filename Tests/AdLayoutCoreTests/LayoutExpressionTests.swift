import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// The expression language of `layoutClasses`: parsing, precedence, types, errors and evaluation.
@Suite struct LayoutExpressionTests {
    var layout = ItemLayoutProperties()

    func value(_ text: String, width: CGFloat = 390, items: Int = 5, scope: ExpressionScope = .itemColumns) throws -> Double {
        try LayoutExpression(text, scope: scope)
            .evaluate(ExpressionContext(layout: layout, parentSize: CGSize(width: width, height: 844), numberOfItems: items))
    }

    func error(_ text: String, scope: ExpressionScope = .itemColumns) -> ExpressionError? {
        do { _ = try LayoutExpression(text, scope: scope); return nil } catch { return error }
    }

    @Test func precedenceAndAssociativity() throws {
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("10 - 4 - 3") == 3)           // left-associative
        #expect(try value("24 / 4 / 2") == 3)
        #expect(try value("-2 * -3") == 6)
        #expect(try value("2 - -3") == 5)
        #expect(try value("1 < 2 && 3 < 2 || 1 == 1 ? 10 : 20") == 10)   // && before ||, ?: loosest
        #expect(try value("true ? 1 : false ? 2 : 3") == 1)               // right-associative
        #expect(try value("false ? 1 : false ? 2 : 3") == 3)
        #expect(try value("!(1 > 2) ? 4 : 5") == 4)
        #expect(try value("1.5e1 + .5") == 15.5)
    }

    @Test mutating func namesReadTheLayoutAndTheSection() throws {
        layout.sectionInset = EdgeInsets(top: 0, left: 12, bottom: 0, right: 8)
        layout.iconImage.height = 64
        layout.useIconImage = false
        #expect(try value("parentSize.width - sectionInset.left - sectionInset.right") == 370)
        #expect(try value("numberOfItems > 3 ? 2 : 1", items: 5) == 2)
        #expect(try value("numberOfItems > 3 ? 2 : 1", items: 3) == 1)
        #expect(try value("iconImage.height + titleLabel.font.pointSize") == 64 + 14)
        #expect(try value("useIconImage ? 1 : 0") == 0)
        #expect(try value("wrapContent") == -2)
        #expect(try value("parentSize.height", scope: .viewSize) == 844)
    }

    @Test func functionsAndIntegerDivision() throws {
        #expect(try value("min(3, 1, 2) + max(4, 9)") == 10)
        #expect(try value("int(7 / 2)") == 3)
        #expect(try value("int(-7 / 2)") == -3)          // toward zero, as Swift's Int division
        #expect(try value("floor(-3.5) + ceil(1.2) + round(2.5) + abs(-4)") == -4 + 2 + 3 + 4)
    }

    /// The guide's custom layout height gives the same bits as the same Swift CGFloat code.
    @Test mutating func evaluatesInTheWrittenOrder() throws {
        let width: CGFloat = 355
        let swift = (width - 16 - 16) * 167 / 320 + 12 + 72 + 10 + 12
        let text = "(parentSize.width - sectionInset.left - sectionInset.right - 16 - 16) * 167 / 320 + 12 + 72 + 10 + 12"
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        #expect(try value(text, width: 375, scope: .viewSize) == Double(swift))
    }

    @Test func divisionByZeroDoesNotTrap() throws {
        #expect(try value("1 / 0") == .infinity)
        #expect(try value("0 / 0").isNaN)
        #expect(try value("int(1 / 0)") == .infinity)
    }

    /// Parsing, compiling and evaluating recurse, so the length and nesting of an expression are
    /// limited (30,000 terms or 20,000 parentheses overflowed the stack).
    @Test func lengthAndNestingAreLimited() throws {
        let long = Array(repeating: "1", count: 501).joined(separator: "+")
        #expect(error(long) == ExpressionError(message: "an expression of 1001 characters; the limit is 1000", offset: 1000))
        // Each operator of a sum is a level of its tree: 64 terms are fine, 65 are not.
        #expect(try value(Array(repeating: "1", count: 64).joined(separator: "+")) == 64)
        #expect(error(Array(repeating: "1", count: 65).joined(separator: "+"))
                == ExpressionError(message: "the expression nests more than 64 levels deep; the limit is 64", offset: 0))
        let parens = String(repeating: "(", count: 64) + "1" + String(repeating: ")", count: 64)
        #expect(error(parens) == ExpressionError(message: "the expression nests more than 64 levels deep; the limit is 64", offset: 64))
        #expect(try value(String(repeating: "(", count: 63) + "1" + String(repeating: ")", count: 63)) == 1)
        #expect(error(String(repeating: "-", count: 64) + "1")?.message == "the expression nests more than 64 levels deep; the limit is 64")
        #expect(try value(String(repeating: "-", count: 63) + "1") == -1)
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(error("1 +") == ExpressionError(message: "expected a number, a name or \"(\", found end of the expression", offset: 3))
        #expect(error("(1 + 2") == ExpressionError(message: "expected \")\" to close \"(\", found end of the expression", offset: 6))
        #expect(error("1 < 2 < 3") == ExpressionError(message: "comparisons cannot be chained; join them with \"&&\"", offset: 6))
        #expect(error("a = 1")?.message == "unexpected \"=\"; compare with \"==\"")
        #expect(error("1 & 2") == ExpressionError(message: "unexpected \"&\"; use \"&&\"", offset: 2))
        #expect(error("2 $ 3") == ExpressionError(message: "unexpected character \"$\"", offset: 2))
        #expect(error("1 2") == ExpressionError(message: "unexpected number 2 after the expression", offset: 2))
        #expect(error("sqrt(4)") == ExpressionError(message: "unknown function \"sqrt\"; functions: min, max, int, floor, ceil, round, abs", offset: 0))
        #expect(error("min(1)") == ExpressionError(message: "min(…) takes two or more numbers, found 1", offset: 0))
        #expect(error("floor(1, 2)") == ExpressionError(message: "floor(…) takes one number, found 2", offset: 0))
        #expect(error("1 + (2 > 1)") == ExpressionError(message: "\"+\" needs a number, found a true/false value", offset: 7))
        #expect(error("1 ? 2 : 3") == ExpressionError(message: "the condition of \"? :\" needs true/false (a comparison), found a number", offset: 0))
        #expect(error("1 > 2 ? true : 3") == ExpressionError(message: "both branches of \"? :\" must be numbers, or both true/false", offset: 6))
        #expect(error("1 > 2") == ExpressionError(message: "expected a number, found a true/false value; use c ? a : b", offset: 0))
        #expect(error("useIconImage == 1") == ExpressionError(message: "\"==\" compares a number with a true/false value", offset: 13))
        #expect(error("numberOfItems", scope: .viewSize) == ExpressionError(message: "\"numberOfItems\" is only known in itemColumns", offset: 0))
        let unknown = error("parentSize.width - sectionInsets.left")
        #expect(unknown?.offset == 19)
        #expect(unknown?.message.hasPrefix("unknown name \"sectionInsets.left\" (did you mean \"sectionInset.left\" or \"sectionInset.right\" or \"sectionInset.top\"?); names: parentSize.width, parentSize.height, numberOfItems, wrapContent and the layout's number and bool properties") == true)
    }

    @Test func everyNumericPropertyHasAName() {
        let names = LayoutExpressionVariables.names
        for name in ["sectionInset.left", "itemInset.top", "iconImage.height", "lineSpace", "feedImageRatio", "useIconImage",
                     "titleLabel.numberOfLines", "favoriteButton.inset.right", "headerTitleLabel.font.pointSize", "itemDirection"] {
            #expect(names.contains(name), "\(name)")
        }
    }
}
