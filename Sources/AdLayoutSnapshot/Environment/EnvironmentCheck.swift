import Foundation

/// Keeps a goldens folder's environment sidecar in step with its goldens: compares it with this
/// process's environment, and rewrites it when goldens were written (they were made here), in mode
/// `all` (every golden was just checked here), or when there is none yet and the mode may write.
public struct EnvironmentCheck: Sendable {
    /// What differs from the recorded environment (empty when it agrees, or was just rewritten).
    public var changes: [String] = []
    /// An unreadable sidecar.
    public var problem: String?
    /// Whether the sidecar was written.
    public var written = false

    /// Checks (and perhaps records) the sidecar of the goldens folder `goldens`.
    public static func check(goldens: URL, mode: RecordMode, wroteGoldens: Bool) -> EnvironmentCheck {
        var check = EnvironmentCheck()
        let current = RenderEnvironment.current
        func record() { check.written = (try? current.write(to: goldens)) ?? false }
        switch RenderEnvironment.load(from: goldens) {
        case .success(let recorded)?:
            if wroteGoldens || mode == .all { record() } else { check.changes = current.differences(from: recorded) }
        case .failure(let error)?:
            check.problem = error.message
            if wroteGoldens { record() }
        case nil:
            if !GoldenFolder(goldens).goldenFiles().isEmpty && (wroteGoldens || mode.recordsMissing) { record() }
        }
        return check
    }
}
