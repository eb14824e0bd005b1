import AdLayoutCLI
import AdLayoutCore
import CustomItemViewExample
import Foundation

// `custom-adlayout`: the adlayout commands with the guide's custom item view registered.
// Register Swift plugins on the registry (here the SDK-style shared one), then hand it to the
// commands; documents resolve against it.
registerCustomAdListItemView(in: &TnkLayout.shared)
exit(AdLayoutCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), registry: TnkLayout.shared))
