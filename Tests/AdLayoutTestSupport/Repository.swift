import Foundation

/// Where the repository's files are, for tests that read its samples and fixtures.
public enum Repository {
    /// The repository's folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `Layouts/`: the sample documents.
    public static let layouts = root.appendingPathComponent("Layouts")
    /// `Examples/CustomItemView/custom-swift.json`: the sample that names the guide's Swift view, beside its
    /// executable's example rather than in `Layouts/` (which plain `adlayout record Layouts` checks).
    public static let customSwiftDocument = root.appendingPathComponent("Examples/CustomItemView/custom-swift.json")
    /// The renderer's goldens, `Tests/AdLayoutRenderTests/__Snapshots__`.
    public static let goldens = root.appendingPathComponent("Tests/AdLayoutRenderTests/__Snapshots__")
    /// `Tests/Fixtures/`: test cases as files, by area.
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")
}
