import AdLayoutTestSupport
import Foundation
import Testing

/// An app written inline: its files in `App/` beside `doc.json`, a document that reads them (`"swiftSetup": ["App"]`),
/// in a temporary folder of the test's own (the test removes ``dir``).
struct InlineAppFolder {
    /// The folder holding `App/` and `doc.json`.
    let dir: URL

    /// Writes each of `files` (name, text) into `App/`, and `document` as `doc.json`.
    init(_ files: [(name: String, text: String)], document: String) throws {
        dir = try temporaryDirectory()
        let app = dir.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for file in files { try Data(file.text.utf8).write(to: app.appendingPathComponent(file.name)) }
        try Data(document.utf8).write(to: dir.appendingPathComponent("doc.json"))
    }

    /// `doc.json` rendered at scale 1, after checking the render exited 0 (warnings allowed): the run and its items' nodes.
    func rendered(sourceLocation: SourceLocation = #_sourceLocation) throws -> (run: Run, items: [FrameTree.Node]) {
        let frames = dir.appendingPathComponent("frames.json")
        let run = Run("render", dir.appendingPathComponent("doc.json").path, "-o", dir.appendingPathComponent("a.png").path,
                      "--frames", frames.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)", sourceLocation: sourceLocation)
        return (run, try FrameTree(contentsOf: frames).nodes(kind: "item"))
    }

    /// The end of an inline app's Swift file, after a blank line: `layout`, a layout class whose items are as wide as
    /// the section and `height` pt high (the guide's `viewSize` override), and the `setUp()` that registers `view` with
    /// it for normal ads.
    static func registration(of view: String, layout: String, height: Int) -> String {
        """

        class \(layout): AdListItemViewLayout {
            override func viewSize(_ parentSize: CGSize) -> CGSize {
                return CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: \(height))
            }
        }

        func setUp() {
            TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: \(view).self, viewLayout: \(layout)())
        }

        """
    }
}
