import Foundation
import Testing

/// The README's consumer manifest is one SwiftPM reads (`swift package dump-package`, about 3 s, no
/// dependency fetched), depending on AdLayout by path with the two snapshot products and excluding the
/// fixtures and goldens. `bash Scripts/sst-consumer-demo.sh` builds and runs such a package end to end.
@Suite struct ConsumerManifestTests {
    /// The README's block that is a whole manifest.
    static func readmeManifest() throws -> String {
        let blocks = CodeBlock.parse(try DocumentationFiles.text("README.md"), file: "README.md")
        let manifests = blocks.filter { $0.info == "swift" && $0.text.hasPrefix("// swift-tools-version:") }
        #expect(manifests.count == 1, "README.md: \(manifests.count) manifests")
        return try #require(manifests.first).text
    }

    /// `swift` on the PATH (the toolchain running the tests).
    static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: swift != nil, "swift is not on the PATH"))
    func theReadmesManifestIsOneSwiftPMReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests/ScreenSnapshotTests"),
                                                withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try Self.readmeManifest().utf8).write(to: folder.appendingPathComponent("Package.swift"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.swift))
        process.arguments = ["package", "dump-package"]
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errors)")

        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dependency = try #require((manifest["dependencies"] as? [[String: Any]])?.first?["fileSystem"] as? [[String: Any]])
        #expect(dependency.first?["identity"] as? String == "adlayout")
        let target = try #require((manifest["targets"] as? [[String: Any]])?.first)
        #expect(target["name"] as? String == "ScreenSnapshotTests" && target["type"] as? String == "test")
        #expect(target["exclude"] as? [String] == ["Fixtures", "__Snapshots__"])
        let products = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { ($0["product"] as? [Any])?.first as? String }
        #expect(products == ["AdLayoutSnapshot", "AdLayoutSnapshotTesting"])
        // Both are library products of this package.
        let ours = try String(contentsOf: DocumentationFiles.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for product in products { #expect(ours.contains(".library(name: \"\(product)\""), "\(product)") }
    }
}
