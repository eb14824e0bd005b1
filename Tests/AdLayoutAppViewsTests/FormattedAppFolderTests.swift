import AdLayoutEngine
import AdLayoutTestSupport
import Foundation
import Testing

/// `setData` as app teams write it (`Tests/Fixtures/apps/FormattedApp`): a `static let` `NumberFormatter`
/// of `.decimal` style ("2,500"), `String(format:)` with `%@` and `%d` (ungrouped, as Foundation prints
/// an `Int`), and Kingfisher's `kf.setImage(with: URL(string: item.iconUrl ?? ""))` as the view that shows
/// the ad's icon. Frames derived by hand (SnapKit as it builds constraints), texts as Foundation formats them.
@Suite struct FormattedAppFolderTests {
    typealias Style = SwiftStyleAppFolderTests

    @Test func formattedTextsAndTheLoadedIconAreUIKits() throws {
        let (dir, items) = try Style.rendered("FormattedApp", "formatted-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        for item in items {
            // MissionCellLayout's 88; the mission line 4 under the title.
            let (x, width) = Style.expectIconRow(item, bottomLabel: "rewardLabel")
            #expect(Style.close(Style.frame(item, "missionLabel"), [x, 16 + Style.line(15) + 4, width, Style.line(12)]))
        }
        // NumberFormatter(.decimal) groups; String(format: "%d") does not.
        #expect(items.map { $0.child("rewardLabel")?.string("text") } == ["180P 받기", "2,500P 받기", "참여 확인 중", "지급 완료", "종료", "종료"])
        #expect(items.map { $0.child("missionLabel")?.string("text") } == [
            "설치 후 실행하면 · 적립 180P", "10단계 달성 시 · 적립 2500P", "설치하면 · 적립 170P", "참여하면 · 적립 900P",
            "가입하면 · 적립 1200P", "맞히면 · 적립 300P",
        ])
        // Kingfisher's image view shows each ad's icon: without the loader the same view draws placeholders.
        let swift = dir.appendingPathComponent("FormattedApp/MissionCell.swift")
        let text = try String(contentsOf: swift, encoding: .utf8)
        try text.replacingOccurrences(of: "iconImageView.kf.setImage", with: "// iconImageView.kf.setImage")
            .write(to: swift, atomically: true, encoding: .utf8)
        let without = Run("render", dir.appendingPathComponent("formatted-app.json").path, "-o", dir.appendingPathComponent("without.png").path,
                          "--scale", "1")
        #expect(without.status == 0, "\(without.err)")
        let pngs = try ["formatted-app.json.png", "without.png"].map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        #expect(pngs[0] != pngs[1])
    }

    @Test func importSwiftPrintsTheFormatsAsTheAdsFields() throws {
        let run = Style.importSwift("FormattedApp").run
        #expect(run.out.contains(#""iconImage": "iconImageView","#), "\(run.out)")
        #expect(run.out.contains(#""text": "{cmpnDesc} · 적립 {pointValue}{pointUnit}""#), "\(run.out)")
        #expect(run.out.contains(#""text": "{pointValueGrouped}{pointUnit} 받기""#), "\(run.out)")
    }
}
