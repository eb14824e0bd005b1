import AdLayoutSwiftSetup
import Foundation
import Testing

/// Every Swift sample of the documentation is code that compiles: its lines (indentation aside) stand in
/// that order in one of the files the package compiles (`Tests/DocumentationSamples`, the custom-view example's targets);
/// or it is an app's setup code (what `--swift-setup` reads, which uses UIKit), and the Swift setup reader
/// reads it with no error or warning (with the fixture apps' XIBs). A sample that shows several files names each in a `// File.swift`
/// line; each part is looked up, or read, as a file of its own.
/// Leading `import` lines are checked apart (a sample's code may stand inside a function there).
/// A `// Package.swift` sample, or a whole manifest (`// swift-tools-version: …`), names only library products
/// this package has; ConsumerManifestTests reads the README's whole manifest with SwiftPM.
@Suite struct SwiftSampleTests {
    static let compiledFolders = ["Tests/DocumentationSamples", "Sources/CustomItemViewExample", "Sources/custom-adlayout"]

    @Test func everySwiftSampleIsInACompiledFile() throws {
        let compiled = try Self.sources(in: Self.compiledFolders)
        var samples = 0, setups = 0
        for block in try DocumentationFiles.blocks() where block.info == "swift" {
            samples += 1
            let lines = Self.significantLines(block.text)
            if lines.first == "// Package.swift" || lines.first?.hasPrefix("// swift-tools-version:") == true {
                try Self.checkManifestExcerpt(block)
                continue
            }
            var imports: [String] = []
            var missing: [String] = []
            for var part in Self.parts(lines) {
                // Imports head a sample as they head a file: each is one some compiled file has.
                while let first = part.first, first.hasPrefix("import ") {
                    imports.append(first.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces))
                    part.removeFirst()
                }
                if !part.isEmpty && !compiled.contains(where: { Self.contains($0, part) }) { missing.append(part[0]) }
            }
            if missing.isEmpty {
                for line in imports {
                    #expect(compiled.contains { $0.contains(line) }, "\(block): \(line) imports no module of the package")
                }
                continue
            }
            // Not in a compiled file: an app's setup code, which the Swift setup reader reads without a problem.
            let setup = SwiftSetupReader.read(Self.setupFiles(block.text) + Self.fixtureXIBs)
            let problems = setup.diagnostics.filter { $0.severity != .note }.map(\.line)
            #expect(problems.isEmpty && setup.files.count > 0,
                    "\(block): not in a compiled file (from: \(missing.joined(separator: "; "))), and not setup code the reader takes: \(problems)")
            setups += 1
        }
        #expect(samples >= 8 && setups >= 1, "samples \(samples), setup samples \(setups)")
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

    /// The XIBs of the fixture apps (`Tests/Fixtures/apps`), for a sample that loads one by its name
    /// (the nib-loading sample's `NibRewardCell.xib`, its outlets on File's Owner).
    static let fixtureXIBs: [SwiftSetupSource] = {
        let apps = DocumentationFiles.root.appendingPathComponent("Tests/Fixtures/apps")
        guard let walk = FileManager.default.enumerator(atPath: apps.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".xib") }.sorted().map {
            SwiftSetupSource(name: ($0 as NSString).lastPathComponent, kind: .xib(apps.appendingPathComponent($0)))
        }
    }()

    /// A setup sample's files, split at its `// Name.swift` lines (one `Setup.swift` when it names none).
    static func setupFiles(_ text: String) -> [SwiftSetupSource] {
        var files: [(name: String, lines: [String])] = []
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// ") && trimmed.hasSuffix(".swift") && !trimmed.dropFirst(3).contains(" ") {
                files.append((String(trimmed.dropFirst(3)), []))
            } else if files.isEmpty {
                files.append(("Setup.swift", [line]))
            } else {
                files[files.count - 1].lines.append(line)
            }
        }
        return files.map { SwiftSetupSource(name: $0.name, text: $0.lines.joined(separator: "\n")) }
    }
}
