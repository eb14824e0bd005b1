import UIKit
import TnkRwdSdk2

final class RewardViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        TnkLayout.shared.registerItemViewLayout(type: .normal,
                                                viewClass: RewardCell.self,
                                                viewLayout: RewardCellLayout())
    }
}
