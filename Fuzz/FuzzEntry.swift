import AdLayoutCore
import Foundation

// libFuzzer's entry point: built by Scripts/fuzz.sh with `-sanitize=fuzzer,address` together with
// Tests/AdLayoutCoreTests/Fuzzing/FuzzCase.swift (the same check the reproducer tests run).

/// Layouts/ (where the seeds' image paths resolve), from `ADLAYOUT_FUZZ_IMAGES`.
nonisolated(unsafe) let imageFolder: URL? = ProcessInfo.processInfo.environment["ADLAYOUT_FUZZ_IMAGES"]
    .map { URL(fileURLWithPath: $0, isDirectory: true) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    if let problem = FuzzCase.run(data, imageFolder: imageFolder) {
        // Not a trap, but as bad: stop so libFuzzer saves the input as a crash.
        fatalError("validated document gave bad frames: \(problem)")
    }
    return 0
}
