@testable import AdLayoutCLI
import AdLayoutCore
import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// Messages of the command line, word for word: negative numbers refused with their range, I/O
/// errors in plain words naming the file, misconfigured folders, outputs checked before anything
/// is written, temporary files of killed runs removed.
@Suite(.serialized) struct ReliabilityTests {
    let layouts = Run.root.appendingPathComponent("Layouts").path

    /// The first line of a run's error output.
    func firstError(_ run: Run) -> String { String(run.err.split(separator: "\n").first ?? "") }

    @Test func negativeNumbersAreRefusedWithTheirRange() throws {
        let doc = layouts + "/minimal.json", dir = try temporaryDirectory().path
        let cases: [([String], String)] = [
            (["render", doc, "--scale", "-1"], "--scale must be in 1…3, not -1"),
            (["render", doc, "--max-image-pixels", "-5"], "--max-image-pixels must be in 1…1000000000, not -5"),
            (["validate", doc, "--max-image-pixels", "0"], "--max-image-pixels must be in 1…1000000000, not 0"),
            (["lint", doc, "--scale", "-2"], "--scale must be in 1…3, not -2"),
            (["compare", doc, doc, "--threshold", "-1"], "--threshold must be in 0…1, not -1"),
            (["compare", doc, doc, "--threshold", "1.5"], "--threshold must be in 0…1, not 1.5"),
            (["compare", doc, doc, "--max-diff-pixels", "-1"], "--max-diff-pixels must be at least 0, not -1"),
            (["compare", doc, doc, "--max-diff-ratio", "-0.5"], "--max-diff-pixel-ratio must be in 0…1, not -0.5"),
            (["verify", doc, "--goldens", dir, "--jobs", "-3"], "--jobs must be in 1…256, not -3"),
            (["verify", doc, "--goldens", dir, "--scale", "-1"], "--scale must be in 1…3, not -1"),
            (["verify", doc, "--goldens", dir, "--shard", "-1/2"], "--shard must be i/n with 1 ≤ i ≤ n, e.g. 1/3; not -1/2"),
            (["record", doc, "--goldens", dir, "--jobs", "-1"], "--jobs must be in 1…256, not -1"),
            (["record", doc, "--goldens", dir, "--max-diff-pixels", "-7"], "--max-diff-pixels must be at least 0, not -7"),
            (["bench", "--iterations", "-1"], "--iterations must be at least 1, not -1"),
            (["bench", "--warmups", "-1"], "--warmups must be at least 0, not -1"),
            (["bench", "--spawns", "-1"], "--spawns must be at least 0, not -1"),
            (["bench", "--scale", "-3"], "--scale must be in 1…3, not -3"),
            (["serve", dir, "--port", "-1"], "--port must be in 0…65535, not -1"),
            (["serve", dir, "--port", "70000"], "--port must be in 0…65535, not 70000"),
        ]
        for (arguments, message) in cases {
            let run = Run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(firstError(run) == "Error: " + message, "\(arguments)")
        }
    }

    @Test func goldensThatAreNotAFolderExitTwo() throws {
        let dir = try temporaryDirectory()
        let file = try write("x", to: dir, "goldens.txt")
        for command in ["verify", "record"] {
            let run = Run(command, layouts + "/minimal.json", "--goldens", file, "--scale", "1")
            #expect(run.status == 2, "\(command)")
            #expect(run.err == "error: --goldens \(file): not a folder", "\(command)")
        }
        let below = Run("verify", layouts + "/minimal.json", "--goldens", file + "/sub", "--scale", "1")
        #expect(below.status == 2 && below.err == "error: --goldens \(file)/sub: not a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["goldens.txt"])
    }

