import UIKit
import TnkRwdSdk2

final class BannerRewardView: AdListItemView {

    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        UIView.performWithoutAnimation {
            contentView.addSubview(titleLabel)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
