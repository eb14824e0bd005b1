import Foundation

/// A XIB file read into an immutable model: the document header, the design device, the
/// placeholders, the top-level views with everything under them, the resources, and the notes
/// the reader made about what it skipped.
///
/// Read one with ``init(contentsOf:limits:)``, ``init(data:fileName:limits:)`` or ``XIBReader``.
public struct XIBDocument: Sendable, Hashable {
    /// The file's name, as given to the reader (for example `CustomItemView.xib`).
    public let fileName: String
    /// The document `type` (`com.apple.InterfaceBuilder3.CocoaTouch.XIB` for an iOS XIB).
    public let documentType: String?
    /// `toolsVersion`: the Interface Builder version that saved the file.
    public let toolsVersion: String?
    /// `targetRuntime` (`iOS.CocoaTouch`).
    public let targetRuntime: String?
    /// `useAutolayout="YES"`.
    public let usesAutolayout: Bool
    /// `useSafeAreas="YES"`: views have safe-area layout guides.
    public let usesSafeAreas: Bool
    /// `useTraitCollections="YES"`.
    public let usesTraitCollections: Bool
    /// The design device, if the file records one.
    public let device: XIBDevice?
    /// The placeholders (File's Owner `-1`, First Responder `-2`, …) in document order.
    public let placeholders: [XIBPlaceholder]
    /// The top-level views in document order.
    public let views: [XIBView]
    /// The system colours, named colours and images `<resources>` records.
    public let resources: XIBResources
    /// Intrinsic sizes Interface Builder measured for custom (designable) views, by view id
    /// (`<designables><designable name="id"><size key="intrinsicContentSize" …>`).
    public let designableIntrinsicSizes: [String: LayoutSize]
    /// What the reader skipped or could not use, in document order.
    public let notes: [XIBNote]

    /// Creates a document. The reader builds documents; this initializer is for tests and tools.
    public init(fileName: String, documentType: String?, toolsVersion: String?, targetRuntime: String?,
                usesAutolayout: Bool, usesSafeAreas: Bool, usesTraitCollections: Bool, device: XIBDevice?,
                placeholders: [XIBPlaceholder], views: [XIBView], resources: XIBResources,
                designableIntrinsicSizes: [String: LayoutSize], notes: [XIBNote]) {
        self.fileName = fileName
        self.documentType = documentType
        self.toolsVersion = toolsVersion
        self.targetRuntime = targetRuntime
        self.usesAutolayout = usesAutolayout
        self.usesSafeAreas = usesSafeAreas
        self.usesTraitCollections = usesTraitCollections
        self.device = device
        self.placeholders = placeholders
        self.views = views
        self.resources = resources
        self.designableIntrinsicSizes = designableIntrinsicSizes
        self.notes = notes
    }

    /// Reads the XIB at a file URL; the file name in diagnostics is the URL's last path component.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - limits: The bounds to enforce (``XIBLimits/standard`` by default).
    /// - Throws: ``XIBError`` when the file cannot be read, is not well-formed XML, is not a XIB,
    ///   breaks a limit, repeats an id or has a constraint naming an unknown item.
    public init(contentsOf url: URL, limits: XIBLimits = .standard) throws(XIBError) {
        self = try XIBReader.read(contentsOf: url, limits: limits)
    }

    /// Reads a XIB from bytes.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - fileName: The name diagnostics use (`CustomItemView.xib`).
    ///   - limits: The bounds to enforce (``XIBLimits/standard`` by default).
    /// - Throws: ``XIBError``, as ``init(contentsOf:limits:)``.
    public init(data: Data, fileName: String, limits: XIBLimits = .standard) throws(XIBError) {
        self = try XIBReader.read(data: data, fileName: fileName, limits: limits)
    }

    /// File's Owner, if the document has it.
    public var filesOwner: XIBPlaceholder? { placeholders.first { $0.isFilesOwner } }

    /// Every view in the document, depth first, in document order.
    public var allViews: [XIBView] { views.flatMap(\.allViews) }

    /// Every constraint in the document, in document order of the views holding them.
    public var allConstraints: [XIBConstraint] { allViews.flatMap(\.constraints) }

    /// The view with an id (synthetic ids included), if any.
    public func view(withID id: String) -> XIBView? {
        for view in views {
            if let found = view.view(withID: id) { return found }
        }
        return nil
    }

    /// The constraint with an id, if any.
    public func constraint(withID id: String) -> XIBConstraint? {
        allConstraints.first { $0.id == id }
    }

    /// What an id names: a view, a layout guide or a placeholder; `nil` if nothing in the model has
    /// it.
    ///
    /// Use it on a constraint's ``XIBConstraint/firstItemID`` and ``XIBConstraint/secondItemID``,
    /// which are already resolved (an omitted first item is the holder; an old-dialect reference to
    /// the cell from inside its id-less content view is the content view).
    public func item(withID id: String) -> XIBItem? {
        if let placeholder = placeholders.first(where: { $0.id == id }) { return .placeholder(placeholder) }
        for view in allViews {
            if view.id == id { return .view(view) }
            if let guide = view.layoutGuides.first(where: { $0.id == id }) { return .layoutGuide(guide) }
        }
        return nil
    }
}
