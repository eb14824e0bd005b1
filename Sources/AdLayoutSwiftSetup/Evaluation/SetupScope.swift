import Foundation

/// Names in scope while statements are read: a function's locals, a class's stored properties,
/// the files' top-level variables.
final class Scope {
    private(set) var values: [String: SetupValue] = [:]
    /// Declared types (from annotations), for later assignments.
    private(set) var types: [String: SetupType] = [:]
    let parent: Scope?
    /// Names this scope has without their being declared in it: the files' constants (read on first
    /// use, see ``SetupConstant``), or a type's static constants in the scope of its members.
    let constants: ((String) -> (value: SetupValue, type: SetupType?)?)?

    init(parent: Scope?, constants: ((String) -> (value: SetupValue, type: SetupType?)?)? = nil) {
        self.parent = parent
        self.constants = constants
    }

    /// A scope with the same names, for one branch of an `if` (changes stay in the branch).
    func copy() -> Scope {
        let s = Scope(parent: parent, constants: constants)
        s.values = values; s.types = types
        return s
    }

    func lookup(_ name: String) -> SetupValue? {
        if let value = values[name] { return value }
        if let constant = constants?(name) {
            // Kept as a variable of this scope from now on: an assignment changes it.
            values[name] = constant.value
            if let type = constant.type { types[name] = type }
            return constant.value
        }
        return parent?.lookup(name)
    }

    func declare(_ name: String, _ value: SetupValue?, type: SetupType? = nil) {
        values[name] = value ?? .foreign("\(name) (declared without a value)")
        if let type { types[name] = type }
    }

    /// Rebinds an existing name where it is declared; false when it is not declared.
    func assign(_ name: String, _ value: SetupValue) -> Bool {
        if values[name] != nil || constants?(name) != nil { values[name] = value; return true }
        return parent?.assign(name, value) ?? false
    }

    func declaredType(_ name: String) -> SetupType? {
        if values[name] != nil || constants?(name) != nil { return types[name] ?? constants?(name)?.type }
        return parent?.declaredType(name)
    }
}
