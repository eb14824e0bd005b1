import AdLayoutCLI
import AdLayoutStudioCLI
import AdLayoutSwiftSetupCLI
import Foundation

exit(AdLayoutCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), extensions: [.studio, .swiftSetup]))
