import UIKit
import TnkRwdSdk2

final class MissionViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.title = "미션"

        TnkLayout.shared.registerItemViewLayout(type: .normal,
                                                viewClass: MissionItemView.self,
                                                viewLayout: AdListItemViewLayout())
    }
}
