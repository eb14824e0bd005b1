import AdLayoutTestSupport
import Foundation
import Testing

/// render, validate and lint print what does not fit once, at the value's line:column, and fail
/// under --strict.
@Suite(.serialized) struct FitDiagnosticsCLITests {
    static let longTitle = """
    {
      "schemaVersion": 1,
      "device": "iPhone15",
      "sections": [{"type": "normal", "items": [
        {"appName": "현대아울렛 SPACE1 H-Point (최초 회원가입) 하고 포인트 받기 이벤트 참여하기, 친구 초대까지 완료하면 추가 적립", "pointValue": 1200}
      ]}]
    }
    """

    static let twoColumns = """
    {
      "schemaVersion": 1,
      "device": "iPhone15",
      "layoutClasses": {"TwoColumns": {"base": "AdListItemViewLayout", "itemColumns": [2, 0]}},
      "registrations": {"normal": {"viewClass": "DefaultAdListItemView", "viewLayout": "TwoColumns"}},
      "sections": [{"type": "normal", "items": [
        {"appName": "꿀벌농장", "cmpnDesc": "설치하고 실행하면", "pointValue": 1200, "pointUnit": "골드"},
        {"appName": "행성탐험대", "cmpnDesc": "설치하고 실행하면", "pointValue": 35000, "pointUnit": "골드"}
      ]}]
    }
    """

    @Test func renderWarnsAtTheTitleAndFailsUnderStrict() throws {
        let dir = try temporaryDirectory()
        let file = try write(Self.longTitle, to: dir, "long.json")
        let run = Run("render", file, "-o", dir.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        let lines = run.err.components(separatedBy: "\n").filter { $0.contains("text-truncated") || $0.contains("appName") }
        #expect(lines == ["warning: \(file):5:6: sections[0].items[0].appName: titleLabel shows "
                          + "\"현대아울렛 SPACE1 H-Point (최초 회원가입) 하고 포인트 받기 이벤트 참여하기, 친구 초대…\" of "
                          + "\"현대아울렛 SPACE1 H-Point (최초 회원가입) 하고 포인트 받기 이벤트 참여하기, 친구 초대까지 완…\" (266 × 33.4 pt)"])
        let strict = Run("render", file, "-o", dir.path, "--scale", "1", "--strict")
        #expect(strict.status == 1)
        #expect(strict.err.hasPrefix("error: \(file):5:6: sections[0].items[0].appName: titleLabel shows"))
    }

    @Test func renderAndLintReportTheClippedPointOnce() throws {
        let dir = try temporaryDirectory()
        let file = try write(Self.twoColumns, to: dir, "two.json")
        let render = Run("render", file, "-o", dir.path, "--scale", "1")
        #expect(render.status == 0)
        let expected = "warning: \(file):8:5: sections[0].items[1]: pointIconImage at x 374…390, y 96.8…112.8 is cut by its item at x 195…380, y 52…137"
        #expect(render.err.components(separatedBy: "\n").filter { $0 == expected }.count == 1)
        #expect(render.err.contains("warning: \(file):8:51: sections[0].items[1].pointValue: pointAmountLabel at x 393.5…393.5"))
        #expect(Run("render", file, "-o", dir.path, "--scale", "1", "--strict").status == 1)
        let lint = Run("lint", file)
        #expect(lint.status == 0)
        #expect(lint.err.components(separatedBy: "\n").filter { $0 == expected }.count == 1)
        #expect(Run("lint", file, "--strict").status == 1)
    }

    @Test func validateLaysTheDocumentOut() throws {
        let dir = try temporaryDirectory()
        let file = try write(Self.longTitle, to: dir, "long.json")
        let run = Run("validate", file)
        #expect(run.status == 0)
        #expect(run.out == "ok: \(file)")
        #expect(run.err.hasPrefix("warning: \(file):5:6: sections[0].items[0].appName: titleLabel shows"))
        #expect(Run("validate", file, "--strict").status == 1)
    }

    /// A placement's ad written as the SDK's JSON is named by the SDK's keys, at their line:column.
    @Test func aPlacementAdIsNamedByTheKeysItWasWrittenWith() throws {
        let dir = try temporaryDirectory()
        let file = try write("""
        {
          "schemaVersion": 1, "screen": "placement", "device": "iPhoneSE",
          "placement": {"id": "news", "title": "뉴스", "moreLabel": "더 보기"},
          "placementRegistrations": {"news": {"viewClass": "FeedAdListItemView", "viewLayout": "PlacementFeedViewLayout"}},
          "items": [
            {"app_nm": "'박시 끝판왕!' 신형 싼타페, 지붕부터 배기팁까지 다 바꿨다 그리고 더 많은 이야기", "pnt_amt": 1},
            {"appName": "'박시 끝판왕!' 신형 싼타페, 지붕부터 배기팁까지 다 바꿨다 그리고 더 많은 이야기", "pointValue": 1}
          ]
        }
        """, to: dir, "placement.json")
        let run = Run("lint", file)
        let lines = run.err.components(separatedBy: "\n").filter { $0.hasPrefix("warning:") }.map { $0.components(separatedBy: ": titleLabel")[0] }
        #expect(lines == ["warning: \(file):6:6: items[0].app_nm", "warning: \(file):7:6: items[1].appName"])
    }
}
