import Foundation
import AdLayoutModel

/// One element that does not fit: a label whose text is cut, or an element cut by what clips it.
public struct FitFinding: Sendable, Hashable {
    /// What is wrong with the element.
    public enum Problem: Sendable, Hashable {
        /// The label cuts its text (an ellipsis, lines left out, glyphs clipped); `shown` is what it
        /// shows, when the measurer can say.
        case truncated(shown: String?)
        /// The label's glyphs reach past the rounded corners of its own box (`ink`: where they are
        /// drawn, in the canvas's points), so the box's shape cuts them.
        case inkOutsideBox(ink: CGRect)
        /// The element is cut by `clipper`, the nearest box that cuts it (its item, its section, the list, the canvas).
        case clipped(by: NodeKind, bounds: CGRect)
    }

    /// The element.
    public var kind: NodeKind
    /// What made it, as diagnostics name it (``LayoutNode/source``: the JSON path of the value it shows, or an app
    /// view's `FILE:LINE`); empty when no value made it.
    public var path: String
    /// Its frame, in points.
    public var frame: CGRect
    /// Its whole text, for labels.
    public var text: String?
    /// What is wrong.
    public var problem: Problem

    /// A finding about the element `kind` at `frame`, showing the value at `path`.
    public init(kind: NodeKind, path: String, frame: CGRect, text: String?, problem: Problem) {
        self.kind = kind; self.path = path; self.frame = frame; self.text = text; self.problem = problem
    }

    /// Whether the finding is a cut text (else a clipped element).
    public var isTruncation: Bool {
        if case .clipped = problem { return false }
        return true
    }

    /// The warning layout reports: `text-truncated` or `element-clipped`, at ``path``.
    public func diagnostic(file: String?) -> Diagnostic {
        switch problem {
        case .truncated(let shown):
            let whole = Self.quoted(text ?? "")
            let message = shown.map { "\(kind) shows \(Self.quoted($0)) of \(whole)" } ?? "\(kind) cuts its text \(whole)"
            return Diagnostic(.warning, code: .textTruncated, file: file, path: path, location: nil,
                              message: message + " (\(Self.size(frame)) pt)")
        case .inkOutsideBox(let ink):
            return Diagnostic(.warning, code: .textTruncated, file: file, path: path, location: nil,
                              message: "\(kind)'s text \(Self.quoted(text ?? "")) is drawn at \(Self.place(ink)), past the rounded "
                                + "corners of its box at \(Self.place(frame))")
        case .clipped(let clipper, let bounds):
            return Diagnostic(.warning, code: .elementClipped, file: file, path: path, location: nil,
                              message: "\(kind) at \(Self.place(frame)) is cut by \(Self.name(of: clipper)) at \(Self.place(bounds))")
        }
    }

    /// How messages name a clipping box.
    static func name(of kind: NodeKind) -> String {
        switch kind {
        case .screen: "the canvas"
        case .listView: "the list"
        default: "its \(kind)"
        }
    }

    /// `x 195…390, y 20…113`.
    static func place(_ r: CGRect) -> String {
        "x \(n(r.minX))…\(n(r.maxX)), y \(n(r.minY))…\(n(r.maxY))"
    }

    /// `250.5 × 18`.
    static func size(_ r: CGRect) -> String { "\(n(r.width)) × \(n(r.height))" }

    /// A coordinate with at most one decimal.
    private static func n(_ v: CGFloat) -> String { ExpressionFormatting.number((Double(v) * 10).rounded() / 10) }

    /// A text in quotes, cut to 60 characters (a message names the text, it does not repeat it).
    static func quoted(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: "⏎")
        return "\"" + (flat.count > 60 ? String(flat.prefix(60)) + "…" : flat) + "\""
    }
}
