import AdLayoutSnapshot
import AdLayoutTestSupport
import Foundation
import Testing

@Suite struct GoldenNamingTests {
    @Test func namesFollowLayoutDeviceScale() {
        #expect(GoldenName(layout: "offerwall-default", scale: 3).fileName == "offerwall-default@3x.png")
        #expect(GoldenName(layout: "right-icon", device: "iPhoneSE", scale: 2).fileName == "right-icon-iPhoneSE@2x.png")
        #expect(GoldenName(document: URL(fileURLWithPath: "/x/Layouts/minimal.json"), scale: 1).stem == "minimal@1x")
    }

    @Test func parsingAndOwnership() {
        #expect(GoldenName.parse(fileName: "offerwall-default@3x.png")! == ("offerwall-default", 3))
        #expect(GoldenName.parse(fileName: "notes.png") == nil)
        #expect(GoldenName.parse(fileName: "a@x.png") == nil)
        #expect(GoldenName.parse(fileName: "render-environment.json") == nil)
        #expect(GoldenName.file("right-icon-iPhoneSE@2x.png", belongsTo: "right-icon"))
        #expect(GoldenName.file("right-icon@1x.png", belongsTo: "right-icon"))
        #expect(!GoldenName.file("right-icon@1x.png", belongsTo: "right"))
        #expect(!GoldenName.file("offerwall-default@1x.png", belongsTo: "offerwall-custom"))
    }

    @Test func staleGoldensBelongToNoLayout() throws {
        let dir = try temporaryDirectory()
        for name in ["a@1x.png", "a-iPhoneSE@2x.png", "b@3x.png", "gone@1x.png", "notes.txt", RenderEnvironment.fileName] {
            try Data().write(to: dir.appendingPathComponent(name))
        }
        let folder = GoldenFolder(dir)
        #expect(folder.goldenFiles() == ["a-iPhoneSE@2x.png", "a@1x.png", "b@3x.png", "gone@1x.png"])
        #expect(folder.staleGoldens(layouts: ["a", "b"]) == ["gone@1x.png"])
    }

    @Test func recordModeDefaultsFollowCI() throws {
        #expect(try RecordMode.defaultMode(environment: [:]) == .missing)
        #expect(try RecordMode.defaultMode(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.defaultMode(environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.defaultMode(environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.defaultMode(environment: ["CI": ""]) == .missing)
        #expect(try RecordMode.defaultMode(environment: ["CI": "1", "ADLAYOUT_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.defaultMode(environment: ["ADLAYOUT_RECORD": "1"]) == .all)
        #expect(throws: RecordMode.InvalidValue.self) { try RecordMode.defaultMode(environment: ["ADLAYOUT_RECORD": "sometimes"]) }
    }

    @Test func shardsSplitWithoutOverlap() {
        let items = Array(0..<10)
        let shards = (1...3).map { Shard(index: $0, count: 3)!.select(items) }
        #expect(shards == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]])
        #expect(Shard("2/3") == Shard(index: 2, count: 3))
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil && Shard("1/0") == nil)
    }

    /// A sidecar that cannot be read says why in plain words (it printed Swift's DecodingError, and a
    /// folder in its place was not reported at all).
    @Test func unreadableSidecarsSayWhy() throws {
        func message(_ content: String?, folderInstead: Bool = false) throws -> String? {
            let dir = try temporaryDirectory("sidecar")
            let url = dir.appendingPathComponent(RenderEnvironment.fileName)
            if folderInstead {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                if let content { try Data(content.utf8).write(to: url) }
            }
            guard case .failure(let error)? = RenderEnvironment.load(from: dir) else { return nil }
            return error.message.replacingOccurrences(of: url.path, with: "FILE")
        }
        #expect(try message(nil) == nil)
        #expect(try message(#"{"x": 1"#) == "FILE: not a render environment (not valid JSON)")
        #expect(try message(#"{"x": 1}"#)?.hasPrefix(#"FILE: not a render environment (missing key ""#) == true)
        #expect(try message(nil, folderInstead: true) == "FILE: cannot read it: is a directory")
    }
}
