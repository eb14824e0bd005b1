import AdLayoutAppViews
import AdLayoutTestSupport
import Foundation
import Testing

/// The oracle corpus (Tests/Fixtures/ib-corpus/, SOURCES): Xcode-saved XIBs of public, permissively
/// licensed apps and libraries, none with `misplaced` or `ambiguous` views, each laid out as
/// `adlayout render Cell.xib` lays it out and every view compared with the frame IB saved. What UIKit
/// does that the layout does not yet (control sizes, margins, baselines, stacks) shows as views off;
/// each file's rate today is a floor (``minimumPassRate``) that the work on those raises. 95 % of the views
/// overall and 85 % of each file's must be within tolerance. Two folders of negative cases are kept apart:
/// `misplaced/` (IB marks views misplaced or ambiguous) and `not-a-layout/` (``savedFramesNotALayout``).
/// `ADLAYOUT_IB_ORACLE=mismatches` prints every view off (Scripts/ib-oracle.sh).
extension IBFrameOracleTests {
    static let corpus = Repository.fixtures.appendingPathComponent("ib-corpus")
    /// The negative cases whose saved frames are not a layout (``savedFramesNotALayout``).
    static let notALayout = corpus.appendingPathComponent("not-a-layout")

    /// Each file's share of views within tolerance, rounded down: a file below its floor fails; raise a floor
    /// when the layout gets a file's views right. Measured 2026-12-02: 371 of 372 views in 74 files, with the size-class
    /// variations of the design device applied (341 of 341 in 69 files once the seven files whose saved frames are not a
    /// layout went to `not-a-layout/`; 370 of the 411 views of the 76 before; 369 before SF's symbol advances and the
    /// configured emoji title line; 372 of 406 in 75 files before an image view without an image lost its saved size;
    /// 337 when issue 44's third set of sixteen joined; 236 of 278 in 59 files before it; 137 of 186 before UIKit's
    /// controls, margins and stacks); the commits that raised a floor say what each fix gave.
    static let minimumPassRate: [String: Double] = [
        "Artsy-LotStandingsLotViewCompact.xib": 1.00,
        "Carbon-FooterContent.xib": 1.00,
        "Carbon-FormDatePickerContent.xib": 1.00,
        "Carbon-FormLabelContent.xib": 1.00,
        "Carbon-FormSwitchContent.xib": 1.00,
        "Carbon-FormTextFieldContent.xib": 1.00,
        "Carbon-FormTextPickerContent.xib": 1.00,
        "Carbon-FormTextViewContent.xib": 1.00,
        "Carbon-HeaderContent.xib": 1.00,
        "Carbon-HelloMessageContent.xib": 1.00,
        "Carbon-HomeItemContent.xib": 1.00,
        "Carbon-KyotoLicenseContent.xib": 1.00,
        "Carbon-KyotoTopContent.xib": 1.00,
        "Carbon-MockCustomXibTableViewCell.xib": 1.00,
        "Carbon-TodoEmptyContent.xib": 1.00,
        "Carbon-TodoTextContent.xib": 1.00,
        "EarlGrey-BasicViewController.xib": 1.00,
        "EarlGrey-CollectionViewCell.xib": 1.00,
        "EarlGrey-LayoutViewController.xib": 1.00,
        "EarlGrey-SwitchViewController.xib": 1.00,
        "Eureka-DatePickerCell.xib": 1.00,
        "Eureka-EmojiCell.xib": 1.00,
        "Eureka-EurekaSectionHeader.xib": 1.00,
        "Eureka-SwitchCell.xib": 1.00,
        "Eureka-TextCell.xib": 1.00,
        "FirebaseUI-FUIAuthTableViewCell.xib": 1.00,
        "FirebaseUI-FUIPasswordTableViewCell.xib": 1.00,
        "GoogleAds-NativeAdView.xib": 1.00,
        "GoogleAds-SwiftUIDemoNativeAdView.xib": 1.00,
        "GoogleAdsMediation-ExampleUnifiedNativeAdView.xib": 1.00,
        "IGListKit-NibSelfSizingCell.xib": 1.00,
        "IGListKit-PairedTitleValueCell.xib": 1.00,
        "IGListKit-UserFooterView.xib": 1.00,
        "IGListKit-UserHeaderView.xib": 1.00,
        "Kickstarter-BackerDashboardEmptyStateCell.xib": 1.00,
        "Kickstarter-CreditCardCell.xib": 1.00,
        "Kickstarter-DiscoveryProjectCategoryView.xib": 1.00,
        "Kickstarter-MessageBannerViewController.xib": 1.00,
        "Kickstarter-PaymentMethodsFooterView.xib": 1.00,
        "Kickstarter-SettingsAccountPickerCell.xib": 1.00,
        "Kickstarter-SettingsAccountWarningCell.xib": 1.00,
        "Kickstarter-SettingsPrivacySwitchCell.xib": 1.00,
        "Kickstarter-ThanksCategoryCell.xib": 1.00,
        "Prebid-FeedAdTableViewCell.xib": 1.00,
        "Prebid-InstreamBaseViewController.xib": 1.00,
        "Prebid-MAXNativeAdView.xib": 1.00,
        // Not its filled button (75 x 34.33, as laid out): its main image view has no image, so UIKit gives it no width and
        // the centred stack's UISV-ambiguity-suppression (0 @ 25) collapses it; IB kept the 320 it was drawn.
        "Prebid-MultiformatBaseViewController.xib": 0.92,
        "Prebid-PrebidNativeAdView.xib": 1.00,
        "ThunderCloud-BadgeScrollerViewCell.xib": 1.00,
        "Vocable-DwellTimeCollectionViewCell.xib": 1.00,
        "Vocable-EditCategoriesDefaultCollectionViewCell.xib": 1.00,
        "Vocable-EditCategoryToggleCollectionViewCell.xib": 1.00,
        "Vocable-EditedPhraseSavedView.xib": 1.00,
        "Vocable-PhraseSavedView.xib": 1.00,
        "Vocable-ToastView.xib": 1.00,
        "Wikipedia-BulletedLabel.xib": 1.00,
        "Wikipedia-CollectionViewHeader.xib": 1.00,
        "Wikipedia-DataMigrationProgressViewController.xib": 1.00,
        "Wikipedia-DiffHeaderEditorView.xib": 1.00,
        "Wikipedia-DiffHeaderSummaryView.xib": 1.00,
        "Wikipedia-DiffHeaderTitleView.xib": 1.00,
        "Wikipedia-DiffToolbarView.xib": 1.00,
        "Wikipedia-EditOptionView.xib": 1.00,
        "Wikipedia-EmptyViewController.xib": 1.00,
        "Wikipedia-FindInPageKeyboardBar.xib": 1.00,
        "Wikipedia-FocusNavigationView.xib": 1.00,
        "Wikipedia-InsertMediaCustomImageSizeSettingTableViewCell.xib": 1.00,
        "Wikipedia-InsertMediaSettingsButtonView.xib": 1.00,
        "Wikipedia-InsertMediaSettingsTextTableViewCell.xib": 1.00,
        "Wikipedia-LoadingAnimationViewController.xib": 1.00,
        "Wikipedia-MultilineLabelTableViewCell.xib": 1.00,
        "Wikipedia-NewsCollectionViewHeader.xib": 1.00,
        "Wikipedia-OnThisDayCollectionViewHeader.xib": 1.00,
        "Wikipedia-ReadingThemesControlsViewController.xib": 1.00,
    ]

