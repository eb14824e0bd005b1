import AdLayoutCore
import Foundation

/// A file of the app's setup: Swift code to read, or a file the code may name (a XIB it loads).
public struct SwiftSetupSource: Sendable {
    /// What a file is to the reader.
    public enum Kind: Sendable, Hashable {
        /// Swift code, read.
        case swift
        /// An Interface Builder XIB at this location, loaded where the code names it
        /// (`UINib(nibName: "CustomItemView", …)` finds `CustomItemView.xib`); not read by the Swift reader.
        case xib(URL)
        /// A storyboard: not read (a note says so).
        case storyboard
        /// An asset catalog (`Assets.xcassets`) at this location: its colour sets are what
        /// `UIColor(named:)` names.
        case assetCatalog(URL)
    }

    /// The name messages use (usually the path as given).
    public var name: String
    /// The Swift source (empty for other kinds).
    public var text: String
    /// What the file is.
    public var kind: Kind
    /// A Swift file named `name` with the source `text`.
    public init(name: String, text: String) { self.name = name; self.text = text; kind = .swift }
    /// A file of another kind, named `name`.
    public init(name: String, kind: Kind) { self.name = name; self.text = ""; self.kind = kind }

    /// The largest setup file read (``SetupLimits/fileBytes``).
    public static let maxBytes = SetupLimits.fileBytes

    /// Reads `url` (a regular file of at most ``maxBytes``, UTF-8); `name` (default: the path)
    /// names it in messages. Throws a `FileReadError` saying why in plain words.
    public init(contentsOf url: URL, name: String? = nil) throws(FileReadError) {
        let data = try FileReading.contents(of: url, limit: Self.maxBytes)
        guard let text = String(validating: data, as: UTF8.self) else { throw FileReadError(reason: "not UTF-8 text") }
        self.init(name: name ?? url.path, text: text)
    }
}

/// Reads an app's Swift setup code — the guide's `TnkLayout.shared.registerItemViewLayout`,
/// `TnkStyles.shared…`, `TnkLayout.shared` settings and `AdListItemViewLayout` subclasses — and
/// translates it into the document format. The Swift is parsed (swift-syntax), never compiled or run.
///
/// Files are read as one program, in the order given, statements in source order (the bodies of
/// all functions, such as an `@IBAction` or `viewDidLoad`, one after the other). Everything outside
/// the supported subset is reported with its position: a warning when it may change the screen,
/// a note when it is app code with no effect on it (`showOfferwall()`, UIKit calls).
public enum SwiftSetupReader {
    /// Translates `sources` into a setup document. Reading runs on a thread of the reader's own,
    /// whose stack is sized for the reader's limits (``SetupLimits/stackBytes``).
    public static func read(_ sources: [SwiftSetupSource]) -> SetupDocument {
        precondition(!sources.isEmpty)
        return ReaderThread.run { readHere(sources) }
    }

    private static func readHere(_ sources: [SwiftSetupSource]) -> SetupDocument {
        let swift = sources.filter { $0.kind == .swift }
        guard !swift.isEmpty else {
            let message = "no Swift file among the setup's files (" + sources.prefix(3).map(\.name).joined(separator: ", ")
                + (sources.count > 3 ? ", …" : "") + "); give the app's Swift files or its folder"
            return SetupDocument(root: .object(SetupPosition(index: 0, origin: SetupOrigin(file: sources[0].name, location: SourceLocation(line: 1, column: 1, offset: 0))), []),
                                 files: sources.map(\.name),
                                 diagnostics: [Diagnostic(.error, code: .missingValue, file: sources[0].name, path: "", location: nil, message: message)])
        }
        let files = swift.enumerated().map { SetupSourceFile(index: $0.offset, name: $0.element.name, source: $0.element.text) }
        let interpreter = SetupInterpreter(files: files, others: sources.filter { $0.kind != .swift })
        interpreter.run()
        let diagnostics = interpreter.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return SetupDocument(root: .object(files[0].start, []), files: swift.map(\.name), diagnostics: diagnostics)
        }
        // The files its values name travel with them: the XIBs are where its folder had them, the
        // images where the asset catalogs have them.
        let xibFiles = Dictionary(sources.compactMap { s in if case .xib(let url) = s.kind { (s.name, url) } else { nil } },
                                  uniquingKeysWith: { a, _ in a })
        let xibs = Dictionary(interpreter.itemViews.compactMap { v in v.nib.flatMap { nib in v.nibFile.map { (nib.file.name, $0) } } },
                              uniquingKeysWith: { _, last in last })
        let root = SetupFoundFiles.marked(interpreter.document(), xibFiles: xibFiles, xibs: xibs, images: interpreter.imageFiles)
        var setup = SetupDocument(root: root, files: swift.map(\.name), diagnostics: diagnostics)
        setup.unreadViewClasses = interpreter.unreadViewClasses()
        return setup
    }
}

/// The result of reading Swift setup files: a JSON object with the document format's keys
/// (`layoutClasses`, `tnkLayout`, `styles`, `registrations`, `menuLayouts`, `appViews`), each node
/// located at the Swift code it comes from (and a file it names, where the reader found it), and
/// what the reader has to say. It is merged under a document's tree (``/AdLayoutCore/SetupMerger``) and decoded
/// with it.
public struct SetupDocument: SetupTree {
    /// The setup as document JSON; each node's `JSONNode.file` and `JSONNode.location` are the
    /// Swift file and line:column it comes from (``SetupOrigin``), its `JSONNode.found` the XIB or
    /// image file it names.
    public var root: JSONNode
    /// The files read, by the names given.
    public var files: [String]
    /// Errors, warnings and notes in source order, each at its Swift file and line:column (no JSON path).
    public var diagnostics: [Diagnostic]
    /// The app's view classes found but not read, by name: what a document's registration naming one is told
    /// (where the class is and which lines say why) in place of "unknown view class".
    public var unreadViewClasses: [String: String] = [:]

    /// True when an error makes the setup unusable.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The setup as pretty JSON, keys in a stable order (as the setup assigned them).
    public var json: String { JSONWriter.write(root) }

    /// Every JSON path of ``root`` (`registrations.normal.overrides.iconImage.width`) with the Swift
    /// file and line:column it comes from, in document order.
    public var sourceMap: [(path: String, origin: SetupOrigin)] {
        var map: [(String, SetupOrigin)] = []
        func walk(_ node: JSONNode, _ path: String) {
            if !path.isEmpty, let origin = SetupOrigin(of: node) { map.append((path, origin)) }
            switch node.value {
            case .object(let o): for m in o.members { walk(m.value, path.isEmpty ? m.key : "\(path).\(m.key)") }
            case .array(let items): for (i, item) in items.enumerated() { walk(item, "\(path)[\(i)]") }
            default: break
            }
        }
        walk(root, "")
        return map
    }
}
