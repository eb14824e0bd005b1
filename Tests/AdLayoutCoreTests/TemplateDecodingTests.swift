import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Template documents with mistakes: every problem is reported at once, with the JSON path,
/// line:column, and a message naming the template and the element.
@Suite struct TemplateDecodingTests {
    /// A document with one template `T` made of `elements` (JSON array members), used for `normal`.
    static func document(_ elements: String, height: String = #"{"below": "a", "offset": 8}"#,
                         extra: String = "") -> String {
        """
        {"schemaVersion": 1,
         "templates": {"T": {"height": \(height), \(extra)
          "elements": [
        \(elements)
         ]}},
         "registrations": {"normal": {"viewClass": "T"}},
         "sections": [{"type": "normal", "items": [{"appName": "A", "pointValue": 1}]}]}
        """
    }

    static let first = #"{"id": "a", "type": "image", "left": 16, "top": 16, "width": 72, "height": 72}"#

    @Test func aValidTemplateDecodesAndResolves() throws {
        let errors = documentErrors(Self.document(Self.first + #", {"id": "t", "type": "text", "text": "{appName} {pointText}", "left": {"after": "a", "offset": 8}, "top": {"alignedWith": "a"}}"#))
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func unknownFieldNamesTemplateElementPathAndLocation() throws {
        let errors = documentErrors(Self.document(Self.first + ",\n"
            + #"   {"id": "title", "type": "text", "text": "{appNam}", "left": 8, "top": 8}"#))
        let e = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(e.code == .unknownName)
        #expect(e.path == "templates.T.elements[1].text")
        #expect(e.location?.line == 5 && e.location?.column == 44)
        #expect(e.message == #"template "T", element "title": unknown field "{appNam}" (did you mean "appName"?); "#
                + "fields: appName, cmpnDesc, corpDesc, pointText, pointUnit, originalPointText, iconUrl, imageUrl, "
                + "productPriceText, discountPercent, missionsDone, missionCount, pointValue, pointValueGrouped")
        #expect(e.description.hasPrefix("test.json:5:44: templates.T.elements[1].text: template \"T\""))
    }

    @Test func unknownFieldsInStatesAndImageSourcesAndBadBraces() throws {
        let errors = documentErrors(Self.document("""
          {"id": "a", "type": "image", "source": "{iconURL}", "left": 16, "top": 16, "width": 72, "height": 72},
          {"id": "p", "type": "text", "text": "{pointText", "left": 8, "top": 8, "states": {"paid": {"text": "{paidText}"}, "payed": {"text": ""}}},
          {"id": "q", "type": "text", "text": "50% }", "left": 8, "top": 8}
        """))
        let byPath = Dictionary(errors.map { ($0.path, $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(byPath["templates.T.elements[0].source"]?.contains(#"element "a": unknown field "{iconURL}" (did you mean "iconUrl"?)"#) == true)
        #expect(byPath["templates.T.elements[1].text"]?.contains(#""{" without a closing "}" in a string "{pointText""#) == true)
        #expect(byPath["templates.T.elements[1].states.paid.text"]?.contains(#"unknown field "{paidText}""#) == true)
        #expect(byPath["templates.T.elements[1].states.payed"]?.contains(#"unknown ad state "payed" (did you mean "paid"?)"#) == true)
        #expect(byPath["templates.T.elements[2].text"]?.contains(#"write "}}" for a literal brace"#) == true)
        #expect(errors.count == 5)
    }

    /// Template texts are texts of the document: held to its 10,000 characters (a 900,000-character
    /// one once validated and then took minutes to lay out).
    @Test func textsAreHeldToTheTextLimit() throws {
        let long = String(repeating: "가", count: 10_001)
        let errors = documentErrors(Self.document(Self.first + ",\n"
            + #"   {"id": "t", "type": "text", "text": "\#(long)", "left": 8, "top": 8}"#))
        #expect(errors.map { "\($0.path): \($0.message)" }
                == ["templates.T.elements[1].text: expected a text of at most 10000 characters, found 10001"])
    }

    @Test func missingHorizontalOrVerticalRules() throws {
        let errors = documentErrors(Self.document(Self.first + """
        ,
          {"id": "noX", "type": "text", "text": "x", "top": 8},
          {"id": "noY", "type": "box", "left": 8, "width": 10, "height": 10},
          {"id": "noWidth", "type": "image", "left": 8, "top": 8, "height": 10},
          {"id": "noHeight", "type": "box", "left": 8, "right": 8, "top": 8}
        """))
        let messages = errors.map { "\($0.path): \($0.message)" }
        #expect(messages.contains(#"templates.T.elements[1]: template "T", element "noX": no horizontal position: give left, right or centerX"#))
        #expect(messages.contains(#"templates.T.elements[2]: template "T", element "noY": no vertical position: give top, bottom, centerY or baseline"#))
        #expect(messages.contains(#"templates.T.elements[3]: template "T", element "noWidth": no width: give width, or left and right"#))
        #expect(messages.contains(#"templates.T.elements[4]: template "T", element "noHeight": no height: give height, top and bottom, or an aspectRatio"#))
        #expect(errors.count == 4)
        #expect(errors.allSatisfy { $0.location != nil && $0.code == .invalidValue })
    }

    @Test func contradictoryRules() throws {
        let errors = documentErrors(Self.document(Self.first + """
        ,
          {"id": "b", "type": "box", "left": 8, "right": 8, "width": 10, "top": 8, "height": 4},
          {"id": "c", "type": "box", "centerX": "a", "left": 8, "width": 10, "top": 8, "height": 4},
          {"id": "d", "type": "text", "text": "x", "left": 8, "centerY": "a", "top": 2},
          {"id": "e", "type": "box", "left": 8, "width": 10, "top": 8, "bottom": 8, "height": 3},
          {"id": "f", "type": "image", "left": 8, "width": 10, "top": 8, "height": 3, "aspectRatio": "2:1"},
          {"id": "g", "type": "image", "left": 8, "top": 8, "aspectRatio": 2}
        """))
        let byElement = Dictionary(errors.map { ($0.path, $0.message) }, uniquingKeysWith: { a, b in a + " | " + b })
        #expect(byElement["templates.T.elements[1]"]?.contains("contradictory horizontal rules: left, right and width are all given") == true)
        #expect(byElement["templates.T.elements[2]"]?.contains("centerX cannot be combined with left or right") == true)
        #expect(byElement["templates.T.elements[3]"]?.contains("centerY cannot be combined with top or bottom") == true)
        #expect(byElement["templates.T.elements[4]"]?.contains("top, bottom and height are all given") == true)
        #expect(byElement["templates.T.elements[5]"]?.contains("aspectRatio is given, but the width and the height are both fixed") == true)
        #expect(byElement["templates.T.elements[6]"]?.contains("no width: aspectRatio needs a fixed height") == true)
        #expect(errors.count == 6)
    }

    @Test func referencesToUnknownLaterOrOwnElements() throws {
        let errors = documentErrors(Self.document(Self.first + """
        ,
          {"id": "desc", "type": "text", "text": "x", "left": {"after": "icn", "offset": 8}, "top": {"below": "amount"}},
          {"id": "amount", "type": "text", "text": "x", "left": {"after": "amount"}, "centerY": "desc", "baseline": "a"},
          {"id": "unit", "type": "text", "text": "x", "left": {"below": "a"}, "baseline": "a"}
        """))
        let messages = errors.map { "\($0.path): \($0.message)" }
        #expect(messages.contains(#"templates.T.elements[1].left.after: template "T", element "desc": no element "icn"; earlier elements: a"#))
        #expect(messages.contains(#"templates.T.elements[1].top.below: template "T", element "desc": "amount" is defined after this element (elements[2]); rules may only refer to earlier elements"#))
        #expect(messages.contains(#"templates.T.elements[2].left.after: template "T", element "amount": an element cannot refer to itself"#))
        #expect(messages.contains(#"templates.T.elements[2].baseline: template "T", element "amount": "a" is an image element; a baseline aligns with a text or button element"#))
        #expect(messages.contains(#"templates.T.elements[3].left.below: template "T", element "unit": "below" does not apply to left; left takes "after" or "alignedWith" with an "offset""#))
        // A rule that failed to read is not reported again as missing.
        #expect(!messages.contains { $0.contains("no horizontal position") || $0.contains("no vertical position") })
        // elements[2] has both centerY and baseline.
        #expect(messages.contains { $0.contains(#"element "amount": contradictory vertical rules: centerY and baseline"#) })
        #expect(messages.contains { $0.hasPrefix(#"templates.T.elements[3].baseline: template "T", element "unit": "a" is an image"#) })
        #expect(errors.count == 7, "\(messages)")
    }

    @Test func keysOfOtherElementTypesAndUnknownKeys() throws {
        let errors = documentErrors(Self.document("""
          {"id": "a", "type": "image", "left": 16, "top": 16, "width": 72, "height": 72, "font": {"size": 3}, "corner": 4},
          {"id": "b", "type": "lable", "text": "x"},
          {"id": "item", "type": "box", "left": 0, "top": 0, "width": 1, "height": 1},
          {"id": "a", "type": "box", "left": 0, "top": 0, "width": 1, "height": 1},
          {"type": "box", "left": 0, "top": 0, "width": 1, "height": 1}
        """))
        let messages = errors.map { "\($0.path): \($0.message)" }
        #expect(messages.contains(#"templates.T.elements[0].font: template "T", element "a": "font" does not apply to image elements (text and button elements take it)"#))
        #expect(messages.contains(#"templates.T.elements[0].corner: template "T", element "a": unknown key "corner""#))
        #expect(messages.contains(#"templates.T.elements[1].type: template "T", element "b": unknown element type "lable"; valid types: image, text, box, button"#))
        #expect(messages.contains(#"templates.T.elements[2].id: template "T", element "item": the id "item" is reserved for the engine's own nodes; choose another"#))
        #expect(messages.contains(#"templates.T.elements[3].id: template "T", element "a": duplicate id (elements[0] has it too)"#))
        #expect(messages.contains(#"templates.T.elements[4].id: missing required key "id" (the element's id, unique in the template)"#))
    }

    @Test func aFailedElementIsNotReportedAgainWhereItIsNamed() throws {
        let errors = documentErrors(Self.document("""
          {"id": "a", "type": "imag", "left": 16, "top": 16, "width": 72, "height": 72},
          {"id": "b", "type": "text", "text": "x", "left": {"after": "a"}, "baseline": "a"}
        """))
        #expect(errors.map(\.path) == ["templates.T.elements[0].type"])
        #expect(errors.first?.message.contains(#"unknown element type "imag" (did you mean "image"?)"#) == true)
    }

    @Test func heightRules() throws {
        let unknown = documentErrors(Self.document(Self.first, height: #"{"below": "icon", "offset": 8}"#))
        #expect(unknown.map(\.path) == ["templates.T.height.below"])
        #expect(unknown.first?.message == #"template "T": no element "icon""#)

        let bottomAnchored = documentErrors(Self.document(Self.first + #", {"id": "badge", "type": "box", "right": 0, "bottom": 0, "width": 8, "height": 8}"#,
                                                          height: #""content""#, extra: #""paddingBottom": 8,"#))
        #expect(bottomAnchored.map(\.path) == ["templates.T.elements[1]"])
        #expect(bottomAnchored.first?.message.hasPrefix(#"template "T", element "badge": its vertical rule uses the item's bottom or centre"#) == true)
        // Below an earlier element, later elements may use the item's bottom.
        #expect(documentErrors(Self.document(Self.first + #", {"id": "badge", "type": "box", "right": 0, "bottom": 0, "width": 8, "height": 8}"#)).isEmpty)

        let padding = documentErrors(Self.document(Self.first, height: "90", extra: #""paddingBottom": 8,"#))
        #expect(padding.first?.message == #"paddingBottom applies to "height": "content" only"#)
        let bad = documentErrors(Self.document(Self.first, height: #""auto""#))
        #expect(bad.first?.message == #"expected a height in points, "content" or {"below": id, "offset": points}, found a string "auto""#)
    }

    @Test func visibilityAndNames() throws {
        let both = documentErrors(Self.document(#"{"id": "a", "type": "box", "left": 0, "top": 0, "width": 1, "height": 1, "hiddenIn": ["paid"], "visibleIn": ["normal"]}"#))
        #expect(both.first?.message == #"template "T", element "a": give hiddenIn or visibleIn, not both"#)
        let state = documentErrors(Self.document(#"{"id": "a", "type": "box", "left": 0, "top": 0, "width": 1, "height": 1, "hiddenIn": ["payed"]}"#))
        #expect(state.first?.path == "templates.T.elements[0].hiddenIn[0]")

        let clash = documentErrors("""
        {"schemaVersion": 1, "templates": {"DefaultAdListItemView": {"elements": [\(Self.first)]}}, "sections": []}
        """)
        #expect(clash.first?.path == "templates.DefaultAdListItemView")
        #expect(clash.first?.message == #"template "DefaultAdListItemView" has the name of a registered view class; choose another name"#)
        let badName = documentErrors(#"{"schemaVersion": 1, "templates": {"my view": {"elements": []}}, "sections": []}"#)
        #expect(badName.first?.message.hasPrefix(#"template name "my view" must start with a letter"#) == true)
    }

    @Test func unknownViewClassSuggestsTemplates() throws {
        let errors = documentErrors(Self.document(Self.first).replacingOccurrences(of: #""viewClass": "T""#, with: #""viewClass": "TT""#)
            .replacingOccurrences(of: #""T": {"height""#, with: #""CustomItemTemplate": {"height""#)
            .replacingOccurrences(of: #""viewClass": "TT""#, with: #""viewClass": "CustomItemTemplat""#))
        let e = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(e.code == .unknownName && e.path == "registrations.normal.viewClass")
        #expect(e.message.contains(#"unknown view class "CustomItemTemplat" (did you mean "CustomItemTemplate"?)"#))
        #expect(e.message.contains("registered: BannerItemView, CpsBoxItemView"))
        #expect(e.message.contains("CustomItemTemplate"))
    }

    @Test func everyKindOfGarbageIsReportedWithoutCrashing() throws {
        let garbage: [String] = [
            #""templates": 3"#, #""templates": {"T": 3}"#, #""templates": {"T": {"elements": 3}}"#,
            #""templates": {"T": {"elements": [3, null, [], {}]}}"#,
            #""templates": {"T": {"elements": [{"id": 1, "type": 2, "left": [], "top": {}, "width": -1, "height": "x", "aspectRatio": "1:0"}]}}"#,
            #""templates": {"T": {"elements": [{"id": "a", "type": "text", "text": 5, "left": {"after": 3, "offset": "x"}, "top": {"below": "a", "alignedWith": "a"}, "states": [], "font": 3, "baseline": 4}]}}"#,
            #""templates": {"T": {"height": {"below": 3}, "divider": "yes", "elements": [{"id": "a", "type": "button", "title": "{", "left": 0, "top": 0, "inset": {"top": -1}, "states": {"paid": 3}}]}}"#,
        ]
        for g in garbage {
            let errors = documentErrors("{\"schemaVersion\": 1, \(g), \"sections\": []}")
            #expect(!errors.isEmpty, "\(g)")
            #expect(errors.allSatisfy { $0.path.hasPrefix("templates") && $0.location != nil }, "\(errors)")
        }
    }
}
