import Foundation
import AdLayoutModel

/// The layout classes a document declares, ready to make instances: each made from the catalog
/// class its chain of bases starts from, with every class's `overrides` applied and expressions
/// attached in order down the chain.
///
/// Names are looked up here before the registry's catalog, so a document class may shadow a
/// built-in one for the document's registrations and other classes' `base` (as a Swift class of
/// the app shadows the SDK's); the SDK's default registrations keep the built-in classes. A class
/// whose `base` is its own name derives from the catalog's class of that name. Declaration order
/// does not matter; cycles, and chains of more than ``/AdLayoutSDK/FormatLimits/layoutClassChain``
/// classes, are errors. Resolving and making instances are loops, not recursion, so no chain can
/// exhaust the stack, and each class is resolved once.
package struct DocumentLayoutClasses {
    typealias Factory = @Sendable (TnkStyles) -> AdListItemViewLayout

    private(set) var factories: [String: Factory] = [:]

    /// Declared classes that could not be resolved (their errors are reported already).
    package private(set) var failedNames: Set<String> = []

    /// Names of the declared classes.
    package var names: [String] { factories.keys.sorted() }

    /// A new instance of the declared class `name`, its catalog class made with `styles`.
    package func make(_ name: String, styles: TnkStyles) -> AdListItemViewLayout? { factories[name]?(styles) }

    /// What resolving one declared class found.
    private enum Resolution {
        /// Derives from `root` (a catalog class) through `chain`, the declarations from the one
        /// deriving from `root` down to this class (at most the chain limit).
        case resolved(root: AdListItemViewLayout.Type, chain: [LayoutClassDeclaration])
        /// An error was reported for this class or for one above it.
        case failed
    }

    /// Resolves `declarations` against `catalog`, reporting unknown bases, cycles, chains past the
    /// limit and invalid overrides.
    package init(_ declarations: [LayoutClassDeclaration], catalog: ItemViewCatalog, diagnostics: DiagnosticSink) {
        var byName: [String: LayoutClassDeclaration] = [:]
        for d in declarations { byName[d.name] = d }
        var resolutions: [String: Resolution] = [:]
        let limit = FormatLimits.layoutClassChain

        /// The declared class `d` derives from, if its base is one (not itself, not a catalog class).
        func declaredBase(_ d: LayoutClassDeclaration) -> LayoutClassDeclaration? {
            d.base != d.name ? byName[d.base] : nil
        }

        for declared in declarations where resolutions[declared.name] == nil {
            guard let start = byName[declared.name] else { continue }
            // Walk up the bases until a class already resolved, a catalog class, an unknown name or a cycle.
            var path: [LayoutClassDeclaration] = []
            var onPath: [String: Int] = [:]
            var current = start
            var above: Resolution
            while true {
                if let known = resolutions[current.name] { above = known; break }
                if let index = onPath[current.name] {
                    let cycle = Array(path[index...])
                    diagnostics.error(.invalidValue, "\(current.path).base", current.baseLocation, Self.cycleMessage(cycle))
                    above = .failed
                    break
                }
                onPath[current.name] = path.count
                path.append(current)
                if let base = declaredBase(current) { current = base; continue }
                if let rootClass = catalog.layoutClass(named: current.base) {
                    above = .resolved(root: rootClass, chain: [])
                } else {
                    let known = (catalog.layoutClassNames + byName.keys.filter { $0 != current.name }).sorted()
                    diagnostics.error(.unknownName, "\(current.path).base", current.baseLocation,
                                      "unknown layout class \"\(current.base)\"\(NameSuggestions.hint(for: current.base, in: known)); "
                                      + "layout classes: " + known.joined(separator: ", "))
                    above = .failed
                }
                break
            }
            // Back down the path: each class is its base's chain plus itself.
            for d in path.reversed() {
                guard case .resolved(let root, let chain) = above else {
                    resolutions[d.name] = .failed
                    continue
                }
                guard chain.count < limit else {
                    // Reported at the first class past the limit, counted from the catalog class; those below fail with it.
                    diagnostics.error(.invalidValue, "\(d.path).base", d.baseLocation,
                                      "layout class \"\(d.name)\" is more than \(limit) classes down a chain of bases "
                                      + "from \"\(chain[0].base)\"; the limit is \(limit)")
                    above = .failed
                    resolutions[d.name] = .failed
                    continue
                }
                above = .resolved(root: root, chain: chain + [d])
                resolutions[d.name] = above
            }
        }

        for (name, resolution) in resolutions {
            guard case .resolved(let root, let chain) = resolution else { failedNames.insert(name); continue }
            // The overrides were checked when the document was decoded; they apply like each class's init, base first.
            let steps = chain.map { (overrides: $0.overrides, sizing: $0.sizing) }
            factories[name] = { styles in
                let layout = root.init(styles: styles)
                for step in steps {
                    step.overrides?.apply(to: &layout.properties)
                    layout.properties.expressionSizing = step.sizing.inheriting(layout.properties.expressionSizing)
                }
                return layout
            }
        }
    }

    /// "layout class "B" derives from itself through "C"", naming at most ten classes of a longer cycle.
    private static func cycleMessage(_ cycle: [LayoutClassDeclaration]) -> String {
        let others = cycle.dropFirst().map { "\"\($0.name)\"" }
        let shown = others.prefix(10).joined(separator: ", ")
        let rest = others.count > 10 ? " and \(others.count - 10) more" : ""
        return "layout class \"\(cycle[0].name)\" derives from itself" + (others.isEmpty ? "" : " through \(shown)\(rest)")
    }
}
