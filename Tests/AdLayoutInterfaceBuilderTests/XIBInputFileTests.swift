import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// What issue 41 found vague or hanging: a directory, a device or a FIFO given as a XIB, and files
/// whose lines end in CR alone.
@Suite struct XIBInputFileTests {
    /// The error reading the file at `url` throws, as printed.
    func error(_ url: URL, limits: XIBLimits = .standard) -> String? {
        do {
            _ = try XIBReader.read(contentsOf: url, limits: limits)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func onlyRegularFilesAreRead() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("XIBInputFileTests-\(UUID().uuidString).xib")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(error(folder) == "\(folder.lastPathComponent):1:1: the file cannot be read: is a directory")
        #expect(error(URL(fileURLWithPath: "/dev/zero"))
            == "zero:1:1: the file cannot be read: not a regular file (a character device)")
        #expect(error(folder.appendingPathComponent("Missing.xib"))
            == "Missing.xib:1:1: the file cannot be read: no such file or directory")
        // A FIFO with no writer: refused at once, never waited on.
        let fifo = folder.appendingPathComponent("Pipe.xib")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(error(fifo) == "Pipe.xib:1:1: the file cannot be read: not a regular file (a FIFO)")
    }

    @Test func aFileOverTheLimitIsRefusedByItsSize() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("XIBInputFileTests-\(UUID().uuidString).xib")
        try Data(repeating: 0x20, count: 250).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(error(url, limits: XIBLimits(maxFileSize: 100))
            == "\(url.lastPathComponent):1:1: the file is 250 bytes; the limit is 100 bytes (XIBLimits.maxFileSize)")
    }

    @Test(arguments: ["\r", "\r\n", "\n"]) func lineEndsOfEveryKindCountAsLines(lineEnd: String) throws {
        let text = Fixture.wrap("""
                <label numberOfLines="2" id="LBL-00-001"/>
                <label numberOfLines="2147483648" id="LBL-00-002"/>
        """).replacingOccurrences(of: "\n", with: lineEnd)
        #expect(Fixture.error(text)?.description == "Inline.xib:5:9: the attribute 'numberOfLines' of <label> is "
            + "2147483648; expected a number of lines of 0…1,000 (XIBValueRanges.numberOfLines)")
        let readable = try Fixture.read(text.replacingOccurrences(of: "2147483648", with: "3"))
        #expect(readable.views.map(\.position.description) == ["4:9", "5:9"])
    }

    @Test func aLoneCRCountsInEveryPosition() {
        let bytes: [UInt8] = Array("a\rb\r\ncd\re".utf8)
        #expect(SourceLocator.position(ofOffset: 8, in: bytes) == XIBSourcePosition(line: 4, column: 1))
        #expect(SourceLocator.offset(ofLine: 3, column: 2, in: bytes) == 6)
    }
}
