import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import Foundation
import Synchronization

/// A rendered frame and what went wrong along the way without stopping it.
public struct RenderResult: Sendable {
    /// The frame's pixels, premultiplied ARGB32, at the render scale.
    public var pixels: PixelBuffer
    /// What went wrong without stopping the frame, e.g. an image that could not be decoded (drawn
    /// as a placeholder): warnings with the JSON path of the image's first use.
    public var warnings: [Diagnostic]
}

/// Turns a ``/AdLayoutEngine/LayoutTree`` into pixels with Cairo and Pango. Drawing cannot fail: every error was
/// caught while decoding and resolving; an unreadable image becomes a neutral placeholder and a
/// warning.
///
/// A renderer keeps decoded images, pre-scaled copies and its canvas between frames, so keep one
/// per thread of work. Calls on one renderer are serialised; text goes through its
/// ``FontSession``, so renderers of different sessions draw in parallel.
public final class Renderer: Sendable {
    private let session: FontSession
    /// What a renderer keeps from frame to frame: values only, so they need no Cairo object
    /// between frames (Cairo's surface and context live for one frame, under the session's lock).
    private struct Kept: Sendable {
        /// The frame's pixels, reused from frame to frame whatever their sizes (no fresh 12 MB of
        /// page faults per frame); lent to callers as a ``PixelBuffer``, so a frame a caller keeps
        /// is copied on the next frame's write, never drawn over.
        var canvas: [UInt8] = []
        var images = ImageStore()
    }
    private let kept = Mutex(Kept())
    private let encoder = PNGEncoder()
    private let allCores = Atomic(true)
    private let skipsCovered = Atomic(true)

    /// Whether one frame may use every core (decoding its images, compressing its PNG): on for a
    /// single render; off where frames are already one job of many (a snapshot suite's jobs).
    public var usesAllCores: Bool {
        get { allCores.load(ordering: .relaxed) }
        set {
            allCores.store(newValue, ordering: .relaxed)
            encoder.usesAllCores = newValue
        }
    }

    /// Leave out of each background what opaque descendants paint over (``OpaqueCover``); tests
    /// switch it off to prove that it changes no pixel.
    var skipsCoveredBackgrounds: Bool {
        get { skipsCovered.load(ordering: .relaxed) }
        set { skipsCovered.store(newValue, ordering: .relaxed) }
    }

    /// A renderer with a session of its own over `fonts`.
    public convenience init(fonts: FontEnvironment = .shared) {
        self.init(session: FontSession(environment: fonts))
    }

    /// A renderer that draws text through `session` (shared with the measurer of the same pipeline).
    public init(session: FontSession) {
        self.session = session
    }

    /// Rasterises `tree` at its scale (packed rows; see ``withPixels(of:_:)`` to use the pixels
    /// where they lie).
    public func render(_ tree: LayoutTree) -> RenderResult {
        // Exactly the frame's rows (the canvas may be larger than the frame).
        withPixels(of: tree) { pixels, warnings in RenderResult(pixels: pixels.packed(), warnings: warnings) }
    }

    /// Rasterises `tree` and lends its pixels — the renderer's own canvas, not a copy — to `body`.
    /// Keeping them past `body` is safe: the next frame then draws into new storage.
    public func withPixels<R>(of tree: LayoutTree, _ body: (PixelBuffer, _ warnings: [Diagnostic]) throws -> R) rethrows -> R {
        let (pixels, warnings) = kept.withLock { draw(tree, into: &$0) }
        return try body(pixels, warnings)
    }

    /// Rasterises `tree` and encodes it as PNG straight from the canvas (no pixel copy).
    public func renderPNG(_ tree: LayoutTree) -> (png: Data, warnings: [Diagnostic]) {
        kept.withLock { kept in
            let (pixels, warnings) = draw(tree, into: &kept)
            return (encoder.encode(pixels), warnings)
        }
    }

