import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation

/// One input of the Swift setup fuzz target (`Fuzz/SetupFuzzEntry.swift`, `Scripts/fuzz.sh setup`),
/// shared with the regression tests that replay `FuzzReproducers/`: the bytes are read as a setup
/// file, as `import-swift` reads one, and the setup it makes is put under an empty document and
/// resolved, as `--swift-setup` does.
///
/// A trap anywhere is a finding (libFuzzer reports the crash, and a stack overflow is one); so is
/// a diagnostic outside the file, or a setup without errors whose JSON does not parse back:
/// ``run(_:)`` returns that problem, and the fuzz entry point stops on it.
enum SetupFuzzCase {
    /// What went wrong with an input that did not trap; nil when it passed.
    static func run(_ data: Data) -> String? {
        // Setup files are UTF-8 text (others are refused before they are read).
        guard let text = String(validating: data, as: UTF8.self) else { return nil }
        // The loader reads the file once (as `--swift-setup` does) and keeps what it read.
        let loader = SwiftSetupLoader(sources: [SwiftSetupSource(name: "Fuzz.swift", text: text)]) { _ in }
        guard let setup = loader.sharedSetup else { return "the loader did not read the file" }
        let lines = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } + text.utf8.count { $0 == 0x0D }
        for d in setup.diagnostics {
            guard d.file == "Fuzz.swift", let l = d.location else { return "no Swift position: \(d.line)" }
            guard l.line >= 1, l.line <= lines, l.column >= 1, l.offset >= 0, l.offset <= data.count else {
                return "position outside the file: \(d.line)"
            }
        }
        guard !setup.hasErrors else { return nil }
        guard (try? JSONNode.parse(Data(setup.json.utf8))) != nil else { return "the setup's JSON does not parse:\n\(setup.json)" }
        for (path, origin) in setup.sourceMap where origin.file != "Fuzz.swift" {
            return "\(path) comes from \(origin.file)"
        }
        let empty = Data(#"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": "A"}]}]}"#.utf8)
        _ = loader.load(empty, file: "fuzz.json", baseDirectory: URL(fileURLWithPath: "/nonexistent"))
        return nil
    }
}
