import UIKit
import TnkRwdSdk2

final class BannerViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        TnkLayout.shared.registerItemViewLayout(type: .normal,
                                                viewClass: BannerRewardView.self,
                                                viewLayout: AdListItemViewLayout())
    }
}