    /// The files of `not-a-layout/` and their views whose saved frame is not a layout of their constraints under
    /// UIKit's rules, with the proof: IB kept a drawn size that breaks a required constraint, or a
    /// hugging/compression priority with nothing opposing it, without marking the view misplaced
    /// (SavedFramesNotALayoutTests checks each without the solver). Each must stay off, so a change of the
    /// layout that meets one of these frames makes the test say so; every other view of the file is held to IB's.
    static let savedFramesNotALayout: [String: (ids: Set<String>, why: String)] = [
        "EarlGrey-SliderViewController.xib": (["u4Y-fZ-aXg", "inD-Sc-t5g", "Vu6-p3-2fW", "paI-Tc-qhv", "Vks-sv-83q", "ObM-hm-9bf"],
            "every slider is centred on PEx-kv-y4e (pinned 20/20, centre x 160, whole-number constants) yet saved with centres"
            + " 0.5 pt off it (Vu6-p3-2fW by ENG-5L-2iZ): a required constraint broken"),
        "Kickstarter-SettingsNewslettersTopCell.xib": (["boc-iD-5zf", "iaG-se-NNy", "M7A-YV-ciK", "kmJ-xV-797", "H3p-p9-Ddu",
                                                        "HnJ-e3-EP1", "mma-KL-sDD"],
            "iaG-se-NNy (one 13-pt line, 16 tall) saved 25 tall breaks its hugging 251 where UIKit breaks the stack's"
            + " UISV-spanning-fit (51); the rest follow"),
        "ThunderCloud-StormTableViewCell.xib": (["B01-Gt-Ew8", "toS-nj-qw5", "azA-O2-jDz", "oq9-h0-6p7"],
            "Title and Subtitle saved 0 wide break their compression resistance 750 with nothing wanting B01-Gt-Ew8"
            + " (no image) at 288"),
        "ThunderCloud-ToggleableListItemCell.xib": (["1x5-Ca-jlu", "d1X-qK-PaS", "toS-nj-qw5", "azA-O2-jDz", "oq9-h0-6p7",
                                                     "B01-Gt-Ew8", "BR1-Sl-Mt9", "8EE-v2-3kG"],
            "B01-Gt-Ew8 (no image; only UISV-ambiguity-suppression, 0 @ 25, decides its height) saved 50 x 50 and the labels"
            + " 220 wide break Subtitle's hugging 251 by 161 pt and the row's spanning-fit 51; the rest follow"),
        "Wikipedia-PageHistoryCountsView.xib": (["Emq-Dw-Dkw", "0RG-Ee-h5K", "QQA-9X-PaZ", "ScX-bi-zQC", "Bve-t2-zGu", "Vjq-mc-2Ov",
                                                 "ysz-nP-L3I", "AuN-1p-8hf", "ijp-FN-hau"],
            "the labels saved 436.33 wide break their hugging 251 by 276 pt (texts at most 160) and Bve-t2-zGu saved 56 tall"
            + " its one 15.67-pt line; Vjq-mc-2Ov shares the width with Emq-Dw-Dkw; ysz-nP-L3I (which holds Bve-t2-zGu), the"
            + " hairline AuN-1p-8hf and ijp-FN-hau below it are off by Bve-t2-zGu's 40.33 pt in y or height alone"),
        "Wikipedia-PageHistoryFilterCountCollectionViewCell.xib": (["OkU-7n-3tD", "WiJ-Pt-qSB", "WW3-S4-I0r", "zhB-cn-Q2C",
                                                                    "OQ1-ln-qkh"],
            "\"165\" (one line, 26 x 19.67) saved 55 x 50 breaks its hugging 251 by 29 and 30.5 pt; the rest follow"),
        "Wikipedia-WMFEditorToolbarHighlightView.xib": (["h3G-Dl-aAp", "RT3-lY-GZU"],
            "1-wide image views without an image in a centred bar: only UISV-ambiguity-suppression (0 @ 25) decides"
            + " their height, saved 44"),
    ]

