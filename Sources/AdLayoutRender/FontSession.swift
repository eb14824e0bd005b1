import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import Foundation
import Synchronization

/// The text state of one thread of work: a Pango font map of its own over the shared, immutable
/// configuration of a ``FontEnvironment``, the measuring and drawing contexts, and the Pango font
/// descriptions in use.
///
/// Pango objects are not thread-safe, but separate font maps share nothing Pango would mutate
/// (fontconfig's configuration is read-only, Cairo's font caches have their own locks), so
/// sessions on different threads never wait for each other. A `RenderPipeline`'s measurer and
/// renderer share one session. Its Pango objects live in its `State`, reached only through the
/// session's lock: the compiler checks that none of them leaves it.
public final class FontSession: Sendable {
    /// The configuration this session's font map reads.
    public let environment: FontEnvironment
    /// The Pango objects, under the session's lock.
    let state: Mutex<State>

    /// A new session over `environment`.
    public init(environment: FontEnvironment = .shared) {
        self.environment = environment
        state = Mutex(State(environment: environment))
    }

    /// Lays out every label's whole text, not only what it can show (``State/shownPart(of:)``):
    /// for tests that prove the two give the same lines. Set before the session lays anything out.
    var laysOutWholeText: Bool {
        get { state.withLock { $0.laysOutWholeText } }
        set { state.withLock { $0.laysOutWholeText = newValue } }
    }

    /// Finished layouts kept for drawing; past this many the cache starts over (a document of
    /// thousands of distinct texts should not keep them all).
    static let drawnLayoutLimit = 4096

    /// Whether the measuring context rounds glyph positions (it never does; read back for the inventory).
    var roundsGlyphPositions: Bool {
        state.withLock { pango_context_get_round_glyph_positions($0.measureContext) != 0 }
    }

    /// The session's Pango objects and caches: one thread at a time, under the session's lock.
    final class State {
        /// The configuration the font map reads.
        let environment: FontEnvironment
        let fontMap: UnsafeMutablePointer<PangoFontMap>
        /// The fixed font options (``FontEnvironment/makeFontOptions()``), this session's copy.
        let fontOptions: OpaquePointer
        /// Context used for measuring (identity transform, points as units).
        let measureContext: OpaquePointer
        /// The layout measurers lay text out in (set up afresh for every text).
        let measureLayout: OpaquePointer
        private var drawingContext: OpaquePointer?
        private var descriptions: [DescriptionKey: OpaquePointer] = [:]
        private var drawnLayouts: [LabelTextSpec: (layout: OpaquePointer, lines: LabelLines)] = [:]
        /// See ``FontSession/laysOutWholeText``.
        var laysOutWholeText = false

        /// A font and the script run it draws (nil: a font with a family of its own, drawn as is).
        private struct DescriptionKey: Hashable {
            var font: Font
            var script: SystemFontSubstitute.Script?
        }

        init(environment: FontEnvironment) {
            self.environment = environment
            fontMap = environment.makeFontMap()
            fontOptions = FontEnvironment.makeFontOptions()
            measureContext = Self.makeContext(fontMap, fontOptions: fontOptions)
            measureLayout = pango_layout_new(measureContext)
        }

        deinit {
            for entry in drawnLayouts.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
            for d in descriptions.values { pango_font_description_free(d) }
            if let drawingContext { g_object_unref(UnsafeMutableRawPointer(drawingContext)) }
            g_object_unref(UnsafeMutableRawPointer(measureLayout))
            g_object_unref(UnsafeMutableRawPointer(measureContext))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            cairo_font_options_destroy(fontOptions)
        }

        private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>, fontOptions: OpaquePointer) -> OpaquePointer {
            let context = pango_font_map_create_context(map)!
            pango_cairo_context_set_font_options(context, fontOptions)
            pango_context_set_round_glyph_positions(context, FontEnvironment.roundsGlyphPositions ? 1 : 0)
            return context
        }

