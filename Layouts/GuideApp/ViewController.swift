import UIKit
import TnkRwdSdk2

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        
        TnkSession.initInstance(appId: "c01060e0-XXXX-XXXX-XXXX-1d070e050302")
        TnkSession.sharedInstance()?.setUserName("testUser")
        
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: CustomAdListItemView.self, 
                                                viewLayout: CustomAdListItemViewLayout())
    }


    @IBAction
    func showOfferwall() {
        let vc = AdOfferwallViewController()
        vc.title = "TEST Offerwall"
        
        let navController = UINavigationController(rootViewController: vc)
        navController.modalPresentationStyle = .fullScreen
        navController.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.black]
        self.present(navController, animated: true)
    }
}
