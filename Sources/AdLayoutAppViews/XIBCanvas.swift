import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// A XIB on its own, as Interface Builder's canvas shows it: its first top-level view laid out by
/// Auto Layout at its design size (the frame IB saved for it), with its placeholder texts, as a
/// layout tree the renderer draws and `--frames` writes.
public enum XIBCanvas {
    /// The XIB at `url` laid out; `displayPath` names it in messages. Nil, with the errors, when the
    /// XIB cannot be read or has no view; warnings for constraints UIKit would break or leave
    /// ambiguous, and notes for what the reader skipped.
    public static func layout(contentsOf url: URL, displayPath: String, measurer: any TextMeasuring,
                              scale: Int = 2) -> (LayoutTree?, [Diagnostic]) {
        layout(displayPath: displayPath, measurer: measurer, scale: scale) {
            () throws(XIBError) in try XIBDocument(contentsOf: url)
        }
    }

    /// The XIB `data` laid out, as ``layout(contentsOf:displayPath:measurer:scale:)`` lays out a file.
    public static func layout(data: Data, displayPath: String, measurer: any TextMeasuring,
                              scale: Int = 2) -> (LayoutTree?, [Diagnostic]) {
        layout(displayPath: displayPath, measurer: measurer, scale: scale) {
            () throws(XIBError) in try XIBDocument(data: data, fileName: displayPath)
        }
    }

    private static func layout(displayPath: String, measurer: any TextMeasuring, scale: Int,
                               read: () throws(XIBError) -> XIBDocument) -> (LayoutTree?, [Diagnostic]) {
        let document: XIBDocument
        do { document = try read() } catch {
            return (nil, [Diagnostic(.error, code: .syntax, file: displayPath, path: "",
                                     location: SourceLocation(line: error.position.line, column: error.position.column, offset: 0),
                                     message: error.message)])
        }
        var diagnostics = document.notes.map {
            Diagnostic(.note, code: .unsupported, file: displayPath, path: "",
                       location: SourceLocation(line: $0.position.line, column: $0.position.column, offset: 0), message: $0.message)
        }
        guard let root = document.views.first else {
            diagnostics.append(Diagnostic(.error, code: .missingValue, file: displayPath, path: "", location: nil,
                                          message: "the XIB has no top-level view to lay out"))
            return (nil, diagnostics)
        }
        let appTree = AppViewTree(root, in: document, file: displayPath)
        let tree = XIBViewTree(appTree, onCanvas: true)
        diagnostics += savedFrameNotes(root, file: displayPath)
        let result: LayoutResult
        do {
            let system = try AutoLayoutSystem(root: tree.item, rootSize: tree.size, constraints: tree.constraints)
            result = try system.layout(measuring: TextIntrinsicSize(views: tree.views, measurer: measurer, images: tree.buttonImages, scale: tree.scale, toolsVersion: tree.toolsVersion))
        } catch {
            diagnostics.append(AppViewDiagnostics.failure(error, file: displayPath, tree: tree))
            return (nil, diagnostics)
        }
        diagnostics += result.warnings.map {
            AppViewDiagnostics.diagnostic($0, file: displayPath, views: tree.views, positions: tree.constraintPositions)
        }
        diagnostics += SolvedFrameLimit.diagnostics(result, tree: tree, file: displayPath)
        let nodes = XIBNodes(tree: tree, result: result, outlets: appTree.outletNames)
        let size = CGSize(width: CGFloat(tree.size.width), height: CGFloat(tree.size.height))
        var screen = LayoutNode(kind: .screen, frame: CGRect(origin: .zero, size: size), box: BoxStyle(backgroundColor: .white),
                                children: [nodes.node(at: .zero)])
        screen.source = .file(displayPath)
        let layoutTree = LayoutTree(canvasSize: size, scale: scale, root: screen, diagnostics: diagnostics.filter { $0.severity != .error })
        return (layoutTree, diagnostics.filter { $0.severity == .error })
    }
}

