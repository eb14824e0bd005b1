import AdLayoutCore
import Foundation
import SwiftSyntax

/// Values → the document format's JSON for a property of a given type.
extension SetupInterpreter {
    /// The JSON of `value` for `property` of `type`, or nil after reporting the mismatch.
    func jsonValue(_ value: SetupValue, type: SetupType, node: ExprSyntax, property: String) -> JSONNode? {
        let at = position(node)
        if case .path(let object, let path) = value, path.count == 1 {
            return structValue(object, path[0], type: type, node: node)
        }
        func mismatch() -> JSONNode? {
            report(.error, .typeMismatch, node, "cannot assign \(describe(value)) to \(property) (\(type))")
            return nil
        }
        switch type {
        case .number, .integer:
            guard let n = numeric(value), (try? n.naturalType()) != .bool else { return mismatch() }
            do {
                guard let v = try n.constantValue(in: type == .integer ? .int : .float) else {
                    skipped(node, "\(node.shortText) is not a constant")
                    return nil
                }
                if type == .integer, (try? n.naturalType()) == .float {
                    report(.error, .typeMismatch, node, "cannot assign a CGFloat to \(property) (Int); Swift needs Int(…)")
                    return nil
                }
                guard v.isFinite else { return notFinite(node, v) }
                return .at(at, .number(v))
            } catch {
                report(.error, .typeMismatch, node, "\(error.message) in \(node.shortText)")
                return nil
            }
        case .bool:
            guard let n = numeric(value), (try? n.naturalType()) == .bool else { return mismatch() }
            guard let v = try? n.constantValue(in: .bool) else {
                skipped(node, "\(node.shortText) is not a constant")
                return nil
            }
            return .at(at, .bool(v != 0))
        case .string:
            guard case .string(let s) = value else { return mismatch() }
            return .at(at, .string(s))
        case .color, .buttonBackground:
            guard let argb = colourValue(value, node: node) else {
                if case .member = value { return nil }   // reported by member(_:as:)
                return mismatch()
            }
            if case .json(let n, _) = value { return n.moved(to: at) }
            if case .member(let name) = value { return .at(at, .string(UIKitColors.documentValue(argb, name: name))) }
            return .at(at, .string(Color(argb: argb).hexString))
        case .font, .insets:
            if case .member(let name) = value {
                guard let resolved = member(name, as: type, node: node), case .json(let n, _) = resolved else { return nil }
                return n
            }
            guard case .json(let n, let t) = value, t == type else { return mismatch() }
            return n
        case .size:
            var v = value
            if case .member(let name) = value, let resolved = member(name, as: .size, node: node) { v = resolved }
            guard case .size(let w, let h) = v else { return mismatch() }
            do {
                guard let width = try w.constantValue(in: .float), let height = try h.constantValue(in: .float) else {
                    skipped(node, "\(node.shortText) is not a constant")
                    return nil
                }
                guard width.isFinite else { return notFinite(node, width) }
                guard height.isFinite else { return notFinite(node, height) }
                return .object(at, [("width", .at(at, .number(width))), ("height", .at(at, .number(height)))])
            } catch {
                report(.error, .typeMismatch, node, "\(error.message) in \(node.shortText)")
                return nil
            }
        case .enumeration(_, let cases):
            var v = value
            if case .member(let name) = value {
                guard let resolved = member(name, as: type, node: node) else { return nil }
                v = resolved
            }
            guard case .json(let n, let t) = v, t == type, case .string(let s) = n.value, cases.contains(s) else { return mismatch() }
            return .at(at, .string(s))
        case .viewClass(let valid):
            switch value {
            case .null: return .at(at, .null)
            case .type(let name):
                guard valid.contains(name) else {
                    report(.error, .unknownName, node, "\(property): unknown view class \(name)\(NameSuggestions.hint(name, valid)); "
                           + "valid: \(valid.joined(separator: ", ")), or nil to hide it")
                    return nil
                }
                return .at(at, .string(name))
            default: return mismatch()
            }
        case .image:
            if case .json(let n, .image) = value { return n.moved(to: at) }
            if case .null = value { return .at(at, .null) }
            skipped(node, "\(property) = \(node.shortText): images are read from UIImage(named:) of the app's asset catalogs")
            return nil
        case .object:
            return mismatch()
        }
    }

    /// A struct property read whole (`d.itemInset = d.sectionInset`): what was assigned, completed
    /// with the class's defaults.
    private func structValue(_ object: SetupObject, _ name: String, type: SetupType, node: ExprSyntax) -> JSONNode? {
        let at = position(node)
        guard object.kind.type(of: name) == type else {
            report(.error, .typeMismatch, node, "cannot assign \(name) (\(object.kind.type(of: name).map { "\($0)" } ?? "?")) to a \(type)")
            return nil
        }
        let fields = type == .insets ? ["top", "left", "bottom", "right"] : type == .size ? ["width", "height"] : []
        if type == .font, case .value(let n)? = object[name] { return n.moved(to: at) }
        var members: [(String, JSONNode)] = []
        for field in fields {
            guard let v = knownNumber(object, [name, field]) else { members = []; break }
            members.append((field, .at(at, .number(v))))
        }
        guard !members.isEmpty else {
            skipped(node, "\(node.shortText): the value of \(name) is not known to the setup reader (assign it first)")
            return nil
        }
        return .object(at, members)
    }

    /// Reports a value that is not a finite number (`1 / 0` is +∞ in Swift; a document cannot hold it).
    func notFinite(_ node: some SyntaxProtocol, _ value: Double) -> JSONNode? {
        report(.error, .invalidValue, node, "\(node.shortText) is \(value.isNaN ? "not a number (NaN)" : "infinite") (a division by zero?); "
               + "a setup value must be a finite number")
        return nil
    }
}
