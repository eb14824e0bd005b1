import AdLayoutCore
import ArgumentParser
import Foundation

/// `--strict`: any warning fails the command (exit 1), as `lint --strict` always did.
struct StrictOption: ParsableArguments {
    @Flag(help: "Treat warnings as errors (a missing image, a truncated text, a clipped element): exit 1 when there is any.")
    var strict = false
}

extension Console {
    /// The run's diagnostics, each distinct one printed once on standard error; under `strict`
    /// warnings are printed (and counted) as errors.
    package func diagnosticLog(strict: Bool = false) -> DiagnosticLog {
        DiagnosticLog { [err] diagnostic in
            var diagnostic = diagnostic
            if strict && diagnostic.severity == .warning { diagnostic.severity = .error }
            err(diagnostic.line)
        }
    }
}
