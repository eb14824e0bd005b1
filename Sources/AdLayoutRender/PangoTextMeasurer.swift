import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import Foundation

/// ``/AdLayoutEngine/TextMeasuring`` with real font metrics from Pango, through a ``FontSession`` over the project's
/// ``FontEnvironment``: widths from the substitute faces (``SystemFontSubstitute``), line breaks
/// as UIKit makes them, and UIKit's line box (``/AdLayoutEngine/SystemFontMetrics``). Results are cached
/// (bounded: ``cacheLimit``), so measuring the same label twice costs a dictionary lookup.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    private let session: FontSession
    /// Measurements by text and style: the current generation and the one before it. When the
    /// current one holds ``cacheLimit`` texts it becomes the previous one (which is dropped), so
    /// texts in use stay cached and a stream of distinct texts (`adlayout fit` of a million ads)
    /// costs bounded memory.
    private var cache: [LabelTextSpec: TextMetrics] = [:]
    private var previousCache: [LabelTextSpec: TextMetrics] = [:]

    /// Texts a generation of the cache holds by default (two generations are kept).
    public static let cacheLimit = 16_384
    /// Texts a generation of this measurer's cache holds.
    let generationLimit: Int
    private let layout: OpaquePointer

    /// A measurer with a session of its own over `fonts`.
    public convenience init(fonts: FontEnvironment = .shared) {
        self.init(session: FontSession(environment: fonts))
    }

    /// A measurer that measures through `session` (shared with the renderer of the same pipeline).
    public convenience init(session: FontSession) {
        self.init(session: session, cacheLimit: Self.cacheLimit)
    }

    /// A measurer whose cache generations hold `cacheLimit` texts (tests use small ones).
    init(session: FontSession, cacheLimit: Int) {
        self.session = session
        generationLimit = max(1, cacheLimit)
        layout = session.withLock { pango_layout_new(session.measureContext) }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Lays `text` out with Pango as a UILabel would and returns UIKit's line box; cached per text and style.
    public func measure(_ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int,
                        lineBreakMode: LineBreakMode, lineBreakStrategy: LineBreakStrategy) -> TextMetrics {
        let key = LabelTextSpec(text: text, font: font, width: maxWidth, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy)
        return session.withLock {
            if let hit = cache[key] { return hit }
            if let hit = previousCache[key] {
                remember(hit, for: key)
                return hit
            }
            let lines = session.layOut(layout, key)
            let count = max(1, lines.lines.count)
            let metrics = TextMetrics(width: lines.width, height: SystemFontMetrics.height(lines: count, size: font.size),
                                      baseline: SystemFontMetrics.ascender(font.size),
                                      lineCount: count, isTruncated: lines.isTruncated, shownText: lines.shownText)
            remember(metrics, for: key)
            return metrics
        }
    }

    /// Texts cached now (both generations).
    var cachedTexts: Int { session.withLock { cache.count + previousCache.count } }

    /// Caches `metrics` in the current generation, starting a new one when it is full (call with the lock held).
    private func remember(_ metrics: TextMetrics, for key: LabelTextSpec) {
        if cache.count >= generationLimit {
            previousCache = cache
            cache = [:]
            cache.reserveCapacity(generationLimit)
        }
        cache[key] = metrics
    }

    /// Where `content`'s glyphs are drawn in a frame of `size`, relative to its top-left, laid out
    /// exactly as the renderer draws them (alignment, padding, the lines centred vertically).
    public func inkBounds(of content: TextContent, in size: CGSize) -> CGRect? {
        guard !content.string.isEmpty else { return nil }
        let inner = CGRect(origin: .zero, size: size).inset(by: content.padding)
        let spec = LabelTextSpec(text: content.string, font: content.font, width: inner.width,
                                 numberOfLines: content.numberOfLines, lineBreakMode: content.lineBreakMode,
                                 lineBreakStrategy: content.lineBreakStrategy, alignment: content.alignment,
                                 strikethrough: content.strikethrough)
        return session.withLock {
            let lines = session.layOut(layout, spec)
            return session.inkBounds(of: layout, lines: lines, spec: spec, in: inner)
        }
    }
}
