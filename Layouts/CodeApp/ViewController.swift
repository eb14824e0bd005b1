import UIKit
import TnkRwdSdk2

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        TnkSession.initInstance(appId: "c01060e0-XXXX-XXXX-XXXX-1d070e050302")
        TnkSession.sharedInstance()?.setUserName("testUser")

        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: CodeAdListItemView.self,
                                                viewLayout: CodeAdListItemViewLayout())
    }
}
