/// Plain-words descriptions of the libxml2 error codes `XMLParser` reports (its
/// `NSXMLParserErrorDomain` codes are libxml2's `xmlParserErrors`). On Linux the parser gives no
/// message of its own.
enum XMLParseErrorText {
    /// A description of a libxml2 error code.
    static func describe(code: Int) -> String {
        switch code {
        case 4: return "the file does not start with an XML element"
        case 5: return "there is content after the end of the root element"
        case 6, 7, 8: return "a character reference (&#…;) is not valid"
        case 9: return "the text contains a character XML does not allow"
        case 10, 14: return "a reference (&…;) is cut off by the end of the file"
        case 22, 23: return "an entity reference (&…;) is not terminated by ';'"
        case 26, 27: return "an entity reference (&…;) names an entity that is not defined"
        case 31, 32, 79, 81: return "the file's encoding is not supported or does not match its declaration"
        case 38: return "an attribute value contains '<'"
        case 39: return "an attribute value is not in quotes"
        case 40: return "an attribute value is not closed"
        case 41: return "an attribute has no value"
        case 42: return "an attribute appears twice in one tag"
        case 45: return "a comment is not closed"
        case 46, 47: return "a processing instruction is not well-formed"
        case 56, 57: return "the XML declaration (<?xml …?>) is not well-formed"
        case 61: return "a DOCTYPE declaration is not closed"
        case 63: return "a CDATA section is not closed"
        case 64: return "a processing instruction uses the reserved name 'xml'"
        case 65: return "a space is missing between attributes"
        case 68: return "a tag has no name"
        case 73: return "a start tag is not closed with '>'"
        case 74: return "an end tag is missing"
        case 75: return "an attribute is missing '='"
        case 76: return "an end tag does not match the element it closes"
        case 77: return "the file ends inside a tag"
        case 80: return "a comment contains '--'"
        case 85: return "the elements are not properly nested"
        case 86: return "there is extra content at the end of the document"
        case 89: return "the elements are nested too deeply"
        case 96: return "the XML declaration (<?xml …?>) has no version"
        case 111: return "the document expands entities excessively"
        case 512: return "reading was stopped"
        default: return "the XML is not well-formed (libxml2 error \(code))"
        }
    }
}
