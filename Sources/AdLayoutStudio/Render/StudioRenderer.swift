import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import AdLayoutSwiftSetup
import Foundation

/// Renders documents for the studio: decode → put the app's Swift setup under it → resolve → apply
/// the render options → lay out → draw → encode, plus the frames with source paths, their
/// line:column (in the document, or in the Swift file a value comes from), and the golden panel
/// (the snapshot service's verdict on the golden of the variant on screen, as `verify` gives it).
///
/// Keeps a pipeline (fonts, decoded images, the canvas) and the golden reader's buffers between calls.
/// Not `Sendable`: it belongs to the thread that made it (the studio keeps one per render thread).
public final class StudioRenderer {
    let pipeline: RenderPipeline
    let workspace: Workspace
    let goldens: URL?
    /// The Swift setup files given to the studio, and the loader that also reads those documents name.
    let setup: StudioSwiftSetup
    private let encoder = PNGEncoder()
    /// The snapshot service's buffers (golden reader, encoder) for the golden panel.
    private let snapshotWorkspace = SnapshotWorkspace()

    /// A renderer for documents of `workspace`, with Swift plugins from `registry`; `goldens` turns
    /// on the golden diff; `swiftSetup` are Swift setup files put under every document (paths as given).
    public init(workspace: Workspace, registry: TnkLayout, goldens: URL? = nil, swiftSetup: [String] = []) {
        self.pipeline = RenderPipeline(registry: registry)
        self.workspace = workspace
        self.goldens = goldens
        self.setup = StudioSwiftSetup(files: swiftSetup)
    }

    /// Renders `text`, the document at `file` (relative to the workspace; images resolve from its
    /// folder), with `options`. When `isCancelled` turns true between two steps (a newer edit
    /// replaced this one), the rest is skipped and the result is incomplete: nobody waits for it.
    public func render(_ text: Data, file: String, options: RenderOptions = RenderOptions(),
                       isCancelled: () -> Bool = { false }) -> StudioRender {
        let start = DispatchTime.now().uptimeNanoseconds
        var result = StudioRender()
        render(text, file: file, options: options, isCancelled: isCancelled, into: &result)
        result.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return result
    }

    private func render(_ text: Data, file: String, options: RenderOptions, isCancelled: () -> Bool,
                        into result: inout StudioRender) {
        let url = workspace.root.appendingPathComponent(file)
        let base = url.deletingLastPathComponent()
        // The options' theme and device change the render, not the text: the decoder takes them.
        var decodeOptions = DocumentDecoder.Options()
        decodeOptions.imageAccess.boundary = "the document's folder"
        if let theme = options.theme { decodeOptions.theme = theme }
        if let device = options.device { decodeOptions.device = device }
        if let size = options.contentSize { decodeOptions.contentSize = size }
        // One parse of the text: the setup files it names are stamped from it, the loader decodes it,
        // and the inspector's tree is made from it.
        let (parsed, syntax) = DocumentDecoder.parse(text, file: file, baseDirectory: base)
        // Stamped before they are read: an edit made during this render is seen by the next poll.
        result.swiftFiles = StudioSwiftSetup.expanded(setup.files.map(\.url) + Self.namedSetupFiles(parsed?.swiftSetup ?? [], folder: base))
            .map { ($0, FileStamp($0)) }
        let (loader, unreadable) = setup.loader()
        guard let loader else {
            result.diagnostics = unreadable
            return
        }
        let ((loaded, diagnostics), setupDocument) = loader.load(parsed, syntax: syntax, name: file, folder: base,
                                                                 base: pipeline.registry, options: decodeOptions)
        // The reader's warnings and notes, at their Swift file:line:column (its errors are in `diagnostics`).
        let all = diagnostics + (setupDocument?.diagnostics.filter { $0.severity != .error } ?? [])
        result.diagnostics = all.filter { $0.severity == .error }
        result.warnings = all.filter { $0.severity != .error }
        guard let loaded, !isCancelled() else { return }
        // A placement's one section is the studio's section 0.
        let problems = options.problems(sectionCount: loaded.sections.count)
        guard problems.isEmpty else {
            result.diagnostics = problems.map { Diagnostic(.error, code: .invalidValue, file: file, path: "options", location: nil, message: $0) }
            return
        }
        let resolved = options.scrolled(loaded)

        let tree = pipeline.layout(resolved, scale: options.scale)
        guard !isCancelled() else { return }
        let drawn = draw(tree, file: file, shown: shownGolden(resolved, file: file, options: options, scale: tree.scale),
                         own: ownGolden(resolved, file: file, scale: tree.scale))
        result.png = drawn.png
        result.golden = drawn.golden
        result.warnings += tree.diagnostics + drawn.warnings
        result.canvas = .init(width: Double(tree.canvasSize.width), height: Double(tree.canvasSize.height), scale: tree.scale)
        result.framesJSON = LayoutTreeJSON.encode(tree)
        let merged = Self.sourceMap(of: resolved)
        result.sources = merged.map { Self.sources(of: tree.root, in: $0, setup: setupDocument) } ?? [:]
        result.styles = merged.map { StyleSources.locate(resolved.sections.map(\.type.name), in: $0) } ?? [:]
        // Layout's and drawing's warnings name a JSON path; the text's parse gives their line:column.
        for i in result.warnings.indices where result.warnings[i].location == nil {
            if let reference = result.sources[result.warnings[i].path] {
                result.warnings[i].location = SourceLocation(line: reference.line, column: reference.column, offset: 0)
                if let swift = reference.file { result.warnings[i].file = swift }
            } else if let merged, let match = JSONPathLocator.locate(result.warnings[i].path, in: merged), match.isExact {
                result.warnings[i].location = match.location
                if let swift = match.file { result.warnings[i].file = swift }
            }
        }
        result.sections = Self.sections(of: resolved)
    }

