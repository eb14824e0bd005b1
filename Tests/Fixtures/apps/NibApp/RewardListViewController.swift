import UIKit
import TnkRwdSdk2

final class RewardListViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        TnkLayout.shared.registerItemViewLayout(type: .normal,
                                                viewClass: NibRewardCell.self,
                                                viewLayout: NibRewardCellLayout())
    }
}
