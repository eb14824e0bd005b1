/// The second stage: turns the element tree into an ``XIBDocument``, collecting notes for what it
/// skips and throwing ``XIBError`` for what makes the document unusable (a root that is not
/// `<document>`, duplicate ids, constraints naming unknown items).
///
/// Passes, in order: the root; the size-class variations for the design device's trait collection
/// (``XIBVariations``, when the `<device>` has known size classes); duplicate ids over the whole tree;
/// `<resources>` (so colours resolve wherever they appear); the variations' masks; the objects; then
/// the constraint references, outlet destinations and exclusion references against the built model.
struct XIBDecoder {
    let fileName: String
    let limits: XIBLimits
    /// The design device's size classes, whose variations are applied; `nil` when there is no
    /// `<device>` or its size classes are not known (only the default variation is applied).
    var traits: XIBTraitCollection?
    /// The design device's id, for the note on a variation that is not applied.
    var deviceID: String?
    var notes: [XIBNote] = []
    var droppedNotes = 0
    var resources = XIBResources.empty
    /// Every id in the file, with the element and position where it first appears.
    var elementsByID: [String: (name: String, position: XIBSourcePosition)] = [:]
    /// Constraint ids the applied variations exclude.
    var excludedConstraintIDs: Set<String> = []
    /// View ids the applied variations exclude.
    var excludedViewIDs: Set<String> = []
    /// Ids of views that are not installed: excluded ones and everything inside them.
    var uninstalledIDs: Set<String> = []
    /// Synthetic ids given out so far.
    var syntheticIDs: Set<String> = []
    /// `<exclude reference>` / `<include reference>` elements, checked once every id is known.
    var maskReferences: [(id: String, position: XIBSourcePosition)] = []

    init(fileName: String, limits: XIBLimits) {
        self.fileName = fileName
        self.limits = limits
    }

    /// Adds a note, keeping at most ``XIBLimits/maxNotes``.
    mutating func note(_ position: XIBSourcePosition, _ message: String) {
        if notes.count < limits.maxNotes {
            notes.append(XIBNote(fileName: fileName, position: position, message: message))
        } else {
            droppedNotes += 1
        }
    }

    /// An error at a position.
    func error(_ kind: XIBError.Kind, _ position: XIBSourcePosition, _ message: String) -> XIBError {
        XIBError(kind: kind, fileName: fileName, position: position, message: message)
    }

    /// Decodes the whole document.
    mutating func decode(root: XMLElementNode) throws(XIBError) -> XIBDocument {
        guard root.name == "document" else {
            throw error(.notADocument, root.position,
                        "the root element is <\(root.name)>; a XIB's root element is <document>")
        }
        var root = root
        if let deviceElement = root.children.last(where: { $0.name == "device" }), let id = deviceElement["id"] {
            deviceID = id
            traits = Self.device(deviceElement, id: id).traitCollection
        }
        if let traits {
            root = XIBVariations.resolve(root, for: traits)
        }
        try collectIDs(root)
        noteUnknownAttributes(root, known: XIBVocabulary.documentAttributes)
        if let type = root["type"], type != "com.apple.InterfaceBuilder3.CocoaTouch.XIB" {
            note(root.position, "the document type is '\(type)', not an iOS XIB (com.apple.InterfaceBuilder3.CocoaTouch.XIB); "
                 + "reading it anyway")
        }
        if let resourcesElement = root.child("resources") {
            resources = try decodeResources(resourcesElement)
        }
        collectVariations(root)
        markUninstalled(root, inherited: false)

        var device: XIBDevice?
        var placeholders: [XIBPlaceholder] = []
        var views: [XIBView] = []
        var designables: [String: LayoutSize] = [:]
        for child in root.children {
            switch child.name {
            case "device":
                device = decodeDevice(child)
            case "objects":
                for object in child.children {
                    if object.name == "placeholder" {
                        placeholders.append(decodePlaceholder(object))
                    } else if XIBVocabulary.viewElements.contains(object.name) {
                        views.append(try decodeView(object, parentID: nil, parentIsCell: false, alias: nil,
                                                    installed: true))
                    } else {
                        note(object.position, "skipped <\(object.name)> in <objects>: it is not a view or placeholder")
                    }
                }
            case "resources":
                break
            case "designables":
                designables = try decodeDesignables(child)
            case "scenes":
                note(child.position, "skipped <scenes>: this is a storyboard; the reader reads XIB objects only")
            default:
                if !XIBVocabulary.ignoredDocumentChildren.contains(child.name) {
                    note(child.position, "skipped unknown element <\(child.name)> in <document>")
                }
            }
        }

        try validate(placeholders: placeholders, views: views)
        // Document order (a stable sort: notes about one element keep the order they were made in).
        notes = notes.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
        if droppedNotes > 0 {
            notes.append(XIBNote(fileName: fileName, position: root.position,
                                 message: "\(droppedNotes) more notes were dropped (XIBLimits.maxNotes)"))
        }
        return XIBDocument(fileName: fileName, documentType: root["type"], toolsVersion: root["toolsVersion"],
                           targetRuntime: root["targetRuntime"], usesAutolayout: root["useAutolayout"] == "YES",
                           usesSafeAreas: root["useSafeAreas"] == "YES",
                           usesTraitCollections: root["useTraitCollections"] == "YES", device: device,
                           placeholders: placeholders, views: views, resources: resources,
                           designableIntrinsicSizes: designables, notes: notes)
    }

