import Foundation
import AdLayoutModel
import AdLayoutEngine

extension DocumentResolver {
    /// What a caller asks of a resolve besides the document: a tool that lays a document out in
    /// another shape than the screen it describes (`adlayout fit`) says so here, so that neither the
    /// decoded nor the resolved document is changed after the fact.
    public struct Options: Sendable, Equatable {
        /// The offerwall's list as one section per layout type, in this order: the document's first
        /// section of each type (its ads count for layout classes that ask for the number of items),
        /// else a new section of one default ad. Nil: the document's sections as written.
        public var sectionPerType: [LayoutType]?
        /// A placement resolved as an offerwall of its one section alone (no bar title, menu or
        /// header), the list as wide as the device (a placement has no list width limit), one
        /// default ad when it has none: its ads are laid out as the placement lays them out.
        public var placementAsList: Bool

        /// Options asking for `sectionPerType` and `placementAsList`; the defaults resolve the document as written.
        public init(sectionPerType: [LayoutType]? = nil, placementAsList: Bool = false) {
            self.sectionPerType = sectionPerType
            self.placementAsList = placementAsList
        }

        /// The layout types `document`'s sections show, each once, in their order.
        public static func layoutTypes(of document: LayoutDocument) -> [LayoutType] {
            document.sections.reduce(into: [LayoutType]()) { if !$0.contains($1.type) { $0.append($1.type) } }
        }

        /// The sections of `document` to resolve.
        func sections(of document: LayoutDocument) -> [SectionSpec] {
            guard let sectionPerType else { return document.sections }
            return sectionPerType.map { type in
                document.sections.first { $0.type == type }
                    ?? SectionSpec(type: type, items: [AdListItem()], path: "sections",
                                   location: SourceLocation(line: 1, column: 1, offset: 0))
            }
        }

        /// The ads of `document`'s placement to resolve.
        func placementItems(of document: LayoutDocument) -> [AdListItem] {
            placementAsList && document.placementItems.isEmpty ? [AdListItem()] : document.placementItems
        }

        /// `resolved` as these options show it: a placement as a list of its section.
        func shown(_ resolved: ResolvedDocument) -> ResolvedDocument {
            guard placementAsList, let placement = resolved.placement else { return resolved }
            var settings = resolved.settings
            settings.listViewMaxWidth = max(settings.listViewMaxWidth, resolved.device.width)
            return resolved.replacing(settings: settings, screen: .offerwall(ResolvedOfferwall(title: nil, menu: nil, filter: nil,
                                                                                               sections: [placement.section])))
        }
    }
}
