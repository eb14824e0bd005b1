import Foundation

/// An app's own item view as data (`"appViews": {"<Name>": …}`): the XIB its `AdListItemView`
/// subclass loads, or the views its `init(frame:)` makes in code with their constraints, and what
/// the subclass's code does to them — the layer styles its `init(frame:)`
/// sets, the image views the SDK fills (`getFeedImageView()`, `getIconImageView()`) and, per ad,
/// what `setData` puts in its outlets. The Swift setup reader writes it from the app's
/// classes (`adlayout import-swift` prints it); documents may also write it by hand. Registrations
/// name it as a `viewClass`.
public struct AppViewDefinition: Sendable {
    /// The view class's name, as registrations name it.
    public var name: String
    /// Where the view's subviews come from: a XIB, or views made in code.
    public enum Content: Sendable {
        /// The XIB as written: relative to the document (or, from a Swift setup, to where the setup was read).
        case xib(String)
        /// Views made in code (`UILabel()`, …) in the order they are added, and their constraints.
        case code(views: [AppCodeView], constraints: [AppCodeConstraint])
    }

    /// The view's subviews: a XIB's, or made in code.
    public var content: Content
    /// The XIB's path as written, for a view that loads one.
    public var xib: String? { if case .xib(let path) = content { path } else { nil } }
    /// What the outlets belong to, in messages: the XIB's path, or "the views of NAME".
    public var outletOwner: String { xib ?? "the views of \(name)" }
    /// Where the XIB is when the Swift setup reader found it in the app's folder (nil: ``xib`` is
    /// relative to the document and confined to its folder, as images are).
    public var xibFile: URL?
    /// ``xibFile`` as the Swift setup reader read and parsed it (it opens and parses each file once): an
    /// AdLayoutInterfaceBuilder `XIBFile`, which the app view registers (``FoundFile/parsed``).
    public var xibRead: (any Sendable)?
    /// The outlet whose image view shows the ad's `imageUrl` (`getFeedImageView()` with `useImageFeed()`).
    public var feedImage: String?
    /// The outlet whose image view shows the ad's `iconUrl` (`getIconImageView()` with `useImageIcon()`).
    public var iconImage: String?
    /// The app's images its views name (`UIImage(named:)` in code, a XIB image view's `image="…"`), by
    /// name: image files, relative to the document as any image (or, from a Swift setup, as read).
    public var images: [String: String] = [:]
    /// Where each of ``images`` is when the Swift setup reader found it in the app's asset catalogs
    /// (as ``xibFile``: the folder the user named, not the document's, holds it).
    public var imageFiles: [String: URL] = [:]
    /// Whether the engine draws the layout's divider (off, as for any custom view).
    public var divider: Bool
    /// What the code sets on each outlet, in the order written.
    public var outlets: [AppViewOutlet]
    /// JSON path, e.g. `appViews.CustomAdListItemView`.
    public var path: String
    /// Where the name is in the document (or the Swift class, for a setup).
    public var location: SourceLocation?
    /// Where `xib` (or `views`) is.
    public var xibLocation: SourceLocation?

    /// An app view from its parts; `xib` for one that loads a XIB.
    public init(name: String, xib: String, xibFile: URL? = nil, feedImage: String? = nil, iconImage: String? = nil,
                divider: Bool = false, outlets: [AppViewOutlet] = [], path: String = "", location: SourceLocation? = nil,
                xibLocation: SourceLocation? = nil) {
        self.init(name: name, content: .xib(xib), xibFile: xibFile, feedImage: feedImage, iconImage: iconImage, divider: divider,
                  outlets: outlets, path: path, location: location, xibLocation: xibLocation)
    }

    /// An app view from its parts.
    public init(name: String, content: Content, xibFile: URL? = nil, feedImage: String? = nil, iconImage: String? = nil,
                divider: Bool = false, outlets: [AppViewOutlet] = [], path: String = "", location: SourceLocation? = nil,
                xibLocation: SourceLocation? = nil) {
        self.name = name; self.content = content; self.xibFile = xibFile; self.feedImage = feedImage; self.iconImage = iconImage
        self.divider = divider; self.outlets = outlets; self.path = path; self.location = location; self.xibLocation = xibLocation
    }
}

