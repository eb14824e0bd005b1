//
//  AdaptiveItemView.swift
//  화면 폭에 따라 배치가 바뀌는 오퍼월 셀 (frame 레이아웃)
//  - 좁은 화면(360pt 미만): 아이콘을 줄이고 포인트를 제목 아래 줄에
//  - 넓은 화면: 포인트를 오른쪽 끝에
//  - 1,000P 이상 광고에만 HOT 배지, 설명이 없으면 제목을 가운데로
//

import UIKit
import TnkRwdSdk2

final class AdaptiveItemView: AdListItemView {

    private let iconImageView = UIImageView()
    private let titleLabel = UILabel()
    private let descLabel = UILabel()
    private let pointLabel = UILabel()
    private let badge = UILabel()

    private let padding: CGFloat = 16

    override init(frame: CGRect) {
        super.init(frame: frame)

        iconImageView.layer.cornerRadius = 10
        iconImageView.clipsToBounds = true

        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        descLabel.font = .systemFont(ofSize: 12)
        descLabel.textColor = .gray
        pointLabel.font = .boldSystemFont(ofSize: 14)
        pointLabel.textColor = UIColor(red: 0.25, green: 0.45, blue: 0.95, alpha: 1)
        pointLabel.textAlignment = .right

        badge.text = "HOT"
        badge.font = .boldSystemFont(ofSize: 10)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 7
        badge.clipsToBounds = true

        [iconImageView, titleLabel, descLabel, pointLabel, badge].forEach { contentView.addSubview($0) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        // 좁은 화면(SE 등)에서는 아이콘을 줄인다
        let iconSize: CGFloat = bounds.width < 360 ? 48 : 64
        iconImageView.frame = CGRect(x: padding, y: (bounds.height - iconSize) / 2, width: iconSize, height: iconSize)

        let textX = iconImageView.frame.maxX + 12
        if bounds.width < 360 {
            // compact: 포인트는 제목 아래 줄
            titleLabel.frame = CGRect(x: textX, y: 12, width: bounds.width - textX - padding, height: 20)
            pointLabel.frame = CGRect(x: textX, y: titleLabel.frame.maxY + 2, width: 90, height: 18)
        } else {
            // regular: 포인트는 오른쪽 끝
            pointLabel.frame = CGRect(x: bounds.width - padding - 90, y: 12, width: 90, height: 18)
            titleLabel.frame = CGRect(x: textX, y: 12, width: pointLabel.frame.minX - 8 - textX, height: 20)
        }

        if descLabel.isHidden {
            // 설명이 없으면 제목을 세로 가운데로
            titleLabel.frame.origin.y = (bounds.height - titleLabel.frame.height) / 2
        } else {
            descLabel.frame = CGRect(x: textX, y: bounds.height - 12 - 16, width: bounds.width - textX - padding, height: 16)
        }

        guard !badge.isHidden else { return }
        badge.frame = CGRect(x: iconImageView.frame.maxX - 26, y: iconImageView.frame.minY - 4, width: 30, height: 14)
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let item = adItem as? AdListItem else { return }
        titleLabel.text = item.appName
        descLabel.text = item.cmpnDesc
        descLabel.isHidden = item.cmpnDesc.isEmpty
        pointLabel.text = "+\(item.pointText)\(item.pointUnit)"
        badge.isHidden = item.pointValue < 1000
        setNeedsLayout()
    }
}

final class AdaptiveItemLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        return CGSize(width: width, height: 96)
    }
}
