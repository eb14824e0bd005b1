import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// `setData` deciding per ad, as app teams write it (`Tests/Fixtures/apps/PointApp`): `if item.cmpnDesc.isEmpty`,
/// `badge.isHidden = item.pointValue < 1000`, `item.pointValue >= 1000 ? orange : .darkGray`, and a card's
/// `backgroundColor` and a label's `alpha` set per state and per `item.multiReward && item.missionCount > 0`.
/// Texts, hidden views and alphas are UIKit's for each ad; the card's colour is read from the pixels.
@Suite struct PointAppFolderTests {
    typealias Style = SwiftStyleAppFolderTests

    @Test func eachAdTakesItsOwnBranches() throws {
        let (dir, items) = try Style.rendered("PointApp", "point-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let descs: [String?] = items.map { $0.child("descLabel")?.string("text") }
        let expectedDescs: [String?] = ["설치 후 실행하면", "10단계 달성 시", "참여하고 포인트 받기", "참여하면", "가입하면", "맞히면"]
        #expect(descs == expectedDescs)
        let points: [String?] = items.map { $0.child("pointLabel")?.string("text") }
        let expectedPoints: [String?] = ["+180 P", "+2,500 P", "+1,200 P", "+900 P", "+1,000 P", "+300 P"]
        #expect(points == expectedPoints)
        // The badge shows from 1,000 points on.
        let badgeHidden: [Bool] = items.map { $0.child("badgeLabel")?.bool("hidden") ?? false }
        let expectedHidden: [Bool] = [true, false, false, true, false, true]
        #expect(badgeHidden == expectedHidden)
        // Paid and ended ads dim their points.
        let alphas: [Double] = items.map { ($0.child("pointLabel")?.object["alpha"] as? NSNumber)?.doubleValue ?? 1 }
        let expectedAlphas: [Double] = [1, 1, 1, 0.4, 0.4, 1]
        #expect(alphas == expectedAlphas)
        for item in items {
            // 375 - the section insets of 10 each; RewardCellLayout's 90.
            #expect(item.frame[2] == 355 && item.frame[3] == 90)
            // edges.inset(8).
            #expect(Style.close(Style.frame(item, "cardView"), [8, 8, 339, 74]))
            // top 12 and leading 16 in the card; the descLabel 4 below the title, 16 from both card edges.
            let title = Style.frame(item, "titleLabel")
            let titleLine = Style.line(15)
            #expect(Style.close([title[0], title[1], title[3]], [24, 20, titleLine]))
            let descY = 20 + titleLine + 4
            #expect(Style.close(Style.frame(item, "descLabel"), [24, descY, 307, Style.line(13)]))
            // The badge 6 after the title, centred on it.
            let badge = Style.frame(item, "badgeLabel")
            let badgeY = 20 + titleLine / 2 - Style.line(11) / 2
            #expect(Style.close([badge[0], badge[1], badge[3]], [title[0] + title[2] + 6, badgeY, Style.line(11)]))
            // trailing -16 and bottom -12 in the card: 8 + 339 - 16 = 331, 8 + 74 - 12 = 70.
            let point = Style.frame(item, "pointLabel")
            let pointLine = Style.line(16)
            #expect(Style.close([point[0] + point[2], point[1], point[3]], [331, 70 - pointLine, pointLine]))
        }
        // The card's colour, 2 points below its top in the middle: white, the multi-reward cream (1, 0.97, 0.88)
        // only with missions, the paid and ended grey (white 0.95).
        let png = try PNGCodec.decode(Data(contentsOf: dir.appendingPathComponent("point-app.json.png")))
        let colours: [[Int]] = items.map { item in
            let x = Int(item.frame[0] + 8 + 170), y = Int(item.frame[1] + 10)
            let at = y * png.stride + x * 4
            return [Int(png.bytes[at + 2]), Int(png.bytes[at + 1]), Int(png.bytes[at])]
        }
        let white: [Int] = [255, 255, 255], cream: [Int] = [255, 247, 224], grey: [Int] = [242, 242, 242]
        let expectedColours: [[Int]] = [white, cream, white, grey, grey, white]
        for (found, expected) in zip(colours, expectedColours) {
            #expect(zip(found, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(found) ≠ \(expected)")
        }
        // The event label's attributed text: "{pointValue}P" struck through in lightGray, " 2배 적립" in systemRed.
        let events: [String?] = items.map { $0.child("eventLabel")?.string("text") }
        let expectedEvents: [String?] = ["180P 2배 적립", "2500P 2배 적립", "1200P 2배 적립", "900P 2배 적립", "1000P 2배 적립", "300P 2배 적립"]
        #expect(events == expectedEvents)
        for (k, item) in items.enumerated() {
            // leading 16 and bottom -12 in the card, as pointLabel.
            let event = Style.frame(item, "eventLabel")
            let line = Style.line(13)
            #expect(Style.close([event[0], event[1], event[3]], [24, 70 - line, line]))
            let x0 = Int(item.frame[0] + event[0]), y0 = Int(item.frame[1] + event[1])
            func pixel(_ x: Int, _ y: Int) -> [Int] {
                let at = y * png.stride + x * 4
                return [Int(png.bytes[at + 2]), Int(png.bytes[at + 1]), Int(png.bytes[at])]
            }
            // Red ink (systemRed 255, 59, 48) in the label; none would be drawn in the label's own black.
            var red = 0
            for y in y0..<(y0 + Int(event[3])) {
                for x in x0..<(x0 + Int(event[2])) {
                    let p = pixel(x, y)
                    if p[0] > 200 && p[1] < 120 && p[2] < 120 { red += 1 }
                }
            }
            #expect(red >= 20, "ad \(k): \(red) red pixels")
            // The strikethrough: a row of at least 15 pixels in a row off the card's colour over the struck digits,
            // which glyphs alone never make.
            let card = colours[k]
            var longest = 0
            for y in y0..<(y0 + Int(event[3])) {
                var run = 0
                for x in x0..<(x0 + 30) {
                    let p = pixel(x, y)
                    if zip(p, card).contains(where: { abs($0 - $1) > 30 }) { run += 1; longest = max(longest, run) } else { run = 0 }
                }
            }
            #expect(longest >= 15, "ad \(k): longest run \(longest)")
        }
    }

    @Test func importSwiftPrintsTheBranchesAsCases() throws {
        let run = Run("import-swift", Style.apps.appendingPathComponent("PointApp").path)
        #expect(run.status == 0 && !run.err.contains("warning:"), "\(run.err)")
        let expected: [String] = [
            #""if": "cmpnDesc.isEmpty""#, #""text": "참여하고 포인트 받기""#, #""if": "pointValue < 1000""#, #""hidden": true"#,
            #""if": "pointValue >= 1000""#, #""if": "(state == paid || state == ended)""#,
            #""if": "(state == confirm || state == normal || state == disabled || state == tomorrow) && (multiReward && (missionCount > 0))""#,
            ##""backgroundColor": "#FFF7E0""##, ##""color": "#FF6B00""##, #""part": "{pointValue}P""#, #""strikethrough": true"#,
            #""part": " 2배 적립""#, #""part": "적립""#, #""underline": true"#,
        ]
        for text in expected { #expect(run.out.contains(text), "\(text) in \(run.out)") }
    }
}

/// `cases` written by hand: a condition that is not one is an error at its line:column, naming the outlet.
@Suite struct AppViewCaseDocumentTests {
    @Test func aBadConditionIsAnErrorAtItsLine() throws {
        let doc = try HandWrittenDocument(validating: #"""
        {"schemaVersion": 1,
         "appViews": {"Row": {"views": {"title": {"kind": "label"}},
                              "outlets": {"title": {"cases": [{"if": "pointValu > 1", "text": "a"},
                                                              {"if": "pointValue + 1", "text": "b"},
                                                              {"text": "c"}]}}}},
         "registrations": {"normal": {"viewClass": "Row"}},
         "sections": []}
        """#)
        let run = doc.run
        #expect(run.status == 2)
        let expected: [String] = [
            #"error: \#(doc.path):3:62: appViews.Row.outlets.title.cases[0].if: app view "Row", outlet "title": condition "pointValu > 1": unknown name "pointValu" (did you mean "pointValue"?); names: the ad's numbers (pointValue, originalPointAmount, missionsDone, missionCount, productPrice, …), flags (multiReward, favorite, multiJoin), state with the states' names (state == paid), of its texts NAME.isEmpty, NAME.count and NAME.isNil, and the item's bounds.width and bounds.height (at character 1)"#,
            #"error: \#(doc.path):4:62: appViews.Row.outlets.title.cases[1].if: app view "Row", outlet "title": condition "pointValue + 1": expected true/false (a comparison such as pointValue > 1000), found a number (at character 1)"#,
            #"error: \#(doc.path):5:55: appViews.Row.outlets.title.cases[2].if: missing required key "if" (the condition on the ad (pointValue > 1000))"#,
        ]
        #expect(doc.errors == expected, "\(run.err)")
    }
}
