import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import SnapshotTesting
import Testing
import _Testing_Foundation   // Data as an attachment (the cross-import overlay is not applied here on its own)

extension Diffing where Value == Data {
    /// PNG images compared as AdLayout compares goldens: the same bytes pass at once; otherwise
    /// both are decoded and compared with pixelmatch (`options`), and pass within `budget`. A
    /// failure's message gives the counts, the reference, actual and difference images' paths and
    /// how to accept the change; the three images are its attachments (`reference.png`,
    /// `failure.png`, `difference.png`: swift-snapshot-testing hands them to Xcode, and on Linux
    /// this diffing records them as Swift Testing attachments itself, which `swift test
    /// --attachments-path DIR` saves).
    public static func adLayoutPNG(options: ComparisonOptions = ComparisonOptions(), budget: PixelBudget = .exact) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            PNGComparison(options: options, budget: budget).compare(reference, actual)
        }
    }
}

/// The comparison behind ``SnapshotTesting/Diffing/adLayoutPNG(options:budget:)``.
struct PNGComparison {
    var options: ComparisonOptions
    var budget: PixelBudget

    func compare(_ reference: Data, _ actual: Data) -> (String, [DiffAttachment])? {
        guard reference != actual else { return nil }
        let actualImage: PixelBuffer
        do { actualImage = try PNGCodec.decode(actual) } catch {
            return ("the snapshot is not a PNG: \(error.message)", [])
        }
        let expectedImage: PixelBuffer
        do { expectedImage = try PNGCodec.decode(reference) } catch {
            return finish("the reference is not a readable PNG (\(error.message)); record it again", reference: nil, actual: actual,
                          difference: nil)
        }
        var diffImage = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
        let result = expectedImage.withView { expected in
            actualImage.withView { PixelMatch.compare(expected, $0, options: options, diff: &diffImage) }
        }
        guard !budget.accepts(result) else { return nil }
        let difference = result.sizeMismatch == nil ? PNGCodec.encode(diffImage) : nil
        return finish(SnapshotVerifier.describe(result, budget: budget), reference: reference, actual: actual, difference: difference)
    }

    /// The message and attachments of a failure; the images are also written to disk and, where
    /// swift-snapshot-testing does not attach them (anywhere but Xcode), attached to the test.
    private func finish(_ summary: String, reference: Data?, actual: Data, difference: Data?) -> (String, [DiffAttachment]) {
        let images = [("reference", reference), ("failure", actual), ("difference", difference)]
            .compactMap { name, data in data.map { (name + ".png", $0) } }
        var message = summary
        let folder = Self.artifactsFolder.appendingPathComponent(Self.stem(of: actual))
        for (name, data) in images {
            let url = folder.appendingPathComponent(name)
            if (try? AtomicFile.write(data, to: url)) != nil { message += "\n\(name.dropLast(4)): \(url.path)" }
        }
        message += "\naccept the change: SNAPSHOT_TESTING_RECORD=failed swift test --filter \"\(Self.testFilter)\" "
            + "(or withSnapshotTesting(record: .failed) { … }, or the trait .snapshots(record: .failed))"
        if Self.attachesItself, let test = Test.current {
            let prefix = test.name.prefix { $0 != "(" }
            for (name, data) in images {
                Attachment.record(data, named: "\(prefix).\(name)", sourceLocation: test.sourceLocation)
            }
        }
        return (message, images.map { DiffAttachment.data($0.1, name: $0.0) })
    }

    /// Where failure images go: `$SNAPSHOT_ARTIFACTS/adlayout` (swift-snapshot-testing's variable
    /// for its own copy of the failing snapshot), else the temporary folder's.
    static var artifactsFolder: URL {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: base).appendingPathComponent("adlayout")
    }

    /// `<test>-<hash of the actual image>`: a folder per failing snapshot.
    static func stem(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325   // FNV-1a
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return testFilter.replacingOccurrences(of: "/", with: ".") + "-" + String(hash, radix: 16)
    }

    /// `Suite/test` for `swift test --filter`.
    static var testFilter: String {
        guard let test = Test.current else { return "test" }
        return test.id.nameComponents.map { String($0.prefix { $0 != "(" }) }.joined(separator: "/")
    }

    /// swift-snapshot-testing attaches images only in Xcode on Apple platforms.
    static var attachesItself: Bool {
        #if os(Linux) || os(Windows) || os(Android)
        return true
        #else
        return ProcessInfo.processInfo.environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] == nil
        #endif
    }
}
