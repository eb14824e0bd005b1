/// The components of a colour written as numbers: grey (`white` + `alpha`) or RGB (`red`, `green`,
/// `blue` + `alpha`), with the colour space they are in.
public struct XIBColorComponents: Sendable, Hashable {
    /// The component model.
    public enum Model: Sendable, Hashable {
        /// `white="…"`: a grey level, 0 black … 1 white.
        case white(Double)
        /// `red="…" green="…" blue="…"`.
        case rgb(red: Double, green: Double, blue: Double)
    }

    /// Grey or RGB components.
    public let model: Model
    /// The opacity, 0 … 1 (`alpha`; Xcode always writes it, absent reads as 1).
    public let alpha: Double
    /// The colour space, if the element names one.
    public let colorSpace: XIBColorSpace?

    /// Creates components.
    public init(model: Model, alpha: Double, colorSpace: XIBColorSpace?) {
        self.model = model
        self.alpha = alpha
        self.colorSpace = colorSpace
    }

    /// The components as red, green, blue, alpha in their own space (a grey level repeats in all
    /// three channels; no colour-space conversion is done).
    public var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        switch model {
        case .white(let white): return (white, white, white, alpha)
        case .rgb(let red, let green, let blue): return (red, green, blue, alpha)
        }
    }
}
