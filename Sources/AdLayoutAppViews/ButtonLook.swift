import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// How UIKit draws a button in its default appearance: a classic button as its title in the tint
/// colour (or its state's title colour); a configured one by its style — `filled` (and
/// `borderedProminent`) a tint-coloured rounded rectangle or capsule with a white title, `gray` (and
/// `bordered`) a light gray one with a tinted title, `tinted` (and `borderedTinted`) the tint at a low
/// alpha, `plain`/`borderless` the title alone.
enum ButtonLook {
    /// The tint colour the button draws with: its own, else the system blue.
    static func tint(_ view: XIBView) -> Color { XIBStyle.color(view.tintColor) ?? UIKitDefaults.tintColor }

    /// The title's colour.
    static func titleColor(_ view: XIBView) -> Color {
        guard let button = view.button else { return UIKitDefaults.tintColor }
        if let configuration = button.configuration {
            if let color = XIBStyle.color(configuration.baseForegroundColor) { return color }
            return isProminent(configuration) ? .white : tint(view)
        }
        return XIBStyle.color(button.state("normal")?.titleColor) ?? tint(view)
    }

    /// The button's box: the view's own background, or the configuration's background and corners.
    static func box(_ view: XIBView, height: CGFloat) -> BoxStyle {
        var box = XIBStyle.box(of: view)
        guard let configuration = view.button?.configuration, box.backgroundColor.isClear else { return box }
        let base = XIBStyle.color(configuration.baseBackgroundColor)
        switch configuration.style ?? "plain" {
        case "filled", "borderedProminent": box.backgroundColor = base ?? tint(view)
        case "gray", "bordered": box.backgroundColor = base ?? UIKitDefaults.systemGray5
        case "tinted", "borderedTinted": box.backgroundColor = base ?? tint(view).withAlphaComponent(0.15)
        default: return box
        }
        if box.cornerRadius == 0 {
            box.cornerRadius = configuration.cornerStyle == "capsule" ? height / 2 : CGFloat(UIKitDefaults.configurationCornerRadius)
        }
        return box
    }

    /// Whether the style draws a white title on a tinted fill.
    static func isProminent(_ configuration: XIBButtonConfiguration) -> Bool {
        configuration.style == "filled" || configuration.style == "borderedProminent"
    }
}