    @Test func documentsThatAreNotRegularFilesAreNamedInPlainWords() throws {
        let dir = try temporaryDirectory()
        for (path, reason) in try unreadablePaths(in: dir, extension: "json") {
            for arguments in [["validate", path], ["lint", path], ["render", path, "-o", dir.appendingPathComponent("out").path],
                              ["bench", path, "--spawns", "0"]] {
                let run = Run(arguments)
                let command = arguments[0]
                #expect(run.status == 2, "\(command) \(path)")
                #expect(run.err == "error: \(path): cannot read the file: \(reason)", "\(command) \(path): \(run.err)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["pipe.json"])
    }

    @Test func outputsThatCannotBeWrittenAreFoundBeforeAnythingIsWritten() throws {
        let dir = try temporaryDirectory()
        let doc = layouts + "/minimal.json"
        func entries(_ sub: String = "") -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(sub).path)) ?? []).sorted()
        }
        // A one-file name that is a folder: a command-line error.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.json"), withIntermediateDirectories: true)
        let png = Run("render", doc, "-o", dir.appendingPathComponent("taken.png").path)
        #expect(png.status == 2 && firstError(png) == "Error: -o \(dir.path)/taken.png: is a directory")
        let frames = Run("render", doc, "-o", dir.appendingPathComponent("out.png").path,
                         "--frames", dir.appendingPathComponent("taken.json").path)
        #expect(frames.status == 2 && firstError(frames) == "Error: --frames \(dir.path)/taken.json: is a directory")
        // A folder name that is a file.
        let file = try write("x", to: dir, "plain")
        let folder = Run("render", doc, "-o", file)
        #expect(folder.status == 2 && firstError(folder) == "Error: -o \(file): not a folder (a name ending in .png names one file)")
        #expect(entries() == ["plain", "taken.json", "taken.png"])
        // `-` is standard input only: as an output it is refused, not made a folder named "-".
        let dash = Run("render", doc, "-o", dir.appendingPathComponent("out.png").path, "--frames", "-")
        #expect(dash.status == 2 && firstError(dash) == "Error: --frames -: standard output cannot take the output; name a .json file or a folder")
        #expect(firstError(Run("render", doc, "-o", "-")) == "Error: -o -: standard output cannot take the output; name a .png file or a folder")
        #expect(!FileManager.default.fileExists(atPath: "-"))

        // In a folder: the document's PNG or frames name taken by a folder; nothing of that document is written.
        let out = dir.appendingPathComponent("out"), framesDir = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("minimal.png"), withIntermediateDirectories: true)
        let pngTaken = Run("render", doc, "-o", out.path, "--frames", framesDir.path)
        #expect(pngTaken.status == 1)
        #expect(pngTaken.err == "error: \(doc): cannot write \(out.path)/minimal.png: is a directory")
        #expect(entries("frames").isEmpty)
        try FileManager.default.removeItem(at: out.appendingPathComponent("minimal.png"))
        try FileManager.default.createDirectory(at: framesDir.appendingPathComponent("minimal.frames.json"), withIntermediateDirectories: true)
        let framesTaken = Run("render", doc, "-o", out.path, "--frames", framesDir.path)
        #expect(framesTaken.status == 1)
        #expect(framesTaken.err == "error: \(doc): cannot write \(framesDir.path)/minimal.frames.json: is a directory")
        #expect(entries("out").isEmpty)
        // A file where a folder on the way should be.
        let under = Run("render", doc, "-o", file + "/sub/out.png")
        #expect(under.status == 1 && under.err == "error: \(doc): cannot write \(file)/sub/out.png: \(file) is not a folder")
    }

    /// An output that is one of the inputs is refused before anything is written (a `--frames` path
    /// naming the document replaced it with its frames; `--diff` naming an image replaced it).
    @Test func outputsThatAreInputsAreRefused() throws {
        let dir = try temporaryDirectory()
        let doc = dir.appendingPathComponent("doc.json").path
        try FileManager.default.copyItem(atPath: layouts + "/minimal.json", toPath: doc)
        let before = try Data(contentsOf: URL(fileURLWithPath: doc))
        let frames = Run("render", doc, "--frames", doc, "-o", dir.path)
        #expect(frames.status == 2)
        #expect(frames.err == "error: \(doc): cannot write \(doc): it is the input document \(doc)")
        // The same file through another path.
        let other = dir.path + "/sub/../doc.json"
        let png = Run("render", doc, "--frames", other, "-o", dir.path)
        #expect(png.status == 2 && png.err == "error: \(doc): cannot write \(other): it is the input document \(doc)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: doc)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["doc.json"])

        let image = dir.appendingPathComponent("a.png").path
        try FileManager.default.copyItem(atPath: Run.root.path + "/Tests/AdLayoutRenderTests/__Snapshots__/minimal@1x.png",
                                         toPath: image)
        let compare = Run("compare", image, image, "--diff", image)
        #expect(compare.status == 2 && compare.err == "error: cannot write \(image): it is the input image \(image)")
    }

    /// A picture taller than Cairo's 32,767 pixels is never asked for: `--full-page` and
    /// `"height": "auto"` stop growing there (such a render once trapped).
    @Test func fullPagesStopAtTheLargestSurface() throws {
        let dir = try temporaryDirectory()
        let items = (0..<160).map { #"{"appName": "App \#($0)"}"# }.joined(separator: ",")
        let doc = try write(#"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [\#(items)]}]}"#, to: dir, "long.json")
        let out = dir.appendingPathComponent("long.png").path
        let run = Run("render", doc, "--full-page", "-o", out)
        #expect(run.status == 0)
        #expect(run.out == "wrote \(out) (390×10922 pt @3x, \((try Data(contentsOf: URL(fileURLWithPath: out))).count / 1024) KB)")
        #expect(run.err.hasSuffix("sections[0]: 33 of 160 items are cut at the canvas bottom (10922 pt); the canvas stops at 10922 points, its largest"))
    }

    /// verify/record check where their reports go before rendering anything, naming the path (a
    /// folder given to --junit was reported only at the end, without its name).
    @Test func reportPathsAreCheckedFirst() throws {
        let dir = try temporaryDirectory()
        let doc = layouts + "/minimal.json", goldens = dir.appendingPathComponent("goldens").path
        let file = try write("x", to: dir, "plain")
        let junit = Run("verify", doc, "--goldens", goldens, "--junit", dir.path)
        #expect(junit.status == 2 && junit.err == "error: --junit \(dir.path): is a directory")
        let artifacts = Run("verify", doc, "--goldens", goldens, "--artifacts", file)
        #expect(artifacts.status == 2 && artifacts.err == "error: --artifacts \(file): not a folder")
        #expect(!FileManager.default.fileExists(atPath: goldens))
    }

    /// Two documents of one name would write one PNG: refused before anything is rendered.
    @Test func documentsOfOneNameFromTwoFoldersAreRefused() throws {
        let dir = try temporaryDirectory()
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: layouts + "/minimal.json", toPath: dir.path + "/\(folder)/x.json")
        }
        let run = Run("render", dir.path + "/a/x.json", dir.path + "/b/x.json", "-o", dir.path)
        #expect(run.status == 2)
        #expect(firstError(run) == "Error: \(dir.path)/a/x.json and \(dir.path)/b/x.json would both be written as x.png; "
                + "render them into different folders")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["a", "b"])
    }

    /// An image path that cannot be resolved says why: a loop of symbolic links is not "no such file".
    @Test func aLoopOfSymbolicLinksIsNamedAsSuch() throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/loop1", withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/loop2", withDestinationPath: "loop1")
        let doc = try write(#"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": "A", "iconUrl": "loop1"}]}]}"#,
                            to: dir, "l.json")
        let run = Run("validate", doc)
        #expect(run.status == 0)
        #expect(run.err == #"warning: \#(doc):1:81: sections[0].items[0].iconUrl: image "loop1": too many levels of symbolic links; "#
                + "drawing a placeholder")
    }

    /// A host the studio cannot listen on is a command-line error (exit 2), not a failure at bind.
    @Test func serveRefusesAHostThatIsNotAnAddress() throws {
        let run = Run("serve", layouts, "--host", "256.1.1.1")
        #expect(run.status == 2)
        #expect(firstError(run) == "Error: --host 256.1.1.1: not an IP address or a name that resolves to one (e.g. 127.0.0.1, ::1, 0.0.0.0)")
    }

    @Test func temporaryFilesOfKilledRunsAreRemovedByTheNextWrite() throws {
        let dir = try temporaryDirectory()
        let gone = Self.finishedProcessID()
        let stale = ".minimal.png.\(gone)-0A1B2C3D.tmp", live = ".minimal.png.1-0A1B2C3D.tmp"
        let mine = ".minimal.png.\(getpid())-0A1B2C3D.tmp", other = ".notes.tmp"
        for name in [stale, live, mine, other] { _ = try write("partial", to: dir, name) }
        let run = Run("render", layouts + "/minimal.json", "-o", dir.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        // The dead process's file is gone; a live process's (pid 1), this process's and other files stay.
        #expect(left == [live, mine, other, "minimal.png"].sorted())
    }

    /// The id of a process that has exited (and been waited for): no process has it now.
    static func finishedProcessID() -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// A write past the file-size limit is "file too large", not a Foundation code or a killed
    /// process (run as a child process: the limit is per process).
    @Test func aWritePastTheFileSizeLimitSaysFileTooLarge() throws {
        let tool = Run.toolPath
        try #require(FileManager.default.isExecutableFile(atPath: tool), "\(Run.toolMissing)")
        let dir = try temporaryDirectory()
        // ulimit -f counts 1024-byte blocks: 4 KB, less than any rendered PNG.
        let (status, reason, errors) = try Run.child(URL(fileURLWithPath: "/bin/bash"),
                                                     ["-c", "ulimit -f 4; exec \"$0\" render \"$1\" -o \"$2\" --scale 1", tool,
                                                      layouts + "/minimal.json", dir.appendingPathComponent("out.png").path],
                                                     standardError: true)
        let text = String(decoding: errors, as: UTF8.self)
        #expect(reason == .exit && status == 1)
        #expect(text.hasSuffix("cannot write \(dir.path)/out.png: file too large\n"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// Without a font cache that can be written (not in XDG_CACHE_HOME, not in the temporary
    /// directory) a render says so in one plain line: fontconfig printed "Fontconfig error: No
    /// writable cache directories" once per font folder. With only the temporary directory
    /// writable, the cache is kept there, silently. (A child process: the font setup is made once
    /// per process.)
    @Test func anUnwritableFontCacheIsOnePlainLine() throws {
        let tool = Run.toolPath
        try #require(FileManager.default.isExecutableFile(atPath: tool), "\(Run.toolMissing)")
        let dir = try temporaryDirectory()
        // `fontconfig-<hash of the configuration>`, as the renderer names it.
        let cacheName = (FontEnvironment.cacheDirectory as NSString).lastPathComponent
        func render(temporary: String) throws -> (status: Int32, err: String) {
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = "/proc/adlayout-no-cache"
            environment["TMPDIR"] = temporary
            let (status, _, errors) = try Run.child(URL(fileURLWithPath: tool),
                                                    ["render", layouts + "/minimal.json", "-o", dir.appendingPathComponent("out.png").path,
                                                     "--scale", "1"],
                                                    environment: environment, standardError: true)
            return (status, String(decoding: errors, as: UTF8.self))
        }
        let none = try render(temporary: "/proc/adlayout-no-tmp")
        #expect(none.status == 0)
        #expect(none.err == "adlayout: fonts cannot be cached (/proc/adlayout-no-cache/adlayout/\(cacheName): "
                + "no such file or directory); every run reads the font files again: set XDG_CACHE_HOME to a folder "
                + "that can be written\n")
        let temporary = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let fallback = try render(temporary: temporary.path)
        #expect(fallback.status == 0 && fallback.err.isEmpty, "\(fallback.err)")
        let kept = temporary.appendingPathComponent("adlayout-\(geteuid())/\(cacheName)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: kept.path)) ?? []).contains { $0.contains(".cache-") })
    }

    /// lint, verify and record take --allow-path as render and validate do.
    @Test func everyCommandThatReadsDocumentsTakesAllowPath() throws {
        let root = try temporaryDirectory()
        let doc = root.appendingPathComponent("doc"), outside = root.appendingPathComponent("outside")
        let goldens = root.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: doc, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(contentsOf: URL(fileURLWithPath: layouts + "/images/icon-01.png")).write(to: outside.appendingPathComponent("icon.png"))
        let file = try write(#"{"schemaVersion": 1, "device": {"width": 390, "height": 200, "scale": 1}, "sections": [{"type": "normal", "items": [{"appName": "A", "iconUrl": "../outside/icon.png"}]}]}"#, to: doc, "ad.json")
        let refusal = #"warning: \#(file):1:134: sections[0].items[0].iconUrl: image "../outside/icon.png" is outside the document's folder and the folders allowed with --allow-path; drawing a placeholder"#
        let lint = Run("lint", file), allowedLint = Run("lint", file, "--allow-path", outside.path)
        #expect(lint.status == 0 && lint.err == refusal)
        #expect(allowedLint.status == 0 && allowedLint.err.isEmpty)
        // Goldens recorded with the placeholder; verifying with the image allowed finds the icon drawn.
        #expect(Run("record", file, "--goldens", goldens.path).status == 0)
        #expect(Run("verify", file, "--goldens", goldens.path, "--mode", "never").status == 0)
        let allowed = Run("verify", file, "--goldens", goldens.path, "--mode", "never", "--allow-path", outside.path)
        #expect(allowed.status == 1 && allowed.out.contains("FAIL    ad@1x.png: "), "\(allowed.out)")
    }

    /// `render -` reads standard input only up to the document limit (`render - < /dev/zero` ends).
    @Test func standardInputIsReadUpToALimit() throws {
        let zero = open("/dev/zero", O_RDONLY)
        try #require(zero >= 0)
        defer { close(zero) }
        #expect(FileReading.stream(zero, limit: 200_000).count == 200_000)
        let run = CommandContext.with({ $0.standardInput = { Data(count: 64) } }) { Run("render", "-", "-o", "/tmp/never.png") }
        #expect(run.status == 2 && run.err.hasPrefix("error: <stdin>:1:1: invalid JSON"), "\(run.err)")
    }

    @Test func foundationErrorsAreStatedInPlainWords() {
        #expect(FileReading.reason(of: CocoaError(.fileWriteOutOfSpace)) == "no space left on device")
        #expect(FileReading.reason(of: CocoaError(.fileReadNoSuchFile)) == "no such file or directory")
        #expect(FileReading.reason(of: CocoaError(.fileWriteNoPermission)) == "permission denied")
        #expect(FileReading.reason(of: CocoaError(.fileWriteVolumeReadOnly)) == "read-only file system")
        #expect(FileReading.reason(of: CocoaError(.fileWriteUnknown)) == "an unknown error")
        let efbig = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EFBIG))])
        #expect(FileReading.reason(of: efbig) == "file too large")
        #expect(FileReading.reason(of: POSIXError(.EISDIR)) == "is a directory")
        #expect(FileReading.reason(of: POSIXError(.ENOSPC)) == "no space left on device")
        #expect(FileReading.reason(of: FileReadError(reason: "not a regular file (a FIFO)")) == "not a regular file (a FIFO)")
    }
}

extension Run {
    init(_ arguments: [String]) {
        self.init(registry: TnkLayout(), arguments)
    }
}
