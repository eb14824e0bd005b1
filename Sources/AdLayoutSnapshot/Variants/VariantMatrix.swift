import AdLayoutCore

/// Devices × themes × Dynamic Type sizes to check each document on (Paparazzi's device configs,
/// swift-snapshot-testing's traits): `--devices iPhoneSE,iPhone15 --themes light,dark` is four
/// variants. An empty list keeps the document's own value for that part.
public struct VariantMatrix: Sendable, Equatable {
    /// Devices (none: the document's own).
    public var devices: [DeviceSpec]
    /// Themes (none: the document's own).
    public var themes: [OfferwallTheme]
    /// Dynamic Type sizes (none: the default).
    public var contentSizes: [ContentSizeCategory]

    /// A matrix of the given parts (none: the document as written).
    public init(devices: [DeviceSpec] = [], themes: [OfferwallTheme] = [], contentSizes: [ContentSizeCategory] = []) {
        self.devices = devices; self.themes = themes; self.contentSizes = contentSizes
    }

    /// A matrix from names (device presets, `light`/`dark`, text sizes); repeated names count once.
    public init(deviceNames: [String], themeNames: [String] = [], contentSizeNames: [String] = []) throws(VariantError) {
        var devices: [DeviceSpec] = [], themes: [OfferwallTheme] = [], sizes: [ContentSizeCategory] = []
        for name in deviceNames {
            let d = try SnapshotVariant.device(named: name)
            if !devices.contains(d) { devices.append(d) }
        }
        for name in themeNames {
            let t = try SnapshotVariant.theme(named: name)
            if !themes.contains(t) { themes.append(t) }
        }
        for name in contentSizeNames {
            let s = try SnapshotVariant.contentSize(named: name)
            if !sizes.contains(s) { sizes.append(s) }
        }
        self.init(devices: devices, themes: themes, contentSizes: sizes)
    }

    /// Every combination, devices first, then themes, then sizes, in the order given.
    public var variants: [SnapshotVariant] {
        let ds: [DeviceSpec?] = devices.isEmpty ? [nil] : devices
        let ts: [OfferwallTheme?] = themes.isEmpty ? [nil] : themes
        let ss: [ContentSizeCategory?] = contentSizes.isEmpty ? [nil] : contentSizes
        return ds.flatMap { d in ts.flatMap { t in ss.map { s in SnapshotVariant(device: d, theme: t, contentSize: s) } } }
    }
}
