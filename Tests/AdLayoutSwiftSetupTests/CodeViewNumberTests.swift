import AdLayoutCore
import AdLayoutSwiftSetup
import AdLayoutTestSupport
import Foundation
import Testing

/// Numbers of views made in code are checked against the document format's ranges and said at their
/// Swift line (hardening IV): `numberOfLines = 3000000000` was dropped without a word, and a `viewSize`
/// of `0 / 0` printed `"width": nan` from `import-swift` (not JSON).
@Suite struct CodeViewNumberTests {
    /// `adlayout import-swift` of `swift` written to `file` in a fresh temporary `folder`, removed after the run.
    static func importSwift(folder: String, file: String, _ swift: String) throws -> (run: Run, path: String) {
        let dir = try temporaryDirectory(folder)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(file)
        try Data(swift.utf8).write(to: url)
        return (Run("import-swift", url.path), url.path)
    }

    /// What the reader checks where it reads: lines, spacing, constants, values that are not numbers.
    @Test func outOfRangeNumbersAreSaidAtTheirLines() {
        let setup = read("""
        class RowView: AdListItemView {
            let title = UILabel()
            let stack = UIStackView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                title.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(title)
                contentView.addSubview(stack)
                title.numberOfLines = 3000000000
                title.numberOfLines = -1
                stack.spacing = 1e300
                title.alpha = 0 / 0
                let width = title.widthAnchor.constraint(equalToConstant: 1e308)
                width.isActive = true
                stack.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: contentView.topAnchor),
                    stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                ])
            }
        }
        """)
        #expect(lines(setup) == [
            // Its one constraint is out of range: no constraint places it.
            "warning: Setup.swift:2:17: title (label) is placed by no code the reader reads: it sets translatesAutoresizingMaskIntoConstraints "
                + "= false and no constraint read places it, so its frame is undetermined; not read (see the warnings there): `let width = "
                + "title.widthAnchor.constraint(equalToConstant: 1…` at line 14; constrain it with anchors or SnapKit, or set its frame in "
                + "layoutSubviews()",
            "warning: Setup.swift:10:31: skipped: title.numberOfLines = 3000000000 (a label has 0…1000 lines; 0 is unlimited)",
            "warning: Setup.swift:11:31: skipped: title.numberOfLines = -1 (a label has 0…1000 lines; 0 is unlimited)",
            "warning: Setup.swift:12:25: skipped: stack.spacing = 1e+300 (a stack view's spacing is within ±10,000 points)",
            "error: Setup.swift:13:23: 0 / 0 is not a number (NaN) (a division by zero?); a setup value must be a finite number",
            "warning: Setup.swift:14:67: skipped: 1e308 = 1e+308 (a constraint's constant and multiplier are within ±10,000)",
        ])
    }

    @Test func aViewSizeThatIsNotANumberIsAnErrorNeverPrinted() throws {
        let (run, path) = try Self.importSwift(folder: "viewsize-nan", file: "Layout.swift", """
        class NaNLayout: AdListItemViewLayout {
            override func viewSize(_ parentSize: CGSize) -> CGSize {
                return CGSize(width: 0 / 0, height: 100)
            }
        }
        class Columns: AdListItemViewLayout {
            override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
                return [1 / 0, 2]
            }
        }
        """)
        #expect(run.status == 2)
        #expect(run.out == "")
        let expected: [String] = [
            "error: \(path):2:19: NaNLayout.viewSize(_:) returns a width that is not a number (NaN) (a division by zero?); "
                + "a setup value must be a finite number",
            "error: \(path):7:19: Columns.itemColumns(_:numberOfItems:) returns a number of columns that is infinite "
                + "(a division by zero?); a setup value must be a finite number",
        ]
        #expect(run.err.split(separator: "\n").map(String.init) == expected, "\(run.err)")
    }

    /// What the printed document checks (font sizes, multipliers, radii, border widths, alpha), at the Swift line.
    @Test func theDocumentsRangesAreSaidAtTheSwiftLines() throws {
        let (run, path) = try Self.importSwift(folder: "code-view-ranges", file: "Setup.swift", """
        class RowView: AdListItemView {
            let title = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                title.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(title)
                title.font = UIFont.systemFont(ofSize: 1e9)
                title.layer.cornerRadius = 1e50
                title.layer.borderWidth = -3
                title.alpha = 7
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    title.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 5000),
                    title.topAnchor.constraint(equalTo: contentView.topAnchor),
                ])
                let h = title.heightAnchor.constraint(equalToConstant: 20)
                h.priority = UILayoutPriority(5000)
                h.isActive = true
            }
        }
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: RowView.self, viewLayout: AdListItemViewLayout())
        """)
        #expect(run.status == 2)
        #expect(run.out == "")
        let expected: [String] = [
            "warning: \(path):18:22: skipped: the priority UILayoutPriority(5000) = 5000.0 (UIKit's priorities are 1…1000)",
            "error: \(path):8:22: appViews.RowView.views.title.font.size: expected a font size in points > 0 and ≤ 1000, found the number 1000000000",
            "error: \(path):14:13: appViews.RowView.constraints[1].multiplier: expected a multiplier of -1000…1000, found the number 5000",
            "error: \(path):11:23: appViews.RowView.outlets.title.alpha: expected an alpha from 0 to 1 of 0…1, found the number 7",
            "error: \(path):9:36: appViews.RowView.outlets.title.cornerRadius: expected a length in points of 0…10000, found the number 1e+50",
            "error: \(path):10:35: appViews.RowView.outlets.title.strokeWidth: expected a length in points of 0…10000, found the number -3",
        ]
        #expect(run.err.split(separator: "\n").map(String.init) == expected, "\(run.err)")
    }
}
