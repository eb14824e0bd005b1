import AdLayoutBenchmarkSuite
import AdLayoutCLI
import AdLayoutStudioCLI
import AdLayoutSwiftSetupCLI
import Foundation

// adlayout with the project's benchmark suite: `adlayout-benchmarks bench` runs it (docs/performance.md);
// every other command is adlayout's, so the suite's spawned runs (cold.*, record.*) time this executable.
exit(AdLayoutCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), extensions: [.studio, .swiftSetup, .benchmarkSuite]))
