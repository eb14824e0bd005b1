import UIKit

// A seed for the setup fuzz target (Scripts/fuzz.sh setup copies the reproducers) with loops in layoutSubviews():
// views by `.enumerated()`, a running offset, ranges and strides of constants, a loop of 10^9 passes, nested loops
// past SetupLimits.layoutLoopPasses, `forEach` over views and over 0..<Int.max, a loop over what is not known; read within the limits, without trapping.
class LoopFrames: AdListItemView {
    let icon = UIImageView()
    let title = UILabel()
    let desc = UILabel()
    let badge = UIView()
    private lazy var rows: [UIView] = [title, desc]

    override init(frame: CGRect) {
        super.init(frame: frame)
        [icon, title, desc, badge].forEach { contentView.addSubview($0) }
        desc.numberOfLines = 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (i, v) in [icon, badge].enumerated() {
            v.frame = CGRect(x: 16 + CGFloat(i) * 56, y: (bounds.height - 48) / 2, width: 48, height: 48)
        }
        var y: CGFloat = 12
        for v in [title, desc] {
            v.frame = CGRect(x: icon.frame.maxX + 12, y: y, width: bounds.width - icon.frame.maxX - 28, height: 0)
            v.sizeToFit()
            y += v.frame.height + 4
        }
        for v in rows { v.frame.origin.x += 0 }
        for k in stride(from: 0, through: 1e9, by: 0.5) { badge.frame.origin.x = k }
        for _ in 0..<1_000_000_000 { title.sizeToFit() }
        for i in 0..<1000 { for j in 0..<1000 { for _ in -1e308...1e308 { badge.frame.origin = CGPoint(x: i, y: j) } } }
        for (_, _) in [title].enumerated() { }
        for v in contentView.subviews where v.isHidden { v.frame = .zero }
        for i in 0...(-5) { icon.frame.origin.y = CGFloat(i) }
        [title, desc].forEach { $0.frame.origin.x = icon.frame.maxX + 12 }
        (0..<Int.max).forEach { _ in badge.sizeToFit() }
        rows.forEach { row in rows.forEach { $0.frame.size.height = row.frame.height } }
    }
}
