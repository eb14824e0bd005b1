import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Native templates, the size clamp, native frames and the lint rules.
@Suite struct NativeAdTests {
    static let fullAd = NativeAd(title: "Title", description: "Body text", iconUrl: "i.png", mediaUrl: "m.jpg",
                                 ctaText: "Install", advertiserName: "Adv", rating: 4.5, price: "1,000원")
    let measurer = ApproximateTextMeasurer()

    func adView(_ template: any NativeAdTemplate, width: CGFloat, ad: NativeAd = fullAd) -> LayoutNode {
        let height = template.preferredHeight(width: width, ad: ad, style: NativeAdStyle(), measurer: measurer)
        return NativeAdPlacement.adView(template: template, ad: ad, style: NativeAdStyle(),
                                        frame: CGRect(x: 0, y: 0, width: width, height: height), measurer: measurer)
    }

    @Test(arguments: [CGFloat(320), 375])
    func mediumTemplateFrames(_ width: CGFloat) throws {
        let view = adView(NativeMediumTemplate(), width: width)
        let inner = width - 24
        let media = try #require(view.first(.mediaView))
        #expect(media.frame == CGRect(x: 12, y: 12 + 44 + 10, width: inner, height: (inner * 9 / 16).rounded()))
        #expect(view.first(.iconImage)?.frame == CGRect(x: 12, y: 12, width: 44, height: 44))
        #expect(view.first(.titleLabel)?.frame.minX == CGFloat(12 + 44 + 10))
        let cta = try #require(view.first(.ctaButton))
        #expect(cta.frame.width == inner && cta.frame.height == 44)
        #expect(cta.frame.maxY == view.frame.maxY - 12)                // the preferred height ends at the CTA + padding
        #expect(view.first(.adBadge)?.frame.size == CGSize(width: 30, height: 16))
        #expect(view.first(.privacyButton)?.frame == CGRect(x: width - 8 - 20, y: 8, width: 20, height: 20))
        #expect(view.first(.ratingView)?.frame.width == 60)            // five 12 pt stars
    }

    @Test(arguments: [CGFloat(320), 375])
    func smallTemplateFrames(_ width: CGFloat) throws {
        let view = adView(NativeSmallTemplate(), width: width)
        let media = try #require(view.first(.mediaView))
        let side = min(96, (width * 0.25).rounded(.down))
        #expect(media.frame.size == CGSize(width: side, height: side))
        #expect(media.frame.minX == 12 && abs(media.frame.midY - view.frame.midY) < 0.01)
        let cta = try #require(view.first(.ctaButton))
        #expect(cta.frame.minX == 12 + side + 10 && cta.frame.maxX == width - 12 && cta.frame.height == 32)
    }

    @Test(arguments: [CGFloat(320), 375])
    func feedTemplateFrames(_ width: CGFloat) throws {
        let view = adView(NativeFeedTemplate(), width: width)
        let media = try #require(view.first(.mediaView))
        #expect(media.frame == CGRect(x: 0, y: 0, width: width, height: (width / 1.91).rounded()))
        #expect(view.first(.adBadge)?.frame.origin == CGPoint(x: 8, y: 8))   // over the media, AdChain's (8, 8)
        #expect(view.first(.iconImage)?.frame == CGRect(x: 12, y: media.frame.maxY + 12, width: 40, height: 40))
        #expect(view.first(.ctaButton)?.frame.maxY == view.frame.maxY - 12)
        #expect(view.first(.salePriceLabel) == nil && view.first(.priceLabel)?.text == "1,000원")
    }

    @Test(arguments: [CGFloat(320), 375])
    func bannerTemplateFrames(_ width: CGFloat) throws {
        let view = adView(NativeBannerTemplate(), width: width)
        let icon = try #require(view.first(.iconImage))
        #expect(icon.frame.size == CGSize(width: 60, height: 60) && icon.frame.minX == 12)
        let cta = try #require(view.first(.ctaButton))
        #expect(cta.frame.maxX == width - 12 && cta.frame.height == 32)
        #expect(abs(cta.frame.midY - view.frame.midY) < 0.01)
        #expect(view.first(.titleLabel)!.frame.maxX <= cta.frame.minX - 10)
    }

