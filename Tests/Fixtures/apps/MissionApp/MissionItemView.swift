//
//  MissionItemView.swift
//  미션형 오퍼월 셀 (SnapKit): 광고마다 setData에서 제약을 갱신한다
//

import UIKit
import SnapKit
import TnkRwdSdk2

final class MissionItemView: AdListItemView {

    private enum Metric {
        static let inset: CGFloat = 16
        static let iconSize: CGFloat = 48
        static let badgeWidth: CGFloat = 40
        static let bigBadgeWidth: CGFloat = 64
        static let progressWidth: CGFloat = 120
    }

    // MARK: - UI

    private let iconImageView = UIImageView()
    private let titleLabel = UILabel()
    private let badgeView = UIView()
    private let progressView = UIView()
    private let rewardLabel = UILabel()

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
        iconImageView.contentMode = .scaleAspectFill
        iconImageView.clipsToBounds = true
        iconImageView.layer.cornerRadius = 12

        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .black

        badgeView.backgroundColor = .systemOrange
        badgeView.layer.cornerRadius = 4

        progressView.backgroundColor = .systemBlue
        progressView.layer.cornerRadius = 2

        rewardLabel.font = .systemFont(ofSize: 13)
        rewardLabel.textColor = .darkGray

        contentView.addSubview(iconImageView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(badgeView)
        contentView.addSubview(progressView)
        contentView.addSubview(rewardLabel)
    }

    private func setupConstraints() {
        iconImageView.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(Metric.inset)
            make.centerY.equalToSuperview()
            make.size.equalTo(Metric.iconSize)
        }

        badgeView.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(Metric.inset)
            make.centerY.equalToSuperview()
            make.width.equalTo(Metric.badgeWidth)
            make.height.equalTo(20)
        }

        titleLabel.snp.makeConstraints { make in
            make.leading.equalTo(iconImageView.snp.trailing).offset(12)
            make.trailing.equalTo(badgeView.snp.leading).offset(-8)
            make.top.equalToSuperview().offset(14)
        }

        progressView.snp.makeConstraints { make in
            make.leading.equalTo(titleLabel)
            make.bottom.equalToSuperview().inset(12)
            make.width.equalTo(Metric.progressWidth)
            make.height.equalTo(4)
        }

        rewardLabel.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(Metric.inset)
            make.bottom.equalToSuperview().inset(10)
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

        // 포인트는 굵게: "2500P 적립"
        let point = "\(item.pointValue)P"
        let reward = NSMutableAttributedString(string: point + " 적립", attributes: [.font: UIFont.systemFont(ofSize: 13)])
        reward.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 15), range: (reward.string as NSString).range(of: point))
        rewardLabel.attributedText = reward

        // 1,000P 이상은 배지를 넓힌다 (셀 재사용: 두 경우 모두 갱신)
        if item.pointValue >= 1000 {
            badgeView.snp.updateConstraints { make in
                make.width.equalTo(Metric.bigBadgeWidth)
            }
        } else {
            badgeView.snp.updateConstraints { make in
                make.width.equalTo(Metric.badgeWidth)
            }
        }

        // 아이콘이 없는 광고는 아이콘을 숨기고 제목을 왼쪽 끝으로
        iconImageView.isHidden = item.iconUrl == nil
        if item.iconUrl == nil {
            titleLabel.snp.remakeConstraints { make in
                make.leading.equalToSuperview().offset(Metric.inset)
                make.trailing.equalTo(badgeView.snp.leading).offset(-8)
                make.top.equalToSuperview().offset(14)
            }
        } else {
            titleLabel.snp.remakeConstraints { make in
                make.leading.equalTo(iconImageView.snp.trailing).offset(12)
                make.trailing.equalTo(badgeView.snp.leading).offset(-8)
                make.top.equalToSuperview().offset(14)
            }
        }

        // 참여 확인 중이면 진행 바를 절반으로, 지급·종료되면 없앤다
        switch item.state {
        case .confirm:
            progressView.snp.updateConstraints { $0.width.equalTo(Metric.progressWidth / 2) }
        case .paid, .ended:
            progressView.snp.updateConstraints { $0.width.equalTo(0) }
        default:
            progressView.snp.updateConstraints { $0.width.equalTo(Metric.progressWidth) }
        }
    }
}
