import UIKit
import TnkRwdSdk2

final class MissionViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        TnkLayout.shared.registerItemViewLayout(type: .normal,
                                                viewClass: MissionCell.self,
                                                viewLayout: MissionCellLayout())
    }
}
