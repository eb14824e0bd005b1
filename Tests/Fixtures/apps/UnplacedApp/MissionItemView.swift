//
//  MissionItemView.swift
//  미션 리스트 셀
//

import UIKit
import SnapKit
import TnkRwdSdk2

final class MissionItemView: AdListItemView {

    private let iconImageView = UIImageView()
    private let titleLabel = UILabel()
    private let newBadgeView = UIView()
    private let pointLabel = UILabel()
    private let dividerView = UIView()
    private let ctaButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        pointLabel.font = .boldSystemFont(ofSize: 14)
        newBadgeView.backgroundColor = .systemRed
        dividerView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        ctaButton.setTitle("받기", for: .normal)

        [iconImageView, titleLabel, newBadgeView, pointLabel, dividerView, ctaButton].forEach {
            contentView.addSubview($0)
        }

        iconImageView.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(56)
        }
        titleLabel.snp.makeConstraints { make in
            make.leading.equalTo(iconImageView.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(16)
            make.top.equalTo(iconImageView)
        }
        newBadgeView.snp.makeConstraints { make in
            make.width.equalTo(10)
        }

        let pointLayout: (ConstraintMaker) -> Void = { make in
            make.leading.equalTo(self.titleLabel)
            make.bottom.equalTo(self.iconImageView)
        }
        pointLabel.snp.makeConstraints(pointLayout)

        dividerView.translatesAutoresizingMaskIntoConstraints = false
        dividerView.topAnchor.constraint(equalToSystemSpacingBelow: iconImageView.bottomAnchor, multiplier: 1).isActive = true
    }

    override func getIconImageView() -> UIImageView? { iconImageView }

    override func useImageIcon() -> Bool {
        true
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let item = adItem as? AdListItem else { return }
        titleLabel.text = item.appName
        pointLabel.text = "+\(item.pointText) \(item.pointUnit)"
    }
}
