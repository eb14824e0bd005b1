import Foundation
import AdLayoutModel
import AdLayoutEngine

extension DocumentResolver {
    /// The placement bound to its registration (the document's, a Swift setup's, or the default
    /// list), its items given the placement's point unit where they have none.
    static func resolvePlacement(_ spec: PlacementSpec, items: [AdListItem], registry: TnkLayout, styles: TnkStyles,
                                 parent: CGSize, diagnostics: DiagnosticSink) -> ResolvedPlacement? {
        let reg = registry.placementRegistrations[spec.id] ?? TnkLayout.defaultPlacementRegistration
        let path = registry.placementRegistrations[spec.id] == nil ? "placement.id" : "placementRegistrations.\(spec.id)"
        guard let view = registry.catalog.view(named: reg.viewClass) else {
            diagnostics.error(.unsupported, path, nil, "placement \"\(spec.id)\" uses \(reg.viewClass), which is not registered; "
                              + "available: " + registry.catalog.viewClassNames.joined(separator: ", "))
            return nil
        }
        guard let layout = reg.prototype?.make(styles: styles) ?? registry.catalog.layoutClass(named: reg.layoutClass)?.init(styles: styles) else {
            diagnostics.error(.unsupported, path, nil, "placement \"\(spec.id)\" uses \(reg.layoutClass), which is not registered; "
                              + "available: " + registry.catalog.layoutClassNames.joined(separator: ", "))
            return nil
        }
        var items = items
        if let unit = spec.pointUnit {
            for i in items.indices where items[i].pointUnit.isEmpty { items[i].pointUnit = unit }
        }
        let section = ResolvedSection(type: .normal, view: view.configured(for: layout), layout: layout.properties,
                                      viewSize: layout.effectiveViewSize(parent),
                                      itemColumns: layout.effectiveItemColumns(parent, numberOfItems: items.count),
                                      header: nil, items: items, path: "items")
        var placement = ResolvedPlacement(id: spec.id, title: spec.title, subtitle: spec.subtitle, moreLabel: spec.moreLabel,
                                          section: section)
        placement.moreLabelPath = spec.moreLabelPath
        return placement
    }
}
