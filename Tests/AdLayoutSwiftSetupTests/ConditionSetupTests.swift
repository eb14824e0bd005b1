import AdLayoutModel
import AdLayoutSwiftSetup
import Foundation
import Testing

/// Conditions of `setData` on the ad's fields, read per ad: each path through them is read once, and the
/// printed outlet says what it sets for the ads a condition holds for (`cases`); the conditions are the
/// document's (``AdCondition``), decided per ad when it is drawn.
@Suite struct ConditionSetupTests {
    typealias Formatting = FormattingSetupTests

    static func cases(_ outlet: [String: Any]) -> [[String: String]] {
        (outlet["cases"] as? [[String: Any]] ?? []).map { $0.mapValues { "\($0)" } }
    }

    @Test func anIfOnTheAdsPointsIsACaseOfTheNormalState() {
        let setup = read(Formatting.view("""
                    if item.pointValue > 1000 && item.state == .normal {
                        a.text = "인기"
                    } else {
                        a.text = item.appName
                    }
            """))
        #expect(Formatting.warnings(setup).isEmpty, "\(Formatting.warnings(setup))")
        let a = Formatting.outlet(setup, "a")
        #expect(a["text"] as? String == "{appName}")
        let expected: [[String: String]] = [["if": "state == normal && (pointValue > 1000)", "text": "인기"]]
        #expect(Self.cases(a) == expected)
    }

    @Test func aGuardOnAnEmptyTitleAndFlagsInTernaries() {
        let setup = read(Formatting.view("""
                    icon.isHidden = item.iconUrl == nil
                    a.alpha = item.multiReward ? 1 : 0.5
                    guard !item.appName.isEmpty else {
                        a.text = "광고"
                        return
                    }
                    a.text = item.appName
            """))
        #expect(Formatting.warnings(setup).isEmpty, "\(Formatting.warnings(setup))")
        let a = Formatting.outlet(setup, "a"), icon = Formatting.outlet(setup, "icon")
        #expect(a["text"] as? String == "{appName}" && (a["alpha"] as? Double) == 0.5)
        let expectedA: [[String: String]] = [["if": "appName.isEmpty", "text": "광고"], ["if": "multiReward", "alpha": "1"]]
        #expect(Self.cases(a) == expectedA)
        let expectedIcon: [[String: String]] = [["if": "iconUrl.isNil", "hidden": "1"]]
        #expect(Self.cases(icon) == expectedIcon)
    }

    /// A ?: in parentheses in another's branch (as the fuzz seed wrote it): each branch is a case of its conditions.
    @Test func aTernaryInParenthesesIsReadAsItsBranches() {
        let setup = read(Formatting.view("""
                    a.alpha = item.pointValue >= 1000 ? 1 : (item.multiReward ? 0.8 : 0.5)
            """))
        #expect(Formatting.warnings(setup).isEmpty, "\(Formatting.warnings(setup))")
        let a = Formatting.outlet(setup, "a")
        #expect((a["alpha"] as? Double) == 0.5)
        let expected: [[String: String]] = [["if": "pointValue >= 1000", "alpha": "1"], ["if": "!(pointValue >= 1000) && multiReward", "alpha": "0.8"]]
        #expect(Self.cases(a) == expected)
    }

