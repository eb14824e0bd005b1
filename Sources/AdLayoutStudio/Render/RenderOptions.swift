import AdLayoutCore
import Foundation

/// How the studio renders a document, beyond what the document says: the controls above the
/// picture. They change the render, not the file (until the user writes them into it).
public struct RenderOptions: Sendable, Equatable, Codable {
    /// A device preset (one of `DeviceSpec.presets`) instead of the document's device.
    public var device: DeviceSpec?
    /// Device pixels per point, 1–3, instead of the device's.
    public var scale: Int?
    /// A theme instead of the document's `styles.offerwallTheme`.
    public var theme: OfferwallTheme?
    /// A Dynamic Type size instead of the document's `contentSize`.
    public var contentSize: ContentSizeCategory?
    /// Scroll positions of orthogonally scrolling sections, instead of their `page` / `scrollOffset`.
    public var sections: [SectionScroll]
    /// How far the main list is scrolled, in points, instead of the document's `tnkLayout.listScrollOffset`.
    public var listScrollOffset: Double?

    /// The scroll position of one section.
    public struct SectionScroll: Sendable, Equatable, Codable {
        /// Index in the document's `sections`.
        public var index: Int
        /// A page (or item column, for `continuous`), 0-based.
        public var page: Int?
        /// A content offset in points.
        public var scrollOffset: Double?

        /// A section scrolled to `page` or to `scrollOffset`.
        public init(index: Int, page: Int? = nil, scrollOffset: Double? = nil) {
            self.index = index; self.page = page; self.scrollOffset = scrollOffset
        }
    }

    /// Options that change nothing, or the given overrides.
    public init(device: DeviceSpec? = nil, scale: Int? = nil, theme: OfferwallTheme? = nil, contentSize: ContentSizeCategory? = nil,
                sections: [SectionScroll] = [], listScrollOffset: Double? = nil) {
        self.device = device; self.scale = scale; self.theme = theme; self.contentSize = contentSize; self.sections = sections
        self.listScrollOffset = listScrollOffset
    }

    /// Names the page sent that are no preset, theme or text size (every one, `options.<name>: message`).
    struct UnknownNames: Error {
        let problems: [String]
    }

    private enum CodingKeys: String, CodingKey {
        case device, scale, theme, contentSize, sections, listScrollOffset
    }

