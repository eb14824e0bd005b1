import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// A XIB's fonts, colours, text settings and layer paint as the engine's values: the XIB front end converts its
/// views' with these once (``AppViewTree/view(_:file:)``).
enum XIBStyle {
    /// The XIB's colour as drawn in the light appearance it was saved in; nil when the XIB names one
    /// it does not define (an asset-catalog colour without its resource, a catalog colour).
    static func color(_ color: XIBColor?) -> Color? {
        guard let components = color?.components else { return nil }
        let c = components.rgba
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        return Color(argb: byte(c.alpha) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue))
    }

    /// The XIB's font; `fallback` when it gives none.
    static func font(_ font: XIBFont?, fallback: Font) -> Font {
        guard let font else { return fallback }
        let size = CGFloat(font.pointSize ?? Double(fallback.size))
        switch font.descriptor {
        case .system(let weight): return Font(size: size, weight: weight)
        case .boldSystem: return Font(size: size, weight: .bold)
        case .italicSystem: return Font(size: size, italic: true)
        // A named font stands in as the system font of its weight (the project has no app fonts).
        case .custom(let name, _):
            let lower = name.lowercased()
            let weight: FontWeight = lower.contains("bold") ? .bold : lower.contains("medium") ? .medium
                : lower.contains("light") ? .light : .regular
            return Font(size: size, weight: weight)
        // Dynamic Type styles at the large size, as UIKit's default text size shows them.
        case .textStyle(let style): return Font(size: CGFloat(textStyleSizes[style] ?? 17),
                                                weight: style.hasSuffix("Headline") ? .semibold : .regular)
        }
    }

    /// Point sizes of the Dynamic Type styles at the default (large) size. Xcode writes the large title as
    /// `UICTFontTextStyleTitle0` (`UIFont.TextStyle.largeTitle`'s raw value; Wikipedia's PageHistoryCountsView
    /// saves its label 40.67 tall, a 34-pt line).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    static func alignment(_ alignment: XIBTextAlignment?) -> TextAlignment {
        switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified, .natural, nil: .natural
        }
    }

    /// A view's background, clipping, and its `layer.cornerRadius`, `layer.borderWidth` and `layer.borderColor`-style
    /// runtime attributes as a box.
    static func box(of view: XIBView) -> BoxStyle {
        var box = BoxStyle(backgroundColor: color(view.backgroundColor) ?? .clear, clipsToBounds: view.clipsSubviews)
        for attribute in view.runtimeAttributes {
            switch (attribute.keyPath, attribute.value) {
            case ("layer.cornerRadius", .number(let r)): box.cornerRadius = CGFloat(r)
            case ("layer.borderWidth", .number(let w)): box.strokeWidth = CGFloat(w)
            // `layer.borderColor` is a CGColor, which IB cannot set; apps set a UIColor key path of their own.
            case (let key, .color(let c)) where key.hasPrefix("layer.border") || key == "borderColor":
                box.strokeColor = color(c) ?? box.strokeColor
            case ("layer.masksToBounds", .boolean(let b)), ("clipsToBounds", .boolean(let b)): box.clipsToBounds = b
            default: break
            }
        }
        return box
    }
}
