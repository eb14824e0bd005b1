import UIKit

func setUpOfferwall() {
    let viewLayout = AdListItemViewLayout()
    viewLayout.iconImage.width = 64
    for size in [60, 64] {
        viewLayout.iconImage.height = CGFloat(size)
    }
    viewLayout.feedImage.imageNormal = UIImage(named: "banner")
    viewLayout.titleLabel.text = "\(viewLayout.iconImage.width) pt"
    viewLayout.iconImage.width += 8
    viewLayout.titleLabel.leadingSpace += 4
    TnkStyles.shared.adListItem.titleLabel.color = .purple
    TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: viewLayout)
    showOfferwall()
}
