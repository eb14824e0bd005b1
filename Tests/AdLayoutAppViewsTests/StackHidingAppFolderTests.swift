import AdLayoutTestSupport
import Foundation
import Testing

/// The guide's pattern with stack views: an app folder whose item view loads `StackItemView.xib` and whose
/// `setData` hides the desc label and the badge in the confirm state (`itemView?.descLabel.isHidden = true`). Read
/// with `--swift-setup`, each state's stacks collapse as UIKit's do, in that state only. Frames worked out by hand
/// (a 17-pt label is 20.333 pt tall).
@Suite struct StackHidingAppFolderTests {
    static let swift = #"""
import UIKit
import TnkRwdSdk2

class StackAdListItemView: AdListItemView {
    var itemView: StackItemView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        itemView = loadView()
        if let view = itemView {
            contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: contentView.leftAnchor),
                view.rightAnchor.constraint(equalTo: contentView.rightAnchor),
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func loadView() -> StackItemView {
        let nib = UINib(nibName: "StackItemView", bundle: Bundle(for: type(of: self)))
        let view = nib.instantiate(withOwner: nil, options: nil).first as! StackItemView
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        if let adItem = adItem as? AdListItem {
            itemView?.titleLabel.text = adItem.appName
            itemView?.pointLabel.text = adItem.pointText
            if adItem.state == .confirm {
                itemView?.descLabel.isHidden = true
                itemView?.badgeView.isHidden = true
            } else {
                itemView?.descLabel.isHidden = false
                itemView?.badgeView.isHidden = false
            }
        }
    }
}

class StackItemView: UIView {
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var descLabel: UILabel!
    @IBOutlet var pointLabel: UILabel!
    @IBOutlet var badgeView: UIView!
    @IBOutlet var nameLabel: UILabel!
}

"""#
        + InlineAppFolder.registration(of: "StackAdListItemView", layout: "StackLayout", height: 160)

    @Test func everyStateCollapsesWhatItsSetDataHides() throws {
        let files = [(name: "StackAdListItemView.swift", text: Self.swift), (name: "StackItemView.xib", text: StackHidingXIBTests.xib())]
        let folder = try InlineAppFolder(files, document: #"""
        {"schemaVersion": 1, "swiftSetup": ["App"],
         "sections": [{"type": "normal", "items": [
           {"appName": "꿀벌농장", "pointValue": 180, "pointUnit": "P"},
           {"appName": "뉴스 구독", "pointValue": 230, "pointUnit": "P", "state": "confirm"},
           {"appName": "행성탐험대", "pointValue": 35000, "pointUnit": "P", "state": "paid"},
           {"appName": "종료", "pointValue": 10, "pointUnit": "P", "state": "ended"}]}]}
        """#)
        defer { try? FileManager.default.removeItem(at: folder.dir) }
        let (run, items) = try folder.rendered()
        try #require(items.count == 4)
        let line = 61.0 / 3
        for (index, item) in items.enumerated() {
            let collapsed = index == 1
            let point = try #require(item.child("pointLabel")), name = try #require(item.child("nameLabel"))
            let pointY = 16 + (collapsed ? 1 : 2) * (line + 4)
            #expect(abs(point.frame[1] - item.frame[1] - pointY) < 0.01, "item \(index): point at \(point.frame)")
            #expect((item.child("descLabel")?.bool("hidden") == true) == collapsed, "item \(index)")
            #expect(abs(name.frame[0] - item.frame[0] - (collapsed ? 16 + 48 : 16 + 92)) < 0.01, "item \(index): name at \(name.frame)")
            #expect(abs(name.frame[1] - item.frame[1] - (pointY + line + 12 + (40 - line) / 2)) < 0.01, "item \(index): name at \(name.frame)")
        }
        // The confirm state's badge: its required width against UISV-hiding, said at the XIB's constraint.
        #expect(run.err.contains("unable to simultaneously satisfy constraints: BdW-aa-011"), "\(run.err)")
        #expect(run.err.contains("[stack view hSt-aa-006: UISV-hiding]"), "\(run.err)")
    }
}
