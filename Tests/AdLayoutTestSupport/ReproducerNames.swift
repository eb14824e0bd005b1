import Foundation

/// The files of a test target's `FuzzReproducers/` folder (inputs a fuzz target found, each replayed as a test case):
/// their names, sorted, hidden files (a `.DS_Store`) left out; none where the folder cannot be read, which each
/// suite's count of its reproducers then reports.
public func reproducerNames(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
}