    @Test func aConditionOnSomethingElseIsWarnedAndItsElseBranchRead() {
        let setup = read(Formatting.view("""
                    if UserDefaults.standard.bool(forKey: "vip") {
                        a.text = "VIP"
                    } else {
                        a.text = item.appName
                    }
            """))
        #expect(Formatting.warnings(setup) == [
            "warning: Setup.swift:19:12: skipped: the condition UserDefaults.standard.bool(forKey: \"vip\") is not one on the ad's "
                + "state and fields (comparisons of its numbers, isEmpty and == nil of its texts, its flags, && and ||, in setData); "
                + "its else branch is read",
        ])
        #expect(Formatting.outlet(setup, "a")["text"] as? String == "{appName}")
    }

    /// A stored constraint's constant and `isActive` set in `setData` are read per ad, as SnapKit's `updateConstraints`
    /// is: the constant on each path, a `?:` on the ad's fields decided by the path.
    @Test func aConstraintChangedPerAdIsACaseOfItsConstant() {
        let setup = read(Formatting.view("""
                    iconWidth.isActive = true
                    iconWidth.constant = item.pointValue > 1000 ? 0 : 40
            """, members: "    lazy var iconWidth = icon.widthAnchor.constraint(equalToConstant: 40)"))
        #expect(Formatting.warnings(setup) == [], "\(setup.diagnostics)")
        #expect(SnapKitSetupTests.constraints(setup).first == "icon.width == + 40 [pointValue > 1000: 0]",
                "\(SnapKitSetupTests.constraints(setup))")
    }

    /// Its priority is one for every ad in the document: said, not read.
    @Test func aConstraintsPriorityInSetDataIsWarned() {
        let setup = read(Formatting.view("""
                    iconWidth.priority = item.multiReward ? .defaultLow : .required
            """, members: "    lazy var iconWidth = icon.widthAnchor.constraint(equalToConstant: 40)"))
        #expect(Formatting.warnings(setup) == [
            "warning: Setup.swift:19:9: skipped: iconWidth.priority = item.multiReward ? .defaultLow : .required in setData is not "
                + "read: a constraint's priority is the same for every ad in the document (its constant and isActive are read per ad); "
                + "set it once in init(frame:)",
        ])
    }

    @Test func anImagePerAdIsACaseOfItsName() {
        let setup = read(Formatting.view("""
                    if item.multiReward {
                        icon.image = UIImage(named: "badge_multi")
                    } else {
                        icon.image = UIImage(named: "badge_single")
                    }
            """))
        #expect(Formatting.warnings(setup).isEmpty, "\(Formatting.warnings(setup))")
        let expected: [[String: String]] = [["if": "true", "image": "badge_single"], ["if": "multiReward", "image": "badge_multi"]]
        #expect(Self.cases(Formatting.outlet(setup, "icon")) == expected)
    }

    /// Seven independent conditions make 128 paths per state: the first 63 are read, then the state's own
    /// (every condition false), and the rest said. An ad past every condition keeps a's text unset, as in UIKit;
    /// the 63rd path (pointValue > 1 and > 2 hold, the rest do not) sets "2".
    @Test func pathsPastTheLimitAreAWarning() {
        let ifs = (1...7).map { "            if item.pointValue > \($0) { a.text = \"\($0)\" }" }.joined(separator: "\n")
        let setup = read(Formatting.view(ifs))
        let expected: [String] = [
            "warning: Setup.swift:17:111: skipped: setData's conditions on the ad's fields make more than 64 paths; the rest are not "
                + "read (move the conditions into fewer ifs)",
        ]
        #expect(Formatting.warnings(setup) == expected)
        #expect(Formatting.outlet(setup, "a")["text"] == nil)
        let cases = Self.cases(Formatting.outlet(setup, "a"))
        #expect(!cases.contains { $0["if"] == "true" }, "\(cases)")
        #expect(cases.contains { $0["text"] == "2" && $0["if"]?.hasSuffix("!(pointValue > 7)") == true }, "\(cases)")
    }

    @Test func conditionsAreDecidedForEachAd() throws {
        var ad = AdListItem(appName: "", pointValue: 2500, state: .paid)
        ad.multiReward = true
        let condition = try AdCondition("state == paid && pointValue > 1000 && appName.isEmpty && multiReward && corpDesc.isNil")
        #expect(condition.holds(for: ad))
        ad.corpDesc = "회사"
        #expect(!condition.holds(for: ad))
        #expect(throws: ExpressionError(message: "unknown name \"pointValues\" (did you mean \"pointValue\"?); names: the ad's numbers "
                                        + "(pointValue, originalPointAmount, missionsDone, missionCount, productPrice, …), flags (multiReward, "
                                        + "favorite, multiJoin), state with the states' names (state == paid), of its texts NAME.isEmpty, "
                                        + "NAME.count and NAME.isNil, and the item's bounds.width and bounds.height", offset: 0)) { try AdCondition("pointValues > 1") }
        #expect(throws: ExpressionError(message: "expected true/false (a comparison such as pointValue > 1000), found a number", offset: 0)) {
            try AdCondition("pointValue + 1")
        }
    }
}