    /// The share of the corpus's views that must be within tolerance (issue 44).
    static let passRate = 0.95

    /// The share of each file's views that must be within tolerance (issue 44: every file at least 85 %).
    static let filePassRate = 0.85

    /// Views whose size their text decides (the fonts here are Inter and Noto, not SF).
    static let textKinds: Set<String> = ["label", "button", "textField", "textView", "segmentedControl"]

    /// One view off: which, what IB saved, what the layout gave.
    struct Mismatch: CustomStringConvertible {
        let file: String, id: String, kind: String, saved: CGRect, laidOut: CGRect?

        var description: String {
            func text(_ r: CGRect) -> String {
                "(\([r.minX, r.minY, r.width, r.height].map { String(format: "%g", Double(grid($0))) }.joined(separator: ", ")))"
            }
            return "\(file): \(kind) \(id): IB \(text(saved)), laid out " + (laidOut.map(text) ?? "nothing")
        }
    }

    /// The views of `file` within tolerance, the total compared, and the views off. Views IB saved
    /// `misplaced` or `ambiguous` (or inside one) are not compared: IB says their frames are not Auto Layout's.
    static func compare(_ file: URL) throws -> (passed: Int, total: Int, mismatches: [Mismatch]) {
        let saved = try IBSavedFrames(contentsOf: file)
        let (tree, _) = XIBCanvas.layout(contentsOf: file, displayPath: file.lastPathComponent, measurer: measurer)
        var ours: [String: CGRect] = [:]
        tree?.root.visit { if let id = $0.viewID { ours[id] = $0.frame } }
        // Which views hold text at any depth, and which hold a label or an emoji-titled configured button (whose
        // height is its text's: a label's lines, an emoji font's line).
        var holdsText = saved.views.map { textKinds.contains($0.kind) }
        var holdsLabel = saved.views.map { $0.kind == "label" || $0.hasConfiguredEmojiTitle }
        for i in saved.views.indices.reversed() {
            if let p = saved.views[i].parent { holdsText[p] = holdsText[p] || holdsText[i]; holdsLabel[p] = holdsLabel[p] || holdsLabel[i] }
        }
        var passed = 0, total = 0, mismatches: [Mismatch] = []
        for (i, view) in saved.views.enumerated() where !view.id.isEmpty && !view.isMisplaced {
            total += 1
            guard let frame = ours[view.id] else {
                mismatches.append(Mismatch(file: file.lastPathComponent, id: view.id, kind: view.kind, saved: view.frame, laidOut: nil))
                continue
            }
            // Text decides an axis where the view, a view inside it or a sibling holds text (a label for heights).
            let siblings = saved.views.indices.filter { $0 != i && view.parent != nil && saved.views[$0].parent == view.parent }
            let textX = holdsText[i] || siblings.contains { holdsText[$0] }
            let textY = holdsLabel[i] || siblings.contains { holdsLabel[$0] }
            let x: CGFloat = textX ? 3 : 1 / 3, y: CGFloat = textY ? 3 : 1 / 3
            let within = abs(grid(frame.minX) - view.frame.minX) <= x + 0.001 && abs(grid(frame.width) - view.frame.width) <= x + 0.001
                && abs(grid(frame.minY) - view.frame.minY) <= y + 0.001 && abs(grid(frame.height) - view.frame.height) <= y + 0.001
            if within { passed += 1 } else {
                mismatches.append(Mismatch(file: file.lastPathComponent, id: view.id, kind: view.kind, saved: view.frame, laidOut: frame))
            }
        }
        return (passed, total, mismatches)
    }

