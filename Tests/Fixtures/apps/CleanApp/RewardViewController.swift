import UIKit
import TnkRwdSdk2

final class RewardViewController: UIViewController {
    private let headerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "리워드"
        navigationItem.title = "무료 포인트"
        navigationController?.navigationBar.prefersLargeTitles = false
        headerLabel.text = "오늘의 미션"
        view.addSubview(headerLabel)

        TnkLayout.shared.registerItemViewLayout(type: .normal,
                                                viewClass: RewardItemView.self,
                                                viewLayout: AdListItemViewLayout())
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    @IBAction func openOfferwall(_ sender: Any) {
        let offerwall = AdOfferwallViewController()
        offerwall.title = "무료 포인트"
        self.present(UINavigationController(rootViewController: offerwall), animated: true)
    }
}
