/// How two images are compared: pixelmatch's options (<doc:ComparingImages>).
public struct ComparisonOptions: Sendable, Equatable {
    /// Per-pixel colour tolerance, 0…1: a pixel differs when its YIQ delta exceeds
    /// `35215 × threshold²` (35215 is the largest possible delta). Not a share of pixels.
    public var threshold: Double
    /// Count anti-aliased pixels as differences too (by default they are drawn yellow and ignored).
    public var includeAA: Bool
    /// Opacity of the original image in the diff's grey background, 0…1.
    public var diffAlpha: Double
    /// Colour of counted differences in the diff image (straight RGB).
    public var diffColor: RGB
    /// Colour of counted differences where the second image is darker; nil uses ``diffColor``.
    public var diffColorAlt: RGB?
    /// Colour of ignored anti-aliasing differences in the diff image.
    public var aaColor: RGB

    /// The alternate colour offered for pixels that got darker (``diffColorAlt``): blue.
    public static let darkerColor = RGB(0, 96, 255)

    /// Exact comparison by default (threshold 0, anti-aliasing counted): every changed pixel counts,
    /// as it should between renderings of one deterministic renderer (a font or library change is
    /// caught by the render-environment sidecar instead). Loosen with `threshold`, `includeAA: false`
    /// or a ``PixelBudget``; ``pixelmatch`` has pixelmatch's own defaults. The diff image: alpha 0.1,
    /// every difference red, anti-aliasing yellow; pass ``darkerColor`` as `diffColorAlt` to tell
    /// pixels that got darker from those that got lighter.
    public init(threshold: Double = 0, includeAA: Bool = true, diffAlpha: Double = 0.1,
                diffColor: RGB = RGB(255, 0, 0), diffColorAlt: RGB? = nil,
                aaColor: RGB = RGB(255, 255, 0)) {
        self.threshold = threshold; self.includeAA = includeAA; self.diffAlpha = diffAlpha
        self.diffColor = diffColor; self.diffColorAlt = diffColorAlt; self.aaColor = aaColor
    }

    /// Exact pixels, the default: threshold 0 and anti-aliasing counted, so any changed pixel counts.
    public static let exact = ComparisonOptions()

    /// pixelmatch's own defaults (threshold 0.1, anti-aliasing ignored): a tolerance to opt into,
    /// e.g. for goldens made on another renderer. A #505050 → #5A5A5A text colour passes it.
    public static let pixelmatch = ComparisonOptions(threshold: 0.1, includeAA: false)

    /// The largest YIQ delta still considered equal.
    public var maxDelta: Double { 35215 * threshold * threshold }
}

/// A straight (not premultiplied) 8-bit colour.
public struct RGB: Sendable, Equatable, Hashable {
    /// Red, green and blue, 0–255.
    public var r: UInt8, g: UInt8, b: UInt8
    /// The colour (r, g, b).
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }

    /// As an opaque Cairo ARGB32 word.
    var opaqueWord: UInt32 { 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}
