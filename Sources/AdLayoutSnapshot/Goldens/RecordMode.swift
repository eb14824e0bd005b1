import Foundation

/// When goldens are written (swift-snapshot-testing's modes; Playwright's `changed` is `failed`).
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Write every golden whose pixels changed; never fails on a difference. Goldens whose pixels
    /// are identical are left alone, byte for byte.
    case all
    /// Write goldens that do not exist yet; compare the others. The default off CI.
    case missing
    /// Write missing goldens and those that no longer match.
    case failed
    /// Write nothing: a missing golden is a failure. The default when `CI` is set.
    case never

    /// The mode's name: `all`, `missing`, `failed` or `never`.
    public var description: String { rawValue }

    /// The environment variable that sets the mode for runs that don't name one:
    /// `all`, `missing`, `failed`, `never` (or `1` for `all`).
    public static let environmentVariable = "ADLAYOUT_RECORD"

    /// An unusable `ADLAYOUT_RECORD` value.
    public struct InvalidValue: Error, CustomStringConvertible {
        /// The value as found in the environment.
        public var value: String
        /// The message naming the value and the valid modes.
        public var description: String {
            "\(RecordMode.environmentVariable)=\(value) is not a record mode; use all, missing, failed or never"
        }
    }

    /// The mode when none is given: `ADLAYOUT_RECORD` if set, else `never` on CI (the `CI`
    /// variable is set and not `false`/`0`), else `missing`.
    public static func defaultMode(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(InvalidValue) -> RecordMode {
        if let value = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            if value == "1" || value == "true" { return .all }
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw InvalidValue(value: value) }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// The mode in force, by the one precedence rule of every surface (the table in the
    /// AdLayoutSnapshot documentation, "Record modes"): a command-line `flag` (`--mode`), then
    /// `ADLAYOUT_RECORD`, then the surface's default (`record`: `all`), then `never` when `CI` is
    /// set, then what the `code` says (an assertion's `record:`, a test's or suite's trait,
    /// `withAdLayoutSnapshots`: innermost first), else `missing`.
    ///
    /// The environment beats the code so that the accept command printed after a failure
    /// (`ADLAYOUT_RECORD=failed swift test …`) works whatever a suite pins; `CI` beats the code so
    /// that a committed `record: .missing` never writes a golden on a CI runner (only an explicit
    /// `ADLAYOUT_RECORD` records there). Returns the mode and, when it was not given by a flag or
    /// the code, why (`ADLAYOUT_RECORD=failed`, `CI is set`, `CI is set; record: .missing in code
    /// applies off CI only`).
    public static func resolve(flag: RecordMode? = nil, code: RecordMode? = nil, surfaceDefault: RecordMode? = nil,
                               environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(InvalidValue) -> (mode: RecordMode, reason: String?) {
        if let flag { return (flag, nil) }
        if let value = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            return (try defaultMode(environment: environment), "\(environmentVariable)=\(value)")
        }
        if let surfaceDefault { return (surfaceDefault, nil) }
        if isCI(environment) {
            guard let code, code != .never else { return (.never, "CI is set") }
            return (.never, "CI is set; record: .\(code) in code applies off CI only")
        }
        return (code ?? .missing, nil)
    }

    /// Whether `CI` is set (to anything but an empty string, `0` or `false`).
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false"].contains(value)
    }

    /// Whether this mode writes a golden that does not exist.
    public var recordsMissing: Bool { self != .never }
    /// Whether this mode overwrites a golden that does not match.
    public var recordsFailed: Bool { self == .all || self == .failed }
}
