import Foundation
import AdLayoutModel

/// Building blocks for item views: measured labels and styled images, so every plugin (built-in
/// or a user's) turns attributes into nodes the same way.
public struct ElementFactory: Sendable {
    /// Measures the labels' text.
    public let measurer: any TextMeasuring

    /// A factory measuring with `measurer`.
    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Size a label would take: fixed width when `attribute.width ≥ 0`, else the text's width
    /// capped at `maxWidth`; height is the laid-out text's, at least `attribute.height`.
    public func labelSize(_ attribute: LabelAttribute, text: String, maxWidth: CGFloat) -> (size: CGSize, metrics: TextMetrics) {
        let limit = attribute.width >= 0 ? attribute.width : max(0, maxWidth)
        let metrics = measurer.measure(text, font: attribute.font, maxWidth: limit,
                                       numberOfLines: attribute.numberOfLines, lineBreakMode: attribute.lineBreakMode,
                                       lineBreakStrategy: attribute.lineBreakStrategy)
        let width = attribute.width >= 0 ? attribute.width : min(SystemFontMetrics.labelWidth(metrics.width), limit)
        return (CGSize(width: width, height: max(attribute.height, metrics.height)), metrics)
    }

    /// Height of `lines` lines of `font` (probe text with Hangul and Latin extents).
    public func lineHeight(_ font: Font, lines: Int = 1) -> CGFloat {
        measurer.measure(UniformHeightProbe.text(lines: lines), font: font, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byClipping).height
    }

    /// A text node. Give the `metrics` ``labelSize(_:text:maxWidth:)`` returned for it, so the node
    /// knows whether its text is cut without measuring it again (a frame narrower than the
    /// measured text cuts it too); without them ``FitCheck`` measures it at its frame.
    public func label(_ kind: NodeKind, _ attribute: LabelAttribute, text: String, frame: CGRect,
                      color: Color? = nil, strikethrough: Bool = false, metrics: TextMetrics? = nil) -> LayoutNode {
        var content = TextContent(string: text, font: attribute.font, color: color ?? attribute.color,
                                  numberOfLines: attribute.numberOfLines,
                                  lineBreakMode: attribute.lineBreakMode,
                                  lineBreakStrategy: attribute.lineBreakStrategy,
                                  alignment: attribute.textAlignment, strikethrough: strikethrough)
        if let metrics {
            content.record(metrics)
            if !metrics.isTruncated && frame.width + Self.widthTolerance < metrics.width { content.isTruncated = true }
        }
        return LayoutNode(kind: kind, frame: frame,
                          box: BoxStyle(backgroundColor: attribute.backgroundColor, cornerRadius: attribute.cornerRadius,
                                        strokeColor: attribute.strokeColor, strokeWidth: attribute.strokeWidth),
                          content: .text(content))
    }

    /// How much narrower than its measured text a label's frame may be before it cuts the text, in
    /// points (rounding of frames).
    static let widthTolerance: CGFloat = 0.01

    /// An image node, clipped to the attribute's corners; `source` nil draws the placeholder.
    public func image(_ kind: NodeKind, _ attribute: ImageAttribute, source: ImageSource?, frame: CGRect,
                      tint: Color? = nil) -> LayoutNode {
        LayoutNode(kind: kind, frame: frame,
                   box: BoxStyle(backgroundColor: attribute.backgroundColor, cornerRadius: attribute.cornerRadius,
                                 strokeColor: attribute.strokeColor, strokeWidth: attribute.strokeWidth,
                                 clipsToBounds: true),
                   content: .image(ImageContent(source: source ?? attribute.imageNormal, tint: tint)))
    }
}