    /// Draws `tree` into `kept`'s canvas: the frame (over the canvas) and the warnings of its images.
    private func draw(_ tree: LayoutTree, into kept: inout Kept) -> (PixelBuffer, [Diagnostic]) {
        let scale = Double(tree.scale)
        let (width, height) = Self.surfacePixels(tree)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        Self.prepareCanvas(&kept.canvas, bytes: max(stride * height, 1))
        // Moved to the painter and back: never two references to the store to copy on write.
        var images = exchange(&kept.images, with: ImageStore())
        defer { kept.images = images }
        images.pixelBudget = tree.images.pixelBudget
        if usesAllCores { images.prepare(Self.imageRequests(tree)) }
        let skipsCovered = skipsCoveredBackgrounds
        let warnings = session.state.withLock { text in
            kept.canvas.withUnsafeMutableBytes { memory in
                let target = cairo_image_surface_create_for_data(memory.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                                 CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
                let cr = cairo_create(target)!
                // The last frame's pixels go, unless the root paints every pixel opaque anyway.
                if !Self.coversCanvasOpaquely(tree) {
                    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                    cairo_paint(cr)
                    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                }
                cairo_set_font_options(cr, text.fontOptions)
                cairo_scale(cr, scale, scale)
                var painter = Painter(cr: cr, scale: tree.scale, imageTable: tree.images,
                                      images: exchange(&images, with: ImageStore()), text: text,
                                      placeholderColor: tree.imagePlaceholderColor, file: tree.file, warnings: [])
                painter.pango = text.drawContext(updatedTo: cr)
                painter.skipsCoveredBackgrounds = skipsCovered
                painter.draw(tree.root)
                images = painter.images
                cairo_destroy(cr)
                cairo_surface_flush(target)
                cairo_surface_finish(target)
                cairo_surface_destroy(target)
                return painter.warnings
            }
        }
        let cropped = Self.croppingWarning(tree).map { [$0] } ?? []
        return (PixelBuffer(width: width, height: height, stride: stride, bytes: kept.canvas),
                cropped + (tree.positions?.locate(warnings) ?? warnings))
    }

    /// Makes `canvas` hold at least `bytes` (never shrinking it). New memory is left unwritten, so
    /// only the pages a frame draws are faulted in, and asked for huge pages where the kernel
    /// gives them on request: a first frame then faults a few times instead of thousands.
    private static func prepareCanvas(_ canvas: inout [UInt8], bytes: Int) {
        guard canvas.count < bytes else { return }
        canvas = []
        canvas = [UInt8](unsafeUninitializedCapacity: bytes) { memory, initialized in
            let hugePage = 2 << 20, start = Int(bitPattern: memory.baseAddress!)
            let first = (start + hugePage - 1) / hugePage * hugePage, end = (start + bytes) / hugePage * hugePage
            if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, Int32(MADV_HUGEPAGE)) }
            initialized = bytes
        }
    }

    /// The image files `tree` draws and their device-pixel sizes (as ``Painter`` will ask for them).
    static func imageRequests(_ tree: LayoutTree) -> Set<ImageStore.Request> {
        var requests = Set<ImageStore.Request>()
        tree.root.visit { node in
            guard case .image(let image) = node.content, let source = image.source,
                  case .file(let url, _) = tree.images[source] else { return }
            let rect = PixelGrid.snap(node.frame, scale: tree.scale)
            guard rect.width > 0, rect.height > 0 else { return }
            requests.insert(ImageStore.Request(path: url.path, width: ImageStore.devicePixels(rect.width, tree.scale),
                                               height: ImageStore.devicePixels(rect.height, tree.scale)))
        }
        return requests
    }

    /// Whether the root node's background is opaque, square-cornered and covers the whole canvas:
    /// painting it OVER any pixels gives the same result as painting it over cleared ones.
    static func coversCanvasOpaquely(_ tree: LayoutTree) -> Bool {
        let box = tree.root.box
        guard box.backgroundColor.alpha >= 1, box.cornerRadius == 0 else { return false }
        let rect = PixelGrid.snap(tree.root.frame, scale: tree.scale)
        return rect.minX <= 0 && rect.minY <= 0 && rect.maxX >= tree.canvasSize.width && rect.maxY >= tree.canvasSize.height
    }

    /// The pixels `tree` is drawn into: its canvas at its scale, cut to what Cairo can draw
    /// (``FormatLimits/canvasSidePixels`` a side, ``FormatLimits/canvasPixels`` in all).
    public static func surfacePixels(_ tree: LayoutTree) -> (width: Int, height: Int) {
        let scale = Double(tree.scale)
        let width = surfaceSide(Double(tree.canvasSize.width) * scale)
        return (width, min(surfaceSide(Double(tree.canvasSize.height) * scale), max(1, FormatLimits.canvasPixels / width)))
    }

    /// Whether `tree`'s canvas is larger than what is drawn (``surfacePixels(_:)``): a warning saying
    /// to what it is cropped (a XIB's design size is not bounded as a document's canvas is).
    public static func croppingWarning(_ tree: LayoutTree) -> Diagnostic? {
        let scale = Double(tree.scale)
        let wanted = (Double(tree.canvasSize.width) * scale, Double(tree.canvasSize.height) * scale)
        let (width, height) = surfacePixels(tree)
        guard !(wanted.0.rounded() <= Double(width) && wanted.1.rounded() <= Double(height)) else { return nil }
        let size = pointSize(tree.canvasSize)
        return Diagnostic(.warning, code: .clipped, file: tree.file ?? tree.root.source?.file, path: "", location: nil,
                          message: "the canvas of \(size) pt @\(tree.scale)x is larger than the limit (\(FormatLimits.canvasSidePixels) pixels "
                            + "a side, \(FormatLimits.canvasPixels / 1_000_000) Mpx): drawn cropped to its top-left \(width)×\(height) pixels")
    }

    /// `375×812` for messages: whole points (cut toward zero, as UIKit's integral sizes show), any
    /// size printable (`1e+19×10`, `nan×10`) without a trapping conversion.
    public static func pointSize(_ size: CGSize) -> String {
        func side(_ v: CGFloat) -> String { ExpressionFormatting.number(Double(v).isFinite ? Double(v).rounded(.towardZero) : Double(v)) }
        return side(size.width) + "×" + side(size.height)
    }

    /// A surface side in pixels: the layout engine keeps canvases within ``FormatLimits``; a tree
    /// built some other way is cut to what Cairo can draw (1…32,767 pixels a side, and
    /// ``FormatLimits/canvasPixels`` in all) rather than fail.
    static func surfaceSide(_ pixels: Double) -> Int {
        guard pixels.isFinite else { return 1 }
        return Int(min(max(pixels.rounded(), 1), Double(FormatLimits.canvasSidePixels)))
    }
}