extension XIBCanvas {
    /// A note at each view IB itself saved `misplaced` or `ambiguous` (the frame in the XIB is not the one
    /// Auto Layout gives, or not one it decides), so a frame that differs there is not taken for the layout's mistake.
    static func savedFrameNotes(_ root: XIBView, file: String) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        func visit(_ view: XIBView) {
            let what = view.isMisplaced ? "misplaced: its frame in the XIB is not what Auto Layout gives"
                : view.isAmbiguous ? "ambiguous: its constraints do not decide its frame in the XIB" : nil
            if let what {
                notes.append(Diagnostic(.note, code: .constraints, file: file, path: "",
                                        location: SourceLocation(line: view.position.line, column: view.position.column, offset: 0),
                                        message: "\(view.kind.nodeName) \(view.id): IB saved this view \(what)"))
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return notes
    }
}

/// Auto Layout's warnings as diagnostics, said as UIKit says them, each constraint named by its IB
/// id (or Swift name) and `FILE:LINE`.
enum AppViewDiagnostics {
    /// Why the view cannot be laid out at all, as an error: at the constraint UIKit would refuse
    /// (its `FILE.xib:LINE`, or the Swift line that makes it), else at the view's element.
    static func failure(_ error: AutoLayoutError, file: String, tree: XIBViewTree) -> Diagnostic {
        var at = tree.root.source
        var inFile = file
        switch error {
        case .invalidConstraint(let source, _), .unknownItem(_, let source):
            if let position = tree.constraintPositions[source.identifier] {
                at = position
                inFile = source.file
            }
        default:
            break
        }
        return Diagnostic(.error, code: .invalidValue, file: inFile, path: "",
                          location: SourceLocation(line: at.line, column: at.column, offset: 0),
                          message: "cannot lay the view out: \(error)")
    }

    static func diagnostic(_ warning: LayoutWarning, file: String, views: [String: AppView],
                           positions: [String: SourcePosition]) -> Diagnostic {
        func name(_ id: String) -> String {
            guard let view = views[id] else { return id }
            return "\(view.kind.nodeName) \(id)"
        }
        func reference(_ r: ConstraintReference) -> String {
            guard let source = r.source else { return r.description }
            // A constraint made in code is named by where it is made (`FILE.swift:LINE:COLUMN`).
            if source.identifier.hasPrefix("\(source.file):") { return "\(source.identifier): \(r.equation)" }
            return "\(source.identifier) (\(source.file):\(source.line)): \(r.equation)"
        }
        switch warning {
        case .unsatisfiableConstraints(let broken, let involved, _):
            // At the broken constraint's element, or (a stack view's `UISV-hiding`) at the one of the view's own
            // constraints that holds it.
            let source = broken.source ?? involved.lazy.compactMap(\.source).first
            let position = source.flatMap { positions[$0.identifier] }
            return Diagnostic(.warning, code: .constraints, file: source?.file ?? file, path: "",
                              location: position.map { SourceLocation(line: $0.line, column: $0.column, offset: 0) },
                              message: "unable to simultaneously satisfy constraints: " + involved.map(reference).joined(separator: "; ")
                                + "; broke \(reference(broken)), as UIKit does")
        case .ambiguousLayout(let id, let components):
            let view = views[id]
            return Diagnostic(.warning, code: .constraints, file: file, path: "",
                              location: view.map { SourceLocation(line: $0.source.line, column: $0.source.column, offset: 0) },
                              message: "ambiguous layout: the constraints leave \(components.map { "\($0)" }.joined(separator: ", ")) "
                                + "of \(name(id)) undetermined")
        case .measurementDidNotConverge(let ids):
            return Diagnostic(.warning, code: .constraints, file: file, path: "", location: nil,
                              message: "the sizes of \(ids.map(name).joined(separator: ", ")) were still changing after the last "
                                + "measurement pass (a text whose height changes its own width)")
        }
    }
}
