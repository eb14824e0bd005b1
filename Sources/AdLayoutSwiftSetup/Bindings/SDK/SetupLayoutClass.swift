import AdLayoutCore
import Foundation

/// A layout class declared in the setup files: `class X: AdListItemViewLayout { … }`.
final class SetupLayoutClass {
    let name: String
    /// The class it derives from (built-in, declared in the setup, or the app's).
    let base: String
    let position: SetupPosition
    let basePosition: SetupPosition
    /// What its `init` assigns.
    let initObject: SetupObject
    /// Stored properties it adds (`var feedMargin: CGFloat = 16`): read as constants.
    var customProperties: [String: (value: Double, type: NumberType)] = [:]
    /// Translated overrides.
    var viewSize: (width: NumberExpression, height: NumberExpression, position: SetupPosition)?
    var itemColumns: (columns: NumberExpression, perPage: NumberExpression, position: SetupPosition)?
    /// Classes down its chain of bases, itself included (1 for a class of a built-in base).
    let depth: Int

    init(name: String, base: String, position: SetupPosition, basePosition: SetupPosition, depth: Int) {
        self.name = name; self.base = base; self.position = position; self.basePosition = basePosition; self.depth = depth
        initObject = SetupObject(kind: .layout, className: name, position: position)
        initObject.declaringClass = self
    }
}
