import Foundation
import Testing

@Suite struct FontsCommandTests {
    @Test func listsTheFontSetupAndItsCache() {
        let run = Run("fonts")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("font folders: /usr/share/fonts/opentype/noto, /usr/share/fonts/truetype/dejavu"))
        #expect(run.out.contains("/adlayout/fontconfig-") && (run.out.contains(" (up to date)") || run.out.contains(" (built)")))
        #expect(run.out.contains("  /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"))
        #expect(run.out.contains("default family: Noto Sans CJK KR"))
    }
}
