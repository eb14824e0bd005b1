import UIKit
import TnkRwdSdk2

final class MissionViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        TnkLayout.shared.registerItemViewLayout(type: .normal,
                                                viewClass: MissionItemView.self,
                                                viewLayout: MissionItemLayout())
    }
}

final class MissionItemLayout: AdListItemViewLayout {
    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        return CGSize(width: width, height: 76)
    }
}
