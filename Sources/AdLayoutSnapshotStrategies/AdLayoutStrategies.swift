import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import SnapshotTesting

extension Snapshotting where Value == URL, Format == Data {
    /// The layout document at a file URL, rendered to PNG by AdLayout (Cairo/Pango, the project's
    /// fonts: the same pixels on every machine) and compared with ``SnapshotTesting/Diffing/adLayoutPNG(options:budget:)``:
    /// `assertSnapshot(of: url, as: .adLayout(device: .iPhone15))`. swift-snapshot-testing names and
    /// stores the golden (`__Snapshots__/<TestFile>/<test>.<n or name>.png`) and applies its record
    /// modes (`withSnapshotTesting(record:)`, `.snapshots(record:)`, `SNAPSHOT_TESTING_RECORD`).
    ///
    /// - Parameters:
    ///   - device: The device to render on (default: the document's).
    ///   - scale: Device pixels per point (default: the device's).
    ///   - theme: The theme to render in (default: the document's; its `{"light", "dark"}` colours follow).
    ///   - contentSize: The Dynamic Type size (default: the document's, normally `large`).
    ///   - registry: Swift plugins (item views, layout classes) the document may name.
    ///   - options: Per-pixel options; default exact, as on every surface.
    ///   - budget: Counted pixels allowed to differ; default none.
    public static func adLayout(device: DeviceSpec? = nil, scale: Int? = nil, theme: OfferwallTheme? = nil,
                                contentSize: ContentSizeCategory? = nil, registry: TnkLayout? = nil,
                                options: ComparisonOptions = .exact, budget: PixelBudget = .exact) -> Snapshotting {
        let variant = SnapshotVariant(device: device, theme: theme, contentSize: contentSize)
        return Snapshotting<StrategySubject, Data>
            .adLayoutCore(variant: variant, scale: scale, registry: registry, options: options, budget: budget)
            .pullback { StrategySubject.file($0) }
    }

    /// The document as written, at its device's scale, compared exactly.
    public static var adLayout: Snapshotting { adLayout() }
}

extension Snapshotting where Value == LayoutDocument, Format == Data {
    /// A decoded layout document rendered to PNG (see the URL strategy). Its colours were chosen
    /// when it was decoded (decode it with `DocumentDecoder.Options(theme:)` for another theme);
    /// the device and Dynamic Type size apply when it resolves.
    public static func adLayout(device: DeviceSpec? = nil, scale: Int? = nil, contentSize: ContentSizeCategory? = nil,
                                registry: TnkLayout? = nil, options: ComparisonOptions = .exact,
                                budget: PixelBudget = .exact) -> Snapshotting {
        let variant = SnapshotVariant(device: device, contentSize: contentSize)
        return Snapshotting<StrategySubject, Data>
            .adLayoutCore(variant: variant, scale: scale, registry: registry, options: options, budget: budget)
            .pullback { StrategySubject.document($0) }
    }

    /// The document as decoded, at its device's scale, compared exactly.
    public static var adLayout: Snapshotting { adLayout() }
}

extension Snapshotting where Value == URL, Format == String {
    /// The frame tree of the layout document at a file URL as JSON, one node per line
    /// (`{"kind", "x", "y", "width", "height", "text", "source", "children"}`, points, three
    /// decimals): reviewable in a pull request, no pixels. Text is measured by `measurer`, by
    /// default ``/AdLayoutEngine/ApproximateTextMeasurer`` (fixed advances, no fonts: the same frames
    /// on any machine and font set); pass a `PangoTextMeasurer` for the renderer's metrics.
    public static func frames(device: DeviceSpec? = nil, theme: OfferwallTheme? = nil, contentSize: ContentSizeCategory? = nil,
                              registry: TnkLayout? = nil, measurer: any TextMeasuring = ApproximateTextMeasurer()) -> Snapshotting {
        let variant = SnapshotVariant(device: device, theme: theme, contentSize: contentSize)
        return Snapshotting<StrategySubject, String>.framesCore(variant: variant, registry: registry, measurer: measurer)
            .pullback { StrategySubject.file($0) }
    }

    /// The frame tree as written, measured without fonts.
    public static var frames: Snapshotting { frames() }
}

extension Snapshotting where Value == LayoutDocument, Format == String {
    /// The frame tree of a decoded document as JSON (see the URL strategy).
    public static func frames(device: DeviceSpec? = nil, contentSize: ContentSizeCategory? = nil, registry: TnkLayout? = nil,
                              measurer: any TextMeasuring = ApproximateTextMeasurer()) -> Snapshotting {
        let variant = SnapshotVariant(device: device, contentSize: contentSize)
        return Snapshotting<StrategySubject, String>.framesCore(variant: variant, registry: registry, measurer: measurer)
            .pullback { StrategySubject.document($0) }
    }

    /// The frame tree as decoded, measured without fonts.
    public static var frames: Snapshotting { frames() }
}
