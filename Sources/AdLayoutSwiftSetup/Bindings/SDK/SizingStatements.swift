import AdLayoutCore
import SwiftSyntax

/// A layout class's `viewSize`/`itemColumns` override as the evaluator core (``SwiftEvaluator``) walks it:
/// both branches of every `if` and `guard` read (``BranchRule/bothBranches``), each with its own copy of the
/// names, and what they return merged into one conditional expression; a body that cannot be translated
/// stops with why (``SetupInterpreter/SizingSkip``).
struct SizingStatements: SwiftEvaluator {
    let setup: SetupInterpreter
    /// The layout the override belongs to (names of its properties mean `self.name`).
    let selfObject: SetupObject?

    /// The names of a path through the body, and how many `if`s and `guard`s it went through.
    struct Path {
        var scope: Scope
        var depth: Int
    }
    typealias Skip = SetupInterpreter.SizingSkip
    /// A ``SetupInterpreter/SizingSkip``, or a number's type error (``NumberExpression/TypeError``).
    typealias Failure = any Error

    var branchRule: BranchRule { .bothBranches }
    var stopped: Bool { setup.stopped }

    func count(_ item: CodeBlockItemSyntax) throws -> Bool {
        guard setup.count(item) else { throw Skip(node: nil, message: nil) }
        return true
    }

    func declare(_ v: VariableDeclSyntax, _ path: inout Path) throws {
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initial = binding.initializer?.value else {
                throw Skip(node: Syntax(binding), message: "\(binding.shortText): a declaration needs a name and a value")
            }
            let declared = binding.typeAnnotation.flatMap { setup.swiftType($0.type) }
            guard let value = setup.evaluate(initial, expected: declared, scope: path.scope, selfObject: selfObject) else {
                throw Skip(node: nil, message: nil)
            }
            path.scope.declare(name, setup.fixNumberType(value, declared), type: declared)
        }
    }

    /// `=` and `op=` to a name of the body; anything else is not read.
    func assign(_ infix: InfixOperatorExprSyntax, compound: BinaryOperator?, _ path: inout Path) throws {
        guard let target = infix.leftOperand.as(DeclReferenceExprSyntax.self), path.scope.lookup(target.baseName.text) != nil else {
            return try unread(.expression(ExprSyntax(infix)), &path)
        }
        let name = target.baseName.text
        guard var value = setup.evaluate(infix.rightOperand, expected: path.scope.declaredType(name), scope: path.scope,
                                         selfObject: selfObject) else { throw Skip(node: nil, message: nil) }
        if let compound {
            guard case .number(let old)? = path.scope.lookup(name), let add = setup.numeric(value) else {
                throw Skip(node: Syntax(infix), message: "\(infix.shortText) needs numbers")
            }
            guard let sum = setup.bounded(.number(.binary(compound, old, add)), at: infix) else { throw Skip(node: nil, message: nil) }
            value = sum
        }
        _ = path.scope.assign(name, setup.fixNumberType(value, path.scope.declaredType(name)))
    }

    func call(_ call: FunctionCallExprSyntax, _ path: inout Path) throws { try unread(.expression(ExprSyntax(call)), &path) }

    func returned(_ r: ReturnStmtSyntax, _ path: Path) throws -> SetupValue? {
        guard let e = r.expression else { throw Skip(node: Syntax(r), message: "return needs a value") }
        guard let value = setup.evaluate(e, expected: nil, scope: path.scope, selfObject: selfObject) else { throw Skip(node: nil, message: nil) }
        return value
    }

    // Conditions are merged, not decided; `switch` and loops are not read.
    func decide(_ conditions: ConditionElementListSyntax, _ path: inout Path) -> Bool? { nil }
    func decides(_ s: SwitchExprSyntax, _ path: Path) -> Bool { false }
    func matches(_ item: SwitchCaseItemSyntax, _ path: Path) -> Bool { false }
    func loop(_ s: StmtSyntax, _ path: inout Path) -> SetupValue?? { nil }

    func unread(_ what: UnreadStatement, _ path: inout Path) throws {
        let node: Syntax
        switch what {
        case .declaration(let d): throw Skip(node: Syntax(d), message: "\(setup.describeDecl(d)) is not read here")
        case .statement(let s): node = Syntax(s)
        case .expression(let e): node = Syntax(e)
        case .condition(let c): node = Syntax(c)
        case .switchSubject(let s): node = Syntax(s)
        }
        throw Skip(node: node, message: "\(node.shortText) is not read here (let, var, if, guard and return are)")
    }

    func endOfBody(_ path: Path) throws -> SetupValue? { throw Skip(node: nil, message: "not every path returns a value") }

    /// The `if` or `guard` at `node`, refused past ``SetupLimits/branches`` on one path; its condition, then
    /// each branch with a copy of the names one level deeper, merged.
    func merge(_ conditions: ConditionElementListSyntax, at node: Syntax, _ path: Path,
               whenTrue: (Path) throws -> SetupValue?, whenFalse: (Path) throws -> SetupValue?) throws -> SetupValue? {
        guard let keyword = node.as(IfExprSyntax.self)?.ifKeyword ?? node.as(GuardStmtSyntax.self)?.guardKeyword else {
            throw Skip(node: node, message: "\(node.shortText) is not read here (let, var, if, guard and return are)")
        }
        try setup.deeper(path.depth, at: keyword)
        let test = try setup.condition(conditions, scope: path.scope)
        let a = try whenTrue(Path(scope: path.scope.copy(), depth: path.depth + 1))
        let b = try whenFalse(Path(scope: path.scope.copy(), depth: path.depth + 1))
        guard let a, let b else { throw Skip(node: nil, message: "not every path returns a value") }
        return try setup.merge(test, a, b, node: node)
    }
}