    /// Notes every attribute not in `known`, in name order.
    mutating func noteUnknownAttributes(_ element: XMLElementNode, known: Set<String>) {
        for name in element.attributes.keys.sorted() where !known.contains(name) {
            note(element.position(of: name), "skipped unknown attribute '\(name)' of <\(element.name)>")
        }
    }

    /// `<device id orientation appearance layout>`.
    mutating func decodeDevice(_ element: XMLElementNode) -> XIBDevice? {
        noteUnknownAttributes(element, known: ["id", "orientation", "appearance", "layout"])
        guard let id = element["id"] else {
            note(element.position, "skipped <device> without an id")
            return nil
        }
        return Self.device(element, id: id)
    }

    /// The device a `<device>` element describes; its layout is the `layout` attribute or, as Xcode 8
    /// to 10 wrote it, the `<adaptation id>` child.
    static func device(_ element: XMLElementNode, id: String) -> XIBDevice {
        XIBDevice(id: id, orientation: element["orientation"], appearance: element["appearance"],
                  layout: element["layout"] ?? element.child("adaptation")?["id"])
    }

    /// `<placeholder placeholderIdentifier id customClass …>` and its connections.
    mutating func decodePlaceholder(_ element: XMLElementNode) -> XIBPlaceholder {
        noteUnknownAttributes(element, known: ["placeholderIdentifier", "id", "userLabel", "customClass", "customModule",
                                               "customModuleProvider", "sceneMemberID"])
        let id = element["id"] ?? "placeholder@\(element.position)"
        var connections: [XIBConnection] = []
        for child in element.children {
            if child.name == "connections" {
                connections += decodeConnections(child, sourceID: id)
            } else {
                note(child.position, "skipped <\(child.name)> in <placeholder>")
            }
        }
        return XIBPlaceholder(id: id, placeholderIdentifier: element["placeholderIdentifier"],
                              customClass: element["customClass"], customModule: element["customModule"],
                              userLabel: element["userLabel"], connections: connections, position: element.position)
    }

    /// `<designables><designable name="id"><size key="intrinsicContentSize" …/></designable>`.
    mutating func decodeDesignables(_ element: XMLElementNode) throws(XIBError) -> [String: LayoutSize] {
        var sizes: [String: LayoutSize] = [:]
        for designable in element.children("designable") {
            guard let name = designable["name"],
                  let sizeElement = designable.child("size", key: "intrinsicContentSize") else { continue }
            sizes[name] = try decodeSize(sizeElement, XIBValueRanges.optionalLength)
        }
        return sizes
    }
}
