import Foundation
import AdLayoutModel
import AdLayoutEngine

/// Settings the built-in layout classes share, each set the way the SDK's presets set them.
extension AdListItemViewLayout {
    /// A section whose items scroll across (`scrolling`), filled in `direction` (the SDK's `itemDirection`),
    /// `space` apart inside `inset`, with no inset of their own.
    func arrangeStrip(_ scrolling: ScrollType, direction: Int, inset: EdgeInsets, itemSpace space: CGFloat) {
        orthogonalScrolling = scrolling
        itemDirection = direction
        sectionInset = inset
        itemInset = .zero
        itemSpace = space
    }

    /// Feed cards: the feed image instead of the icon, the title and desc ``/AdLayoutSDK/PresetMetrics/feedTextInset``
    /// in from the card's edge, no divider.
    func showFeedCards() {
        useIconImage = false
        useFeedImage = true
        titleLabel.leadingSpace = PresetMetrics.feedTextInset
        descLabel.leadingSpace = PresetMetrics.feedTextInset
        dividerHeight = 0
    }
}
