import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the Chrome DevTools protocol.
///
/// The protocol runs over `--remote-debugging-pipe` (Chromium reads commands from fd 3 and writes
/// answers and events to fd 4, each message a JSON object ended by a NUL byte): no port to
/// discover and no WebSocket client needed.
final class DevToolsBrowser: Sendable {
    /// Debian's chromium (or `$CHROMIUM`), when installed.
    static let executable: String? = {
        let env = ProcessInfo.processInfo.environment["CHROMIUM"].map { [$0] } ?? []
        return (env + ["/usr/bin/chromium", "/usr/bin/chromium-browser"]).first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether the browser tests must run: set by the README's test command (`ADLAYOUT_REQUIRE_BROWSER=1`),
    /// which installs Chromium, so that a missing browser fails them instead of skipping them there.
    static let isRequired = ProcessInfo.processInfo.environment["ADLAYOUT_REQUIRE_BROWSER"] == "1"

    /// Whether a browser test runs: Chromium is installed, or it is required (and then fails without it).
    static let runsTests = executable != nil || isRequired

    struct ProtocolError: Error, CustomStringConvertible {
        var description: String
    }

    private let pid: pid_t
    private let input: Int32, output: Int32
    /// What the reading thread and the tests' tasks share.
    private struct State {
        var nextID = 1
        var waiting: [Int: CheckedContinuation<Data, any Error>] = [:]
        var closed = false
        /// Exceptions thrown by page scripts (`Runtime.exceptionThrown`), and console errors.
        var pageErrors: [String] = []
    }
    private let state = Mutex(State())

    /// Starts Chromium with a fresh profile in `profile` and a `width`×`height` window.
    init(profile: URL, width: Int, height: Int) throws {
        guard let executable = Self.executable else {
            throw ProtocolError(description: "chromium is not installed (Debian package chromium), and ADLAYOUT_REQUIRE_BROWSER=1 requires it")
        }
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw ProtocolError(description: "pipe() failed") }
        // Out of the way of 3 and 4, and closed on exec: the child keeps only the dup2'd copies.
        let childIn = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10), childOut = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
        let parentOut = fcntl(toBrowser[1], F_DUPFD_CLOEXEC, 10), parentIn = fcntl(fromBrowser[0], F_DUPFD_CLOEXEC, 10)
        for fd in toBrowser + fromBrowser { close(fd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, childIn, 3)
        posix_spawn_file_actions_adddup2(&actions, childOut, 4)

        let arguments = [executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                         "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
                         "--disable-background-networking", "--disable-component-update", "--mute-audio",
                         "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        close(childIn); close(childOut)
        guard status == 0 else {
            close(parentOut); close(parentIn)
            throw ProtocolError(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        self.input = parentIn
        self.output = parentOut
        let reader = Thread { [self] in readLoop() }
        reader.name = "devtools-reader"
        reader.start()
    }

    deinit { shutDown() }

    /// Closes the browser and waits for it (killing it after 5 s).
    func shutDown() {
        let alreadyClosed = state.withLock { state -> Bool in defer { state.closed = true }; return state.closed }
        guard !alreadyClosed else { return }
        let close = #"{"id":0,"method":"Browser.close"}"# + "\0"
        _ = close.withCString { write(output, $0, strlen($0) + 1) }
        var status: Int32 = 0
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) == pid { Glibc.close(output); return }
            usleep(50_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        Glibc.close(output)
    }

    /// Sends `method` and returns its result; `session` targets an attached page.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil,
              timeout: Duration = .seconds(30)) async throws -> [String: Any] {
        let id = state.withLock { state -> Int in defer { state.nextID += 1 }; return state.nextID }
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = try JSONSerialization.data(withJSONObject: message)
        bytes.append(0)
        let timer = Task { [weak self] in
            try await Task.sleep(for: timeout)
            self?.fail(id, ProtocolError(description: "\(method): no answer in \(timeout)"))
        }
        defer { timer.cancel() }
        let answer = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            let isClosed = state.withLock { state -> Bool in
                if !state.closed { state.waiting[id] = continuation }
                return state.closed
            }
            if isClosed { continuation.resume(throwing: ProtocolError(description: "the browser is closed")); return }
            let written = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if written != bytes.count { fail(id, ProtocolError(description: "\(method): cannot write to the browser")) }
        }
        let object = try JSONSerialization.jsonObject(with: answer) as? [String: Any] ?? [:]
        if let error = object["error"] as? [String: Any] {
            throw ProtocolError(description: "\(method): \(error["message"] ?? error)")
        }
        return object["result"] as? [String: Any] ?? [:]
    }

    private func fail(_ id: Int, _ error: any Error) {
        state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: error)
    }

