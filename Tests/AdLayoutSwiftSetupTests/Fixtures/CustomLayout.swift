// The SDK guide's section "새로운 Layout 구현하기": the sample's three Swift listings, verbatim. The item views
// are app code (registered by the executable, e.g. custom-adlayout); the layout class and the registration are read.
import UIKit
import TnkRwdSdk2

class CustomAdListItemView : AdListItemView {
    var itemView:CustomItemView?
    
    override init(frame:CGRect) {
        super.init(frame:frame)
        
        itemView = loadView()
        
        if let view = itemView {
            contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: contentView.leftAnchor),
                view.rightAnchor.constraint(equalTo: contentView.rightAnchor),
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
            
            view.feedImageView.layer.cornerRadius = 16
            view.feedImageView.layer.borderWidth = 1
            view.feedImageView.layer.borderColor = UIColor.lightGray.cgColor
            
            view.iconImageView.layer.cornerRadius = 8
            view.iconImageView.layer.borderWidth = 1
            view.iconImageView.layer.borderColor = UIColor.lightGray.cgColor
        }
        
    }
    
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    func loadView() -> CustomItemView {
        let bundleName = Bundle(for: type(of: self))
        let nib = UINib(nibName: "CustomItemView", bundle: bundleName)
        let view = nib.instantiate(withOwner: nil, options: nil).first as! CustomItemView
        view.translatesAutoresizingMaskIntoConstraints = false
        
        return view
    }
    
    override func getFeedImageView() -> UIImageView? {
        return itemView?.feedImageView
    }
    
    override func getIconImageView() -> UIImageView? {
        return itemView?.iconImageView
    }
    
    override func useImageFeed() -> Bool {
        return true
    }
    
    override func useImageIcon() -> Bool {
        return true
    }
    
    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        if let adItem = adItem as? AdListItem {
            itemView?.titleLabel.text = adItem.appName
            itemView?.pointUnitLabel.text = adItem.pointUnit
            
            if adItem.state == .confirm {
                itemView?.descLabel.text = ""
                itemView?.pointAmountLabel.text = "설치확인 후 리워드가 지급됩니다."
                itemView?.pointUnitLabel.isHidden = true
            }
            else if adItem.state == .paid {
                itemView?.descLabel.text = ""
                itemView?.pointAmountLabel.text = "이미 지급된 광고입니다."
                itemView?.pointUnitLabel.isHidden = true
            }
            else if adItem.state == .disabled || adItem.state == .ended {
                itemView?.descLabel.text = ""
                itemView?.pointAmountLabel.text = "종료된 광고입니다."
                itemView?.pointUnitLabel.isHidden = true
            }
            else {
                itemView?.descLabel.text = adItem.cmpnDesc.trimmingCharacters(in: .whitespaces)
                itemView?.pointAmountLabel.text = adItem.pointText
                itemView?.pointUnitLabel.isHidden = false
            }
        }
    }
}

class CustomItemView : UIView {
    @IBOutlet var feedImageView:UIImageView!
    @IBOutlet var iconImageView:UIImageView!
    @IBOutlet var titleLabel:UILabel!
    @IBOutlet var descLabel:UILabel!
    @IBOutlet var pointAmountLabel:UILabel!
    @IBOutlet var pointUnitLabel:UILabel!
}
import UIKit
import TnkRwdSdk2

class CustomAdListItemViewLayout : AdListItemViewLayout {
    
    override func viewSize(_ parentSize:CGSize) -> CGSize {
        // 아이템 view 의 너비는 화면 너비에서 양쪽 inset 빼기
        let width = parentSize.width - sectionInset.left - sectionInset.right
        
        // 아이템 view의 너비에서 IB 의 feedImage 양쪽에 설정한 여백 빼기
        let feedWidth = width - 16 - 16
        
        // 피드 이미지 비율 320:167
        let feedHeight = feedWidth * 167 / 320
        let viewHeight = feedHeight + 12 + 72 + 10 + 12 // IB 에서 여백 + icon 높이 더하기
        
        return CGSize(width: width, height:viewHeight)
    }
}
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
