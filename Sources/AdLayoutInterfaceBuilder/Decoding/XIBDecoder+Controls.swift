/// Reading what decides the size and drawing of UIKit's controls: a button's insets and iOS 15
/// configuration, and the other controls' styles, segments and values.
extension XIBDecoder {
    /// A button's `<inset key=…  minX minY maxX maxY>` (left, top, right, bottom), if written.
    mutating func buttonInsets(_ element: XMLElementNode, _ key: String) throws(XIBError) -> XIBEdgeInsets? {
        guard let inset = element.child("inset", key: key) else { return nil }
        noteUnknownAttributes(inset, known: ["key", "minX", "minY", "maxX", "maxY"])
        let range = XIBValueRanges.coordinate
        return XIBEdgeInsets(top: try number(inset, "minY", range) ?? 0, leading: try number(inset, "minX", range) ?? 0,
                             bottom: try number(inset, "maxY", range) ?? 0, trailing: try number(inset, "maxX", range) ?? 0,
                             isDirectional: false)
    }

    /// `<buttonConfiguration key="configuration" …>` and its children.
    mutating func decodeButtonConfiguration(_ element: XMLElementNode) throws(XIBError) -> XIBButtonConfiguration {
        noteUnknownAttributes(element, known: ["key", "style", "title", "image", "imagePlacement", "imagePadding",
                                               "cornerStyle", "buttonSize", "subtitle", "titleAlignment",
                                               "showsActivityIndicator"])
        let insets = try element.child("directionalEdgeInsets", key: "contentInsets").map { e throws(XIBError) in
            try decodeInsets(e)
        }
        return XIBButtonConfiguration(
            style: element["style"], title: element["title"] ?? element.child("string", key: "title")?.text,
            titleFont: try element.child("fontDescription", key: "titleFontDescription").map { e throws(XIBError) in
                try decodeFont(e)
            },
            contentInsets: insets, image: imageName(element, attribute: "image").name,
            imagePlacement: element["imagePlacement"], imagePadding: try number(element, "imagePadding", XIBValueRanges.coordinate),
            cornerStyle: element["cornerStyle"], buttonSize: element["buttonSize"],
            baseForegroundColor: try keyedColor(element, "baseForegroundColor"),
            baseBackgroundColor: try keyedColor(element, "baseBackgroundColor"))
    }

    /// A control element's style, segments and value.
    mutating func decodeControl(_ element: XMLElementNode) throws(XIBError) -> XIBControlProperties {
        let titles = element.child("segments", key: nil)?.children("segment").map { $0["title"] ?? "" } ?? []
        // A slider's value within its range; a progress view's progress.
        let range = XIBValueRanges.runtimeNumber
        var fraction = try number(element, "progress", range) ?? 0.5
        // A stepper writes `minimumValue`/`maximumValue` and leaves out UIKit's defaults (value 0 in 0…100).
        let isStepper = element.name == "stepper"
        if let value = try number(element, "value", range) ?? (isStepper ? 0 : nil) {
            let low = try number(element, isStepper ? "minimumValue" : "minValue", range) ?? 0
            let high = try number(element, isStepper ? "maximumValue" : "maxValue", range) ?? (isStepper ? 100 : 1)
            fraction = high > low ? min(max((value - low) / (high - low), 0), 1) : 0
        }
        return XIBControlProperties(
            style: element["style"] ?? element["progressViewStyle"], segmentTitles: titles,
            isOn: bool(element, "on", default: false), fraction: min(max(fraction, 0), 1),
            numberOfPages: try integer(element, "numberOfPages", XIBValueRanges.count), datePickerMode: element["datePickerMode"],
            currentPage: try integer(element, "currentPage", XIBValueRanges.count) ?? 0)
    }
}
