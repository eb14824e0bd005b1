//
//  MissionCell.swift
//  미션 리워드 셀 — 포인트 콤마, String(format:), 킹피셔 아이콘
//

import UIKit
import SnapKit
import Kingfisher
import TnkRwdSdk2

final class MissionCell: AdListItemView {

    // 포인트 표시용 (2500 -> "2,500")
    private static let numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = ","
        return formatter
    }()

    private let iconImageView = UIImageView()
    private let titleLabel = UILabel()
    private let missionLabel = UILabel()
    private let rewardLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureUI() {
        iconImageView.contentMode = .scaleAspectFill
        iconImageView.clipsToBounds = true
        iconImageView.layer.cornerRadius = 12

        titleLabel.font = .systemFont(ofSize: 15, weight: .medium)
        titleLabel.textColor = .black

        missionLabel.font = .systemFont(ofSize: 12)
        missionLabel.textColor = .darkGray

        rewardLabel.font = .boldSystemFont(ofSize: 14)
        rewardLabel.textColor = UIColor(red: 1.0, green: 0.42, blue: 0.0, alpha: 1.0)

        contentView.addSubview(iconImageView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(missionLabel)
        contentView.addSubview(rewardLabel)

        iconImageView.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.width.height.equalTo(56)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(iconImageView)
            make.leading.equalTo(iconImageView.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(16)
        }
        missionLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(4)
            make.leading.trailing.equalTo(titleLabel)
        }
        rewardLabel.snp.makeConstraints { make in
            make.bottom.equalTo(iconImageView)
            make.leading.trailing.equalTo(titleLabel)
        }
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        super.setData(adItem, row: row, itemsPerPage: itemsPerPage, itemIndex: itemIndex, numberOfItems: numberOfItems)
        guard let item = adItem as? AdListItem else { return }

        titleLabel.text = item.appName
        missionLabel.text = String(format: "%@ · 적립 %d%@", item.cmpnDesc, item.pointValue, item.pointUnit)
        iconImageView.image = nil
        iconImageView.kf.setImage(with: URL(string: item.iconUrl ?? ""), placeholder: UIImage(named: "icon_placeholder"))

        let point = MissionCell.numberFormatter.string(from: NSNumber(value: item.pointValue)) ?? "\(item.pointValue)"
        switch item.state {
        case .confirm:
            rewardLabel.text = "참여 확인 중"
            rewardLabel.textColor = .gray
        case .paid:
            rewardLabel.text = "지급 완료"
            rewardLabel.textColor = .gray
        case .ended, .disabled:
            rewardLabel.text = "종료"
            rewardLabel.textColor = .lightGray
        default:
            rewardLabel.text = String(format: "%@%@ 받기", point, item.pointUnit)
        }
    }
}

final class MissionCellLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        return CGSize(width: width, height: 88)
    }
}