    /// Decodes the options the page sends (names: `iPhoneSE`, `dark`, `accessibilityLarge`); a missing
    /// `sections` means none. Unknown names throw `UnknownNames` with all of them.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var unknown: [String] = []
        if let name = try c.decodeIfPresent(String.self, forKey: .device) {
            device = DeviceSpec.presets[name]
            if device == nil {
                unknown.append("options.device: unknown device preset \"\(name)\"; presets: "
                               + DeviceSpec.presets.keys.sorted().joined(separator: ", "))
            }
        }
        scale = try c.decodeIfPresent(Int.self, forKey: .scale)
        if let name = try c.decodeIfPresent(String.self, forKey: .theme) {
            theme = OfferwallTheme.named(name)
            if theme == nil {
                unknown.append("options.theme: unknown theme \"\(name)\"; themes: " + OfferwallTheme.allNames.joined(separator: ", "))
            }
        }
        if let name = try c.decodeIfPresent(String.self, forKey: .contentSize) {
            contentSize = ContentSizeCategory(named: name)
            if contentSize == nil {
                unknown.append("options.contentSize: unknown text size \"\(name)\"; sizes: "
                               + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
        sections = try c.decodeIfPresent([SectionScroll].self, forKey: .sections) ?? []
        listScrollOffset = try c.decodeIfPresent(Double.self, forKey: .listScrollOffset)
        if !unknown.isEmpty { throw UnknownNames(problems: unknown) }
    }

    /// Encodes the options as the page sends them (by name).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(device?.name, forKey: .device)
        try c.encodeIfPresent(scale, forKey: .scale)
        try c.encodeIfPresent(theme?.name, forKey: .theme)
        try c.encodeIfPresent(contentSize?.rawValue, forKey: .contentSize)
        if !sections.isEmpty { try c.encode(sections, forKey: .sections) }
        try c.encodeIfPresent(listScrollOffset, forKey: .listScrollOffset)
    }

    /// Every problem with the options' values for a document of `sectionCount` sections, as
    /// `options.<name>: message` lines (empty when valid).
    public func problems(sectionCount: Int) -> [String] {
        var out: [String] = []
        if let scale, !(1...3).contains(scale) { out.append("options.scale: must be 1, 2 or 3, not \(scale)") }
        if let o = listScrollOffset, !FormatLimits.listScrollOffset.contains(o) {
            out.append("options.listScrollOffset: must be 0–1000000 points")
        }
        for s in sections {
            if !(0..<sectionCount).contains(s.index) { out.append("options.sections: no section \(s.index)") }
            if let p = s.page, p < 0 || p > 100_000 { out.append("options.sections[\(s.index)].page: must be 0–100000") }
            if let o = s.scrollOffset, !o.isFinite || o < 0 {
                out.append("options.sections[\(s.index)].scrollOffset: must be a finite number ≥ 0")
            }
        }
        return out
    }

    /// `document` scrolled as these options say: each section given, and the main list.
    func scrolled(_ document: ResolvedDocument) -> ResolvedDocument {
        let sections = document.sections.enumerated().map { i, section in
            var section = section
            if let scroll = scroll(of: i) { section.scroll = scroll }
            return section
        }
        var settings = document.settings
        if let offset = listScrollOffset { settings.listScrollOffset = CGFloat(offset) }
        return document.replacing(sections: sections).replacing(settings: settings)
    }

    /// The scroll position given for section `index`, if any.
    func scroll(of index: Int) -> ScrollPosition? {
        guard let s = sections.last(where: { $0.index == index }) else { return nil }
        if let page = s.page { return .page(page) }
        if let offset = s.scrollOffset { return .offset(CGFloat(offset)) }
        return nil
    }

    /// `text` with these options written into it: `device`, `styles.offerwallTheme`,
    /// `tnkLayout.listScrollOffset` and the
    /// sections' `page` / `scrollOffset` (the other of the two removed; not a placement's, which has no
    /// such key). The scale and the text size are not part of a document (its decoder refuses a
    /// `contentSize` key) and stay options. The text is parsed once, whatever the number of sections; when
    /// a section is given more than once, its last position counts (as when rendering).
    public func written(into text: Data) throws(StudioError) -> Data {
        var patch = try JSONTextPatch(text)
        if let name = device?.name { try patch.set([.key("device")], to: JSONTextPatch.quoted(name)) }
        if let theme { try patch.set([.key("styles"), .key("offerwallTheme")], to: JSONTextPatch.quoted(theme.name)) }
        if let offset = listScrollOffset {
            try patch.set([.key("tnkLayout"), .key("listScrollOffset")], to: ExpressionFormatting.number(offset))
        }
        // The last position given for each section, in the order the sections were first given.
        var order: [Int] = []
        var positions: [Int: SectionScroll] = [:]
        // A placement's strip scrolls in the studio only: the document has no key for it.
        for s in sections where (s.page != nil || s.scrollOffset != nil) && patch.screen != "placement" {
            if positions.updateValue(s, forKey: s.index) == nil { order.append(s.index) }
        }
        for index in order {
            let s = positions[index]!
            let section: [JSONTextPatch.Step] = [.key("sections"), .index(s.index)]
            if let page = s.page {
                try patch.remove(section + [.key("scrollOffset")])
                try patch.set(section + [.key("page")], to: String(page))
            } else if let offset = s.scrollOffset {
                try patch.remove(section + [.key("page")])
                try patch.set(section + [.key("scrollOffset")], to: ExpressionFormatting.number(offset))
            }
        }
        return try patch.patched()
    }

}
