import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import Testing

/// One assertion: names its golden for the test, checks it with ``SnapshotCheck`` (the pipeline
/// `adlayout verify` uses), keeps the environment sidecar, adds it to the run's report and
/// reports a failure with its artifacts and how to accept it.
struct SnapshotAssertion {
    let location: SnapshotSourceLocation
    /// The assertion's own arguments (nil: the scope's configuration, then the defaults).
    let record: RecordMode?
    let options: ComparisonOptions?
    let budget: PixelBudget?
    let registry: TnkLayout?
    /// A goldens folder shared with `adlayout verify`: goldens are then named as verify names
    /// them (`<name>[-<variant>]@<scale>x.png`) instead of per test.
    var goldens: URL? = nil
    var run: SnapshotTestRun = .shared
    /// The environment `ADLAYOUT_RECORD` and `CI` are read from.
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// The record mode, options and budget in force; nil after reporting an unusable `ADLAYOUT_RECORD`.
    /// The mode follows the one precedence rule (``/AdLayoutSnapshot/RecordMode/resolve(flag:code:surfaceDefault:environment:)``):
    /// `ADLAYOUT_RECORD`, then `never` when `CI` is set, then the assertion's `record:`, then the scope's.
    /// The reason is kept for the failure message: why a committed `record: .missing` wrote nothing.
    private func configuration() -> (RecordMode, String?, ComparisonOptions, PixelBudget)? {
        let scope = SnapshotTestConfiguration.current
        let resolved: (mode: RecordMode, reason: String?)
        do throws(RecordMode.InvalidValue) {
            resolved = try RecordMode.resolve(code: record ?? scope.record, environment: environment)
        } catch {
            SnapshotIssue.record(error.description, at: location)
            return nil
        }
        return (resolved.mode, resolved.reason, options ?? scope.options ?? .exact, budget ?? scope.budget ?? .exact)
    }

    /// The goldens folder and the golden's base name for `name`: `__Snapshots__/<TestFile>/` and
    /// `<test>.<name>` (swift-snapshot-testing's layout), or the shared folder and `name`.
    func golden(for name: String) -> (folder: URL, layout: String) {
        if let goldens { return (goldens, name) }
        let folder = location.snapshotsFolder.appendingPathComponent(location.fileName)
        return (folder, Self.sanitize(location.testName) + "." + Self.sanitize(name))
    }

