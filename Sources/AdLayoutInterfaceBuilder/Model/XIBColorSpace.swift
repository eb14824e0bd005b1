/// The colour space a literal colour's components are in.
///
/// Xcode writes either `colorSpace="custom" customColorSpace="sRGB"` (the custom space is the one
/// meant) or a named space directly (`colorSpace="calibratedWhite"`). Both read into one value.
public enum XIBColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// `sRGB`.
    case sRGB
    /// `extendedSRGB` (components may leave 0…1).
    case extendedSRGB
    /// `displayP3`.
    case displayP3
    /// `genericGamma22GrayColorSpace`: grey with a 2.2 gamma (Xcode's `white="…"` colours).
    case genericGamma22Gray
    /// `calibratedRGB` (older files).
    case calibratedRGB
    /// `calibratedWhite` (older files).
    case calibratedWhite
    /// `deviceRGB`.
    case deviceRGB
    /// `deviceWhite`.
    case deviceWhite
    /// Any other name, as written.
    case other(String)

    /// Reads `colorSpace` / `customColorSpace` as Xcode writes them; `nil` when neither is given.
    public init?(colorSpace: String?, customColorSpace: String?) {
        let name = (colorSpace == "custom" || colorSpace == nil) ? customColorSpace : colorSpace
        guard let name else { return nil }
        self = Self.byName[name] ?? .other(name)
    }

    /// Every space but ``other(_:)`` by its name: the reverse of ``description``, so each name is written once.
    private static let byName = Dictionary(uniqueKeysWithValues: [
        XIBColorSpace.sRGB, .extendedSRGB, .displayP3, .genericGamma22Gray,
        .calibratedRGB, .calibratedWhite, .deviceRGB, .deviceWhite,
    ].map { ($0.description, $0) })

    /// The name as Xcode writes it.
    public var description: String {
        switch self {
        case .sRGB: return "sRGB"
        case .extendedSRGB: return "extendedSRGB"
        case .displayP3: return "displayP3"
        case .genericGamma22Gray: return "genericGamma22GrayColorSpace"
        case .calibratedRGB: return "calibratedRGB"
        case .calibratedWhite: return "calibratedWhite"
        case .deviceRGB: return "deviceRGB"
        case .deviceWhite: return "deviceWhite"
        case .other(let name): return name
        }
    }
}
