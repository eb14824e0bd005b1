/// Reading what decides the size and drawing of UIKit's controls: a button's insets and iOS 15
/// configuration, and the other controls' styles, segments and values.
extension XIBDecoder {
    /// A button's `<inset key=…  minX minY maxX maxY>` (left, top, right, bottom), if written.
    mutating func buttonInsets(_ element: XMLElementNode, _ key: String) -> XIBEdgeInsets? {
        guard let inset = element.child("inset", key: key) else { return nil }
        noteUnknownAttributes(inset, known: ["key", "minX", "minY", "maxX", "maxY"])
        return XIBEdgeInsets(top: number(inset, "minY") ?? 0, leading: number(inset, "minX") ?? 0,
                             bottom: number(inset, "maxY") ?? 0, trailing: number(inset, "maxX") ?? 0,
                             isDirectional: false)
    }

    /// `<buttonConfiguration key="configuration" …>` and its children.
    mutating func decodeButtonConfiguration(_ element: XMLElementNode) -> XIBButtonConfiguration {
        noteUnknownAttributes(element, known: ["key", "style", "title", "image", "imagePlacement", "imagePadding",
                                               "cornerStyle", "buttonSize", "subtitle", "titleAlignment",
                                               "showsActivityIndicator"])
        let insets = element.child("directionalEdgeInsets", key: "contentInsets").map { decodeInsets($0) }
        return XIBButtonConfiguration(
            style: element["style"], title: element["title"] ?? element.child("string", key: "title")?.text,
            titleFont: element.child("fontDescription", key: "titleFontDescription").map { decodeFont($0) },
            contentInsets: insets, image: imageName(element, attribute: "image").name,
            imagePlacement: element["imagePlacement"], imagePadding: number(element, "imagePadding"),
            cornerStyle: element["cornerStyle"], buttonSize: element["buttonSize"],
            baseForegroundColor: keyedColor(element, "baseForegroundColor"),
            baseBackgroundColor: keyedColor(element, "baseBackgroundColor"))
    }

    /// A control element's style, segments and value.
    mutating func decodeControl(_ element: XMLElementNode) -> XIBControlProperties {
        let titles = element.child("segments", key: nil)?.children("segment").map { $0["title"] ?? "" } ?? []
        // A slider's value within its range; a progress view's progress.
        var fraction = number(element, "progress") ?? 0.5
        if let value = number(element, "value") {
            let low = number(element, "minValue") ?? 0, high = number(element, "maxValue") ?? 1
            fraction = high > low ? min(max((value - low) / (high - low), 0), 1) : 0
        }
        return XIBControlProperties(
            style: element["style"] ?? element["progressViewStyle"], segmentTitles: titles,
            isOn: bool(element, "on", default: false), fraction: min(max(fraction, 0), 1),
            numberOfPages: integer(element, "numberOfPages"), datePickerMode: element["datePickerMode"])
    }
}
