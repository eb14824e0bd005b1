/// The package's version: the one place it is written (`adlayout --version`, run results).
public enum AdLayoutVersion {
    /// Semantic version of this source tree.
    public static let current = "0.13.0"
}