    @Test func salePriceStrikesTheOriginalPrice() throws {
        var ad = Self.fullAd
        ad.salePrice = "900원"
        let view = adView(NativeFeedTemplate(), width: 375, ad: ad)
        let sale = try #require(view.first(.salePriceLabel))
        let old = try #require(view.first(.priceLabel))
        #expect(sale.text == "900원" && old.text == "1,000원" && old.frame.minX > sale.frame.maxX)
        if case .text(let t) = old.content { #expect(t.strikethrough) } else { Issue.record("price is not text") }
    }

    @Test func sizeClampAppliesMinThenMaxSoMaxWins() {
        #expect(SizeLimits.clamp(200, min: 300, max: nil) == 300)
        #expect(SizeLimits.clamp(600, min: nil, max: 320) == 320)
        #expect(SizeLimits.clamp(300, min: 340, max: 280) == 280)       // max wins over min
        #expect(SizeLimits.clamp(250, min: 200, max: 300) == 250)
        #expect(SizeLimits.clamp(250, min: nil, max: nil) == 250)
        let limits = SizeLimits(minWidth: 300, maxWidth: 320, minHeight: 90, maxHeight: nil)
        #expect(limits.clamp(CGSize(width: 200, height: 60)) == CGSize(width: 300, height: 90))
    }

    @Test func nativeFrameStacksAdsWithTheirLabels() throws {
        let json = """
        {"schemaVersion": 1, "screen": "native", "device": {"width": 390, "height": 800, "scale": 2},
         "ads": [{"template": "native-banner", "ad": {"title": "A", "ctaText": "Go"}, "adLabel": true, "width": 600, "maxWidth": 320},
                 {"template": "native-medium", "ad": {"title": "B", "ctaText": "Go"}, "width": 200, "minWidth": 300, "height": 60, "minHeight": 90}]}
        """
        let tree = try layoutJSON(json)
        let label = try #require(tree.root.first(.adLabel))
        #expect(label.text == "annonce")
        let views = tree.root.all(.nativeAdView)
        #expect(views.count == 2)
        #expect(views[0].frame.width == 320 && views[0].frame.midX == 195)
        #expect(views[0].frame.minY == label.frame.maxY + 5)
        #expect(views[1].frame.size == CGSize(width: 300, height: 90))
        #expect(views[1].frame.minY == views[0].frame.maxY + 16)
    }

    @Test func nativeAdsInsideAnOfferwallSection() throws {
        let json = """
        {"schemaVersion": 1, "registrations": {"listbanner": {"viewClass": "native-medium",
          "overrides": {"itemInset": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "dividerHeight": 0}}},
         "sections": [{"type": "listbanner", "items": [{"appName": "x", "native": {"title": "Native", "ctaText": "Go"}}]}]}
        """
        let item = try #require(try layoutJSON(json).root.first(.item))
        let view = try #require(item.first(.nativeAdView))
        #expect(view.frame == item.frame)
        #expect(view.first(.titleLabel)?.text == "Native")
    }

    @Test func nativeDocumentErrors() {
        let unknown = documentErrors("""
        {"schemaVersion": 1, "screen": "native", "ads": [{"template": "native-mediun", "ad": {"title": "x", "rating": 7}}]}
        """)
        // Decoding and resolving problems in one run.
        #expect(unknown.map(\.path) == ["ads[0].ad.rating", "ads[0].template"])
        #expect(unknown.first?.message == "expected a rating of 0…5, found the number 7")
        let template = documentErrors(#"{"schemaVersion": 1, "screen": "native", "ads": [{"template": "native-mediun", "ad": {"title": "x"}}]}"#)
        #expect(template.first?.path == "ads[0].template")
        #expect(template.first?.message.contains(#"did you mean "native-medium"?"#) == true)
        let mixed = documentErrors(#"{"schemaVersion": 1, "screen": "native", "ads": [], "sections": []}"#)
        #expect(mixed.first?.path == "sections")
        let screen = documentErrors(#"{"schemaVersion": 1, "screen": "nativ", "sections": []}"#)
        #expect(screen.first?.message.contains("valid values: offerwall, native") == true)
        let renamed = documentErrors(#"{"schemaVersion": 1, "frame": "native", "ads": []}"#)
        #expect(renamed.first?.message == #"unknown key "frame": a document's kind is now "screen" ("offerwall" or "native")"#)
    }
}

/// Each lint rule, passing and failing.
@Suite struct NativeLintTests {
    func findings(_ ad: String, template: String = "native-medium", extra: String = "", scale: Int = 1) throws -> [Diagnostic] {
        let json = """
        {"schemaVersion": 1, "screen": "native", "device": {"width": 390, "height": 900, "scale": \(scale)},
         "ads": [{"template": "\(template)", "ad": \(ad) \(extra)}]}
        """
        return NativeAdLinter(measurer: ApproximateTextMeasurer()).lint(try layoutJSON(json))
    }

    let good = #"{"title": "Title", "description": "Body", "ctaText": "Install", "mediaUrl": "m.jpg"}"#

    @Test func aCompleteAdPasses() throws {
        #expect(try findings(good).isEmpty)
    }

    @Test func missingAttributionIsNamed() throws {
        let f = try findings(good, extra: #", "attribution": false"#)
        #expect(f.map(\.code) == [LintRule.attribution.code])
        #expect(f[0].description.contains("no ad attribution"))
        // An ad label above the creative is attribution too.
        #expect(try findings(good, extra: #", "attribution": false, "adLabel": true"#, scale: 2).isEmpty)
    }

    @Test func attributionSmallerThan15PixelsFails() throws {
        // The default badge is 30×16 pt: 16 px at 1x is enough.
        #expect(try findings(good, scale: 1).isEmpty)
        let f = try findings(good, extra: #", "attribution": false, "adLabel": "AD""#, scale: 1)
        // The ad label is as tall as its 10 pt line (12.5 pt with the font-free measurer): under 15 px at 1x.
        #expect(f.map(\.code) == [LintRule.attributionSize.code])
        #expect(try findings(good, extra: #", "attribution": false, "adLabel": "AD""#, scale: 2).isEmpty)
    }

    @Test func missingCTAFails() throws {
        let f = try findings(#"{"title": "Title", "mediaUrl": "m.jpg"}"#)
        #expect(f.map(\.code) == [LintRule.cta.code])
    }

    @Test func smallVideoMediaFails() throws {
        let video = #"{"title": "Title", "ctaText": "Go", "mediaUrl": "v.mp4", "mediaType": "video"}"#
        let f = try findings(video, template: "native-small")
        #expect(f.map(\.code) == [LintRule.videoMedia.code])
        #expect(f[0].message.contains("89×89 pt"))   // a quarter of the 358 pt ad
        #expect(try findings(video, template: "native-medium").isEmpty)
    }

    @Test func assetsOutsideTheAdViewFail() throws {
        // A fixed height shorter than the content pushes the CTA out of the ad view.
        let f = try findings(good, extra: #", "height": 120"#)
        #expect(f.contains { $0.code == LintRule.containment.code && $0.path == "ads[0].ad.ctaText" && $0.message.hasPrefix("ctaButton: at (") })
    }

    @Test func truncationBelowTheMinimumFails() throws {
        let long = String(repeating: "가", count: 40)
        let f = try findings(#"{"title": "\#(long)", "ctaText": "Go", "mediaUrl": "m.jpg"}"#, template: "native-banner",
                             extra: #", "width": 200"#)
        #expect(f.contains { $0.code == LintRule.truncation.code && $0.path == "ads[0].ad.title" })
        // A long title that still shows 25 characters is fine.
        let wide = try findings(#"{"title": "\#(String(repeating: "a", count: 60))", "ctaText": "Go", "mediaUrl": "m.jpg"}"#)
        #expect(!wide.contains { $0.code == LintRule.truncation.code })
    }
}