        /// The context text is drawn with (its transform follows the Cairo context it is updated from).
        var drawContext: OpaquePointer {
            if let drawingContext { return drawingContext }
            let context = Self.makeContext(fontMap, fontOptions: fontOptions)
            drawingContext = context
            return context
        }

        /// The linear part of a Cairo transform (Pango ignores the translation).
        private struct LinearTransform: Equatable {
            var xx, yx, xy, yy: Double
        }

        /// The transform ``drawContext`` was last updated to (nil: never).
        private var drawTransform: LinearTransform?

        /// The drawing context, updated to `cr`'s transform.
        ///
        /// Pango 1.50 marks a context changed on every `pango_cairo_update_context`, even to the same
        /// transform, and every kept layout then shapes and breaks its text again when next drawn: a
        /// quarter of a warm frame. So the context is updated only when the transform's scale or
        /// rotation differs from the last one; translation never reaches Pango's matrix, and the
        /// font options of every image surface are the same.
        func drawContext(updatedTo cr: OpaquePointer) -> OpaquePointer {
            let context = drawContext
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            let transform = LinearTransform(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy)
            if transform != drawTransform {
                pango_cairo_update_context(cr, context)
                drawTransform = transform
            }
            return context
        }

        /// A finished layout of `spec` on the drawing context and its lines, as ``layOut(_:_:)`` sets
        /// it up (owned by the session). Shaping and line breaking are the bulk of drawing text, and
        /// a document's texts repeat from frame to frame, so layouts are kept: Pango lays a kept
        /// layout out again by itself when the context's transform changes (unhinted, so at the
        /// same positions).
        func drawnLayout(_ spec: LabelTextSpec) -> (layout: OpaquePointer, lines: LabelLines) {
            var key = spec
            key.width = spec.width.map { CGFloat(Self.pangoUnits($0)) / CGFloat(PANGO_SCALE) }
            if let hit = drawnLayouts[key] { return hit }
            if drawnLayouts.count >= FontSession.drawnLayoutLimit {
                for entry in drawnLayouts.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
                drawnLayouts.removeAll(keepingCapacity: true)
            }
            let layout = pango_layout_new(drawContext)!
            let lines = layOut(layout, key)
            drawnLayouts[key] = (layout, lines)
            return (layout, lines)
        }

        /// The Pango description of `font` for one script run (cached): the system font's
        /// substitutes (``SystemFontSubstitute``) when the font names no family, else that family as is.
        func description(for font: Font, script: SystemFontSubstitute.Script?) -> OpaquePointer {
            let key = DescriptionKey(font: font, script: font.family == nil ? script ?? .latin : nil)
            if let d = descriptions[key] { return d }
            let d = pango_font_description_new()!
            var size = Double(font.size)
            var weight = font.weight.rawValue
            switch key.script {
            case nil:
                pango_font_description_set_family(d, font.family ?? SystemFontSubstitute.latinFamily)
            case .latin?:
                pango_font_description_set_family(d, SystemFontSubstitute.latinFamily + "," + SystemFontSubstitute.symbolFamily)
                weight = SystemFontSubstitute.latinWeight(font.weight)
            case .hangul?:
                pango_font_description_set_family(d, SystemFontSubstitute.hangulFamily + "," + SystemFontSubstitute.symbolFamily)
                weight = SystemFontSubstitute.hangulWeight(font.weight)
                size *= Double(SystemFontSubstitute.hangulScale)
            case .other?:
                pango_font_description_set_family(d, SystemFontSubstitute.hangulFamily + "," + SystemFontSubstitute.symbolFamily)
                weight = SystemFontSubstitute.hangulWeight(font.weight)
            }
            pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(weight)))
            pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            pango_font_description_set_absolute_size(d, size * Double(PANGO_SCALE))
            descriptions[key] = d
            return d
        }
    }
}
