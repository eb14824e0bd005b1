@testable import AdLayoutSnapshot
import AdLayoutTestSupport
import Foundation
import Testing

@Suite struct FileDigestTests {
    @Test func sha256OfKnownContents() throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("abc.txt")
        try Data("abc".utf8).write(to: file)
        // FIPS 180-2's example for "abc".
        #expect(FileDigest.sha256(ofFileAt: file.path) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(FileDigest.sha256(ofFileAt: dir.appendingPathComponent("missing").path) == nil)
    }

    @Test func cachedDigestsFollowTheFiles() throws {
        let dir = try temporaryDirectory()
        let cache = dir.appendingPathComponent("digests.json")
        let a = dir.appendingPathComponent("a.bin"), b = dir.appendingPathComponent("b.bin")
        try Data(repeating: 1, count: 3_000_000).write(to: a)
        try Data("abc".utf8).write(to: b)
        let first = FileDigest.sha256(ofFilesAt: [a.path, b.path], cache: cache)
        #expect(first[a.path] == FileDigest.sha256(ofFileAt: a.path))
        #expect(first[b.path] == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(FileManager.default.fileExists(atPath: cache.path))
        // Unchanged files: the same answers from the cache.
        #expect(FileDigest.sha256(ofFilesAt: [a.path, b.path], cache: cache) == first)
        // A rewritten file (new size and times) is hashed again, not read from the cache.
        try Data("abcd".utf8).write(to: b)
        let second = FileDigest.sha256(ofFilesAt: [a.path, b.path], cache: cache)
        #expect(second[b.path] == FileDigest.sha256(ofFileAt: b.path))
        #expect(second[b.path] != first[b.path])
        // A corrupt cache is ignored.
        try Data("{".utf8).write(to: cache)
        #expect(FileDigest.sha256(ofFilesAt: [a.path, b.path], cache: cache) == second)
    }
}
