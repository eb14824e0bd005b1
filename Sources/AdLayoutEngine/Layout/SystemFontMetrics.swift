import Foundation
import AdLayoutModel

/// The vertical metrics of iOS's system font (SF Pro), which decide a `UILabel`'s line box
/// whatever the script: UIKit keeps SF's line metrics when it draws Hangul with its fallback
/// font (Apple SD Gothic Neo), so a Korean label is as tall as a Latin one.
///
/// SF Pro's `hhea` table over its 2048 units per em: ascender 1950, descender −494, line gap 0
/// (`UIFont.systemFont(ofSize: 17)`: lineHeight 20.287, ascender 16.187, descender −4.101, the
/// values UIKit reports). Every weight shares them. Both text measurers follow this rule, so a
/// label of n lines is `n × lineHeight(size)` tall and its first baseline is `ascender(size)`
/// below its text top.
public enum SystemFontMetrics {
    /// SF Pro's units per em.
    public static let unitsPerEm: CGFloat = 2048
    /// SF Pro's ascender, in font units.
    public static let ascenderUnits: CGFloat = 1950
    /// SF Pro's descender (a positive depth below the baseline), in font units.
    public static let descenderUnits: CGFloat = 494

    /// `UIFont.ascender` at `size` points.
    public static func ascender(_ size: CGFloat) -> CGFloat { size * ascenderUnits / unitsPerEm }

    /// Depth of `UIFont.descender` below the baseline (positive) at `size` points.
    public static func descender(_ size: CGFloat) -> CGFloat { size * descenderUnits / unitsPerEm }

    /// `UIFont.lineHeight` at `size` points: ascender + descender, no leading.
    public static func lineHeight(_ size: CGFloat) -> CGFloat { size * (ascenderUnits + descenderUnits) / unitsPerEm }

    /// Height of `lines` lines of a label at `size` points.
    public static func height(lines: Int, size: CGFloat) -> CGFloat { CGFloat(max(0, lines)) * lineHeight(size) }

    /// A label's intrinsic width as UIKit reports it: the text's width rounded up to the pixel grid
    /// of a 3× device (the SDK's reference phones), a fixed rule so layouts do not depend on the
    /// scale they are drawn at.
    public static func labelWidth(_ textWidth: CGFloat) -> CGFloat {
        // The small allowance keeps widths that are whole thirds up to rounding error from
        // growing by a pixel.
        ((textWidth * 3) - 1e-6).rounded(.up) / 3
    }
}
