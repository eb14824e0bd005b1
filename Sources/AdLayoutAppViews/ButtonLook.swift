import AdLayoutEngine
import AdLayoutModel
import Foundation

/// How UIKit draws a button in its default appearance: a classic button as its title in the tint
/// colour (or its state's title colour); a configured one by its style — `filled` (and
/// `borderedProminent`) a tint-coloured rounded rectangle or capsule with a white title, `gray` (and
/// `bordered`) a light gray one with a tinted title, `tinted` (and `borderedTinted`) the tint at a low
/// alpha, `plain`/`borderless` the title alone.
enum ButtonLook {
    /// The tint colour the button draws with: its own, else the system blue.
    static func tint(_ tint: Color?) -> Color { tint ?? UIKitDefaults.tintColor }

    /// The title's colour: the one written (a configuration's base foreground colour, a classic button's normal
    /// title colour), else white on a prominent configuration, else the tint (`tint`: the button's own).
    static func titleColor(written: Color?, configuration: AppButtonConfiguration?, tint: Color?) -> Color {
        if let written { return written }
        if let configuration, isProminent(configuration) { return .white }
        return self.tint(tint)
    }

    /// The button's box: the view's own background, or the configuration's background and corners.
    static func box(_ view: AppView, height: CGFloat) -> BoxStyle {
        var box = view.box
        guard let configuration = view.button?.configuration, box.backgroundColor.isClear else { return box }
        let base = configuration.baseBackgroundColor
        switch configuration.style ?? "plain" {
        case "filled", "borderedProminent": box.backgroundColor = base ?? tint(view.tint)
        case "gray", "bordered": box.backgroundColor = base ?? UIKitDefaults.systemGray5
        case "tinted", "borderedTinted": box.backgroundColor = base ?? tint(view.tint).withAlphaComponent(0.15)
        default: return box
        }
        if box.cornerRadius == 0 {
            box.cornerRadius = configuration.cornerStyle == "capsule" ? height / 2 : CGFloat(UIKitDefaults.configurationCornerRadius)
        }
        return box
    }

    /// Whether the style draws a white title on a tinted fill.
    static func isProminent(_ configuration: AppButtonConfiguration) -> Bool {
        configuration.style == "filled" || configuration.style == "borderedProminent"
    }
}
