import Foundation
import Testing
import AdLayoutTestSupport
@testable import AdLayoutInterfaceBuilder

/// Damaged input never traps: deterministic pseudo-random mutations of every fixture, and random
/// bytes, either read or throw an ``XIBError`` whose position lies inside the input.
@Suite("Robustness")
struct RobustnessTests {
    /// Bytes that make XML interesting when dropped in.
    static let interesting: [UInt8] = Array("<>/\"'=&;![]?-: \n\tx0YESNO".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xE2, 0x80]

    /// One to four random edits: flip, insert, delete, duplicate, swap in a markup byte, or truncate.
    static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case 1:
                bytes.insert(interesting.randomElement(using: &random)!, at: index)
            case 2:
                bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...40, using: &random)))
            case 3:
                let end = min(bytes.count, index + Int.random(in: 1...200, using: &random))
                bytes.insert(contentsOf: bytes[index..<end], at: end)
            case 4:
                bytes[index] = interesting.randomElement(using: &random)!
            default:
                bytes.removeSubrange(index...)
            }
        }
        return bytes
    }

    /// Reads bytes and checks the outcome is a document or a well-positioned error.
    static func check(_ bytes: [UInt8], fileName: String) -> Bool? {
        do {
            let document = try XIBReader.read(data: Data(bytes), fileName: fileName)
            #expect(document.fileName == fileName)
            for note in document.notes {
                #expect(note.position.line >= 1 && note.position.column >= 1)
            }
            return true
        } catch {
            // Lines end at LF, CRLF or a lone CR.
            let lines = 1 + bytes.indices.filter { i in
                bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A))
            }.count
            #expect(error.fileName == fileName)
            #expect(error.position.line >= 1 && error.position.line <= lines + 1,
                    "\(error) is outside the \(lines) lines of the input")
            #expect(error.position.column >= 1)
            #expect(error.description.hasPrefix("\(fileName):\(error.position.line):\(error.position.column): "))
            #expect(!error.message.isEmpty)
            return false
        }
    }

    @Test(arguments: ["CustomItemView.xib", "AdListCell.xib", "FeedCollectionCell.xib", "RewardStackView.xib",
                      "BannerView.xib", "StylesView.xib"])
    func mutatedFixtures(name: String) throws {
        let original = [UInt8](try Fixture.data(name))
        var random = SplitMix64(state: UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        var read = 0
        var thrown = 0
        for _ in 0..<250 {
            switch Self.check(Self.mutate(original, &random), fileName: name) {
            case true?: read += 1
            case false?: thrown += 1
            case nil: break
            }
        }
        // Both outcomes occur, so the loop really exercises the error paths and the decoder.
        #expect(read > 0)
        #expect(thrown > 0)
        #expect(read + thrown == 250)
    }

    @Test func randomBytes() {
        var random = SplitMix64(state: 42)
        var thrown = 0
        for length in 0..<200 {
            let bytes = (0..<length).map { _ in
                Bool.random(using: &random) ? Self.interesting.randomElement(using: &random)!
                    : UInt8.random(in: 0...255, using: &random)
            }
            if Self.check(bytes, fileName: "Garbage.xib") == false { thrown += 1 }
        }
        #expect(thrown == 200)
    }

    @Test func readsConcurrently() async throws {
        let names = ["CustomItemView.xib", "AdListCell.xib", "FeedCollectionCell.xib", "RewardStackView.xib",
                     "BannerView.xib", "StylesView.xib"]
        let serial = try names.map { try Fixture.document($0) }
        let parallel = try await withThrowingTaskGroup(of: (Int, XIBDocument).self) { group in
            for _ in 0..<4 {
                for (index, name) in names.enumerated() {
                    group.addTask { (index, try Fixture.document(name)) }
                }
            }
            var results: [(Int, XIBDocument)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(parallel.count == 24)
        for (index, document) in parallel {
            #expect(document == serial[index])
        }
    }
}
