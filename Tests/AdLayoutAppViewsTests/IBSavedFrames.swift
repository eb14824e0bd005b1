import Foundation
import FoundationXML

/// The frames Interface Builder saved for a XIB's first top-level view and every view inside it, made
/// absolute (the root at the canvas's origin, whatever its saved x and y) by adding each superview's
/// saved origin, as IB saves every frame relative to its superview and the layout's frames are absolute.
/// Any element with a `<rect key="frame">` is a view (a switch, a stepper, a cell's content view…).
struct IBSavedFrames {
    /// One view as IB saved it.
    struct View {
        /// IB's object id; empty for an id-less view (an old cell's content view), which is not compared.
        let id: String
        /// The element's name (`label`, `button`, `stackView`, `tableViewCellContentView`…).
        let kind: String
        /// The saved frame, absolute.
        let frame: CGRect
        /// Index of the superview in ``views``; nil for the root.
        let parent: Int?
        /// Whether IB saved the view, or a view it is inside, `misplaced` or `ambiguous`: its frame is then
        /// not Auto Layout's, and no oracle.
        let isMisplaced: Bool
        /// Whether it is a button whose `<buttonConfiguration>` title has an emoji character: UIKit gives that
        /// title an emoji font's line (``UIKitDefaults/configurationEmojiTitleLine``), not the system font's.
        var hasConfiguredEmojiTitle = false
    }

    /// The views in document order, the root first.
    let views: [View]

    /// The saved frames of the XIB at `url`.
    init(contentsOf url: URL) throws {
        let parser = XMLParser(data: try Data(contentsOf: url))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path]) }
        views = collector.views
    }

    /// Indices of the views inside view `index` (at any depth).
    func descendants(of index: Int) -> [Int] {
        var out: [Int] = []
        for i in views.indices where i > index {
            var p = views[i].parent
            while let q = p, q > index { p = views[q].parent }
            if p == index { out.append(i) }
        }
        return out
    }
}

private final class Collector: NSObject, XMLParserDelegate {
    var views: [IBSavedFrames.View] = []
    /// Open elements: name, id, and the view's index once its frame was read.
    private var stack: [(name: String, id: String?, view: Int?, misplaced: Bool)] = []
    private var rootClosed = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "rect", attributes["key"] == "frame", !rootClosed, let owner = stack.indices.last, stack[owner].view == nil,
           let w = Double(attributes["width"] ?? ""), let h = Double(attributes["height"] ?? "") {
            let x = Double(attributes["x"] ?? "0") ?? 0, y = Double(attributes["y"] ?? "0") ?? 0
            let parent = stack[..<owner].last { $0.view != nil }?.view
            // A second top-level view (one with no superview once the root is read) is not laid out.
            if parent != nil || views.isEmpty {
                let origin = parent.map { CGPoint(x: views[$0].frame.minX + x, y: views[$0].frame.minY + y) } ?? .zero
                views.append(.init(id: stack[owner].id ?? "", kind: stack[owner].name,
                                   frame: CGRect(origin: origin, size: CGSize(width: w, height: h)), parent: parent,
                                   isMisplaced: stack[...owner].contains { $0.misplaced }))
                stack[owner].view = views.count - 1
            }
        }
        if name == "buttonConfiguration", let title = attributes["title"],
           title.unicodeScalars.contains(where: { $0.value > 0x7F && $0.properties.isEmoji }),
           let button = stack.last(where: { $0.view != nil })?.view {
            views[button].hasConfiguredEmojiTitle = true
        }
        stack.append((name, attributes["id"], nil, attributes["misplaced"] == "YES" || attributes["ambiguous"] == "YES"))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let top = stack.popLast(), top.view == 0 { rootClosed = true }
    }
}
