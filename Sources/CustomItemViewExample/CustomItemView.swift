import AdLayoutCore
import Foundation

/// The guide's `CustomItemView.xib`, as code: its six views, their styles and the Auto Layout
/// constraints of the SDK's sample project (docs/fidelity/sdk-sources.md).
///
/// The guide designs these in Interface Builder; without UIKit, the outlets are attribute values
/// and the constraints are solved in ``layout(_:in:measurer:)`` the way Auto Layout would for
/// one item's texts (labels without a width or height take their text's size; an empty label
/// has none, as a `UILabel`'s intrinsic size).
public struct CustomItemView: Sendable {
    /// Feed image: leading, trailing and top 16, aspect 320:167 (aspect-fill).
    public var feedImageView = ImageAttribute()
    /// Icon: 72 × 72, leading 16, 10 below the feed image.
    public var iconImageView = ImageAttribute(width: 72, height: 72)
    /// Title: 8 after the icon, trailing 16, 12 below the feed image, height 38; system 15, two lines.
    public var titleLabel: LabelAttribute = {
        var a = LabelAttribute(width: TnkLayout.wrapContent, height: 38, font: .systemFont(ofSize: 15),
                               color: UIColor(rgb: 0x555555), numberOfLines: 2)
        a.lineBreakMode = .byWordWrapping
        return a
    }()
    /// Desc: 8 after the icon, 8 below the title; system 13, systemTeal.
    public var descLabel = LabelAttribute(height: 0, font: .systemFont(ofSize: 13), color: .systemTeal)
    /// Point amount: 6 after the desc, centred vertically on it; system 15, systemIndigo.
    public var pointAmountLabel = LabelAttribute(height: 0, font: .systemFont(ofSize: 15), color: .systemIndigo)
    /// Point unit: 3 after the amount, bottom-aligned with it; system 11, #5856D6.
    public var pointUnitLabel = LabelAttribute(height: 0, font: .systemFont(ofSize: 11), color: UIColor(rgb: 0x5856D6))

    /// What `setData` puts into the outlets.
    public struct Content: Sendable, Hashable {
        /// `titleLabel.text`.
        public var title = ""
        /// `descLabel.text`.
        public var desc = ""
        /// `pointAmountLabel.text`.
        public var pointAmount = ""
        /// `pointUnitLabel.text`.
        public var pointUnit = ""
        /// `pointUnitLabel.isHidden`.
        public var pointUnitHidden = false
        /// The feed image (`setImageFeed`); nil draws the placeholder.
        public var feedImage: ImageSource?
        /// The icon (`setImageIcon`); nil draws the placeholder.
        public var iconImage: ImageSource?
        /// Empty outlets.
        public init() {}
    }

    /// The XIB's views with their Interface Builder styles.
    public init() {}

    /// Frames of the six views inside `bounds` (the cell's content view), as nodes.
    public func layout(_ content: Content, in bounds: CGRect, measurer: any TextMeasuring) -> [LayoutNode] {
        let factory = ElementFactory(measurer: measurer)
        // A label's intrinsic size: its text's, up to the cell's trailing edge; none when empty.
        func fit(_ attribute: LabelAttribute, _ text: String, x: CGFloat) -> CGSize {
            text.isEmpty ? .zero : factory.labelSize(attribute, text: text, maxWidth: bounds.maxX - x).size
        }
        let feedWidth = bounds.width - 16 - 16
        let feed = CGRect(x: bounds.minX + 16, y: bounds.minY + 16, width: feedWidth, height: feedWidth * 167 / 320)
        let icon = CGRect(x: bounds.minX + 16, y: feed.maxY + 10, width: 72, height: 72)
        let titleX = icon.maxX + 8
        let title = CGRect(x: titleX, y: feed.maxY + 12, width: bounds.maxX - 16 - titleX, height: titleLabel.height)
        let descX = icon.maxX + 8
        let desc = CGRect(origin: CGPoint(x: descX, y: title.maxY + 8), size: fit(descLabel, content.desc, x: descX))
        let amountX = desc.maxX + 6
        let amountSize = fit(pointAmountLabel, content.pointAmount, x: amountX)
        let amount = CGRect(x: amountX, y: desc.midY - amountSize.height / 2,
                            width: amountSize.width, height: amountSize.height)
        let unitX = amount.maxX + 3
        let unitSize = fit(pointUnitLabel, content.pointUnit, x: unitX)
        let unit = CGRect(x: unitX, y: amount.maxY - unitSize.height, width: unitSize.width, height: unitSize.height)

        var nodes = [
            factory.image(.feedImage, feedImageView, source: content.feedImage, frame: feed),
            factory.image(.iconImage, iconImageView, source: content.iconImage, frame: icon),
            factory.label(.titleLabel, titleLabel, text: content.title, frame: title),
            factory.label(.descLabel, descLabel, text: content.desc, frame: desc),
            factory.label(.pointAmountLabel, pointAmountLabel, text: content.pointAmount, frame: amount),
        ]
        if !content.pointUnitHidden {
            nodes.append(factory.label(.pointUnitLabel, pointUnitLabel, text: content.pointUnit, frame: unit))
        }
        return nodes
    }
}