    /// A name as swift-snapshot-testing puts it into a path: runs of non-word characters become
    /// `-`, none at either end.
    static func sanitize(_ text: String) -> String {
        text.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    func check(_ document: URL, name: String, variant: SnapshotVariant, scale: Int?) -> SnapshotOutcome? {
        perform(name: name) { check, pipeline, workspace in
            check.check(document, displayPath: document.path, layout: golden(for: name).layout, variant: variant,
                        pipeline: pipeline, workspace: workspace)
        } scale: { scale } accept: { mode in
            guard goldens != nil else { return nil }
            var command = "adlayout record \(document.path) --goldens \(golden(for: name).folder.path)"
            if let scale { command += " --scale \(scale)" }
            if let device = variant.deviceName { command += " --devices \(device)" }
            if let theme = variant.theme { command += " --themes \(theme.name)" }
            if let size = variant.contentSize { command += " --content-sizes \(size.rawValue)" }
            return command + " --mode \(mode)"
        }
    }

    func check(_ document: ResolvedDocument, name: String, variant: SnapshotVariant, scale: Int?) -> SnapshotOutcome? {
        perform(name: name) { check, pipeline, workspace in
            check.check(document, layout: golden(for: name).layout, variant: variant, source: document.file,
                        pipeline: pipeline, workspace: workspace)
        } scale: { scale }
    }

    func check(_ tree: LayoutTree, name: String) -> SnapshotOutcome? {
        perform(name: name) { check, pipeline, workspace in
            check.check(tree, name: GoldenName(layout: golden(for: name).layout, scale: tree.scale), pipeline: pipeline,
                        workspace: workspace)
        } scale: { tree.scale }
    }

    /// Runs `body` with a configured check and pipeline, then reports.
    private func perform(name: String,
                         _ body: (SnapshotCheck, RenderPipeline, SnapshotWorkspace) -> SuiteResult.Entry,
                         scale: () -> Int?, accept: (String) -> String? = { _ in nil }) -> SnapshotOutcome? {
        guard let (mode, reason, options, budget) = configuration() else { return nil }
        run.prepare()
        let (folder, _) = golden(for: name)
        var check = SnapshotCheck(goldens: folder, verifier: SnapshotVerifier(mode: mode, options: options, budget: budget),
                                  scale: scale(), artifacts: ArtifactStore(run.folder, subfolder: location.fileName))
        let claimant = GoldenClaims.Claim(test: location.testID, site: location.site)
        check.admit = { golden in
            let path = folder.appendingPathComponent(golden.fileName).path
            guard let earlier = GoldenClaims.shared.claim(path, by: claimant) else { return nil }
            return "golden \(golden.fileName) in \(folder.path) is already checked by \(earlier.test) at \(earlier.site): "
                + "two snapshots would share one golden; give this one its own name (named:)"
        }
        var entry = SnapshotPipelinePool.shared.withPipeline(registry: registry) { pipeline, workspace in
            body(check, pipeline, workspace)
        }
        entry.test = location.testID
        run.add(entry, goldens: location.snapshotsFolder, mode: mode)
        let refused = GoldenClaims.shared.owner(of: entry.outcome.golden.path) != claimant
        return report(entry, mode: mode, reason: reason, folder: folder, refused: refused, accept: accept)
    }

    /// Records an issue for an outcome that fails the test: what happened, the likely cause, the
    /// artifacts (also attached), and how to accept or record it.
    private func report(_ entry: SuiteResult.Entry, mode: RecordMode, reason: String?, folder: URL, refused: Bool,
                        accept: (String) -> String?) -> SnapshotOutcome? {
        let outcome = entry.outcome
        guard !outcome.invalidInput else {
            SnapshotIssue.record("cannot check snapshot \(outcome.name.fileName):\n"
                                 + outcome.diagnostics.map { "  \($0.line)" }.joined(separator: "\n"), at: location)
            return nil
        }
        // Warnings (a missing image, a truncated text) are the test's warnings, each once per test run;
        // notes (the list running past the canvas) are not worth a test's attention.
        for warning in outcome.diagnostics where warning.severity == .warning && run.firstReport(of: warning) {
            SnapshotIssue.record(warning.line, severity: .warning, at: location)
        }
        let environment = EnvironmentCheck.check(goldens: folder, mode: mode,
                                                 wroteGoldens: outcome.status == .new || outcome.status == .updated)
        guard outcome.failsVerification else { return outcome }

        let shown = goldens == nil ? "\(location.fileName)/\(outcome.name.fileName)" : outcome.name.fileName
        var message = "snapshot \(shown): \(outcome.message)"
        var attachments: [URL] = []
        switch outcome.status {
        case .new: message += "\nre-run the test to verify against it"
        case .updated: message += "\nrecord mode is \(mode); re-run without it to verify"
        case .passed: break
        case .failed:
            if refused { break }
            if case .refused = GoldenFile.locate(outcome.golden.lastPathComponent, in: folder) {
                message += "\nreplace it with a PNG inside \(folder.path)"
                break
            }
            if !FileManager.default.fileExists(atPath: outcome.golden.path) {
                if let reason, reason.hasPrefix("CI") { message += "\nrecord mode never: \(reason)" }
                message += "\nrecord it: " + acceptHint(mode: .missing, accept: accept)
                break
            }
            if !environment.changes.isEmpty {
                message += "\nlikely cause: the render environment differs from the goldens' (\(RenderEnvironment.fileName)):\n"
                    + RenderEnvironment.describe(environment.changes)
            }
            for (label, file) in [("expected", entry.artifacts.expected), ("actual", entry.artifacts.actual),
                                  ("diff", entry.artifacts.diff)] {
                guard let file else { continue }
                let url = run.folder.appendingPathComponent(file)
                message += "\n\(label): \(url.path)"
                attachments.append(url)
            }
            message += "\naccept the change: " + acceptHint(mode: .failed, accept: accept)
        }
        SnapshotIssue.record(message, attachments: attachments, at: location)
        return outcome
    }

    /// `ADLAYOUT_RECORD=failed swift test --filter "Suite/test"`: the environment beats the record
    /// mode an assertion, trait or scope gives, so it works however the test is configured (and
    /// the adlayout command for a shared goldens folder).
    private func acceptHint(mode: RecordMode, accept: (String) -> String?) -> String {
        var text = "\(RecordMode.environmentVariable)=\(mode) swift test --filter \"\(location.testFilter)\""
        if let command = accept(mode.rawValue) { text += "; or: \(command)" }
        return text
    }
}
