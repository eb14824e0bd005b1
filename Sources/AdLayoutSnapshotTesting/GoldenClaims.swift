import Foundation
import Synchronization

/// Which test checked each golden in this process, so that two snapshots that would share one
/// golden are an error rather than one silently overwriting (or failing against) the other's.
///
/// A claim is a test and a call site: the same call in the same test may check a golden again (a
/// repeated run, a retry), another call or another test may not. (Swift Testing does not tell the
/// cases of a parameterized test apart: give each case its own `named:`.)
final class GoldenClaims: Sendable {
    static let shared = GoldenClaims()

    struct Claim: Equatable {
        /// The test (`Module.Suite/test()`, or `File.swift:testName()` under XCTest).
        var test: String
        /// `File.swift:line:column`.
        var site: String
    }

    private let claims = Mutex<[String: Claim]>([:])

    /// The claim on the golden at `path`.
    func owner(of path: String) -> Claim? { claims.withLock { $0[path] } }

    /// Claims the golden at `path`; returns the earlier claim it conflicts with, if any.
    func claim(_ path: String, by claim: Claim) -> Claim? {
        claims.withLock { claims in
            if let earlier = claims[path], earlier != claim { return earlier }
            claims[path] = claim
            return nil
        }
    }
}
