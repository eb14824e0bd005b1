import UIKit
import TnkRwdSdk2

final class OfferwallViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        TnkLayout.shared.registerItemViewLayout(type: .normal,
                                                viewClass: AdaptiveItemView.self,
                                                viewLayout: AdaptiveItemLayout())
    }
}
