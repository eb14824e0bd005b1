import Foundation
import Testing

/// The layout core stays pure: it imports nothing but Foundation (and the standard library's
/// Synchronization), so it builds and is testable without Cairo, Pango or any renderer.
@Test func layoutCoreImportsOnlyFoundation() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/AdLayoutCore")
    let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 20)
    for file in files {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("import ") {
            let module = line.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
            #expect(["Foundation", "Synchronization"].contains(module), "\(file) imports \(module)")
        }
    }
}
