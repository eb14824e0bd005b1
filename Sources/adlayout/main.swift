import AdLayoutCLI
import Foundation

exit(AdLayoutCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
