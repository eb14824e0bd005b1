import Foundation
import Synchronization

/// Where a document's values are in its text: the decoder's own parse (`JSONTape`), kept with the
/// decoded document so that what later stages report (an image the resolver cannot read, a text
/// layout cuts, a section running past the canvas) gets the line:column of the JSON path it names
/// without the file being read or parsed again. ``LayoutDocument``, the resolved document and the
/// layout tree carry it; each stage locates its own diagnostics.
public final class SourcePositions: Sendable {
    /// Documents larger than this keep no positions (their later diagnostics name the JSON path only):
    /// the parse costs about twice the document's size in memory for as long as the document lives.
    public static let maximumBytes = 16 << 20

    /// The document's name in messages, as the decoder was given it.
    public let file: String?
    /// The tape is read by one caller at a time (it fills caches as it is read).
    private let tape: Mutex<JSONTape>
    /// Whether the tape was made from a tree whose nodes know their origins (a document with its setup).
    private let merged: Bool

    /// The positions of `tape`'s document; nil when it is larger than ``maximumBytes`` and parsed
    /// from text (a tape made from a tree, a document with its Swift setup, is kept whatever its
    /// size: without it, what a setup's values cause could not be placed in its Swift code).
    package init?(_ tape: sending JSONTape, file: String?) {
        merged = tape.origins != nil
        guard tape.bytes.count <= Self.maximumBytes || merged else { return nil }
        self.tape = Mutex(tape)
        self.file = file
    }

    /// The document as a tree with every value's line:column (the studio's inspector maps what it
    /// draws to lines with it), made from this parse: the text is not parsed again.
    package func tree() -> JSONNode {
        tape.withLock { JSONParser.tree($0) }
    }

    /// Where the value at `path` (`sections[0].items[2].iconUrl`) is: a member's key, an array
    /// element's first character; nil when the document does not spell it out.
    public func location(of path: String) -> SourceLocation? {
        tape.withLock { tape in
            var elements: [Int: [Int]] = [:]
            return Self.node(at: path, in: tape, elements: &elements).map { tape.location($0.located) }
        }
    }

    /// The string at `path` as the text has it (before any option replaces it); nil when the value
    /// there is not a string or not spelled out.
    public func string(at path: String) -> String? {
        tape.withLock { tape in
            var elements: [Int: [Int]] = [:]
            guard let value = Self.node(at: path, in: tape, elements: &elements)?.value,
                  tape.nodes[value].kind == .string else { return nil }
            return tape.string(value)
        }
    }

    /// `diagnostics` with the line:column of each one about this document that names a JSON path
    /// but no location. In a document with a Swift setup merged under it, one about a value the
    /// setup made (or inside one) is moved to the Swift file:line:column it comes from.
    public func locate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Each array's elements are listed once for the batch (a thousand warnings about the items of
        // one section walk the section once, not a thousand times).
        func needs(_ d: Diagnostic) -> Bool { (d.location == nil || merged) && !d.path.isEmpty && (d.file == nil || d.file == file) }
        guard diagnostics.contains(where: needs) else { return diagnostics }
        return tape.withLock { tape in
            var elements: [Int: [Int]] = [:]
            return diagnostics.map { diagnostic in
                guard needs(diagnostic), let node = Self.node(at: diagnostic.path, in: tape, elements: &elements, nearest: merged)
                else { return diagnostic }
                var located = diagnostic
                // A setup's value is placed where its code gives the value (a key there is no code of its own).
                if let origin = tape.origins?[node.value], let swift = origin.file {
                    located.file = swift
                    located.location = origin.location
                } else if node.exact, located.location == nil {
                    located.location = tape.location(node.located)
                }
                return located
            }
        }
    }

    /// The tape indices of `path`: where it is located (a member's key, an element itself; the root for an
    /// empty path) and its value. Nil when the document does not spell it out; with `nearest`, its
    /// nearest ancestor that it does (`exact` false).
    private static func node(at path: String, in tape: JSONTape, elements: inout [Int: [Int]],
                             nearest: Bool = false) -> (located: Int, value: Int, exact: Bool)? {
        guard let components = JSONPathLocator.components(of: path) else { return nil }
        var value = 0, located = 0
        for component in components {
            switch (component, tape.nodes[value].kind) {
            case (.key(let key), .object):
                var child = value + 1
                let end = Int(tape.nodes[value].end)
                while child < end, !tape.stringEquals(child, key) { child = tape.next(child + 1) }
                guard child < end else { return nearest ? (located, value, false) : nil }
                (located, value) = (child, child + 1)
            case (.index(let index), .array):
                let list = elements[value] ?? tape.children(value)
                elements[value] = list
                guard list.indices.contains(index) else { return nearest ? (located, value, false) : nil }
                (located, value) = (list[index], list[index])
            default:
                return nearest ? (located, value, false) : nil
            }
        }
        return (located, value, true)
    }
}
