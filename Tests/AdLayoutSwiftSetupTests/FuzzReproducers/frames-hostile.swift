import UIKit

// Hostile frame layout: arithmetic 200 terms long, frames made of NaN, infinity and 1e300, a frame dividing by
// another, centres before sizes, views reading their own frames, += of huge numbers 60 times, nested ifs, loops,
// sizeThatFits of odd sizes, a view added inside another; read without trapping, within the limits.
class HostileFrames: AdListItemView {
    let v0 = UILabel()
    let v1 = UIView()
    let v2 = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(v0)
        contentView.addSubview(v1)
        v1.addSubview(v2)
        v0.frame = bounds
        v0.autoresizingMask = [.flexibleWidth, .flexibleBanana, 7]
        v1.frame = CGRect(x: .nan, y: .infinity, width: -1e300, height: 1e300 * 10)
        v2.frame = v1.bounds.inset(by: UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        v0.frame = CGRect(x: bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width + bounds.width, y: 0, width: 1, height: 1)
        v0.center = CGPoint(x: v0.frame.width / v1.frame.height, y: v0.center.y)
        v1.frame.size.width = v1.frame.width * 2 + v1.frame.minX
        v1.frame.origin.x = v1.frame.maxX
        var x: CGFloat = 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        x += 1e300
        v1.frame.origin.y = x
        if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { if 1 > 0 { v0.frame = .zero } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } }
        for v in [v0, v1] { v.sizeToFit() }
        while v0.frame.width < 100 { v0.sizeToFit() }
        let s = v0.sizeThatFits(CGSize(width: v0.frame.width, height: -.infinity))
        v0.frame.size = s
        v0.frame = CGRect(origin: .zero, size: v0.intrinsicContentSize)
        v2.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        v0.frame = max(v0.frame, v1.frame)
        v0.frame.origin.x = floor(ceil(round(v1.frame.midX)))
        layoutSubviews()
    }
}
