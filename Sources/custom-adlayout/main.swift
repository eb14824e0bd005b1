import AdLayoutCLI
import AdLayoutCore
import CustomItemViewExample
import Foundation

// `custom-adlayout`: the adlayout commands with the guide's custom item view nameable in documents
// (`"viewClass": "CustomAdListItemView"`). Its classes are registered by name only, so documents
// that do not name them render as with adlayout (the guide's registerItemViewLayout(type: .normal, …)
// would make the view every normal section's default). This executable builds neither swift-syntax
// nor SwiftNIO: it opts into neither the studio nor the Swift setup reader. Each is one line — depend
// on AdLayoutStudioCLI or AdLayoutSwiftSetupCLI and pass `extensions: [.studio, .swiftSetup]`.
exit(AdLayoutCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), registry: customExampleRegistry()))
