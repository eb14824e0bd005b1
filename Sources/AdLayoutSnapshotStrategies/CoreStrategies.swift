import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import SnapshotTesting

/// What the strategies render: a document's file or a decoded document. The one core strategy
/// (``SnapshotTesting/Snapshotting/adLayoutCore(variant:scale:registry:options:budget:)``) takes it; the
/// public strategies are its pullbacks.
enum StrategySubject {
    case file(URL)
    case document(LayoutDocument)
}

extension Snapshotting where Value == StrategySubject, Format == Data {
    /// The core PNG strategy: renders the subject for `variant` through the snapshot service's
    /// pipeline pool (the bytes `adlayout record` writes for these pixels) and compares with
    /// ``SnapshotTesting/Diffing/adLayoutPNG(options:budget:)``.
    static func adLayoutCore(variant: SnapshotVariant, scale: Int?, registry: TnkLayout?, options: ComparisonOptions,
                             budget: PixelBudget) -> Snapshotting {
        CIRecording.applyDefault()
        return Snapshotting(pathExtension: "png", diffing: .adLayoutPNG(options: options, budget: budget), asyncSnapshot: { subject in
            StrategyRendering.warnAboutRecordingOnCI()
            let png: Data?
            switch subject {
            case .file(let url):
                png = StrategyRendering.withTree(of: url, variant: variant, scale: scale, registry: registry) { tree, pipeline in
                    StrategyRendering.png(tree, pipeline: pipeline)
                }
            case .document(let document):
                png = StrategyRendering.withTree(of: document, variant: variant, scale: scale, registry: registry) { tree, pipeline in
                    StrategyRendering.png(tree, pipeline: pipeline)
                }
            }
            return png.map { Async(value: $0) } ?? StrategyRendering.none()
        })
    }
}

extension Snapshotting where Value == StrategySubject, Format == String {
    /// The core frames strategy: the subject's frame tree as JSON, measured by `measurer`.
    static func framesCore(variant: SnapshotVariant, registry: TnkLayout?, measurer: any TextMeasuring) -> Snapshotting {
        CIRecording.applyDefault()
        return Snapshotting(pathExtension: "json", diffing: .adLayoutLines, asyncSnapshot: { subject in
            StrategyRendering.warnAboutRecordingOnCI()
            let json: String?
            switch subject {
            case .file(let url):
                json = StrategyRendering.withTree(of: url, variant: variant, scale: nil, registry: registry,
                                                  measurer: measurer) { tree, _ in LayoutTreeJSON.encode(tree) }
            case .document(let document):
                json = StrategyRendering.withTree(of: document, variant: variant, scale: nil, registry: registry,
                                                  measurer: measurer) { tree, _ in LayoutTreeJSON.encode(tree) }
            }
            return json.map { Async(value: $0) } ?? StrategyRendering.none()
        })
    }
}

extension Diffing where Value == String {
    /// swift-snapshot-testing's line diff, with its copy of a failing snapshot in the run's one
    /// artifacts folder (as ``SnapshotTesting/Diffing/adLayoutPNG(options:budget:)`` puts it), never in
    /// the system's temporary folder.
    static var adLayoutLines: Diffing {
        let lines = Diffing.lines
        return .diff(toData: lines.toData, fromData: lines.fromData) { old, new in
            guard let failure = lines.diffV2(old, new) else { return nil }
            SnapshotArtifactsRun.shared.prepare()
            PNGComparison.shareArtifactsFolder(with: .shared)
            return failure
        }
    }
}