    /// Whether the element of id `id` in `source` is itself marked `misplaced` or `ambiguous`.
    static func isMarked(_ id: String, in source: String) -> Bool {
        source.split(separator: "\n").contains {
            $0.contains("id=\"\(id)\"") && ($0.contains("misplaced=\"YES\"") || $0.contains("ambiguous=\"YES\""))
        }
    }

    static func files(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xib" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func corpusFramesMatchInterfaceBuilders() throws {
        let files = try Self.files(in: Self.corpus)
        #expect(files.count >= 74, "the corpus has \(files.count) XIBs")
        let verbose = ProcessInfo.processInfo.environment["ADLAYOUT_IB_ORACLE"] == "mismatches"
        var passed = 0, total = 0, rates: [String] = [], belowAll: [String] = []
        for file in files {
            let name = file.lastPathComponent
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(!source.contains("misplaced=\"YES\"") && !source.contains("ambiguous=\"YES\""), "\(name) has misplaced views")
            #expect(Self.savedFramesNotALayout[name] == nil, "\(name) belongs in not-a-layout/")
            let result = try Self.compare(file)
            let rate = result.total == 0 ? 0 : Double(result.passed) / Double(result.total)
            passed += result.passed; total += result.total
            rates.append("\(name) \(result.passed)/\(result.total)")
            #expect(rate >= Self.filePassRate, "\(name): \(result.passed) of \(result.total) views within tolerance")
            if rate < 1 { belowAll.append("\(name) \(result.passed)/\(result.total)") }
            if verbose { result.mismatches.forEach { print($0) } }
            #expect(result.total >= 1, "\(name): no view with a saved frame")
            if let floor = Self.minimumPassRate[name] {
                #expect(rate >= floor, "\(name): \(result.passed)/\(result.total) views within tolerance, below the floor \(floor)")
            } else {
                Issue.record("\(name): no floor in minimumPassRate (\(result.passed)/\(result.total) today)")
            }
        }
        let share = Double(passed) / Double(max(total, 1))
        print("IB oracle corpus: \(passed)/\(total) views within tolerance (\(String(format: "%.1f", 100 * share)) %) in "
              + "\(files.count) files: " + rates.joined(separator: ", "))
        print("IB oracle corpus, files with a view off: \(belowAll.isEmpty ? "none" : belowAll.joined(separator: ", "))")
        #expect(share >= Self.passRate, "\(passed)/\(total) views within tolerance")
    }

