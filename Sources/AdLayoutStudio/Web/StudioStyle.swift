/// The studio page's style sheet (`studio.css`, embedded in the binary).
enum StudioStyle {
    static let source = String(decoding: PackageResources.studio_css, as: UTF8.self)
}
