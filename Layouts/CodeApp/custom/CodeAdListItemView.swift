import UIKit
import TnkRwdSdk2

// The guide's section-4 item view written without a XIB: the same views and constraints as
// CustomItemView.xib, made in code.
class CodeAdListItemView : AdListItemView {
    private let feedImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 16
        imageView.layer.borderWidth = 1
        imageView.layer.borderColor = UIColor.lightGray.cgColor
        return imageView
    }()

    private let iconImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 8
        imageView.layer.borderWidth = 1
        imageView.layer.borderColor = UIColor.lightGray.cgColor
        return imageView
    }()

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textColor = UIColor(white: 0.333, alpha: 1)
        label.numberOfLines = 2
        return label
    }()

    private let descLabel = UILabel()
    private let pointAmountLabel = UILabel()
    private let pointUnitLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)

        descLabel.font = .systemFont(ofSize: 13)
        descLabel.textColor = .systemTeal
        pointAmountLabel.font = .systemFont(ofSize: 17)
        pointAmountLabel.textColor = UIColor(named: "PointColor")
        pointUnitLabel.font = .systemFont(ofSize: 12)
        pointUnitLabel.textColor = UIColor(named: "PointColor")

        [feedImageView, iconImageView, titleLabel, descLabel, pointAmountLabel, pointUnitLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }

        NSLayoutConstraint.activate([
            feedImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: feedImageView.trailingAnchor, constant: 16),
            feedImageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            feedImageView.widthAnchor.constraint(equalTo: feedImageView.heightAnchor, multiplier: 320 / 167),

            iconImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            iconImageView.topAnchor.constraint(equalTo: feedImageView.bottomAnchor, constant: 10),
            iconImageView.widthAnchor.constraint(equalToConstant: 72),
            iconImageView.heightAnchor.constraint(equalToConstant: 72),

            titleLabel.leadingAnchor.constraint(equalTo: iconImageView.trailingAnchor, constant: 8),
            titleLabel.topAnchor.constraint(equalTo: iconImageView.topAnchor),
            contentView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 16),
            titleLabel.heightAnchor.constraint(equalToConstant: 36),

            descLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            descLabel.centerYAnchor.constraint(equalTo: pointAmountLabel.centerYAnchor),
            pointAmountLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            pointAmountLabel.leadingAnchor.constraint(equalTo: descLabel.trailingAnchor, constant: 4),
            pointUnitLabel.leadingAnchor.constraint(equalTo: pointAmountLabel.trailingAnchor, constant: 2),
            pointUnitLabel.centerYAnchor.constraint(equalTo: pointAmountLabel.centerYAnchor),
        ])

        let unitTrailing = contentView.trailingAnchor.constraint(greaterThanOrEqualTo: pointUnitLabel.trailingAnchor, constant: 16)
        unitTrailing.priority = .required
        unitTrailing.isActive = true
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func getFeedImageView() -> UIImageView? {
        return feedImageView
    }

    override func getIconImageView() -> UIImageView? {
        return iconImageView
    }

    override func useImageFeed() -> Bool {
        return true
    }

    override func useImageIcon() -> Bool {
        return true
    }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        guard let adItem = adItem as? AdListItem else { return }
        titleLabel.text = adItem.appName
        pointUnitLabel.text = adItem.pointUnit

        switch adItem.state {
        case .confirm:
            descLabel.text = ""
            pointAmountLabel.text = "설치확인 후 리워드가 지급됩니다."
            pointUnitLabel.isHidden = true
        case .paid:
            descLabel.text = ""
            pointAmountLabel.text = "이미 지급된 광고입니다."
            pointUnitLabel.isHidden = true
        case .disabled, .ended:
            descLabel.text = ""
            pointAmountLabel.text = "종료된 광고입니다."
            pointUnitLabel.isHidden = true
        default:
            descLabel.text = adItem.cmpnDesc.trimmingCharacters(in: .whitespaces)
            pointAmountLabel.text = adItem.pointText
            pointUnitLabel.isHidden = false
        }
    }
}
