// Columns that depend on the section: an `if` on numberOfItems, evaluated per section at layout.
class AdaptiveGridLayout: AdListItemViewLayout {
    var cardGap: CGFloat = 8

    override init() {
        super.init()
        itemSpace = cardGap
        lineSpace = 8
        sectionHeaderViewClass = nil
        dividerHeight = 0
    }

    override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
        if numberOfItems > 4 {
            return [2, 0]
        } else if numberOfItems > 2 {
            return [1, 0]
        }
        return [numberOfItems / 2 + 1, 0]
    }

    override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = parentSize.width - sectionInset.left - sectionInset.right
        let half = (width - cardGap) / 2
        return CGSize(width: max(half, 150), height: min(iconImage.height + 20, 100))
    }
}

TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: AdaptiveGridLayout())