/// What an app's code sets on one outlet of its XIB. Nothing set keeps the XIB's value.
public struct AppViewOutlet: Sendable {
    /// The outlet's name (`titleLabel`).
    public var name: String
    /// A label's or button's text, with `{field}` bindings (`setData`'s `label.text = adItem.appName`).
    public var text: TemplateText?
    /// A label's text colour.
    public var color: Color?
    /// The view's alpha, 0…1.
    public var alpha: CGFloat?
    /// Layer and view paint set in code (`layer.cornerRadius`, `layer.borderWidth`,
    /// `layer.borderColor`, `backgroundColor`, `clipsToBounds`).
    public var backgroundColor: Color?
    /// `layer.cornerRadius`.
    public var cornerRadius: CGFloat?
    /// `layer.borderColor`.
    public var strokeColor: Color?
    /// `layer.borderWidth`.
    public var strokeWidth: CGFloat?
    /// Text, colour and alpha per ad state, replacing ``text``, ``color`` and ``alpha``.
    public var states: [AdState: StateOverride]
    /// States in which `setData` hides the view.
    public var hiddenIn: Set<AdState>
    /// States in which `setData` shows the view (a state in neither keeps the XIB's `hidden`).
    public var visibleIn: Set<AdState>
    /// What `setData` sets for the ads a condition holds for (`if item.pointValue > 1000 { … }`), laid
    /// over the rest: every case that holds applies, in order, a later one's values over an earlier one's.
    public var cases: [AppViewCase] = []
    /// Ranges of the text drawn otherwise (`attributedText`), each found in the ad's text.
    public var runs: [AppViewTextRun] = []

    /// An outlet with nothing set.
    public init(name: String) {
        self.name = name; states = [:]; hiddenIn = []; visibleIn = []
    }

    /// Whether the code sets any paint of the view's layer.
    public var setsBox: Bool { backgroundColor != nil || cornerRadius != nil || strokeColor != nil || strokeWidth != nil }
}

/// What `setData` sets on one outlet for the ads ``condition`` holds for (a branch of an `if`, a
/// `guard` or a `? :` on the ad's fields). Nothing set keeps the outlet's other values.
public struct AppViewCase: Sendable {
    /// Which ads: `pointValue > 1000`, `state == paid && !appName.isEmpty`.
    public var condition: AdCondition
    /// The text, with `{field}` bindings.
    public var text: TemplateText?
    /// The text colour.
    public var color: Color?
    /// The view's alpha, 0…1.
    public var alpha: CGFloat?
    /// `isHidden`.
    public var hidden: Bool?
    /// The view's background colour.
    public var backgroundColor: Color?
    /// An image view's image, by the name of one of the view's ``AppViewDefinition/images``.
    public var image: String?
    /// Ranges of the text drawn otherwise, replacing the outlet's (an empty list: none).
    public var runs: [AppViewTextRun]?

    /// A case setting nothing yet.
    public init(condition: AdCondition) { self.condition = condition }
}

/// A range of an outlet's text drawn otherwise, as an app's `attributedText` styles it: where
/// (`(text as NSString).range(of: point)`: the first occurrence of ``part`` in the ad's text; or
/// `NSRange(location:length:)`: ``location`` and ``length``, UTF-16 units) and how.
public struct AppViewTextRun: Sendable {
    /// The text whose first occurrence is the range, with `{field}` bindings; nil for a fixed range.
    public var part: TemplateText?
    /// A fixed range's start and length, in UTF-16 units (`NSRange`'s); cut at the text's end.
    public var location: Int = 0
    public var length: Int = 0
    /// `.foregroundColor`.
    public var color: Color?
    /// `.strikethroughStyle`.
    public var strikethrough = false
    /// `.underlineStyle`.
    public var underline = false
    /// `.backgroundColor`.
    public var backgroundColor: Color?
    /// `.font`: the range drawn and measured in it.
    public var font: Font?

    /// A run over the first occurrence of `part` (nil: the fixed range `location`, `length`).
    public init(part: TemplateText?, location: Int = 0, length: Int = 0) { self.part = part; self.location = location; self.length = length }

    /// The range in `text` (UTF-16 offsets) for an ad whose `part` is `shownPart`; nil when it does not occur.
    public func range(in text: String, part shownPart: String?) -> Range<Int>? {
        let units = text.utf16.count
        if let shownPart {
            guard !shownPart.isEmpty else { return nil }
            let found = (text as NSString).range(of: shownPart)
            return found.location == NSNotFound ? nil : found.location..<(found.location + found.length)
        }
        let start = min(max(0, location), units), end = min(units, start + max(0, length))
        return start < end ? start..<end : nil
    }
}
