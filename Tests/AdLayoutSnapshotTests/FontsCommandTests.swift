import AdLayoutTestSupport
import Foundation
import Testing

@Suite struct FontsCommandTests {
    @Test func listsTheFontSetupAndItsCache() {
        let run = Run("fonts")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("font folders: /usr/share/fonts/opentype/inter, /usr/share/fonts/opentype/noto, /usr/share/fonts/truetype/dejavu"))
        #expect(run.out.contains("/adlayout/fontconfig-") && (run.out.contains(" (up to date)") || run.out.contains(" (built)")))
        // Only the listed files: 18 Inter faces, the Korean face of 7 Noto Sans CJK weights, 2 DejaVu Sans.
        #expect(run.out.contains("font files: 27\n"))
        #expect(run.out.contains("  /usr/share/fonts/opentype/noto/NotoSansCJK-DemiLight.ttc"))
        #expect(run.out.contains("  /usr/share/fonts/opentype/inter/Inter-SemiBold.otf"))
        #expect(!run.out.contains("NotoSerifCJK") && !run.out.contains("InterDisplay"))
        #expect(run.out.contains("system font: Inter (Latin), Noto Sans CJK KR (Hangul), DejaVu Sans (symbols)"))
    }
}
