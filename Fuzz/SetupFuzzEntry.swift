import Foundation

// libFuzzer's entry point for the Swift setup reader: built by `Scripts/fuzz.sh setup` with
// `-sanitize=fuzzer,address` together with Tests/AdLayoutSwiftSetupTests/Fuzzing/SetupFuzzCase.swift
// (the same check the reproducer tests run).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    if let problem = SetupFuzzCase.run(data) {
        // Not a trap, but as bad: stop so libFuzzer saves the input as a crash.
        fatalError("setup reader misbehaved: \(problem)")
    }
    return 0
}
