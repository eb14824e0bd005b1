import AdLayoutTestSupport
import Foundation
import Testing

/// `fit`'s work budget through app views (issue 41 item 7): a view of many labels stops the run
/// after the ads the budget allows, with the view, its cost, the budget and the ways out said, and
/// the report of the ads checked; the guide's view with an ordinary ads file is not stopped.
@Suite struct FitWorkBudgetTests {
    /// A 320 × 100 cell of `labels` labels placed by their frames (autoresizing), the root view at line 4, column 9.
    static func manyLabelsXIB(_ labels: Int) -> String {
        let subviews = (0..<labels).map { i in
            """
                <label opaque="NO" text="Label \(i)" id="L\(i)">
                    <rect key="frame" x="0.0" y="\(i % 5 * 20).0" width="100" height="20"/>
                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                </label>
            """
        }.joined(separator: "\n")
        return inlineXIB(width: 320, height: 100, """
            <subviews>
            \(subviews)
            </subviews>
            <connections>
                <outlet property="titleLabel" destination="L0" id="Ou1-Gg-666"/>
            </connections>
            """)
    }

    /// 100 labels and the root are 101 views an ad; a budget of 500 views allows 4 of the 10 ads.
    @Test func aViewOfManyLabelsStopsTheRunAtTheBudget() throws {
        let folder = try CellViewFolder(xib: Self.manyLabelsXIB(100))
        let doc = folder.doc, ads = folder.ads
        let list = (1...10).map { #"{"app_id": \#($0), "app_nm": "Ad \#($0)", "pnt_amt": 100, "pnt_unit": "P"}"# }.joined(separator: ", ")
        try Data(#"{"list": [\#(list)]}"#.utf8).write(to: ads)
        let message: String = "error: fit stopped after 4 ads: each ad lays out 101 views of app views (101 of CellView (Cell.xib:4:9)) "
            + "and a run lays out at most 500; the results count the 4 ads checked. Fit fewer ads "
            + "(split the ads file), fewer --types, --devices or --content-sizes, or a view with fewer views"
        // The same ads for one job or two: the budget counts views, not time.
        for jobs in ["1", "2"] {
            let run = Run("fit", doc.path, "--ads", ads.path, "--format", "json", "--jobs", jobs, "--work-budget", "500")
            #expect(run.status == 1, "\(run.err)")
            #expect(run.err.split(separator: "\n").map(String.init) == [message], "\(run.err)")
            let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as! [String: Any]
            let results = json["results"] as! [[String: Any]]
            #expect(results.count == 1 && results[0]["ads"] as? Int == 4, "\(run.out)")
        }
        // Two variants lay each ad out twice: 202 views an ad, 2 ads.
        let twice = Run("fit", doc.path, "--ads", ads.path, "--devices", "iPhone15,iPhoneSE", "--jobs", "1", "--work-budget", "500")
        #expect(twice.status == 1)
        #expect(twice.err.contains("fit stopped after 2 ads: each ad lays out 202 views of app views (101 of CellView (Cell.xib:4:9) in 2 layouts)"),
                "\(twice.err)")
        // A budget the file fits in is not a stop.
        let enough = Run("fit", doc.path, "--ads", ads.path, "--jobs", "1", "--work-budget", "1010")
        #expect(enough.status == 0, "\(enough.err)")
        #expect(enough.out.hasPrefix("normal · iPhone15 · large: 10 ads"), "\(enough.out)")
    }

    /// The guide's view (7 views) with 200 ads is well within the default budget.
    @Test func theGuidesViewIsNotStopped() throws {
        let ads = try temporaryDirectory().appendingPathComponent("ads.json")
        let list = (1...200).map { #"{"app_id": \#($0), "app_nm": "Ad \#($0)", "pnt_amt": 100, "pnt_unit": "P"}"# }.joined(separator: ", ")
        try Data(#"{"list": [\#(list)]}"#.utf8).write(to: ads)
        let run = Run("fit", Repository.layouts.appendingPathComponent("guide-app.json").path, "--ads", ads.path, "--jobs", "2")
        #expect(run.status == 0, "\(run.err)")
        #expect(!run.err.contains("error:"), "\(run.err)")
        #expect(run.out.hasPrefix("normal · iPhone13mini · large: 200 ads"), "\(run.out)")
    }

    /// A view made in code is named at its first view (`UIImageView()` at line 8, column 25), its root being the
    /// class itself: its 6 views and the root are 7 an ad, so a budget of 100 allows 14 ads.
    @Test func aViewMadeInCodeIsNamedAtItsFirstView() throws {
        let ads = try temporaryDirectory().appendingPathComponent("ads.json")
        let list = (1...20).map { #"{"app_id": \#($0), "app_nm": "Ad \#($0)", "pnt_amt": 100, "pnt_unit": "P"}"# }.joined(separator: ", ")
        try Data(#"{"list": [\#(list)]}"#.utf8).write(to: ads)
        let run = Run("fit", Repository.layouts.appendingPathComponent("code-app.json").path, "--ads", ads.path, "--jobs", "1",
                      "--work-budget", "100")
        #expect(run.status == 1)
        let swift = Repository.layouts.appendingPathComponent("CodeApp/custom/CodeAdListItemView.swift").path
        #expect(run.err.contains("error: fit stopped after 14 ads: each ad lays out 7 views of app views "
                                 + "(7 of CodeAdListItemView (\(swift):8:25)) and a run lays out at most 100; "), "\(run.err)")
        #expect(run.out.hasPrefix("normal · iPhone13mini · large: 14 ads"), "\(run.out)")
    }

    @Test func theBudgetOptionHasARange() {
        let run = Run("fit", Repository.layouts.appendingPathComponent("guide-app.json").path, "--ads", "ads.json", "--work-budget", "-1")
        #expect(run.status == 2)
        #expect(run.err.contains("--work-budget must be in 0…1000000, not -1"), "\(run.err)")
    }
}
