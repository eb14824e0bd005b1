import Foundation
import AdLayoutModel

/// Where a ``DocumentLoader`` gets the setup it puts under each document (the app's Swift setup:
/// AdLayoutSwiftSetup's `SwiftSetupLoader`). A protocol, not a function: the module that reads
/// Swift depends on this one, so the loader asks it through a witness, and everything else the
/// loader does is its own.
public protocol SetupSource: Sendable {
    /// What the source read, handed back to callers that show it (the studio's inspector).
    associatedtype Setup: SetupTree

    /// The setup of the parsed `document` (named `name` in messages, its relative paths from
    /// `folder`; `options` bound which files it may read): nil when it has none; `errors` when it
    /// cannot be used (the document is then decoded only for its own problems).
    func read(for document: ParsedDocument, name: String, folder: URL, options: DocumentDecoder.Options)
        -> (setup: Setup?, errors: [Diagnostic])
}

/// A setup as a document tree: what a ``SetupSource`` read, merged under a document (``SetupMerger``).
public protocol SetupTree: Sendable {
    /// The setup as document JSON, each node located where it comes from.
    var root: JSONNode { get }
    /// The app's view classes the source found but could not read, by name: what a registration naming
    /// one is told in place of "unknown view class".
    var unreadViewClasses: [String: String] { get }
}
