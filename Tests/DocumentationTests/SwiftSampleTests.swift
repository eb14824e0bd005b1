import Foundation
import Testing

/// Every Swift sample of the documentation is code that compiles: its lines (indentation aside) stand in
/// that order in one of the files this target compiles (`Samples/`), or, for an app's setup code (what
/// `--swift-setup` reads, which uses UIKit), in a fixture the Swift setup reader's tests read. A sample
/// that shows several files names each in a `// File.swift` line; each part is looked up on its own.
/// Leading `import` lines are checked apart (a sample's code may stand inside a function there).
/// A `// Package.swift` sample names only library products this package has.
@Suite struct SwiftSampleTests {
    static let compiledFolders = ["Tests/DocumentationTests/Samples", "Sources/CustomItemViewExample", "Sources/custom-adlayout"]
    static let setupFolders = ["Tests/AdLayoutSwiftSetupTests/Fixtures"]

    @Test func everySwiftSampleIsInACompiledFile() throws {
        let compiled = try Self.sources(in: Self.compiledFolders)
        let setups = try Self.sources(in: Self.setupFolders)
        var samples = 0
        for block in try DocumentationFiles.blocks() where block.info == "swift" {
            samples += 1
            let lines = Self.significantLines(block.text)
            if lines.first == "// Package.swift" {
                try Self.checkManifestExcerpt(block)
                continue
            }
            for var part in Self.parts(lines) {
                // Imports head a sample as they head a file: each is one some compiled file has.
                while let first = part.first, first.hasPrefix("import ") {
                    #expect(compiled.contains { $0.contains(first) }, "\(block): \(first) imports no module of the package")
                    part.removeFirst()
                }
                if part.isEmpty { continue }
                let found = compiled.contains { Self.contains($0, part) } || setups.contains { Self.contains($0, part) }
                #expect(found, "\(block): not in a file of \(Self.compiledFolders + Self.setupFolders), from: \(part.first ?? "")")
            }
        }
        #expect(samples >= 8)
    }

    /// The products a `// Package.swift` excerpt names from this package are library products of it.
    static func checkManifestExcerpt(_ block: CodeBlock) throws {
        let manifest = try String(contentsOf: DocumentationFiles.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.product\(name: "([A-Za-z]+)", package: "AdLayout"\)"#)
        let text = block.text as NSString
        let names = pattern.matches(in: block.text, range: NSRange(location: 0, length: text.length))
            .map { text.substring(with: $0.range(at: 1)) }
        #expect(!names.isEmpty, "\(block): names no product of AdLayout")
        for name in names {
            #expect(manifest.contains(".library(name: \"\(name)\""), "\(block): no library product \(name)")
        }
    }

    static func sources(in folders: [String]) throws -> [[String]] {
        var files: [[String]] = []
        for folder in folders {
            let url = DocumentationFiles.root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let relative as String in walk where relative.hasSuffix(".swift") {
                files.append(significantLines(try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)))
            }
        }
        return files
    }

    /// The non-empty lines of a text, without their indentation.
    static func significantLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The sample split at its `// Name.swift` lines.
    static func parts(_ lines: [String]) -> [[String]] {
        var parts: [[String]] = [[]]
        for line in lines {
            if line.hasPrefix("// ") && line.hasSuffix(".swift") && !line.dropFirst(3).contains(" ") { parts.append([]) } else {
                parts[parts.count - 1].append(line)
            }
        }
        return parts.filter { !$0.isEmpty }
    }

    static func contains(_ file: [String], _ part: [String]) -> Bool {
        guard part.count <= file.count else { return false }
        return (0...(file.count - part.count)).contains { start in
            file[start..<(start + part.count)].elementsEqual(part)
        }
    }
}
