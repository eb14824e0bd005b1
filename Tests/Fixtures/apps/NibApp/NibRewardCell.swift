//
//  NibRewardCell.swift
//  리워드 셀 (XIB, File's Owner 연결)
//

import UIKit
import TnkRwdSdk2

final class NibRewardCell: AdListItemView {

    @IBOutlet weak var iconImageView: UIImageView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var pointLabel: UILabel!

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        guard let view = Bundle.main.loadNibNamed("NibRewardCell", owner: self, options: nil)?.first as? UIView else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)

        iconImageView.layer.cornerRadius = 12
        iconImageView.clipsToBounds = true
    }

    override func getIconImageView() -> UIImageView? {
        return self.iconImageView
    }

    override func useImageIcon() -> Bool { return true }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let adItem = adItem as? AdListItem else { return }
        titleLabel.text = adItem.appName
        switch adItem.state {
        case .confirm:
            pointLabel.text = "확인 중"
        case .paid:
            pointLabel.text = "지급 완료"
        case .ended, .disabled:
            pointLabel.text = "종료"
        default:
            pointLabel.text = "+\(adItem.pointText)\(adItem.pointUnit)"
        }
    }
}

final class NibRewardCellLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        return CGSize(width: width, height: 88)
    }
}
