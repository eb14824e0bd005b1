//
//  RewardItemView.swift
//  오퍼월 리워드 셀 (Then + 공통 헬퍼)
//

import UIKit
import Then
import TnkRwdSdk2

final class RewardItemView: AdListItemView {

    private let cardView = UIView().then {
        $0.backgroundColor = .white
        $0.layer.cornerRadius = 14
        $0.layer.borderWidth = 1
        $0.layer.borderColor = UIColor(white: 0.9, alpha: 1).cgColor
    }

    private let iconView = UIImageView().then {
        $0.contentMode = .scaleAspectFill
        $0.clipsToBounds = true
        $0.layer.cornerRadius = 12
    }

    private let titleLabel = UILabel().then {
        $0.font = .systemFont(ofSize: 15, weight: .semibold)
        $0.textColor = .black
    }

    private let descLabel = UILabel().then {
        $0.font = .systemFont(ofSize: 12)
        $0.textColor = .darkGray
    }

    private lazy var pointLabel = makeLabel(size: 14, color: .systemBlue)

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.setupUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupUI() {
        contentView.addSubview(cardView)
        cardView.addSubviews(iconView, titleLabel, descLabel, pointLabel)
        cardView.pin(to: contentView, insets: UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16))
        titleLabel.do {
            $0.lineBreakMode = .byTruncatingTail
        }
        setupLayout()
    }

    private func setupLayout() {
        let padding: CGFloat = 14
        iconView.setSize(width: 56, height: 56)
        [titleLabel, descLabel, pointLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }

        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: padding),
            iconView.centerYAnchor.constraint(equalTo: cardView.centerYAnchor),

            titleLabel.topAnchor.constraint(equalTo: iconView.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -padding),

            descLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            descLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            descLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

            pointLabel.bottomAnchor.constraint(equalTo: iconView.bottomAnchor),
            pointLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            pointLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor)
        ])
    }

    private func makeLabel(size: CGFloat, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: size)
        label.textColor = color
        return label
    }

    private func configure(title: String, desc: String) {
        titleLabel.text = title
        descLabel.text = desc
    }

    override func getIconImageView() -> UIImageView? { iconView }

    override func useImageIcon() -> Bool { true }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let item = adItem as? AdListItem else { return }
        configure(title: item.appName, desc: item.cmpnDesc)

        switch item.state {
        case .confirm:
            pointLabel.text = "참여 확인 중"
        case .paid:
            pointLabel.text = "지급 완료"
        case .ended, .disabled:
            pointLabel.text = "종료"
        default:
            pointLabel.text = "\(item.pointText)\(item.pointUnit) 받기"
        }
    }
}

final class RewardItemLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: 80)
    }
}
