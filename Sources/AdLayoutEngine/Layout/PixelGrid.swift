import Foundation
import AdLayoutModel

/// Rounding of point geometry to the device-pixel grid, kept apart from layout (frames stay exact)
/// and applied by backends when they paint boxes, so edges and 1 pt dividers land on whole pixels.
public enum PixelGrid {
    /// `rect` with every edge rounded to the nearest multiple of 1/`scale` points.
    public static func snap(_ rect: CGRect, scale: Int) -> CGRect {
        let s = CGFloat(max(1, scale))
        let minX = (rect.minX * s).rounded() / s, minY = (rect.minY * s).rounded() / s
        let maxX = (rect.maxX * s).rounded() / s, maxY = (rect.maxY * s).rounded() / s
        // A non-empty rect never collapses: thin lines keep at least one device pixel.
        let w = rect.width > 0 ? max(maxX - minX, 1 / s) : 0
        let h = rect.height > 0 ? max(maxY - minY, 1 / s) : 0
        return CGRect(x: minX, y: minY, width: w, height: h)
    }
}
