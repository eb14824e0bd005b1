@testable import AdLayoutInterfaceBuilder

/// A suite of tests over one fixture XIB, `fixture` in Fixtures/: each test gets it freshly read through the public
/// entry point (Swift Testing makes a suite instance per test).
protocol FixtureSuite {
    /// The fixture's file name.
    static var fixture: String { get }

    /// The suite over `document`, the fixture as read.
    init(document: XIBDocument)
}

extension FixtureSuite {
    /// The suite over its fixture, read.
    init() throws {
        self.init(document: try Fixture.document(Self.fixture))
    }
}
