import AdLayoutTestSupport
import Foundation
import Testing

/// An item view made in code whose `setData` changes its stored constraints directly, as apps write it:
/// `iconWidth.constant = 64` for the ads of more than 1,000 points, and in the confirm state the title's
/// leading constraint swapped (`isActive = false` on one, `true` on the other). UIKit lays each ad out with
/// the constraints as `setData` left them; frames worked out by hand from the constants.
@Suite struct ConstraintChangesPerAdTests {
    static let swift = #"""
import UIKit
import TnkRwdSdk2

class ConstantItemView: AdListItemView {
    let icon = UIImageView()
    let titleLabel = UILabel()
    var iconWidth: NSLayoutConstraint!
    var titleAfterIcon: NSLayoutConstraint!
    var titleAtEdge: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        [icon, titleLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        iconWidth = icon.widthAnchor.constraint(equalToConstant: 40)
        titleAfterIcon = titleLabel.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12)
        titleAtEdge = titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            icon.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            icon.heightAnchor.constraint(equalToConstant: 40),
            iconWidth,
            titleAfterIcon,
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let item = adItem as? AdListItem else { return }
        titleLabel.text = item.appName
        if item.pointValue > 1000 {
            iconWidth.constant = 64
        }
        if item.state == .confirm {
            titleAfterIcon.isActive = false
            titleAtEdge.isActive = true
        }
    }
}

"""#
        + InlineAppFolder.registration(of: "ConstantItemView", layout: "ConstantLayout", height: 60)

    @Test func eachAdIsLaidOutWithTheConstraintsSetDataLeaves() throws {
        let folder = try InlineAppFolder([(name: "ConstantItemView.swift", text: Self.swift)], document: #"""
        {"schemaVersion": 1, "swiftSetup": ["App"],
         "sections": [{"type": "normal", "items": [
           {"appName": "꿀벌농장", "pointValue": 180, "pointUnit": "P"},
           {"appName": "행성탐험대", "pointValue": 35000, "pointUnit": "P"},
           {"appName": "뉴스 구독", "pointValue": 230, "pointUnit": "P", "state": "confirm"},
           {"appName": "퍼즐왕", "pointValue": 5000, "pointUnit": "P", "state": "confirm"}]}]}
        """#)
        defer { try? FileManager.default.removeItem(at: folder.dir) }
        // Rendered with --strict and no warning: nothing of setData was skipped.
        let items = try SwiftStyleAppFolderTests.items(folder.dir, "doc.json", count: 4)
        // Per ad: the icon's width (64 past 1,000 points, else 40), and the title 12 after the icon, or 16 from the
        // content view's leading edge in the confirm state.
        let expected: [(iconWidth: Double, titleX: Double)] = [(40, 16 + 40 + 12), (64, 16 + 64 + 12), (40, 16), (64, 16)]
        for (index, item) in items.enumerated() {
            let icon = SwiftStyleAppFolderTests.frame(item, "icon"), title = SwiftStyleAppFolderTests.frame(item, "titleLabel")
            try #require(icon.count == 4 && title.count == 4, "item \(index)")
            let want = expected[index]
            #expect(zip(icon, [16, 10, want.iconWidth, 40]).allSatisfy { abs($0 - $1) < 0.01 }, "item \(index): icon \(icon)")
            #expect(abs(title[0] - want.titleX) < 0.01 && abs(title[1] - 10) < 0.01, "item \(index): title at \(title)")
        }
    }
}
