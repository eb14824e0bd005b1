import AdLayoutCLI
import AdLayoutCore
import CustomItemViewExample
import Foundation

// `custom-adlayout`: the adlayout commands with the guide's custom item view registered.
// Register Swift plugins on the registry (here the SDK-style shared one), then hand it to the
// commands; documents resolve against it. This executable builds neither swift-syntax nor SwiftNIO:
// it opts into neither the studio nor the Swift setup reader. Each is one line — depend on
// AdLayoutStudioCLI or AdLayoutSwiftSetupCLI and pass `extensions: [.studio, .swiftSetup]`.
registerCustomAdListItemView(in: &TnkLayout.shared)
exit(AdLayoutCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), registry: TnkLayout.shared))
