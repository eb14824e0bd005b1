import UIKit
import TnkRwdSdk2

class CodeAdListItemViewLayout : AdListItemViewLayout {

    override func viewSize(_ parentSize:CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        let feedWidth = width - 16 - 16
        let feedHeight = feedWidth * 167 / 320
        let viewHeight = feedHeight + 12 + 72 + 10 + 12

        return CGSize(width: width, height:viewHeight)
    }
}