    private func readLoop() {
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(input, &buffer, buffer.count)
            if n <= 0 { break }
            pending.append(contentsOf: buffer[0..<n])
            while let end = pending.firstIndex(of: 0) {
                let message = pending[pending.startIndex..<end]
                pending = Data(pending[pending.index(after: end)...])
                dispatch(Data(message))
            }
        }
        Glibc.close(input)
        let orphans = state.withLock { state -> [CheckedContinuation<Data, any Error>] in
            state.closed = true
            defer { state.waiting.removeAll() }
            return Array(state.waiting.values)
        }
        orphans.forEach { $0.resume(throwing: ProtocolError(description: "the browser went away")) }
    }

    private func dispatch(_ message: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else { return }
        if let id = object["id"] as? Int {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(returning: message)
            return
        }
        let params = object["params"] as? [String: Any] ?? [:]
        switch object["method"] as? String {
        case "Runtime.exceptionThrown":
            let details = params["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = details["exception"] as? [String: Any] ?? [:]
            record("exception: \(exception["description"] ?? details["text"] ?? "?")")
        case "Runtime.consoleAPICalled" where params["type"] as? String == "error":
            let args = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
            record("console.error: " + args.joined(separator: " "))
        case "Log.entryAdded":
            let entry = params["entry"] as? [String: Any] ?? [:]
            if entry["level"] as? String == "error" { record("log: \(entry["text"] ?? "")") }
        default:
            break
        }
    }

    private func record(_ error: String) {
        state.withLock { $0.pageErrors.append(error) }
    }

    /// Errors the page reported so far.
    var errors: [String] { state.withLock { $0.pageErrors } }
}

/// One tab, attached with a flat session.
struct DevToolsPage: Sendable {
    let browser: DevToolsBrowser
    let session: String

    /// Opens a tab at `url` with a `width`×`height` viewport and waits for it to load.
    static func open(_ url: URL, in browser: DevToolsBrowser, width: Int, height: Int) async throws -> DevToolsPage {
        let target = try await browser.send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw DevToolsBrowser.ProtocolError(description: "no target") }
        let attached = try await browser.send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw DevToolsBrowser.ProtocolError(description: "no session") }
        let page = DevToolsPage(browser: browser, session: session)
        try await page.send("Runtime.enable")
        try await page.send("Log.enable")
        try await page.send("Page.enable")
        try await page.send("Emulation.setDeviceMetricsOverride",
                            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        try await page.send("Page.navigate", ["url": url.absoluteString])
        try await page.waitUntil("document.readyState === 'complete'")
        return page
    }

    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:]) async throws -> [String: Any] {
        try await browser.send(method, params, session: session)
    }

    /// Evaluates `expression` in the page (awaiting a promise) and returns its value.
    @discardableResult
    func evaluate(_ expression: String) async throws -> Any? {
        let result = try await send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let details = result["exceptionDetails"] as? [String: Any] {
            let exception = details["exception"] as? [String: Any]
            throw DevToolsBrowser.ProtocolError(description: "\(expression): \(exception?["description"] ?? details["text"] ?? "?")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    func string(_ expression: String) async throws -> String { try await evaluate(expression) as? String ?? "" }
    func number(_ expression: String) async throws -> Double { (try await evaluate(expression) as? NSNumber)?.doubleValue ?? .nan }

    /// Polls `condition` (a JavaScript expression) until it is true.
    func waitUntil(_ condition: String, timeout: Duration = .seconds(20)) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if (try? await evaluate("!!(\(condition))")) as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(40))
        }
        throw DevToolsBrowser.ProtocolError(description: "timed out waiting for: \(condition)")
    }

    /// Types `text` into the focused element, as a keyboard would (an IME commit).
    func type(_ text: String) async throws { try await send("Input.insertText", ["text": text]) }

    /// Presses and releases a key (`Backspace`, …) with its Windows key code.
    func press(_ key: String, code: Int) async throws {
        try await send("Input.dispatchKeyEvent", ["type": "rawKeyDown", "key": key, "code": key, "windowsVirtualKeyCode": code])
        try await send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": key, "windowsVirtualKeyCode": code])
    }

    func moveMouse(x: Double, y: Double) async throws {
        try await send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    func click(x: Double, y: Double) async throws {
        try await moveMouse(x: x, y: y)
        for type in ["mousePressed", "mouseReleased"] {
            try await send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// A PNG of the viewport, or of `clip` (CSS pixels).
    func screenshot(clip: CGRect? = nil) async throws -> Data {
        var params: [String: Any] = ["format": "png"]
        if let clip {
            params["clip"] = ["x": Double(clip.minX), "y": Double(clip.minY), "width": Double(clip.width), "height": Double(clip.height), "scale": 1]
        }
        let result = try await send("Page.captureScreenshot", params)
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw DevToolsBrowser.ProtocolError(description: "no screenshot")
        }
        return data
    }

    /// The bounding rectangle of the element matching `selector`, in CSS pixels.
    func rect(_ selector: String) async throws -> CGRect {
        let value = try await evaluate("""
            (() => { const r = document.querySelector(\(Self.literal(selector))).getBoundingClientRect();
                     return [r.left, r.top, r.width, r.height]; })()
            """) as? [NSNumber] ?? []
        guard value.count == 4 else { throw DevToolsBrowser.ProtocolError(description: "no element \(selector)") }
        return CGRect(x: value[0].doubleValue, y: value[1].doubleValue, width: value[2].doubleValue, height: value[3].doubleValue)
    }

    /// `s` as a JavaScript string literal.
    static func literal(_ s: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [s])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
