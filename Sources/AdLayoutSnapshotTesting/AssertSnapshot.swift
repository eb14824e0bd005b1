import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation

/// Renders the layout document at `document` and compares it with its golden in the
/// `__Snapshots__` folder beside the test file, `<name>[-<device>]@<scale>x.png`. Works under Swift
/// Testing (records an `Issue`) and XCTest (`XCTFail`).
///
/// - Parameters:
///   - document: A layout document (JSON).
///   - name: The golden's name; default: the document's file name without extension.
///   - device: A device preset to render on instead of the document's own (it joins the name).
///   - scale: Device pixels per point; default: the device's. Scale 1 keeps goldens small.
///   - record: When to write the golden; default: `ADLAYOUT_RECORD`, else `never` when `CI` is
///     set and `missing` otherwise. Writing a golden fails the test (re-run to verify it); a
///     golden whose pixels already match is never rewritten.
///   - options: Per-pixel comparison (pixelmatch threshold, anti-aliasing).
///   - budget: Counted pixels allowed to differ (default none).
///   - registry: Swift plugins the document may use.
/// - Returns: The outcome, for tests that look further.
@discardableResult
public func assertSnapshot(
    of document: URL, named name: String? = nil, device: String? = nil, scale: Int? = nil,
    record: RecordMode? = nil, options: ComparisonOptions = ComparisonOptions(), budget: PixelBudget = .exact,
    registry: TnkLayout? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let loaded = PipelinePool.shared.withPipeline(registry: registry) { pipeline -> Result<ResolvedDocument, DocumentErrors> in
        do throws(DocumentErrors) { return .success(try pipeline.load(document)) } catch { return .failure(error) }
    }
    switch loaded {
    case .failure(let errors):
        SnapshotIssue.record("cannot load \(document.path):\n" + errors.errors.map { "  \($0)" }.joined(separator: "\n"),
                             at: location)
        return nil
    case .success(let resolved):
        return SnapshotAssertion(location: location, mode: record, options: options, budget: budget, registry: registry)
            .check(resolved, name: name ?? document.deletingPathExtension().lastPathComponent, device: device, scale: scale)
    }
}

/// Renders a resolved document and compares it with its golden `<name>[-<device>]@<scale>x.png`
/// (see ``assertSnapshot(of:named:device:scale:record:options:budget:registry:fileID:filePath:line:column:)-(URL,_,_,_,_,_,_,_,_,_,_,_)``).
@discardableResult
public func assertSnapshot(
    of document: ResolvedDocument, named name: String, device: String? = nil, scale: Int? = nil,
    record: RecordMode? = nil, options: ComparisonOptions = ComparisonOptions(), budget: PixelBudget = .exact,
    registry: TnkLayout? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return SnapshotAssertion(location: location, mode: record, options: options, budget: budget, registry: registry)
        .check(document, name: name, device: device, scale: scale)
}

/// Renders a layout tree and compares it with its golden `<name>@<scale>x.png`.
@discardableResult
public func assertSnapshot(
    of tree: LayoutTree, named name: String,
    record: RecordMode? = nil, options: ComparisonOptions = ComparisonOptions(), budget: PixelBudget = .exact,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return SnapshotAssertion(location: location, mode: record, options: options, budget: budget, registry: nil)
        .check(tree, name: GoldenName(layout: name, scale: tree.scale))
}

/// One assertion: render, verify, write artifacts, keep the environment sidecar, report.
struct SnapshotAssertion {
    let location: SnapshotSourceLocation
    let mode: RecordMode?
    let options: ComparisonOptions
    let budget: PixelBudget
    let registry: TnkLayout?

    /// Where failing snapshots' images go: `ADLAYOUT_ARTIFACTS`, else a folder in the temporary directory.
    static var artifactsFolder: URL {
        if let path = ProcessInfo.processInfo.environment["ADLAYOUT_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-snapshot-artifacts")
    }

    func check(_ document: ResolvedDocument, name: String, device: String?, scale: Int?) -> SnapshotOutcome? {
        var document = document
        if let device {
            guard let spec = DeviceSpec.presets[device] else {
                SnapshotIssue.record("unknown device \"\(device)\"; presets: \(DeviceSpec.presets.keys.sorted().joined(separator: ", "))",
                                     at: location)
                return nil
            }
            document.device = spec
        }
        let tree = PipelinePool.shared.withPipeline(registry: registry) { $0.layout(document, scale: scale) }
        return check(tree, name: GoldenName(layout: name, device: device, scale: tree.scale))
    }

    func check(_ tree: LayoutTree, name: GoldenName) -> SnapshotOutcome? {
        let mode: RecordMode
        if let explicit = self.mode {
            mode = explicit
        } else {
            do throws(RecordMode.InvalidValue) {
                mode = try RecordMode.defaultMode()
            } catch {
                SnapshotIssue.record(error.description, at: location)
                return nil
            }
        }
        let folder = location.snapshotsFolder
        let verifier = SnapshotVerifier(mode: mode, options: options, budget: budget)
        var outcome = PipelinePool.shared.withPipeline(registry: registry) { pipeline, workspace in
            pipeline.renderer.withPixels(of: tree) { pixels, warnings in
                var outcome = verifier.verify(pixels, name: name, in: folder, workspace: workspace)
                outcome.warnings = warnings
                return outcome
            }
        }

        let environment = EnvironmentCheck.check(goldens: folder, mode: mode,
                                                 wroteGoldens: outcome.status == .new || outcome.status == .updated)
        guard outcome.failsVerification else { return outcome }

        var message = "snapshot \(name.fileName): \(outcome.message)"
        switch outcome.status {
        case .new: message += "\nre-run the test to verify against it"
        case .updated: message += "\nrecord mode is \(mode); re-run without it to verify"
        default: break
        }
        if outcome.status == .failed {
            if !environment.changes.isEmpty {
                message += "\nlikely cause: the render environment differs from the goldens' (\(RenderEnvironment.fileName)):\n"
                    + RenderEnvironment.describe(environment.changes)
            }
            let store = ArtifactStore(Self.artifactsFolder)
            if let files = try? store.write(outcome) {
                for (label, file) in [("expected", files.expected), ("actual", files.actual), ("diff", files.diff)] {
                    if let file { message += "\n\(label): \(store.directory.appendingPathComponent(file).path)" }
                }
            }
        }
        outcome.images = nil
        SnapshotIssue.record(message, at: location)
        return outcome
    }
}
