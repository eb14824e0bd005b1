// The registration: a layout subclass that uses the constants and extensions of the other files.
import TnkRwdSdk2
import UIKit

final class BrandItemLayout: AdListItemViewLayout {
    private let iconSide: CGFloat = 56

    override init() {
        super.init()
        titleLabel.font = .brandTitle
        titleLabel.color = brandInk
        pointAmountLabel.color = .brandPoint
        iconImage.width = iconSide
        iconImage.height = iconSide
        iconImage.cornerRadius = Brand.cornerRadius
        lineSpace = Brand.Spacing.row
        sectionInset = Brand.Spacing.inset
        dividerColor = Brand.divider
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class OfferwallLauncher {
    /// A badge style made once, in a closure.
    private let badge: LabelAttribute = {
        let label = LabelAttribute()
        label.color = brandOrange
        label.font = UIFont.boldSystemFont(ofSize: 11)
        return label
    }()

    func setUp() {
        TnkLayout.shared.listViewBackgroundColor = .brandBackground
        let layout = BrandItemLayout()
        layout.pointUnitLabel = badge
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: layout)
    }
}
