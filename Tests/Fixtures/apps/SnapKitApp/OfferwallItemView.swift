//
//  OfferwallItemView.swift
//  리워드 오퍼월 아이템 셀 (SnapKit)
//

import UIKit
import SnapKit
import TnkRwdSdk2

final class OfferwallItemView: AdListItemView {

    private enum Metric {
        static let horizontalInset: CGFloat = 16
        static let iconSize: CGFloat = 72
        static let ctaSize = CGSize(width: 64, height: 32)
    }

    // MARK: - UI

    private let containerView = UIView()
    private let iconImageView = UIImageView()
    private let newBadgeView = UIView()
    private let titleLabel = UILabel()
    private let descLabel = UILabel()
    private let pointLabel = UILabel()
    private let ctaButton = UIButton(type: .custom)

    // MARK: - Init

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
        setupConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        containerView.backgroundColor = .white
        containerView.layer.cornerRadius = 12

        iconImageView.contentMode = .scaleAspectFill
        iconImageView.clipsToBounds = true
        iconImageView.layer.cornerRadius = 16

        newBadgeView.backgroundColor = .systemRed
        newBadgeView.layer.cornerRadius = 5

        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = UIColor(white: 0.13, alpha: 1)

        descLabel.font = .systemFont(ofSize: 12)
        descLabel.textColor = .gray

        pointLabel.font = .boldSystemFont(ofSize: 14)
        pointLabel.textColor = UIColor(red: 0.25, green: 0.45, blue: 0.95, alpha: 1)

        ctaButton.setTitle("받기", for: .normal)
        ctaButton.setTitleColor(.white, for: .normal)
        ctaButton.titleLabel?.font = .systemFont(ofSize: 13, weight: .bold)
        ctaButton.backgroundColor = UIColor(red: 0.25, green: 0.45, blue: 0.95, alpha: 1)
        ctaButton.layer.cornerRadius = 16

        contentView.addSubview(containerView)
        [iconImageView, titleLabel, descLabel, pointLabel, ctaButton].forEach {
            containerView.addSubview($0)
        }
        containerView.addSubview(newBadgeView)
    }

    private func setupConstraints() {
        containerView.snp.makeConstraints { make in
            make.horizontalEdges.equalToSuperview().inset(Metric.horizontalInset)
            make.verticalEdges.equalToSuperview().inset(6)
        }

        iconImageView.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(12)
            make.centerY.equalToSuperview()
            make.size.equalTo(Metric.iconSize)
        }

        newBadgeView.snp.makeConstraints {
            $0.top.trailing.equalTo(iconImageView).inset(-3)
            $0.size.equalTo(CGSize(width: 10, height: 10))
        }

        ctaButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(12)
            make.centerY.equalTo(iconImageView)
            make.width.greaterThanOrEqualTo(64)
            make.width.equalTo(Metric.ctaSize.width).priority(.high)
            make.height.equalTo(Metric.ctaSize.height)
        }

        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(iconImageView.snp.top).offset(4)
            make.leading.equalTo(iconImageView.snp.trailing).offset(12)
            make.trailing.equalTo(ctaButton.snp.leading).offset(-8)
        }

        descLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(4)
            make.leading.trailing.equalTo(titleLabel)
        }

        pointLabel.snp.makeConstraints { make in
            make.leading.trailing.equalTo(titleLabel)
            make.bottom.equalTo(iconImageView).inset(4)
        }
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
            pointLabel.text = "참여 확인 중"
            pointLabel.textColor = .gray
        case .paid:
            pointLabel.text = "지급 완료"
            pointLabel.textColor = .gray
        case .ended, .disabled:
            pointLabel.text = "종료된 이벤트"
            pointLabel.textColor = .lightGray
        default:
            pointLabel.text = "+\(item.pointText) \(item.pointUnit)"
        }
        newBadgeView.isHidden = item.state != .normal
    }
}

final class OfferwallItemLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        return CGSize(width: width, height: 96)
    }
}
