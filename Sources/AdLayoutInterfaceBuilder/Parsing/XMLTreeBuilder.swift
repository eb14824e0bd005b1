import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The first stage: streams a XIB's bytes through `XMLParser` into a tree of ``XMLElementNode``,
/// enforcing ``XIBLimits`` as elements arrive and turning parser errors into ``XIBError``.
///
/// The delegate is a private class used on the calling thread only, for the length of one
/// ``build(bytes:fileName:limits:)`` call.
enum XMLTreeBuilder {
    /// Elements whose character data is kept (`<string key="text">` and friends); the text of all
    /// others is whitespace between tags and is dropped as it arrives.
    static let textElements: Set<String> = ["string", "mutableString"]

    /// Parses bytes into the root element: UTF-8 text, as ``XIBTextEncoding`` hands it over (the
    /// parser is never given another encoding to switch to).
    static func build(bytes: [UInt8], fileName: String, limits: XIBLimits) throws(XIBError) -> XMLElementNode {
        for declaration in ["<!DOCTYPE", "<!ENTITY"] {
            if let offset = SourceLocator.firstOffset(of: Array(declaration.utf8), in: bytes) {
                throw XIBError(kind: .forbiddenDeclaration, fileName: fileName,
                               position: SourceLocator.position(ofOffset: offset, in: bytes),
                               message: "the file declares \(declaration)…>; XIB files have no DTD and the reader "
                                   + "does not process DTDs or entity declarations")
            }
        }

        try MarkupPrescan.check(bytes, fileName: fileName, limits: limits)

        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let delegate = Delegate(bytes: bytes, fileName: fileName, limits: limits)
        parser.delegate = delegate
        _ = parser.parse()
        parser.delegate = nil
        return try delegate.finish(parserError: parser.parserError)
    }

    /// The `XMLParserDelegate` that builds the tree.
    private final class Delegate: NSObject, XMLParserDelegate {
        /// An element whose end tag has not arrived yet.
        struct OpenElement {
            var name: String
            var attributes: [String: String]
            var position: XIBSourcePosition
            var children: [XMLElementNode] = []
            var text = ""
            var textBytes = 0
            var keepsText: Bool
        }

        /// A parser error as first reported.
        struct ParseError {
            var code: Int
            var line: Int
            var column: Int
            var openElements: [String]
        }

        let bytes: [UInt8]
        let fileName: String
        let limits: XIBLimits
        var locator: SourceLocator
        var stack: [OpenElement] = []
        var root: XMLElementNode?
        var failure: XIBError?
        var parseError: ParseError?
        var elementCount = 0
        var viewCount = 0
        var constraintCount = 0

        init(bytes: [UInt8], fileName: String, limits: XIBLimits) {
            self.bytes = bytes
            self.fileName = fileName
            self.limits = limits
            self.locator = SourceLocator(bytes: bytes)
        }

        /// Stops the parser with an error; the first error wins.
        func fail(_ parser: XMLParser, _ kind: XIBError.Kind, _ position: XIBSourcePosition, _ message: String) {
            guard failure == nil else { return }
            failure = XIBError(kind: kind, fileName: fileName, position: position, message: message)
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard failure == nil, parseError == nil else { return }
            let position = locator.startTag(reportedLine: parser.lineNumber, reportedColumn: parser.columnNumber)

            elementCount += 1
            if elementCount > limits.maxElements {
                fail(parser, .limitExceeded, position,
                     "more than \(limits.maxElements) elements (XIBLimits.maxElements)")
                return
            }
            if stack.count + 1 > limits.maxDepth {
                fail(parser, .limitExceeded, position,
                     "<\(elementName)> is nested \(stack.count + 1) elements deep; the limit is \(limits.maxDepth) "
                         + "(XIBLimits.maxDepth)")
                return
            }
            for name in attributeDict.keys.sorted() {
                let length = attributeDict[name]?.utf8.count ?? 0
                if length > limits.maxAttributeLength {
                    fail(parser, .limitExceeded, position,
                         "the attribute '\(name)' of <\(elementName)> is \(length) bytes long; the limit is "
                             + "\(limits.maxAttributeLength) (XIBLimits.maxAttributeLength)")
                    return
                }
            }
            let parentName = stack.last?.name
            if XIBVocabulary.countsAsView(elementName: elementName, parentName: parentName,
                                          key: attributeDict["key"]) {
                viewCount += 1
                if viewCount > limits.maxViews {
                    fail(parser, .limitExceeded, position,
                         "more than \(limits.maxViews) views (XIBLimits.maxViews)")
                    return
                }
            }
            if elementName == "constraint" {
                constraintCount += 1
                if constraintCount > limits.maxConstraints {
                    fail(parser, .limitExceeded, position,
                         "more than \(limits.maxConstraints) constraints (XIBLimits.maxConstraints)")
                    return
                }
            }
            stack.append(OpenElement(name: elementName, attributes: attributeDict, position: position,
                                     keepsText: XMLTreeBuilder.textElements.contains(elementName)))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            guard failure == nil, parseError == nil, let open = stack.popLast() else { return }
            let node = XMLElementNode(name: open.name, attributes: open.attributes, position: open.position,
                                      children: open.children, text: open.text)
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }

