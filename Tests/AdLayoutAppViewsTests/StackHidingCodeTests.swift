import AdLayoutTestSupport
import Foundation
import Testing

/// An item view made in code whose `setData` hides an arranged subview per state, as apps write it
/// (`descLabel.isHidden = true` in the confirm state): its stack view collapses in that state and only in that one,
/// as UIKit's does. Frames worked out by hand: a 17-pt label is 20.333 pt tall (UIKit's, on the 1/3-pt grid).
@Suite struct StackHidingCodeTests {
    static let swift = #"""
import UIKit
import TnkRwdSdk2

class StackItemView: AdListItemView {
    let titleLabel = UILabel()
    let descLabel = UILabel()
    let pointLabel = UILabel()
    let icon = UIImageView()
    let badge = UIView()
    let nameLabel = UILabel()
    lazy var column = UIStackView(arrangedSubviews: [titleLabel, descLabel, pointLabel])
    lazy var row = UIStackView(arrangedSubviews: [icon, badge, nameLabel])

    override init(frame: CGRect) {
        super.init(frame: frame)
        column.axis = .vertical
        column.spacing = 4
        row.spacing = 8
        row.alignment = .center
        [column, row].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        descLabel.text = "설치하면"
        nameLabel.text = "Name"
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: 16),
            column.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            row.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            row.topAnchor.constraint(equalTo: column.bottomAnchor, constant: 12),
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalToConstant: 40),
            badge.widthAnchor.constraint(equalToConstant: 36),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let adItem = adItem as? AdListItem else { return }
        titleLabel.text = adItem.appName
        pointLabel.text = adItem.pointText
        switch adItem.state {
        case .confirm:
            descLabel.isHidden = true
            badge.isHidden = true
        default:
            descLabel.isHidden = false
            badge.isHidden = false
        }
    }
}

"""#
        + InlineAppFolder.registration(of: "StackItemView", layout: "StackLayout", height: 160)

    static let line = 61.0 / 3

    @Test func theConfirmStateCollapsesItsStacks() throws {
        let folder = try InlineAppFolder([(name: "StackItemView.swift", text: Self.swift)], document: #"""
        {"schemaVersion": 1, "swiftSetup": ["App"],
         "sections": [{"type": "normal", "items": [
           {"appName": "꿀벌농장", "pointValue": 180, "pointUnit": "P"},
           {"appName": "뉴스 구독", "pointValue": 230, "pointUnit": "P", "state": "confirm"},
           {"appName": "행성탐험대", "pointValue": 35000, "pointUnit": "P", "state": "paid"}]}]}
        """#)
        defer { try? FileManager.default.removeItem(at: folder.dir) }
        let (run, items) = try folder.rendered()
        try #require(items.count == 3)
        for (index, item) in items.enumerated() {
            let collapsed = index == 1
            let point = try #require(item.child("pointLabel")), name = try #require(item.child("nameLabel"))
            let desc = try #require(item.child("descLabel"))
            // Relative to the item: the column 16 pt in; the desc and its gap gone in the confirm state.
            let pointY = 16 + (collapsed ? 1 : 2) * (Self.line + 4)
            #expect(abs(point.frame[1] - item.frame[1] - pointY) < 0.01, "item \(index): point at \(point.frame)")
            #expect((desc.bool("hidden") == true) == collapsed, "item \(index)")
            #expect(collapsed ? desc.frame[3] == 0 : abs(desc.frame[3] - Self.line) < 0.01)
            // The row below the column; the badge's 36 + 8 gone from it.
            #expect(abs(name.frame[0] - item.frame[0] - (collapsed ? 16 + 48 : 16 + 92)) < 0.01, "item \(index): name at \(name.frame)")
            // The row 12 below the column's bottom (the point's), 40 tall (the icon), the name centred in it.
            #expect(abs(name.frame[1] - item.frame[1] - (pointY + Self.line + 12 + (40 - Self.line) / 2)) < 0.01,
                    "item \(index): name at \(name.frame)")
        }
        // The badge's required width against UISV-hiding in the confirm state, said at its Swift line.
        let file = folder.dir.appendingPathComponent("App/StackItemView.swift").path
        let lines = Self.swift.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("badge.widthAnchor") }) + 1
        let at = "\(file):\(row):\(lines[row - 1].prefix { $0 == " " }.count + 1)"
        #expect(run.err.contains("warning: \(at): unable to simultaneously satisfy constraints: \(at): badge.width == 36.0 @1000; "
                                 + "badge.width == 0.0 @999.999 [stack view row: UISV-hiding]; broke badge.width == 0.0 @999.999 "
                                 + "[stack view row: UISV-hiding], as UIKit does"), "\(run.err)")
    }
}
