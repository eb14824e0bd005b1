//
//  RewardCell.swift
//  적립 리워드 셀 — 포인트 조건별 색상, HOT 배지, 참여 완료 카드
//

import UIKit
import SnapKit
import TnkRwdSdk2

final class RewardCell: AdListItemView {

    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    private let cardView = UIView()
    private let titleLabel = UILabel()
    private let badgeLabel = UILabel()
    private let descLabel = UILabel()
    private let pointLabel = UILabel()
    private let eventLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        contentView.addSubview(cardView)
        [titleLabel, badgeLabel, descLabel, pointLabel, eventLabel].forEach { cardView.addSubview($0) }

        cardView.layer.cornerRadius = 12
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        badgeLabel.font = .boldSystemFont(ofSize: 11)
        badgeLabel.text = "HOT"
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = UIColor(red: 1.0, green: 0.23, blue: 0.19, alpha: 1.0)
        descLabel.font = .systemFont(ofSize: 13)
        descLabel.textColor = .gray
        pointLabel.font = .boldSystemFont(ofSize: 16)
        eventLabel.font = .systemFont(ofSize: 13)

        cardView.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(8)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(12)
            make.leading.equalToSuperview().offset(16)
        }
        badgeLabel.snp.makeConstraints { make in
            make.leading.equalTo(titleLabel.snp.trailing).offset(6)
            make.centerY.equalTo(titleLabel)
        }
        descLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(4)
            make.leading.equalToSuperview().offset(16)
            make.trailing.equalToSuperview().offset(-16)
        }
        pointLabel.snp.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-16)
            make.bottom.equalToSuperview().offset(-12)
        }
        eventLabel.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.bottom.equalToSuperview().offset(-12)
        }
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        super.setData(adItem, row: row, itemsPerPage: itemsPerPage, itemIndex: itemIndex, numberOfItems: numberOfItems)
        guard let item = adItem as? AdListItem else { return }

        titleLabel.text = item.appName
        if item.cmpnDesc.isEmpty {
            descLabel.text = "참여하고 포인트 받기"
        } else {
            descLabel.text = item.cmpnDesc
        }

        // 1,000P 이상만 HOT 배지
        badgeLabel.isHidden = item.pointValue < 1000

        let point = RewardCell.formatter.string(from: NSNumber(value: item.pointValue)) ?? "0"
        pointLabel.text = "+\(point) P"
        pointLabel.textColor = item.pointValue >= 1000 ? UIColor(red: 1.0, green: 0.42, blue: 0.0, alpha: 1.0) : .darkGray

        // 이벤트: 기존 포인트 취소선 + "2배 적립" 빨간색, "적립" 밑줄
        let event = NSMutableAttributedString(string: "\(item.pointValue)P",
                                              attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue,
                                                           .foregroundColor: UIColor.lightGray])
        event.append(NSAttributedString(string: " 2배 적립", attributes: [.foregroundColor: UIColor.systemRed]))
        event.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue,
                           range: (event.string as NSString).range(of: "적립"))
        eventLabel.attributedText = event

        if item.state == .paid || item.state == .ended {
            cardView.backgroundColor = UIColor(white: 0.95, alpha: 1.0)
            pointLabel.alpha = 0.4
        } else if item.multiReward && item.missionCount > 0 {
            cardView.backgroundColor = UIColor(red: 1.0, green: 0.97, blue: 0.88, alpha: 1.0)
            pointLabel.alpha = 1.0
        } else {
            cardView.backgroundColor = .white
            pointLabel.alpha = 1.0
        }
    }
}

final class RewardCellLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        return CGSize(width: width, height: 90)
    }
}
