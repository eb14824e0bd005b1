import Foundation
import AdLayoutModel

/// The layout classes a document declares, ready to make instances: each made from its base
/// class, with its `overrides` applied and its expressions attached.
///
/// Names are looked up here before the registry's catalog, so a document class may shadow a
/// built-in one for the document's registrations and other classes' `base` (as a Swift class of
/// the app shadows the SDK's); the SDK's default registrations keep the built-in classes. A class
/// whose `base` is its own name derives from the catalog's class of that name. Declaration order
/// does not matter; cycles, and chains of more than ``/AdLayoutModel/FormatLimits/layoutClassChain``
/// classes, are errors.
package struct DocumentLayoutClasses {
    typealias Factory = @Sendable () -> AdListItemViewLayout

    private(set) var factories: [String: Factory] = [:]

    /// Names of the declared classes.
    package var names: [String] { factories.keys.sorted() }

    /// A new instance of the declared class `name` (under the current ``/AdLayoutModel/TnkStyles``).
    package func make(_ name: String) -> AdListItemViewLayout? { factories[name]?() }

    /// Resolves `declarations` against `catalog`, reporting unknown bases, cycles and invalid overrides.
    package init(_ declarations: [LayoutClassDeclaration], catalog: ItemViewCatalog, diagnostics: DiagnosticSink) {
        var byName: [String: LayoutClassDeclaration] = [:]
        for d in declarations { byName[d.name] = d }
        var visiting: Set<String> = []
        var failed: Set<String> = []
        var reportedDepth = false

        func factory(_ name: String) -> Factory? {
            if let made = factories[name] { return made }
            guard let d = byName[name], !failed.contains(name) else { return nil }
            guard !visiting.contains(name) else {
                diagnostics.error(.invalidValue, "\(d.path).base", d.baseLocation,
                                  "layout class \"\(name)\" derives from itself through \"\(d.base)\"")
                failed.insert(name)
                return nil
            }
            // Both this resolution and the factories it makes recurse once per class of the chain.
            guard visiting.count < FormatLimits.layoutClassChain else {
                // Once: every class above this one in the chain fails with it.
                if !reportedDepth {
                    diagnostics.error(.invalidValue, "\(d.path).base", d.baseLocation,
                                      "layout class \"\(name)\" is more than \(FormatLimits.layoutClassChain) classes down a "
                                      + "chain of bases; the limit is \(FormatLimits.layoutClassChain)")
                    reportedDepth = true
                }
                failed.insert(name)
                return nil
            }
            visiting.insert(name)
            defer { visiting.remove(name) }
            let base: Factory
            if d.base != name, byName[d.base] != nil {
                guard let made = factory(d.base) else { failed.insert(name); return nil }
                base = made
            } else if let baseClass = catalog.layoutClass(named: d.base) {
                base = { baseClass.init() }
            } else {
                let known = (catalog.layoutClassNames + byName.keys.filter { $0 != name }).sorted()
                diagnostics.error(.unknownName, "\(d.path).base", d.baseLocation,
                                  "unknown layout class \"\(d.base)\"\(NameSuggestions.hint(for: d.base, in: known)); layout classes: "
                                  + known.joined(separator: ", "))
                failed.insert(name)
                return nil
            }
            // The overrides were checked when the document was decoded; they apply like the class's init.
            let overrides = d.overrides, sizing = d.sizing
            let made: Factory = {
                let layout = base()
                overrides?(&layout.properties)
                layout.properties.expressionSizing = sizing.inheriting(layout.properties.expressionSizing)
                return layout
            }
            factories[name] = made
            return made
        }
        for d in declarations { _ = factory(d.name) }
    }
}
