import UIKit

// A seed for the setup fuzz target (Scripts/fuzz.sh setup copies the reproducers) with branches in layoutSubviews() decided
// per item: `if`/`guard`/`switch`/`? :` on the bounds and on frames set from them, `isHidden` as setData sets it per ad, a
// `while` on constants and one on the bounds (a decision per pass), `for … where`, loops over `subviews`, `.enumerated().forEach`,
// conditions that cannot be decided (a measured text, `if let`), and ten independent ifs past SetupLimits.layoutPaths;
// read within the limits, without trapping.
class BranchFrames: AdListItemView {
    let icon = UIImageView()
    let title = UILabel()
    let desc = UILabel()
    let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        [icon, title, desc, badge].forEach { contentView.addSubview($0) }
        badge.text = "NEW"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = bounds.width < 360 ? 48 : (bounds.width > 1e308 ? -1e308 : 64)
        icon.frame = CGRect(x: 16, y: (bounds.height - side) / 2, width: side, height: side)
        switch bounds.width {
        case ..<320: title.frame = CGRect(x: icon.frame.maxX + 8, y: 8, width: bounds.width - 100, height: 20)
        case 320..<414, 414...: title.frame = CGRect(x: icon.frame.maxX + 12, y: 12, width: bounds.width * 0.5, height: 20)
        case 1e308: break
        default: title.frame = .zero
        }
        if icon.frame.width * 2 > bounds.width - 1 && frame.height >= 80 || !desc.isHidden {
            desc.frame = CGRect(x: title.frame.minX, y: title.frame.maxY + 4, width: title.frame.width, height: 16)
        }
        title.sizeToFit()
        if title.frame.width > 100 { desc.frame.size.width = 0 }
        if let s = superview { badge.frame = s.bounds }
        guard !badge.isHidden else { return }
        var x: CGFloat = 0
        while x < 100 { x += 0.5 }
        while x < bounds.width { x += 1 }
        while true { x -= 1 }
        for (i, v) in contentView.subviews.enumerated() where i % 2 == 1 && !v.isHidden { v.frame.origin.x = CGFloat(i) * x }
        subviews.enumerated().forEach { (i, v) in v.frame.origin.y = CGFloat(i) }
        [badge].enumerated().forEach { i, v in v.frame = CGRect(x: CGFloat(i), y: 0, width: 30, height: 1e300 * 1e300) }
        if bounds.width < 1 { badge.frame.origin.x = 1 }
        if bounds.width < 2 { badge.frame.origin.x = 2 }
        if bounds.width < 3 { badge.frame.origin.x = 3 }
        if bounds.width < 4 { badge.frame.origin.x = 4 }
        if bounds.width < 5 { badge.frame.origin.x = 5 }
        if bounds.height < 1 { badge.frame.origin.y = 1 }
        if bounds.height < 2 { badge.frame.origin.y = 2 }
        if bounds.height < 3 { badge.frame.origin.y = 3 }
        if bounds.height < 4 { badge.frame.origin.y = 4 }
        if bounds.height < 5 { badge.frame.origin.y = 5 }
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let item = adItem as? AdListItem else { return }
        title.text = item.appName
        desc.text = item.cmpnDesc
        desc.isHidden = item.cmpnDesc.isEmpty || item.state == .paid
        badge.isHidden = item.pointValue < 1000 && !item.multiReward
    }
}

class BranchFramesLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize { CGSize(width: parentSize.width, height: 96) }
}

func register() {
    TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: BranchFrames.self, viewLayout: BranchFramesLayout())
}
