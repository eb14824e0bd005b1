// An app's design constants, as apps keep them: file-level constants and an enum namespace.
import UIKit

/// The brand's main colour.
let brandOrange = UIColor(red: 1.0, green: 0.45, blue: 0.1, alpha: 1.0)

/// Text colour of titles.
let brandInk: UIColor = UIColor(argb: 0xFF1F2A44)

enum Brand {
    static let cornerRadius: CGFloat = 12
    static let titleSize: CGFloat = 15

    enum Spacing {
        static let row: CGFloat = 6
        static let inset = UIEdgeInsets(top: 8, left: 14, bottom: 8, right: 14)
    }

    /// The brand colour under the name the screens use.
    static let accent = brandOrange
    static let divider = Self.accent.withAlphaComponent(0.3)
}
