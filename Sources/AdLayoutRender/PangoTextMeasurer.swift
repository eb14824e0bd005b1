import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import Foundation
import Synchronization

/// ``/AdLayoutEngine/TextMeasuring`` with real font metrics from Pango, through a ``FontSession`` over the project's
/// ``FontEnvironment``: widths from the substitute faces (``SystemFontSubstitute``), line breaks
/// as UIKit makes them, and UIKit's line box (``/AdLayoutEngine/SystemFontMetrics``). Results are cached
/// (bounded: ``cacheLimit``), so measuring the same label twice costs a dictionary lookup.
public final class PangoTextMeasurer: TextMeasuring {
    private let session: FontSession
    /// Measurements by text and style (values only: they need no Pango object).
    private let cache: Mutex<Generations>

    /// Measurements by text and style: the current generation and the one before it. When the
    /// current one holds ``cacheLimit`` texts or ``cacheBytes`` bytes of text it becomes the
    /// previous one (which is dropped), so texts in use stay cached and a stream of distinct texts
    /// (`adlayout fit` of a million ads, long ones too) costs bounded memory.
    private struct Generations: Sendable {
        var current: [LabelTextSpec: TextMetrics] = [:]
        var previous: [LabelTextSpec: TextMetrics] = [:]
        /// Bytes of text the current generation holds (the key's text and the text shown).
        var currentBytes = 0
        let limit: Int

        /// The measurement of `key` if either generation has it (moved into the current one).
        mutating func hit(_ key: LabelTextSpec) -> TextMetrics? {
            if let hit = current[key] { return hit }
            guard let hit = previous[key] else { return nil }
            remember(hit, for: key)
            return hit
        }

        /// Caches `metrics` in the current generation, starting a new one when it is full.
        mutating func remember(_ metrics: TextMetrics, for key: LabelTextSpec) {
            let bytes = key.text.utf8.count + (metrics.shownText?.utf8.count ?? 0)
            // A text larger than a generation is measured again each time rather than cached.
            guard bytes <= PangoTextMeasurer.cacheBytes else { return }
            if current.count >= limit || currentBytes + bytes > PangoTextMeasurer.cacheBytes {
                previous = current
                current = [:]
                currentBytes = 0
            }
            current[key] = metrics
            currentBytes += bytes
        }
    }

    /// Texts a generation of the cache holds by default (two generations are kept).
    public static let cacheLimit = 16_384
    /// Bytes of text a generation of the cache holds at most: a measurer keeps at most twice this
    /// (`fit` runs one measurer per job).
    public static let cacheBytes = 16 << 20
    /// Texts a generation of this measurer's cache holds.
    let generationLimit: Int

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
        cache = Mutex(Generations(limit: generationLimit))
    }

    /// Lays `text` out with Pango as a UILabel would and returns UIKit's line box; cached per text and style.
    public func measure(_ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int,
                        lineBreakMode: LineBreakMode, lineBreakStrategy: LineBreakStrategy) -> TextMetrics {
        measure(text, font: font, runs: [], maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                lineBreakStrategy: lineBreakStrategy)
    }

    /// The same with the runs' fonts over their ranges (their colours and lines change no advance and are left out);
    /// a line is as tall as the largest font on it, as UIKit's.
    public func measure(_ text: String, font: Font, runs: [TextRun], maxWidth: CGFloat?, numberOfLines: Int,
                        lineBreakMode: LineBreakMode, lineBreakStrategy: LineBreakStrategy) -> TextMetrics {
        let fonts = runs.compactMap { run in run.font.map { TextRun(range: run.range, font: $0) } }
        let key = LabelTextSpec(text: text, font: font, width: maxWidth, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy, runs: fonts)
        if let hit = cache.withLock({ $0.hit(key) }) { return hit }
        let lines = session.state.withLock { $0.layOut($0.measureLayout, key) }
        let count = max(1, lines.count)
        let size = max(font.size, fonts.compactMap(\.font?.size).max() ?? 0)
        let metrics = TextMetrics(width: lines.width, height: SystemFontMetrics.height(lines: count, size: size),
                                  baseline: SystemFontMetrics.ascender(size),
                                  lineCount: count, isTruncated: lines.isTruncated, shownText: lines.shownText)
        cache.withLock { $0.remember(metrics, for: key) }
        return metrics
    }

    /// Texts cached now (both generations).
    var cachedTexts: Int { cache.withLock { $0.current.count + $0.previous.count } }

    /// Where `content`'s glyphs are drawn in a frame of `size`, relative to its top-left, laid out
    /// exactly as the renderer draws them (alignment, padding, the lines centred vertically).
    public func inkBounds(of content: TextContent, in size: CGSize) -> CGRect? {
        guard !content.string.isEmpty else { return nil }
        let inner = CGRect(origin: .zero, size: size).inset(by: content.padding)
        let spec = LabelTextSpec(text: content.string, font: content.font, width: inner.width,
                                 numberOfLines: content.numberOfLines, lineBreakMode: content.lineBreakMode,
                                 lineBreakStrategy: content.lineBreakStrategy, alignment: content.alignment,
                                 strikethrough: content.strikethrough)
        return session.state.withLock { state in
            let lines = state.layOut(state.measureLayout, spec)
            return state.inkBounds(of: state.measureLayout, lines: lines, spec: spec, in: inner)
        }
    }
}
