//
//  MissionItemView.swift
//  미션형 오퍼월 셀 (frame 레이아웃, 반복문으로 배치)
//

import UIKit
import TnkRwdSdk2

final class MissionItemView: AdListItemView {

    private let iconImageView = UIImageView()
    private let badgeView = UIView()
    private let titleLabel = UILabel()
    private let descLabel = UILabel()
    private let pointLabel = UILabel()

    private let textX: CGFloat = 96

    override init(frame: CGRect) {
        super.init(frame: frame)

        iconImageView.layer.cornerRadius = 8
        iconImageView.clipsToBounds = true
        badgeView.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        badgeView.layer.cornerRadius = 14

        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        descLabel.font = .systemFont(ofSize: 13)
        descLabel.textColor = .darkGray
        descLabel.numberOfLines = 0
        pointLabel.font = .boldSystemFont(ofSize: 13)
        pointLabel.textColor = UIColor(red: 0.25, green: 0.45, blue: 0.95, alpha: 1)

        [iconImageView, badgeView, titleLabel, descLabel, pointLabel].forEach { contentView.addSubview($0) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        // 아이콘과 배지를 나란히
        for (i, v) in [iconImageView, badgeView].enumerated() {
            v.frame = CGRect(x: 16 + CGFloat(i) * 36, y: 14, width: 28, height: 28)
        }

        // 텍스트는 위에서부터 차례로 쌓는다
        var y: CGFloat = 12
        for label in [titleLabel, descLabel, pointLabel] {
            label.frame = CGRect(x: textX, y: y, width: min(bounds.width - textX - 16, 220), height: 0)
            label.sizeToFit()
            y += label.frame.height + 4
        }
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let item = adItem as? AdListItem else { return }
        titleLabel.text = item.appName
        descLabel.text = item.cmpnDesc
        pointLabel.text = "+\(item.pointText)\(item.pointUnit)"
        setNeedsLayout()
    }
}

final class MissionItemLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        return CGSize(width: width, height: 120)
    }
}
