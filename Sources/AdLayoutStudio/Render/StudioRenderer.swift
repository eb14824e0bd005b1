import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation

/// Renders documents for the studio: decode → resolve → apply the render options → lay out →
/// draw → encode, plus the frames with source paths, their line:column, and the golden diff.
///
/// Keeps a pipeline (fonts, decoded images, the last surface) and the last golden between calls,
/// so keep one per connection. Not thread-safe: call it from one thread at a time.
public final class StudioRenderer: @unchecked Sendable {
    let pipeline: RenderPipeline
    let workspace: Workspace
    let goldens: URL?
    private let encoder = PNGEncoder()
    private var diff = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
    private var cachedGolden: (key: GoldenKey, pixels: PixelBuffer, png: Data)?

    /// A renderer for documents of `workspace`, with Swift plugins from `registry`; `goldens` turns
    /// on the golden diff.
    public init(workspace: Workspace, registry: TnkLayout, goldens: URL? = nil) {
        self.pipeline = RenderPipeline(registry: registry)
        self.workspace = workspace
        self.goldens = goldens
    }

    /// Renders `text`, the document at `file` (relative to the workspace; images resolve from its
    /// folder), with `options`.
    public func render(_ text: Data, file: String, options: RenderOptions = RenderOptions()) -> StudioRender {
        let start = DispatchTime.now().uptimeNanoseconds
        var result = StudioRender()
        render(text, file: file, options: options, into: &result)
        result.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return result
    }

    private func render(_ text: Data, file: String, options: RenderOptions, into result: inout StudioRender) {
        let url = workspace.root.appendingPathComponent(file)
        let base = url.deletingLastPathComponent()
        // The options' theme and device change the render, not the text: the decoder takes them.
        var decodeOptions = DocumentDecoder.Options()
        if let name = options.theme { decodeOptions.theme = OfferwallTheme.named(name) }
        if let name = options.device { decodeOptions.device = DeviceSpec.presets[name] }
        let (loaded, diagnostics) = DocumentLoader.load(text, file: file, baseDirectory: base, base: pipeline.registry,
                                                        options: decodeOptions)
        result.diagnostics = diagnostics.filter { $0.severity == .error }
        result.warnings = diagnostics.filter { $0.severity != .error }
        guard var resolved = loaded else { return }
        let problems = options.problems(sectionCount: resolved.sections.count)
        guard problems.isEmpty else {
            result.diagnostics = problems.map { Diagnostic(.error, code: .invalidValue, file: file, path: "options", location: nil, message: $0) }
            return
        }
        for i in resolved.sections.indices {
            if let scroll = options.scroll(of: i) { resolved.sections[i].scroll = scroll }
        }

        let tree = pipeline.layout(resolved, scale: options.scale)
        let drawn = draw(tree, file: file, device: options.device)
        result.png = drawn.png
        result.golden = drawn.golden
        result.warnings += tree.diagnostics + drawn.warnings
        result.canvas = .init(width: Double(tree.canvasSize.width), height: Double(tree.canvasSize.height), scale: tree.scale)
        result.framesJSON = LayoutTreeJSON.encode(tree)
        let root = try? JSONParser.parse(text)
        result.sources = root.map { Self.sources(of: tree.root, in: $0) } ?? [:]
        // Layout's and drawing's warnings name a JSON path; the text's parse gives their line:column.
        for i in result.warnings.indices where result.warnings[i].location == nil {
            if let reference = result.sources[result.warnings[i].path] {
                result.warnings[i].location = SourceLocation(line: reference.line, column: reference.column, offset: 0)
            } else if let root, let match = JSONPathLocator.locate(result.warnings[i].path, in: root), match.isExact {
                result.warnings[i].location = match.location
            }
        }
        result.sections = Self.sections(of: resolved)
    }

    private func draw(_ tree: LayoutTree, file: String, device: String?) -> (png: Data, warnings: [Diagnostic], golden: StudioRender.GoldenView?) {
        guard let goldens else {
            let (png, warnings) = pipeline.png(tree)
            return (png, warnings, nil)
        }
        let drawn = pipeline.renderer.render(tree)
        let pixels = drawn.pixels
        let png = pixels.bytes.withUnsafeBytes { encoder.encode($0, width: pixels.width, height: pixels.height, stride: pixels.stride) }
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let name = GoldenName(layout: stem, device: device, scale: tree.scale)
        return (png, drawn.warnings, compare(pixels, with: goldens.appendingPathComponent(name.fileName), name: name.fileName))
    }

    private func compare(_ actual: PixelBuffer, with url: URL, name: String) -> StudioRender.GoldenView {
        var view = StudioRender.GoldenView(name: name, status: "missing")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? Int else { return view }
        let key = GoldenKey(path: url.path, size: size, modified: attributes[.modificationDate] as? Date)
        if cachedGolden?.key != key {
            cachedGolden = nil
            guard let data = try? FileReading.contents(of: url, limit: FormatLimits.canvasPixels * 4 + (16 << 20)) else {
                view.status = "unreadable"; view.note = "cannot read \(name)"
                return view
            }
            do { cachedGolden = (key, try PNGCodec.decode(data), data) } catch {
                view.status = "unreadable"; view.note = "\(name): \(error.message)"
                return view
            }
        }
        guard let golden = cachedGolden else { return view }
        let comparison = PixelMatch.compare(golden.pixels, actual, diff: &diff)
        view.status = comparison.identical || (comparison.mismatchedPixels == 0 && comparison.sizeMismatch == nil)
            ? "identical" : "differs"
        view.mismatchedPixels = comparison.mismatchedPixels
        view.antialiasedPixels = comparison.antialiasedPixels
        view.totalPixels = comparison.totalPixels
        view.note = comparison.sizeMismatch.map { "size differs: \($0)" }
        view.png = golden.png
        view.diffPNG = diff.bytes.withUnsafeBytes { encoder.encode($0, width: diff.width, height: diff.height, stride: diff.stride) }
        return view
    }

    private struct GoldenKey: Equatable {
        var path: String
        var size: Int
        var modified: Date?
    }

    // MARK: Reports

    /// line:column of every source path in the tree.
    static func sources(of root: LayoutNode, in json: JSONNode) -> [String: StudioRender.SourceReference] {
        var out: [String: StudioRender.SourceReference] = [:]
        root.visit { node in
            guard let source = node.source, out[source] == nil,
                  let match = JSONPathLocator.locate(source, in: json) else { return }
            out[source] = .init(path: match.path, line: match.location.line, column: match.location.column)
        }
        return out
    }

    /// The sections with their scroll modes and page counts.
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
            var summary = StudioRender.SectionSummary(index: index, type: section.type.name, scrolling: mode.name, pages: pages)
            switch section.scroll {
            case .page(let p)?: summary.page = p
            case .offset(let o)?: summary.scrollOffset = Double(o)
            case nil: break
            }
            return summary
        }
    }
}

extension RenderOptions {
    /// Only the theme: what must be decoded into the text rather than applied afterwards.
    var themeOnly: RenderOptions { RenderOptions(theme: theme) }
}
