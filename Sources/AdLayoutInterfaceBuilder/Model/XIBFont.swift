/// A font as `<fontDescription key="fontDescription" …>` describes it.
///
/// - `type="system" pointSize="15"` → ``Descriptor/system(weight:)`` with ``FontWeight/regular``;
///   `weight="medium"` gives the weight.
/// - `type="boldSystem"` / `type="italicSystem"` → ``Descriptor/boldSystem`` /
///   ``Descriptor/italicSystem``.
/// - `name="AppleSDGothicNeo-Bold" family="Apple SD Gothic Neo"` → ``Descriptor/custom(name:family:)``.
/// - `style="UICTFontTextStyleBody"` → ``Descriptor/textStyle(_:)`` (Dynamic Type; the point size
///   is then usually absent).
public struct XIBFont: Sendable, Hashable {
    /// Which font.
    public enum Descriptor: Sendable, Hashable {
        /// The system font at a weight.
        case system(weight: FontWeight)
        /// The bold system font.
        case boldSystem
        /// The italic system font.
        case italicSystem
        /// A font by PostScript name, with its family if written.
        case custom(name: String, family: String?)
        /// A Dynamic Type text style, by its UIKit name (`UICTFontTextStyleBody`, …).
        case textStyle(String)
    }

    /// Which font.
    public let descriptor: Descriptor
    /// The size in points, if written (`pointSize`).
    public let pointSize: Double?

    /// Creates a font.
    public init(descriptor: Descriptor, pointSize: Double?) {
        self.descriptor = descriptor
        self.pointSize = pointSize
    }
}
