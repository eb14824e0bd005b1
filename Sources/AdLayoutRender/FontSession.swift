import AdLayoutCore
import CCairoPango
import Foundation

/// The text state of one thread of work: a Pango font map of its own over the shared, immutable
/// configuration of a ``FontEnvironment``, the measuring and drawing contexts, and the Pango font
/// descriptions in use.
///
/// Pango objects are not thread-safe, but separate font maps share nothing Pango would mutate
/// (fontconfig's configuration is read-only, Cairo's font caches have their own locks), so
/// sessions on different threads never wait for each other. A ``RenderPipeline``'s measurer and
/// renderer share one session; calls on it are serialised by the session's own lock.
public final class FontSession: @unchecked Sendable {
    /// The configuration this session's font map reads.
    public let environment: FontEnvironment
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Context used for measuring (identity transform, points as units).
    let measureContext: OpaquePointer
    private var drawingContext: OpaquePointer?
    private var descriptions: [Font: OpaquePointer] = [:]
    private var drawnLayouts: [DrawnText: OpaquePointer] = [:]
    private let lock = NSLock()

    /// What decides a drawn text's glyphs and line breaks.
    private struct DrawnText: Hashable {
        var text: String, font: Font, width: Int32, lines: Int, mode: LineBreakMode, alignment: TextAlignment
        var strikethrough: Bool
    }

    /// Finished layouts kept for drawing; past this many the cache starts over (a document of
    /// thousands of distinct texts should not keep them all).
    static let drawnLayoutLimit = 4096

    /// A new session over `environment`.
    public init(environment: FontEnvironment = .shared) {
        self.environment = environment
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), environment.config)
        fontMap = map
        measureContext = Self.makeContext(map, environment: environment)
    }

    deinit {
        for layout in drawnLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for d in descriptions.values { pango_font_description_free(d) }
        if let drawingContext { g_object_unref(UnsafeMutableRawPointer(drawingContext)) }
        g_object_unref(UnsafeMutableRawPointer(measureContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>, environment: FontEnvironment) -> OpaquePointer {
        let context = pango_font_map_create_context(map)!
        pango_cairo_context_set_font_options(context, environment.fontOptions)
        pango_context_set_round_glyph_positions(context, FontEnvironment.roundsGlyphPositions ? 1 : 0)
        return context
    }

    /// The context text is drawn with (its transform follows the Cairo context it is updated from;
    /// call with the lock held).
    var drawContext: OpaquePointer {
        if let drawingContext { return drawingContext }
        let context = Self.makeContext(fontMap, environment: environment)
        drawingContext = context
        return context
    }

    /// A finished layout of `text` on the drawing context, as ``configure(_:text:font:width:numberOfLines:lineBreakMode:alignment:)``
    /// sets it up (call with the lock held; owned by the session). Shaping and line breaking are the
    /// bulk of drawing text, and a document's texts repeat from frame to frame, so layouts are
    /// kept: Pango lays a kept layout out again by itself when the context's transform changes.
    func drawnLayout(_ text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode,
                     alignment: TextAlignment, strikethrough: Bool) -> OpaquePointer {
        let key = DrawnText(text: text, font: font, width: Int32((Double(width) * Double(PANGO_SCALE)).rounded(.down)),
                            lines: numberOfLines, mode: lineBreakMode, alignment: alignment, strikethrough: strikethrough)
        if let hit = drawnLayouts[key] { return hit }
        if drawnLayouts.count >= Self.drawnLayoutLimit {
            for layout in drawnLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            drawnLayouts.removeAll(keepingCapacity: true)
        }
        let layout = pango_layout_new(drawContext)!
        configure(layout, text: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                  alignment: alignment)
        if strikethrough {
            let attrs = pango_attr_list_new()!
            pango_attr_list_insert(attrs, pango_attr_strikethrough_new(1))
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)
        }
        drawnLayouts[key] = layout
        return layout
    }

    /// Runs `body` holding this session's lock.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }

    /// The Pango description of `font` (cached; call with the lock held).
    func description(for font: Font) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, font.family ?? TnkDefaults.fontFamily)
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(d, Double(font.size) * Double(PANGO_SCALE))
        descriptions[font] = d
        return d
    }

    /// Configures `layout` for `text` in `font` as a UILabel with these settings would lay it out
    /// (call with the lock held).
    func configure(_ layout: OpaquePointer, text: String, font: Font, width: CGFloat?, numberOfLines: Int,
                   lineBreakMode: LineBreakMode, alignment: TextAlignment = .natural) {
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32((Double(width) * Double(PANGO_SCALE)).rounded(.down)))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        let ellipsize: PangoEllipsizeMode
        switch lineBreakMode {
        case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
        case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        default: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        pango_layout_set_ellipsize(layout, width == nil ? PANGO_ELLIPSIZE_NONE : ellipsize)
        pango_layout_set_height(layout, numberOfLines > 0 ? -Int32(numberOfLines) : -1)
        if numberOfLines == 0 { pango_layout_set_height(layout, Int32.max) }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
    }
}