    /// The negative cases of `not-a-layout/`: the views ``savedFramesNotALayout`` names stay off their saved frames,
    /// every other view is within tolerance of IB's.
    @Test func notALayoutCasesAreKeptApart() throws {
        let files = try Self.files(in: Self.notALayout)
        #expect(Set(files.map(\.lastPathComponent)) == Set(Self.savedFramesNotALayout.keys))
        for file in files {
            let name = file.lastPathComponent
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(!source.contains("misplaced=\"YES\"") && !source.contains("ambiguous=\"YES\""), "\(name) has misplaced views")
            let notALayout = Self.savedFramesNotALayout[name]?.ids ?? []
            let result = try Self.compare(file)
            let off = Set(result.mismatches.map(\.id))
            #expect(notALayout.isSubset(of: off), "\(name): \(notALayout.subtracting(off).sorted()) now meet IB's saved frames")
            #expect(off.subtracting(notALayout).isEmpty, "\(name): \(result.mismatches.filter { !notALayout.contains($0.id) })")
            print("IB oracle corpus, not a layout: \(name) \(result.passed)/\(result.total) (\(notALayout.count) not a layout)")
            if ProcessInfo.processInfo.environment["ADLAYOUT_IB_ORACLE"] == "mismatches" { result.mismatches.forEach { print($0) } }
        }
    }

    /// The negative cases (ib-corpus/misplaced/): IB says itself that the saved frames of some views are
    /// not what Auto Layout gives. Those views are never held to their frames, and `adlayout render` says
    /// a note at each; the other views are (EarlGrey's activity indicator screen: its six misplaced views
    /// are 47 pt right of where their centring constraints put them, the other three where IB saved them).
    @Test func misplacedCasesAreKeptApart() throws {
        let files = try Self.files(in: Self.corpus.appendingPathComponent("misplaced"))
        #expect(files.count >= 2)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(source.contains("misplaced=\"YES\"") || source.contains("ambiguous=\"YES\""), "\(file.lastPathComponent)")
            let marked = try IBSavedFrames(contentsOf: file).views.filter { $0.isMisplaced && !$0.id.isEmpty }
            let (tree, errors) = XIBCanvas.layout(contentsOf: file, displayPath: file.lastPathComponent, measurer: Self.measurer)
            #expect(errors.isEmpty, "\(errors)")
            let notes = (tree?.diagnostics ?? []).filter { $0.severity.rawValue == "note" && $0.message.contains("IB saved this view") }
            let named = Set(notes.compactMap { $0.message.split(separator: " ").dropFirst().first.map { String($0.dropLast()) } })
            // Every view marked (not those only inside one) gets its note.
            let ids = Set(marked.map(\.id).filter { source.contains("id=\"\($0)\"") && Self.isMarked($0, in: source) })
            #expect(!ids.isEmpty && named == ids, "\(file.lastPathComponent): notes for \(named.sorted()), marked \(ids.sorted())")
            let result = try Self.compare(file)
            #expect(result.passed == result.total, "\(file.lastPathComponent): \(result.mismatches)")
            print("IB oracle corpus, misplaced: \(file.lastPathComponent) \(result.passed)/\(result.total)")
            if ProcessInfo.processInfo.environment["ADLAYOUT_IB_ORACLE"] == "mismatches" { result.mismatches.forEach { print($0) } }
        }
    }
}
