/// The bounds the reader enforces while it parses, so that no input can hang it, crash it or make it
/// use unbounded memory. Exceeding one throws ``XIBError`` (kind ``XIBError/Kind/limitExceeded``) at
/// the position where the limit was crossed; counting happens as the XML streams in, not afterwards.
///
/// The defaults (``standard``) are far above what Xcode writes for a real screen; a test can pass
/// smaller ones.
///
/// Besides these limits the reader refuses DOCTYPE and entity declarations outright and never
/// resolves external entities (`XMLParser.shouldResolveExternalEntities` is `false`).
public struct XIBLimits: Sendable, Hashable {
    /// The largest file, in bytes: 8 MiB (8,388,608) by default. Checked before parsing.
    public var maxFileSize: Int
    /// The most view elements (anything inside `<subviews>`, a top-level view, a cell's content
    /// view): 2,000 by default.
    public var maxViews: Int
    /// The most `<constraint>` elements: 10,000 by default.
    public var maxConstraints: Int
    /// The deepest element nesting, counting `<document>` as 1: 64 by default (about 30 levels of
    /// views, since each level adds a view and its `<subviews>`).
    public var maxDepth: Int
    /// The longest attribute value, in UTF-8 bytes: 64 KiB (65,536) by default.
    public var maxAttributeLength: Int
    /// The most attributes on one start tag: 128 by default (Xcode writes about 20 at most).
    /// Checked by a linear pass over the bytes before parsing, because libxml2's
    /// duplicate-attribute check is quadratic in this number.
    public var maxAttributesPerElement: Int
    /// The longest text content of one element (`<string key="text">`), in UTF-8 bytes: 64 KiB
    /// (65,536) by default.
    public var maxTextLength: Int
    /// The most elements of any kind: 100,000 by default. Bounds the memory of the element tree.
    public var maxElements: Int
    /// The most notes kept: 1,000 by default. Further notes are counted and summarised in one
    /// last note instead of being kept.
    public var maxNotes: Int

    /// Creates limits; every parameter defaults to the ``standard`` value.
    public init(maxFileSize: Int = 8 * 1024 * 1024,
                maxViews: Int = 2_000,
                maxConstraints: Int = 10_000,
                maxDepth: Int = 64,
                maxAttributeLength: Int = 64 * 1024,
                maxAttributesPerElement: Int = 128,
                maxTextLength: Int = 64 * 1024,
                maxElements: Int = 100_000,
                maxNotes: Int = 1_000) {
        self.maxFileSize = maxFileSize
        self.maxViews = maxViews
        self.maxConstraints = maxConstraints
        self.maxDepth = maxDepth
        self.maxAttributeLength = maxAttributeLength
        self.maxAttributesPerElement = maxAttributesPerElement
        self.maxTextLength = maxTextLength
        self.maxElements = maxElements
        self.maxNotes = maxNotes
    }

    /// The defaults: 8 MiB, 2,000 views, 10,000 constraints, depth 64, 64 KiB attributes and text,
    /// 128 attributes per element, 100,000 elements, 1,000 notes.
    public static let standard = XIBLimits()
}
