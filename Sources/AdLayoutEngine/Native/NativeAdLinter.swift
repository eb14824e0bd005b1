import Foundation
import AdLayoutModel

/// The policy rules of native ads; each finding is a ``/AdLayoutSDK/Diagnostic`` whose code is the rule's name.
public enum LintRule: String, Sendable, CaseIterable {
    /// The "광고" badge or an ad label is shown.
    case attribution
    /// The attribution is at least 15×15 device pixels.
    case attributionSize = "attribution-size"
    /// A call-to-action button with text.
    case cta
    /// Video media at least 120×120 pt.
    case videoMedia = "video-media"
    /// Every asset inside the ad view.
    case containment
    /// Title, body and CTA not cut below 25, 90 and 15 characters.
    case truncation

    /// The diagnostic code of the rule's findings.
    public var code: Diagnostic.Code { Diagnostic.Code(rawValue: rawValue) }
}

/// Policy checks on the laid-out frame of native ads (docs/fidelity/sdk-sources.md, "Screen parts"): attribution present and at
/// least 15×15 px, a CTA, video media at least 120×120 pt, every asset inside the ad view, and
/// title / body / CTA not cut below 25 / 90 / 15 characters.
public struct NativeAdLinter: Sendable {
    /// Measures texts for the truncation rule.
    public let measurer: any TextMeasuring

    /// Smallest attribution badge, in device pixels.
    public static let minimumAttributionPixels: CGFloat = 15
    /// Smallest video media view, in points.
    public static let minimumVideoSide: CGFloat = 120
    /// Characters that must stay visible before an ellipsis.
    public static let minimumVisibleCharacters: [NodeKind: Int] = [.titleLabel: 25, .bodyLabel: 90, .ctaButton: 15]
    /// Texts accepted as attribution.
    public static let attributionTexts: Set<String> = ["광고", "AD", "Ad", "Ads", "Advertisement", "Sponsored", "Promoted",
                                                       "annonce", "publicité", "Anzeige", "広告"]

    /// A linter measuring with `measurer`.
    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Every finding in `tree` (of the document `file`), ads in document order: warnings whose
    /// code is the rule's name and whose path is the ad's (`ads[0]`, `sections[1].items[2]`) or
    /// the element's (`ads[0].ad.title`), located in the document's text when the tree has its positions.
    public func lint(_ tree: LayoutTree, file: String? = nil) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        func walk(_ node: LayoutNode) {
            for (i, child) in node.children.enumerated() {
                if child.kind == .nativeAdView {
                    let label = i > 0 && node.children[i - 1].kind == .adLabel ? node.children[i - 1] : nil
                    findings += check(child, adLabel: label, scale: tree.scale, file: file)
                } else {
                    walk(child)
                }
            }
        }
        walk(tree.root)
        return tree.positions?.locate(findings) ?? findings
    }

    func check(_ ad: LayoutNode, adLabel: LayoutNode?, scale: Int, file: String?) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let adPath = ad.source?.description ?? ""
        func add(_ rule: LintRule, _ message: String, _ element: LayoutNode? = nil) {
            let path = element?.source?.description ?? adPath
            let what = element.map { "\($0.kind.rawValue): " } ?? ""
            out.append(Diagnostic(.warning, code: rule.code, file: file, path: path, location: nil,
                                  message: what + message + " [\(rule.rawValue)]"))
        }
        var descendants: [LayoutNode] = []
        for child in ad.children { child.visit { descendants.append($0) } }

        // Attribution.
        let badges = descendants.filter { $0.kind == .adBadge && Self.attributionTexts.contains($0.text ?? "") }
            + [adLabel].compactMap { $0 }.filter { !($0.text ?? "").isEmpty }
        if badges.isEmpty {
            add(.attribution, "no ad attribution: show the \"광고\" badge (\"attribution\": true) or an ad label (\"adLabel\")")
        } else if let best = badges.max(by: { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }) {
            let w = best.frame.width * CGFloat(scale), h = best.frame.height * CGFloat(scale)
            if w < Self.minimumAttributionPixels || h < Self.minimumAttributionPixels {
                add(.attributionSize, "attribution \(best.kind.rawValue) is \(Int(saturating: w))×\(Int(saturating: h)) px; it must be at least 15×15 px",
                    best)
            }
        }
        // CTA.
        let ctas = descendants.filter { $0.kind == .ctaButton && !($0.text ?? "").isEmpty }
        if ctas.isEmpty { add(.cta, "no call-to-action button with text") }
        // Video media.
        for media in descendants where media.kind == .mediaView && media.children.contains(where: { $0.kind == .playIcon }) {
            if media.frame.width < Self.minimumVideoSide || media.frame.height < Self.minimumVideoSide {
                add(.videoMedia, "video media view is \(Int(saturating: media.frame.width))×\(Int(saturating: media.frame.height)) pt; video needs at least 120×120 pt",
                    media)
            }
        }
        // Containment.
        let bounds = ad.frame.insetBy(dx: -0.5, dy: -0.5)
        for node in descendants where !bounds.contains(node.frame) && node.frame.width > 0 && node.frame.height > 0 {
            add(.containment, "at \(Self.describe(node.frame)) is outside the ad view \(Self.describe(ad.frame))", node)
        }
        // Truncation.
        for node in descendants {
            guard let minimum = Self.minimumVisibleCharacters[node.kind], case .text(let t) = node.content else { continue }
            let shown = visibleCharacters(t, width: node.frame.width)
            let total = t.string.count
            if shown < total && shown < minimum {
                add(.truncation, "\"\(t.string)\" is cut to \(shown) of \(total) characters; at least \(minimum) must show", node)
            }
        }
        return out
    }

    /// How many characters of `t` show in `width` before an ellipsis (all of them when it fits).
    func visibleCharacters(_ t: TextContent, width: CGFloat) -> Int {
        let w = max(0, width - t.padding.horizontal)
        let lines = max(1, t.numberOfLines)
        func fits(_ s: String) -> Bool {
            let m = measurer.measure(s, font: t.font, maxWidth: w, numberOfLines: lines, lineBreakMode: .byWordWrapping)
            return m.lineCount <= lines && m.width <= w + 0.01 && !m.isTruncated
        }
        let chars = Array(t.string)
        if fits(t.string) { return chars.count }
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(String(chars.prefix(mid)) + "…") { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    static func describe(_ r: CGRect) -> String {
        "(\(LayoutTreeJSON.number(r.minX)), \(LayoutTreeJSON.number(r.minY)), \(LayoutTreeJSON.number(r.width))×\(LayoutTreeJSON.number(r.height)))"
    }
}
