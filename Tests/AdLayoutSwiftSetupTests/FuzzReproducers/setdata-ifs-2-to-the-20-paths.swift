// setData with 20 ifs in a row on the ad's points (2^20 paths): the reader stops at 64 paths with a warning, in
// well under a second, and the last path it reads is the state's own (every condition false).
class V: AdListItemView {
    let title = UILabel()
    let point = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
        contentView.addSubview(point)
    }
    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let item = adItem as? AdListItem else { return }
        if item.pointValue > 0 { point.alpha = 0.5 }
        if item.pointValue > 1 { point.alpha = 0.5 }
        if item.pointValue > 2 { point.alpha = 0.5 }
        if item.pointValue > 3 { point.alpha = 0.5 }
        if item.pointValue > 4 { point.alpha = 0.5 }
        if item.pointValue > 5 { point.alpha = 0.5 }
        if item.pointValue > 6 { point.alpha = 0.5 }
        if item.pointValue > 7 { point.alpha = 0.5 }
        if item.pointValue > 8 { point.alpha = 0.5 }
        if item.pointValue > 9 { point.alpha = 0.5 }
        if item.pointValue > 10 { point.alpha = 0.5 }
        if item.pointValue > 11 { point.alpha = 0.5 }
        if item.pointValue > 12 { point.alpha = 0.5 }
        if item.pointValue > 13 { point.alpha = 0.5 }
        if item.pointValue > 14 { point.alpha = 0.5 }
        if item.pointValue > 15 { point.alpha = 0.5 }
        if item.pointValue > 16 { point.alpha = 0.5 }
        if item.pointValue > 17 { point.alpha = 0.5 }
        if item.pointValue > 18 { point.alpha = 0.5 }
        if item.pointValue > 19 { point.alpha = 0.5 }
    }
}
class L: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        return CGSize(width: parentSize.width, height: 72)
    }
}