    private func draw(_ tree: LayoutTree, file: String, shown: GoldenName, own: GoldenName)
        -> (png: Data, warnings: [Diagnostic], golden: StudioRender.GoldenView?) {
        guard let goldens else {
            let (png, warnings) = pipeline.png(tree)
            return (png, warnings, nil)
        }
        let drawn = pipeline.renderer.render(tree)
        let pixels = drawn.pixels
        let png = encoder.encode(pixels)
        return (png, drawn.warnings, compare(pixels, png: png, shown: shown, own: own, goldens: goldens))
    }

    /// The golden of the variant on screen, named as `verify` names it (with or without the
    /// matrix's parts), checked by the snapshot service: the verdict and counts `verify` reports.
    private func compare(_ actual: PixelBuffer, png: Data, shown: GoldenName, own: GoldenName,
                         goldens: URL) -> StudioRender.GoldenView {
        let candidates = GoldenFolder(goldens).goldens(of: shown.layout, showing: shown, own: own)
        guard let name = candidates.first else {
            // Named as `verify` would record it for the options given (parts the document has of its own left out).
            var wanted = shown
            if wanted.device == own.device { wanted.device = nil }
            if wanted.theme == own.theme { wanted.theme = nil }
            if wanted.contentSize == own.contentSize { wanted.contentSize = nil }
            var view = StudioRender.GoldenView(name: wanted.fileName, verdict: .missing)
            let others = GoldenFolder(goldens).goldenFiles().filter { GoldenName.file($0, belongsTo: shown.layout) }
            if !others.isEmpty {
                view.note = "none shows this variant; this layout's goldens: "
                    + others.prefix(8).joined(separator: ", ") + (others.count > 8 ? ", …" : "")
            }
            return view
        }
        var verifier = SnapshotVerifier(mode: .never)
        verifier.keepAll = true
        let outcome = verifier.verify(actual, png: png, name: name, in: goldens, workspace: snapshotWorkspace)
        var view = StudioRender.GoldenView(name: name.fileName, verdict: outcome.verdict)
        view.note = outcome.verdict.matches ? nil : outcome.message
        if let expected = outcome.images?.expected {
            view.png = encoder.encode(expected)
        }
        if let diff = outcome.images?.diff {
            view.diffPNG = encoder.encode(diff)
        }
        return view
    }

