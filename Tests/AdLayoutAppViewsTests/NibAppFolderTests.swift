import AdLayoutEngine
import AdLayoutTestSupport
import Foundation
import Testing

/// Nib loading as app teams write it (`Tests/Fixtures/apps/NibApp`): `Bundle.main.loadNibNamed(_:owner: self,
/// options:)?.first as? UIView`, the outlets connected to File's Owner (the item view's `@IBOutlet`s), the root
/// pinned by `frame = bounds` with `autoresizingMask = [.flexibleWidth, .flexibleHeight]`. Every ad shows its
/// own texts, never the XIB's placeholders; frames derived by hand from the XIB's constraints.
@Suite struct NibAppFolderTests {
    typealias Style = SwiftStyleAppFolderTests

    @Test func filesOwnerOutletsShowEachAd() throws {
        let items = try Style.renderedItems("NibApp", "nib-app.json")
        for item in items {
            // The XIB's constraints, the root the item's bounds.
            Style.expectIconRow(item, bottomLabel: "pointLabel")
        }
        #expect(items.map { $0.child("titleLabel")?.string("text") } == [
            "꿀벌농장 (설치형)", "행성탐험대 (10단계)", "별빛퍼즐 (설치형)", "목장이야기 (Lv.11)", "하트메이트 (회원가입)", "리워드 적립 퀴즈",
        ])
        #expect(items.map { $0.child("pointLabel")?.string("text") } == ["+180P", "+2,500P", "확인 중", "지급 완료", "종료", "종료"])
    }

    @Test func importSwiftReadsTheNibAsLoaded() throws {
        let run = Style.importSwift("NibApp").run
        #expect(run.out.contains(#""xib": "#), "\(run.out)")
        #expect(run.out.contains(#""text": "{appName}""#), "\(run.out)")
        // The view controller's own paint has nothing to do with the offerwall: a note at most.
        #expect(!run.err.contains("does not pin"), "\(run.err)")
    }

    @Test func nibsPrintedDocumentRendersTheSameFrames() throws {
        let dir = try Style.copy("NibApp", "nib-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        // The XIB as read (the setup's absolute path) and as printed (relative to the document): the geometry is compared.
        let (printed, _) = try Style.expectPrintedDocumentRendersTheSame(dir, app: "NibApp", document: "nib-app.json") {
            $0.replacingOccurrences(of: "\(dir.path)/", with: "")
        }
        #expect(printed.contains(#""xib": "NibApp/NibRewardCell.xib""#), "\(printed)")
    }

    /// `UINib(nibName: String(describing: Self.self), bundle: Bundle(for: Self.self)).instantiate(withOwner: self)[0]`,
    /// added to the item view itself and pinned by SnapKit's `edges`.
    @Test func uinibByTheClassNameAndSnapKitEdgesPin() throws {
        let dir = try Style.copy("NibApp", "nib-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let swift = dir.appendingPathComponent("NibApp/NibRewardCell.swift")
        var text = try String(contentsOf: swift, encoding: .utf8)
        text = text.replacingOccurrences(of: """
                guard let view = Bundle.main.loadNibNamed("NibRewardCell", owner: self, options: nil)?.first as? UIView else { return }
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.addSubview(view)
        """, with: """
                let nib = UINib(nibName: String(describing: Self.self), bundle: Bundle(for: Self.self))
                let view = nib.instantiate(withOwner: self, options: nil)[0] as! UIView
                addSubview(view)
                view.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
        """)
        try text.write(to: swift, atomically: true, encoding: .utf8)
        let items = try Style.items(dir, "nib-app.json")
        #expect(Style.close(Style.frame(items[1], "iconImageView"), [16, 16, 56, 56]))
        #expect(items[1].child("pointLabel")?.string("text") == "+2,500P")
    }
}
