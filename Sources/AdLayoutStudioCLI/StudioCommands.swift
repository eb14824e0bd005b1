import AdLayoutCLI
import AdLayoutCore
import AdLayoutStudio
import Foundation

extension CommandSetExtension {
    /// The studio: `serve`.
    public static let studio = CommandSetExtension(commands: [ServeCommand.self])
}