/// Draws nodes depth-first: box background, clip, content, children, then the stroke on top
/// (inside the bounds, as a UIKit layer border is).
struct Painter {
    let cr: OpaquePointer
    let scale: Int
    /// The document's images, checked when it was resolved: only these files are read.
    let imageTable: ImageTable
    /// The renderer's images, held while this frame is drawn (it adds the ones it scales).
    var images: ImageStore
    /// The session's text state (the painter runs under the session's lock).
    let text: FontSession.State
    /// The theme's placeholder fill for images that cannot be drawn.
    let placeholderColor: Color
    /// The document's name, for the warnings.
    let file: String?
    var warnings: [Diagnostic]
    var pango: OpaquePointer?
    /// Leave out of a background what opaque descendants paint over (``OpaqueCover``); off only
    /// to prove in tests that it changes no pixel.
    var skipsCoveredBackgrounds = true
    /// Rounded clips in force: under one, no part of a background may be left out.
    var roundedClips = 0

    mutating func draw(_ node: LayoutNode) {
        guard !node.isHidden, node.alpha > 0 else { return }
        // A translucent view is drawn whole, then composited at its alpha (as UIKit does, not per part).
        if node.alpha < 1 {
            cairo_push_group(cr)
            var opaque = node
            opaque.alpha = 1
            draw(opaque)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(node.alpha))
            return
        }
        let box = node.box
        let rect = PixelGrid.snap(node.frame, scale: scale)
        let radius = min(box.cornerRadius, min(rect.width, rect.height) / 2)
        if !box.backgroundColor.isClear {
            if radius == 0, roundedClips == 0, skipsCoveredBackgrounds,
               let parts = OpaqueCover.uncoveredParts(of: node, rect: rect, scale: scale) {
                for part in parts {
                    cairo_rectangle(cr, Double(part.minX), Double(part.minY), Double(part.width), Double(part.height))
                }
            } else {
                roundedRect(rect, radius: radius)
            }
            setColor(box.backgroundColor)
            cairo_fill(cr)
        }
        let clips = box.clipsToBounds
        if clips {
            cairo_save(cr)
            roundedRect(rect, radius: radius)
            cairo_clip(cr)
            if radius > 0 { roundedClips += 1 }
        }
        switch node.content {
        case .none: break
        case .text(let text): drawText(text, in: rect, laidOut: node.frame)
        case .image(let image): drawImage(image, in: rect, radius: radius, kind: node.kind)
        }
        for child in node.children { draw(child) }
        if clips {
            cairo_restore(cr)
            if radius > 0 { roundedClips -= 1 }
        }
        if box.strokeWidth > 0 && !box.strokeColor.isClear {
            let w = box.strokeWidth
            roundedRect(rect.insetBy(dx: w / 2, dy: w / 2), radius: max(0, radius - w / 2))
            setColor(box.strokeColor)
            cairo_set_line_width(cr, Double(w))
            cairo_stroke(cr)
        }
    }

    private func setColor(_ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    private func roundedRect(_ r: CGRect, radius: CGFloat) {
        CairoPaths.roundedRect(cr, x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height),
                               radius: Double(radius))
    }

    // MARK: Text

    /// Draws each line at UIKit's place: the text block (n × the system font's line height) centred
    /// vertically in the frame, baselines one line height apart, the first at the ascender. The frame is
    /// the snapped one every other element is drawn in (what `--frames` says, on the pixel grid); the
    /// lines break at the laid-out width, where the layout measured them, so what is cut stays what the
    /// layout reported.
    /// A frame without area draws nothing: UIKit draws a view into a backing store of its bounds' size, so a label
    /// laid out at 0 × 0 (a squeezed or collapsed one) shows no glyph.
    private func drawText(_ t: TextContent, in frame: CGRect, laidOut: CGRect) {
        guard !t.string.isEmpty, pango != nil, !t.color.isClear, laidOut.width > 0, laidOut.height > 0 else { return }
        let inner = frame.inset(by: t.padding), measured = laidOut.inset(by: t.padding).width
        // Centred and right-aligned lines keep their place in the snapped box (a line wider than its box
        // starts at its left edge, as measured).
        let alignmentShift: CGFloat = switch t.alignment {
        case .center: (inner.width - measured) / 2
        case .right: inner.width - measured
        default: 0
        }
        let spec = LabelTextSpec(text: t.string, font: t.font, width: measured, numberOfLines: t.numberOfLines,
                                 lineBreakMode: t.lineBreakMode, lineBreakStrategy: t.lineBreakStrategy,
                                 alignment: t.alignment, strikethrough: t.strikethrough, runs: t.runs)
        let (layout, lines) = text.drawnLayout(spec)
        let clips = t.lineBreakMode == .byClipping
        if clips {
            cairo_save(cr)
            cairo_rectangle(cr, Double(inner.minX), Double(inner.minY), Double(inner.width), Double(inner.height))
            cairo_clip(cr)
        }
        setColor(t.color)
        // Lines outside the clip (the canvas, a clipped label's box) are not drawn: a long text's lines cost nothing past it.
        var clipTop = 0.0, clipBottom = 0.0, x0 = 0.0, x1 = 0.0
        cairo_clip_extents(cr, &x0, &clipTop, &x1, &clipBottom)
        let lineHeight = Double(SystemFontMetrics.lineHeight(t.font.size))
        for (k, (line, pangoLine)) in zip(lines.lines, FontSession.State.layoutLines(layout, limit: lines.lines.count)).enumerated() {
            let baseline = FontSession.State.baseline(line: k, of: lines.count, in: inner, font: t.font)
            // Two line heights either side: a glyph's ink may reach past its line box.
            if baseline + 2 * lineHeight < clipTop { continue }
            if baseline - 2 * lineHeight > clipBottom { break }
            cairo_move_to(cr, Double(inner.minX + line.drawX + (line.x > 0 ? alignmentShift : 0)), baseline)
            pango_cairo_show_layout_line(cr, pangoLine)
        }
        if clips { cairo_restore(cr) }
    }

    // MARK: Images

    private mutating func drawImage(_ image: ImageContent, in rect: CGRect, radius: CGFloat, kind: NodeKind) {
        guard rect.width > 0, rect.height > 0 else { return }
        guard let source = image.source else {
            // The device chrome's icons are vector shapes of the renderer's own, in their tint.
            if let tint = image.tint, StatusBarGlyphs.draw(kind, in: rect, tint: tint, cr: cr) { return }
            placeholder(rect, radius: radius); return
        }
        // Checked when the document was resolved (confinement, existence, format, size); refused
        // images were reported then and are placeholders now.
        switch imageTable[source] {
        case .asset(let asset):
            BuiltInAssetDrawing.draw(asset, in: rect, tint: image.tint, cr: cr, pango: pango, session: text)
        case .unavailable:
            placeholder(rect, radius: radius)
        case .file(let url, _):
            let path = url.path
            let pw = ImageStore.devicePixels(rect.width, scale), ph = ImageStore.devicePixels(rect.height, scale)
            // Larger than any frame shows: painted from the original, scaled as it is drawn.
            let direct = !ImageStore.prescales(width: pw, height: ph)
            switch direct ? images.original(path) : images.scaledImage(path, width: pw, height: ph) {
            case .success(let original) where direct:
                cairo_save(cr)
                roundedRect(rect, radius: radius)
                cairo_clip(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                ImageStore.paintAspectFilled(original, width: Double(rect.width), height: Double(rect.height), cr: cr)
                cairo_restore(cr)
            case .success(let scaled):
                cairo_save(cr)
                roundedRect(rect, radius: radius)
                cairo_clip(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                cairo_scale(cr, 1 / Double(scale), 1 / Double(scale))
                scaled.withCairoSurface { surface in
                    cairo_set_source_surface(cr, surface, 0, 0)
                    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
                    cairo_paint(cr)
                    cairo_restore(cr)   // lets go of the surface before it is finished
                }
            case .failure(let error):
                if images.shouldWarn(path) {
                    warnings.append(Diagnostic(.warning, code: .image, file: file, path: imageTable.firstUse[source.path] ?? "",
                                               location: nil,
                                               message: "image \(source.path) (\(kind)): \(error.message); drawing a placeholder"))
                }
                placeholder(rect, radius: radius)
            }
        }
    }

    private func placeholder(_ rect: CGRect, radius: CGFloat) {
        roundedRect(rect, radius: radius)
        setColor(placeholderColor)
        cairo_fill(cr)
        // A simple picture glyph: a sun and a hill, in a darker neutral tone.
        let s = Double(min(rect.width, rect.height)) * 0.36
        let cx = Double(rect.midX), cy = Double(rect.midY)
        cairo_set_source_rgba(cr, 0.62, 0.65, 0.70, 1)
        cairo_arc(cr, cx + s * 0.45, cy - s * 0.45, s * 0.16, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_move_to(cr, cx - s * 0.9, cy + s * 0.6)
        cairo_line_to(cr, cx - s * 0.25, cy - s * 0.15)
        cairo_line_to(cr, cx + s * 0.2, cy + s * 0.3)
        cairo_line_to(cr, cx + s * 0.45, cy + s * 0.05)
        cairo_line_to(cr, cx + s * 0.9, cy + s * 0.6)
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}
