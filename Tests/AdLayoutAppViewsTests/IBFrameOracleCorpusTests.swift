import AdLayoutAppViews
import AdLayoutTestSupport
import Foundation
import Testing

/// The oracle corpus (Tests/Fixtures/ib-corpus/, SOURCES): Xcode-saved XIBs of public, permissively
/// licensed apps and libraries, none with `misplaced` or `ambiguous` views, each laid out as
/// `adlayout render Cell.xib` lays it out and every view compared with the frame IB saved. What UIKit
/// does that the layout does not yet (control sizes, margins, baselines, stacks) shows as views off;
/// each file's rate today is a floor (``minimumPassRate``) that the work on those raises. Of the views IB laid
/// out (all but ``savedFramesNotALayout``), 95 % overall and 85 % of each file must be within tolerance.
/// `ADLAYOUT_IB_ORACLE=mismatches` prints every view off (Scripts/ib-oracle.sh).
extension IBFrameOracleTests {
    static let corpus = Repository.fixtures.appendingPathComponent("ib-corpus")

    /// Each file's share of views within tolerance, rounded down: a file below its floor fails; raise a floor
    /// when the layout gets a file's views right. Measured 2026-12-02: 370 of 411 views in 76 files, all 370 that
    /// IB laid out (369 before SF's symbol advances and the configured emoji title line; 372 of 406 in 75 files
    /// before an image view without an image lost its saved size; 337 when issue 44's third set of sixteen joined;
    /// 236 of 278 in 59 files before it; 137 of 186 before UIKit's controls, margins and stacks); the commits that
    /// raised a floor say what each fix gave.
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
        // Sliders 1 and 5 have the same alignment rectangle (x 20, 280 wide) but IB saved them at x 18 and 17.5: no
        // alignment-rect insets give both (ChartsOrg/Charts' BarChartViewController, Xcode 9, is 0.5 pt off a centred
        // slider's too); the layout's 2-pt insets are within half a point of each, outside the 1/3-pt tolerance.
        "EarlGrey-SliderViewController.xib": 0.25,
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
        // Not its switch (51 x 31, as laid out): IB stretched the multi-line description label (25 tall for a 15.5-pt line,
        // hugging 251) where the layout stretches the centred stack's container, whose UISV-spanning-fit (51) is weaker.
        "Kickstarter-SettingsNewslettersTopCell.xib": 0.41,
        "Kickstarter-SettingsPrivacySwitchCell.xib": 1.00,
        "Kickstarter-ThanksCategoryCell.xib": 1.00,
        "Prebid-FeedAdTableViewCell.xib": 1.00,
        "Prebid-InstreamBaseViewController.xib": 1.00,
        "Prebid-MAXNativeAdView.xib": 1.00,
        "Prebid-PrebidNativeAdView.xib": 1.00,
        "ThunderCloud-BadgeScrollerViewCell.xib": 1.00,
        // Its two multi-line labels saved 0 wide beside an image view without an image saved 288 wide: UIKit gives the
        // image view no width of its own, so the labels keep their text's width (and IB's 0 is its design-time size).
        "ThunderCloud-StormTableViewCell.xib": 0.42,
        // An image view without an image (no intrinsic size in UIKit) saved 50 x 50: its centred row collapses it to the labels' 43.
        "ThunderCloud-ToggleableListItemCell.xib": 0.33,
        "Vocable-DwellTimeCollectionViewCell.xib": 1.00,
        "Vocable-EditCategoriesDefaultCollectionViewCell.xib": 1.00,
        "Vocable-EditCategoryToggleCollectionViewCell.xib": 1.00,
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
        "Wikipedia-PageHistoryCountsView.xib": 0.18,
        "Wikipedia-PageHistoryFilterCountCollectionViewCell.xib": 0.37,  // also its image view without an image, saved 50 x 50
        "Wikipedia-ReadingThemesControlsViewController.xib": 1.00,
        // Two 1-wide image views without an image saved 44 tall: their centred bar collapses them (UISV-ambiguity-suppression).
        "Wikipedia-WMFEditorToolbarHighlightView.xib": 0.83
    ]

    /// Views whose saved frame is not a layout of their constraints under UIKit's rules, by file, with the
    /// proof: IB kept a drawn size that breaks a required constraint, or a hugging/compression priority with
    /// nothing opposing it, without marking the view misplaced. They count in `minimumPassRate`, but not
    /// in the share of views IB laid out (``layoutPassRate``); each must still be off, so a change of the
    /// layout that meets one of these frames makes the test say so.
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

    /// The share of the views IB laid out (all but ``savedFramesNotALayout``) that must be within tolerance.
    static let layoutPassRate = 0.95

    /// The share of each file's views IB laid out that must be within tolerance (issue 44: every file at least 85 %).
    static let fileLayoutPassRate = 0.85

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
        #expect(files.count >= 76, "the corpus has \(files.count) XIBs")
        let verbose = ProcessInfo.processInfo.environment["ADLAYOUT_IB_ORACLE"] == "mismatches"
        var passed = 0, total = 0, rates: [String] = [], laidOutPassed = 0, laidOutTotal = 0, belowAll: [String] = []
        for file in files {
            let name = file.lastPathComponent
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(!source.contains("misplaced=\"YES\"") && !source.contains("ambiguous=\"YES\""), "\(name) has misplaced views")
            let result = try Self.compare(file)
            let rate = result.total == 0 ? 0 : Double(result.passed) / Double(result.total)
            passed += result.passed; total += result.total
            let notALayout = Self.savedFramesNotALayout[name]?.ids ?? []
            let off = Set(result.mismatches.map(\.id))
            #expect(notALayout.isSubset(of: off), "\(name): \(notALayout.subtracting(off).sorted()) now meet IB's saved frames")
            laidOutPassed += result.passed; laidOutTotal += result.total - notALayout.count
            rates.append("\(name) \(result.passed)/\(result.total)")
            // Each file's share of the views IB laid out: the views whose saved frames are not a layout are no oracle.
            let fileShare = Double(result.passed) / Double(max(result.total - notALayout.count, 1))
            #expect(fileShare >= Self.fileLayoutPassRate,
                    "\(name): \(result.passed) of the \(result.total - notALayout.count) views IB laid out within tolerance")
            if fileShare < 1 { belowAll.append("\(name) \(result.passed)/\(result.total - notALayout.count)") }
            if verbose { result.mismatches.forEach { print($0) } }
            #expect(result.total >= 1, "\(name): no view with a saved frame")
            if let floor = Self.minimumPassRate[name] {
                #expect(rate >= floor, "\(name): \(result.passed)/\(result.total) views within tolerance, below the floor \(floor)")
            } else {
                Issue.record("\(name): no floor in minimumPassRate (\(result.passed)/\(result.total) today)")
            }
        }
        print("IB oracle corpus: \(passed)/\(total) views within tolerance "
              + "(\(String(format: "%.1f", 100 * Double(passed) / Double(max(total, 1)))) %) in \(files.count) files: "
              + rates.joined(separator: ", "))
        let share = Double(laidOutPassed) / Double(max(laidOutTotal, 1))
        print("IB oracle corpus, views IB laid out: \(laidOutPassed)/\(laidOutTotal) (\(String(format: "%.1f", 100 * share)) %);"
              + " files with a view IB laid out off: \(belowAll.isEmpty ? "none" : belowAll.joined(separator: ", "))")
        #expect(share >= Self.layoutPassRate, "\(laidOutPassed)/\(laidOutTotal) of the views IB laid out within tolerance")
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
