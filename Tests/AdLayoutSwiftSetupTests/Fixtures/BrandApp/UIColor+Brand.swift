// Brand colours and fonts as UIKit extensions.
import UIKit

extension UIColor {
    static let brandBackground = UIColor(white: 0.96, alpha: 1)

    static var brandPoint: UIColor {
        UIColor(red: 0.15, green: 0.45, blue: 0.95, alpha: 1)
    }
}

extension UIFont {
    static var brandTitle: UIFont {
        return .systemFont(ofSize: Brand.titleSize, weight: .semibold)
    }
}