    /// The variant on screen, every part given: the options' device, theme and text size, else the
    /// document's own.
    private func shownGolden(_ document: ResolvedDocument, file: String, options: RenderOptions, scale: Int) -> GoldenName {
        var name = ownGolden(document, file: file, scale: scale)
        if let device = options.device?.name { name.device = device }
        if let theme = options.theme { name.theme = theme }
        if let size = options.contentSize { name.contentSize = size }
        return name
    }

    /// The document's own device, theme and text size (what a golden's name leaves out stands for),
    /// from the decoded document: the theme it names (the options' replaced only the one it renders
    /// in); its text size is the default, a document having no key for one.
    private func ownGolden(_ document: ResolvedDocument, file: String, scale: Int) -> GoldenName {
        let layout = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return GoldenName(layout: layout, device: SnapshotVariant(device: document.device).deviceName,
                          theme: document.declaredTheme ?? .light, contentSize: nil, scale: scale)
    }

    // MARK: Reports

    /// The tree the document was decoded from, its setup merged under it: what the inspector maps
    /// frames, styles and warnings to (a value from Swift is located in its Swift file).
    static func sourceMap(of document: ResolvedDocument) -> JSONNode? { document.positions?.tree() }

    /// line:column of every source path in the tree, and the Swift file of those `setup` gave.
    static func sources(of root: LayoutNode, in json: JSONNode, setup: SetupDocument? = nil) -> [String: StudioRender.SourceReference] {
        var out: [String: StudioRender.SourceReference] = [:]
        var setupMap: [(path: String, origin: SetupOrigin)]?
        root.visit { node in
            // An app view's views are sourced in their XIB or Swift file (`FILE.xib:LINE`), not the document.
            guard let source = node.source?.jsonPath, out[source] == nil,
                  var match = JSONPathLocator.locate(source, in: json) else { return }
            // `TnkLayout.shared` and `TnkStyles.shared` are made by no statement (they are placed at
            // the first file's start): the first statement that sets something in them stands for them.
            if match.file != nil, match.location.offset == 0, let setup {
                if setupMap == nil { setupMap = setup.sourceMap }
                if let first = setupMap?.first(where: { $0.path.hasPrefix(match.path + ".") }) {
                    match.file = first.origin.file
                    match.location = first.origin.location
                }
            }
            out[source] = .init(path: match.path, line: match.location.line, column: match.location.column, file: match.file)
        }
        return out
    }

    /// The Swift setup files the document's `swiftSetup` names that lie in its folder (the loader
    /// refuses the others, and nothing outside is looked at), for watching: existing or not yet.
    static func namedSetupFiles(_ references: [SetupFileReference], folder: URL) -> [URL] {
        let confined = [ConfinedPath.Folder(folder)]
        return references.compactMap { reference -> URL? in
            let lexical = URL(fileURLWithPath: reference.path, relativeTo: folder).standardizedFileURL
            switch ConfinedPath.resolve(lexical.path, within: confined) {
            case .inside(let real): return URL(fileURLWithPath: real)
            case .failed: return lexical
            case .outside: return nil
            }
        }
    }

    /// The sections with their scroll modes and page counts (a placement's one, named `placement:<id>`).
    static func sections(of document: ResolvedDocument) -> [StudioRender.SectionSummary] {
        return document.sections.enumerated().map { index, section in
            let count = section.items.count
            let mode = section.layout.orthogonalScrolling
            let columns = section.itemColumns
            let lines = max(1, columns.first ?? 1)
            let pages: Int
            switch mode {
            case .none: pages = 1
            case .paging:
                let perPage = max(1, columns.count > 1 && columns[1] > 0 ? columns[1] : lines)
                pages = max(1, (count + perPage - 1) / perPage)
            case .continuous, .groupPaging: pages = max(1, (count + lines - 1) / lines)
            }
            let type = document.placement.map { "placement:\($0.id)" } ?? section.type.name
            var summary = StudioRender.SectionSummary(index: index, type: type, scrolling: mode.name, pages: pages)
            switch section.scroll {
            case .page(let p)?: summary.page = p
            case .offset(let o)?: summary.scrollOffset = Double(o)
            case nil: break
            }
            return summary
        }
    }
}

