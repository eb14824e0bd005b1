import AdLayoutCore

/// The running counts of one layout type × variant while ads are laid out: one per job, merged at
/// the end (the merge gives the same result whatever the number of jobs).
struct FitTally {
    /// Examples kept at most.
    let exampleLimit: Int
    private(set) var ads = 0
    private(set) var truncated = 0
    private(set) var clipped = 0
    private(set) var byElement: [String: FitResult.Counts] = [:]
    /// The worst ads so far, worst first.
    private(set) var examples: [FitExample] = []
    /// Element names by kind (names are made once).
    private var names: [NodeKind: String] = [:]

    init(exampleLimit: Int) { self.exampleLimit = exampleLimit }

    /// Counts ad `index` of the file with what did not fit in it.
    mutating func add(index: Int, ad: AdListItem, findings: [FitFinding]) {
        ads += 1
        guard !findings.isEmpty else { return }
        var problems: [FitExample.Problem] = []
        problems.reserveCapacity(findings.count)
        var anyTruncated = false, anyClipped = false
        for finding in findings {
            let name: String
            if let known = names[finding.kind] { name = known } else {
                name = FitElement.name(of: finding.kind)
                names[finding.kind] = name
            }
            let isTruncation = finding.isTruncation
            // Each element counts once per ad and problem.
            if !problems.contains(where: { $0.element == name && $0.isTruncation == isTruncation }) {
                if isTruncation { byElement[name, default: .init()].truncated += 1 } else { byElement[name, default: .init()].clipped += 1 }
            }
            var shown: String?
            if case .truncated(let s) = finding.problem { shown = s }
            problems.append(FitExample.Problem(element: name, isTruncation: isTruncation, shown: shown, text: finding.text))
            if isTruncation { anyTruncated = true } else { anyClipped = true }
        }
        if anyTruncated { truncated += 1 }
        if anyClipped { clipped += 1 }
        keep(FitExample(index: index, appId: ad.appId, problems: problems, ad: ad))
    }

    /// Keeps `example` if it is among the worst ``exampleLimit``.
    private mutating func keep(_ example: FitExample) {
        guard exampleLimit > 0 else { return }
        if examples.count == exampleLimit {
            guard FitExample.worse(example, examples[examples.count - 1]) else { return }
            examples.removeLast()
        }
        let at = examples.firstIndex { FitExample.worse(example, $0) } ?? examples.count
        examples.insert(example, at: at)
    }

    /// Adds another job's counts.
    mutating func merge(_ other: FitTally) {
        ads += other.ads; truncated += other.truncated; clipped += other.clipped
        for (name, counts) in other.byElement {
            byElement[name, default: .init()].truncated += counts.truncated
            byElement[name, default: .init()].clipped += counts.clipped
        }
        for example in other.examples { keep(example) }
    }
}
