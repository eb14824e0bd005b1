import Foundation
import AdLayoutModel

// Dynamic Type at resolve: a document decoded with `DocumentDecoder.Options.contentSize` has the
// fonts of its resolved labels and buttons scaled (what scales and what does not, and the table:
// ``/AdLayoutSDK/ContentSizeCategory``). Layout then measures and draws the scaled fonts like any others.

extension LabelAttribute {
    /// This label with its font scaled for `category`.
    public func scaled(for category: ContentSizeCategory) -> LabelAttribute {
        var label = self
        label.font = font.scaled(for: category)
        return label
    }
}

extension ButtonAttribute {
    /// This button with its fonts (normal and selected) scaled for `category`.
    public func scaled(for category: ContentSizeCategory) -> ButtonAttribute {
        var button = self
        button.font = font.scaled(for: category)
        button.fontSelected = fontSelected?.scaled(for: category)
        return button
    }
}

extension ItemLayoutProperties {
    /// Every label of an item layout (a test checks this list against the type's properties).
    static var scaledLabels: [WritableKeyPath<ItemLayoutProperties, LabelAttribute>] {
        [\.titleLabel, \.descLabel, \.descPointLabel, \.pointAmountLabel, \.pointUnitLabel, \.progressLabel, \.dateLabel,
         \.statusLabel, \.adItemTrailTagLabel, \.productPriceLabel, \.discountRateLabel, \.orderNumberLabel,
         \.headerTitleLabel, \.headerDescLabel]
    }
    /// Every button of an item layout.
    static var scaledButtons: [WritableKeyPath<ItemLayoutProperties, ButtonAttribute>] {
        [\.favoriteButton, \.footerButton, \.pageLabelButton]
    }

    /// These values with every label and button font scaled for `category`.
    public func scaled(for category: ContentSizeCategory) -> ItemLayoutProperties {
        var p = self
        for label in Self.scaledLabels { p[keyPath: label] = p[keyPath: label].scaled(for: category) }
        for button in Self.scaledButtons { p[keyPath: button] = p[keyPath: button].scaled(for: category) }
        return p
    }
}

extension NativeAdStyle {
    /// This style with its labels and CTA scaled for `category` (the badge keeps its fixed size).
    public func scaled(for category: ContentSizeCategory) -> NativeAdStyle {
        var s = self
        for label in [\NativeAdStyle.titleLabel, \.bodyLabel, \.advertiserLabel, \.priceLabel] {
            s[keyPath: label] = s[keyPath: label].scaled(for: category)
        }
        s.ctaButton = ctaButton.scaled(for: category)
        return s
    }
}

extension ResolvedDocument {
    /// This document with its fonts scaled for `category` (nothing changes at ``/AdLayoutSDK/ContentSizeCategory/large``).
    public func scaled(for category: ContentSizeCategory) -> ResolvedDocument {
        guard category != .large else { return self }
        switch screen {
        case .offerwall(var offerwall):
            for i in offerwall.sections.indices { offerwall.sections[i].layout = offerwall.sections[i].layout.scaled(for: category) }
            if let button = offerwall.menu?.layout.itemButton { offerwall.menu?.layout.itemButton = button.scaled(for: category) }
            if let button = offerwall.filter?.layout.itemButton { offerwall.filter?.layout.itemButton = button.scaled(for: category) }
            return replacing(screen: .offerwall(offerwall))
        case .placement(var placement):
            placement.section.layout = placement.section.layout.scaled(for: category)
            return replacing(screen: .placement(placement))
        case .native(var native):
            for i in native.ads.indices { native.ads[i].style = native.ads[i].style.scaled(for: category) }
            return replacing(screen: .native(native))
        }
    }
}
