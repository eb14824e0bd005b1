import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import Foundation

/// One `lint` run: lays each document out and reports layout's findings and the native-ad policy
/// rules' as diagnostics, counting them for the summary line.
struct LintRun {
    let pipeline: RenderPipeline
    let inputs: Inputs
    /// `--scale`; nil: the document's device scale.
    let scale: Int?

    /// What a run found: documents that could not be read and findings in those that were.
    struct Tally {
        var documents = 0, unreadable = 0, findings = 0

        /// `3 findings in 2 documents (1 not read: invalid)`.
        var summary: String {
            // Only documents that were read were linted.
            let linted = documents - unreadable
            return "\(findings) finding\(findings == 1 ? "" : "s") in \(linted) document\(linted == 1 ? "" : "s")"
                + (unreadable > 0 ? " (\(unreadable) not read: invalid)" : "")
        }
    }

    /// Lints `files` in order, each finding reported to the inputs' log as it is found.
    func lint(_ files: [String]) -> Tally {
        let linter = NativeAdLinter(measurer: pipeline.measurer)
        var tally = Tally(documents: files.count)
        for file in files {
            guard let document = inputs.load(file) else { tally.unreadable += 1; continue }
            let tree = pipeline.layout(document, scale: scale)
            let findings = tree.diagnostics + linter.lint(tree, file: file)
            tally.findings += findings.count
            inputs.log.report(findings)
        }
        return tally
    }
}
