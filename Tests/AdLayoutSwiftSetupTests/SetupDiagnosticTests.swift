import AdLayoutCore
import AdLayoutSwiftSetup
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing

/// The setup reader's problems are the project's `Diagnostic`s: a code for each kind, the Swift
/// file and line:column, and each printed once in a run however many variants it renders.
@Suite(.serialized) struct SetupDiagnosticTests {
    @Test func eachKindOfProblemHasItsCode() {
        let setup = read("""
        let l = AdListItemViewLayout()
        TnkStyles.shared.adListItem.titleLabel.color = .red
        for i in [1, 2] { l.lineSpace = 4 }
        l.titleLabel.colr = .red
        l.lineSpace = "wide"
        showOfferwall()
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
        """)
        #expect(setup.diagnostics.map { "\($0.severity) \($0.code) \($0.location?.description ?? "")" } == [
            "warning swift-order 2:1", "warning swift-skipped 3:1", "error unknown-name 4:14", "error type-mismatch 5:15",
            "note swift-ignored 6:1", "note swift-replaced 8:1",
        ])
        #expect(setup.diagnostics.allSatisfy { $0.file == "Setup.swift" && $0.path.isEmpty })
        let syntax = read("let l = AdListItemViewLayout(\n")
        #expect(syntax.diagnostics.map(\.code) == [.syntax])
    }

    /// The loader's errors are the reader's diagnostics as they are (the code was picked by looking
    /// at the message's first words).
    @Test func theLoadersErrorsKeepTheirCodes() {
        let loader = SwiftSetupLoader(sources: [
            SwiftSetupSource(name: "A.swift", text: "let l = AdListItemViewLayout(\n"),
            SwiftSetupSource(name: "B.swift", text: "let l = AdListItemViewLayout()\nl.lineSpace = \"wide\""),
            SwiftSetupSource(name: "C.swift", text: "let x = " + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)),
        ]) { _ in }
        #expect(loader.sharedErrors.map { "\($0.code) \($0.file ?? ""):\($0.location?.description ?? "")" } == [
            "syntax A.swift:1:30", "swift-limit C.swift:1:17",
        ])
    }

    /// A document naming its setup is loaded once per variant; the setup is read once, and its
    /// warnings reach the report once.
    @Test func aLoaderReportsEachWarningOnce() throws {
        let reported = Mutex([String]())
        let loader = SwiftSetupLoader(sources: []) { d in reported.withLock { $0.append(d.line) } }
        let dir = try temporaryDirectory("setup-once")
        try Data(contentsOf: Paths.fixture("Unsupported.swift")).write(to: dir.appendingPathComponent("Setup.swift"))
        let document = Data(#"{"schemaVersion": 1, "swiftSetup": ["Setup.swift"], "sections": []}"#.utf8)
        for _ in 0..<4 {
            let ((resolved, diagnostics), setup) = loader.load(document, file: "app.json", baseDirectory: dir)
            #expect(resolved != nil && setup != nil, "\(diagnostics)")
        }
        let lines = reported.withLock { $0 }
        #expect(lines.count == 5, "\(lines)")
        #expect(Set(lines).count == lines.count)
        #expect(lines.first == "warning: Setup.swift:6:5: skipped: for loop (conditions and loops are read only in viewSize and itemColumns)")
    }

    /// The setup's warnings are the run's: `--strict` fails on them (they went around the run's log).
    @Test func strictFailsOnASetupsWarning() throws {
        let dir = try temporaryDirectory("setup-strict")
        let png = dir.appendingPathComponent("out.png").path
        let document = Paths.layout("minimal.json").path, setup = Paths.fixture("Unsupported.swift").path
        #expect(Run("render", document, "-o", png, "--swift-setup", setup).status == 0)
        let strict = Run("render", document, "-o", png, "--swift-setup", setup, "--strict")
        #expect(strict.status == 1)
        #expect(strict.err.contains("error: \(setup):6:5: skipped: for loop"), "\(strict.err)")
        #expect(Run("validate", document, "--swift-setup", setup, "--strict").status == 1)
        #expect(Run("validate", document, "--swift-setup", Paths.fixture("TnkStyles.swift").path, "--strict").status == 0)
    }

    /// Must show: a Swift-setup warning is printed once in a 4-variant run (it was printed 4 times,
    /// once per variant, when the document names the setup).
    @Test func aSwiftSetupWarningIsPrintedOnceInAFourVariantRun() throws {
        let dir = try temporaryDirectory("setup-variants")
        try Data(contentsOf: Paths.fixture("Unsupported.swift")).write(to: dir.appendingPathComponent("Setup.swift"))
        let document = dir.appendingPathComponent("app.json")
        try Data(#"{"schemaVersion": 1, "swiftSetup": ["Setup.swift"], "sections": [{"type": "normal", "items": [{"appName": "A"}]}]}"#.utf8)
            .write(to: document)
        let variants = ["--devices", "iPhoneSE,iPhone15", "--themes", "light,dark", "--scale", "1"]
        let goldens = dir.appendingPathComponent("goldens").path
        for command in ["record", "verify"] {
            let run = Run(arguments: [command, document.path, "--goldens", goldens] + variants)
            #expect(run.status == 0, "\(run.out)\n\(run.err)")
            #expect(run.out.contains("4 snapshots"), "\(run.out)")
            let warning = "warning: \(dir.path)/Setup.swift:6:5: skipped: for loop (conditions and loops are read only in viewSize and itemColumns)"
            #expect(run.err.split(separator: "\n").filter { $0 == warning }.count == 1, "\(command): \(run.err)")
        }
    }
}
