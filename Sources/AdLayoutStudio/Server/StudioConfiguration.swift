import AdLayoutCore
import Foundation

/// How `adlayout serve` runs.
public struct StudioConfiguration: Sendable {
    /// The folder whose documents the studio lists, opens and saves.
    public var folder: URL
    /// Address to bind: loopback by default, so only this machine reaches the studio.
    public var host: String
    /// Port to bind; 0 picks a free one.
    public var port: Int
    /// Goldens to show beside each render, with the pixelmatch diff (`adlayout verify`'s folder).
    public var goldens: URL?
    /// The registry documents resolve against (Swift plugins).
    public var registry: TnkLayout
    /// The app's Swift setup files (`serve --swift-setup`), paths as given: put under every document,
    /// like `render --swift-setup`, and read again when they change.
    public var swiftSetup: [String] = []
    /// Largest document opened, rendered or saved, in bytes.
    public var maxDocumentBytes: Int
    /// Largest WebSocket message accepted from the page (a document's text, JSON-escaped).
    public var maxMessageBytes: Int
    /// CodeMirror's folder (nil: the page uses a plain text area).
    public var codeMirror: URL?
    /// How often open documents and the folder are checked for changes made elsewhere.
    public var pollInterval: Duration
    /// Pages connected at once; the next one is closed with code 1013 ("try again later") and a
    /// reason the page shows.
    public var maxSessions = 256
    /// Threads that render and rewrite documents for all pages (each keeps its own fonts and images).
    public var renderThreads = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
    /// How long a render (or rewrite) may run: past it, the work stops at its next step and the page
    /// gets an error, and the thread takes the next job.
    public var renderTimeLimit: Duration = .seconds(30)
    /// How long an HTTP connection may stay idle, or take to send its request, before it is closed.
    public var idleTimeout: Duration = .seconds(10)
    /// Whether the server's own errors are logged to standard error (tests that stop the server by
    /// cancelling it turn this off).
    public var logsErrors = true

    /// A studio over `folder` on 127.0.0.1:`port`.
    public init(folder: URL, host: String = "127.0.0.1", port: Int = 8080, goldens: URL? = nil,
                registry: TnkLayout = TnkLayout(), maxDocumentBytes: Int = 1 << 20, maxMessageBytes: Int = 3 << 20,
                codeMirror: URL? = CodeMirrorFiles.locate(), pollInterval: Duration = .milliseconds(250)) {
        self.folder = folder; self.host = host; self.port = port; self.goldens = goldens; self.registry = registry
        self.maxDocumentBytes = maxDocumentBytes; self.maxMessageBytes = maxMessageBytes
        self.codeMirror = codeMirror; self.pollInterval = pollInterval
    }
}
