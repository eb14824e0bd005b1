import AdLayoutCore
import CCairoPango
import Foundation

/// ``TextMeasuring`` with real font metrics from Pango, through a ``FontSession`` over the project's
/// ``FontEnvironment``. Results are cached, so measuring the same label twice costs a dictionary lookup.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    private struct Key: Hashable {
        var text: String, font: Font, maxWidth: CGFloat?, lines: Int, mode: LineBreakMode
    }

    private let session: FontSession
    private var cache: [Key: TextMetrics] = [:]
    private let layout: OpaquePointer

    /// A measurer with a session of its own over `fonts`.
    public convenience init(fonts: FontEnvironment = .shared) {
        self.init(session: FontSession(environment: fonts))
    }

    /// A measurer that measures through `session` (shared with the renderer of the same pipeline).
    public init(session: FontSession) {
        self.session = session
        layout = session.withLock { pango_layout_new(session.measureContext) }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    public func measure(_ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int,
                        lineBreakMode: LineBreakMode) -> TextMetrics {
        let key = Key(text: text, font: font, maxWidth: maxWidth, lines: numberOfLines, mode: lineBreakMode)
        return session.withLock {
            if let hit = cache[key] { return hit }
            session.configure(layout, text: text, font: font, width: maxWidth, numberOfLines: numberOfLines,
                            lineBreakMode: lineBreakMode)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let scale = CGFloat(PANGO_SCALE)
            let lineCount = Int(pango_layout_get_line_count(layout))
            let truncated = pango_layout_is_ellipsized(layout) != 0
                || (numberOfLines > 0 && lineCount > numberOfLines)
            let metrics = TextMetrics(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale,
                                      baseline: CGFloat(pango_layout_get_baseline(layout)) / scale,
                                      lineCount: lineCount, isTruncated: truncated)
            cache[key] = metrics
            return metrics
        }
    }
}