        func appendText(_ parser: XMLParser, _ string: String) {
            guard failure == nil, parseError == nil, let last = stack.indices.last, stack[last].keepsText else { return }
            stack[last].textBytes += string.utf8.count
            if stack[last].textBytes > limits.maxTextLength {
                fail(parser, .limitExceeded, stack[last].position,
                     "the text of <\(stack[last].name)> is longer than \(limits.maxTextLength) bytes "
                         + "(XIBLimits.maxTextLength)")
                return
            }
            stack[last].text += string
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            appendText(parser, string)
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            appendText(parser, String(decoding: CDATABlock, as: UTF8.self))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard failure == nil, self.parseError == nil else { return }
            self.parseError = ParseError(code: (parseError as NSError).code, line: parser.lineNumber,
                                         column: parser.columnNumber, openElements: stack.map(\.name))
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
            self.parser(parser, parseErrorOccurred: validationError)
        }

        /// The root element, or the error that stopped parsing.
        func finish(parserError: (any Error)?) throws(XIBError) -> XMLElementNode {
            if let failure { throw failure }
            if parseError == nil, let parserError, (parserError as NSError).code != 512 {
                let open = stack.map(\.name)
                parseError = ParseError(code: (parserError as NSError).code, line: 0, column: 0, openElements: open)
            }
            if let parseError { throw describe(parseError) }
            if !stack.isEmpty {
                // No error reported, yet elements are still open: the bytes ended early.
                throw truncated(openElements: stack.map(\.name))
            }
            guard let root else {
                throw XIBError(kind: .notADocument, fileName: fileName, position: SourceLocator.endPosition(of: bytes),
                               message: "the file contains no XML element")
            }
            return root
        }

        /// The error for a parser error: a truncated file when the error is at the end of the
        /// bytes and elements are open; otherwise the parser's own error at its position.
        func describe(_ error: ParseError) -> XIBError {
            let errorOffset = error.line > 0
                ? SourceLocator.offset(ofLine: error.line, column: error.column, in: bytes)
                : bytes.count
            let rest = bytes[min(errorOffset, bytes.count)...]
            let onlySpaceFollows = rest.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            if onlySpaceFollows {
                return truncated(openElements: error.openElements)
            }
            let position = error.line > 0
                ? XIBSourcePosition(line: error.line, column: max(error.column, 1))
                : SourceLocator.endPosition(of: bytes)
            var message = XMLParseErrorText.describe(code: error.code)
            if let inside = error.openElements.last { message += " (inside <\(inside)>)" }
            return XIBError(kind: .malformedXML, fileName: fileName, position: position, message: message)
        }

        /// The error for bytes that end while elements are open, at the end of the bytes.
        func truncated(openElements: [String]) -> XIBError {
            let lastOpen = bytes.lastIndex(of: 0x3C)
            let lastClose = bytes.lastIndex(of: 0x3E)
            let midTag: Bool
            if let lastOpen {
                midTag = lastClose.map { $0 < lastOpen } ?? true
            } else {
                midTag = false
            }
            let message: String
            if let inside = openElements.last {
                message = midTag
                    ? "the XML ends in the middle of a tag inside <\(inside)> (expected </\(inside)>)"
                    : "the XML ends inside <\(inside)> (expected </\(inside)>)"
            } else {
                message = midTag
                    ? "the XML ends in the middle of a tag, before the root element is complete"
                    : "the XML ends before the root element"
            }
            return XIBError(kind: .malformedXML, fileName: fileName, position: SourceLocator.endPosition(of: bytes),
                            message: message)
        }
    }
}
