//
//  OfferwallItemView.swift
//  리워드 오퍼월 아이템 셀 (frame 레이아웃)
//

import UIKit
import TnkRwdSdk2

final class OfferwallItemView: AdListItemView {

    private let iconImageView = UIImageView()
    private let titleLabel = UILabel()
    private let descLabel = UILabel()
    private let pointLabel = UILabel()
    private let ctaButton = UIButton(type: .custom)
    private let separatorView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)

        iconImageView.contentMode = .scaleAspectFill
        iconImageView.clipsToBounds = true
        iconImageView.layer.cornerRadius = 12

        titleLabel.font = .systemFont(ofSize: 14, weight: .semibold)
        titleLabel.textColor = UIColor(white: 0.13, alpha: 1)

        descLabel.font = .systemFont(ofSize: 12)
        descLabel.textColor = .gray
        descLabel.numberOfLines = 2

        pointLabel.font = .boldSystemFont(ofSize: 14)
        pointLabel.textColor = UIColor(red: 0.25, green: 0.45, blue: 0.95, alpha: 1)
        pointLabel.textAlignment = .right

        ctaButton.setTitle("받기", for: .normal)
        ctaButton.setTitleColor(.white, for: .normal)
        ctaButton.titleLabel?.font = .systemFont(ofSize: 13, weight: .bold)
        ctaButton.backgroundColor = UIColor(red: 0.25, green: 0.45, blue: 0.95, alpha: 1)
        ctaButton.layer.cornerRadius = 15

        separatorView.backgroundColor = UIColor(white: 0.9, alpha: 1)

        contentView.addSubview(iconImageView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(descLabel)
        contentView.addSubview(pointLabel)
        contentView.addSubview(ctaButton)
        contentView.addSubview(separatorView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        let content = bounds.inset(by: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
        let iconSize: CGFloat = 48

        iconImageView.frame = CGRect(x: content.minX, y: (bounds.height - iconSize) / 2, width: iconSize, height: iconSize)

        ctaButton.frame.size = CGSize(width: 56, height: 30)
        ctaButton.frame.origin = CGPoint(x: content.maxX - 56, y: bounds.midY - 15)

        pointLabel.sizeToFit()
        pointLabel.frame.origin.x = ctaButton.frame.minX - 8 - pointLabel.frame.width
        pointLabel.center.y = ctaButton.center.y

        let textX = iconImageView.frame.maxX + 10
        titleLabel.sizeToFit()
        titleLabel.frame = CGRect(x: textX, y: content.minY + 2, width: pointLabel.frame.minX - 8 - textX, height: titleLabel.frame.height)

        descLabel.frame = CGRect(x: textX, y: titleLabel.frame.maxY + 4, width: pointLabel.frame.minX - 8 - textX, height: 0)
        descLabel.sizeToFit()

        separatorView.frame = CGRect(x: content.minX, y: bounds.height - 0.5, width: content.width, height: 0.5)
    }

    // MARK: - TnkRwdSdk2

    override func getIconImageView() -> UIImageView? {
        return iconImageView
    }

    override func useImageIcon() -> Bool {
        return true
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let item = adItem as? AdListItem else { return }

        titleLabel.text = item.appName
        descLabel.text = item.cmpnDesc

        switch item.state {
        case .confirm:
            pointLabel.text = "확인 중"
        case .paid:
            pointLabel.text = "지급 완료"
        case .ended, .disabled:
            pointLabel.text = "종료"
        default:
            pointLabel.text = "+\(item.pointText)\(item.pointUnit)"
        }
        setNeedsLayout()
    }
}

final class OfferwallItemLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        return CGSize(width: width, height: 88)
    }
}
