import AdLayoutAppViews
import AdLayoutEngine
import Foundation

// libFuzzer's entry point for an app's own views: built by `Scripts/fuzz.sh xib` with
// `-sanitize=fuzzer,address`. Every input is read as a XIB and, when it is one, laid out by the
// constraint solver and turned into nodes; whatever it holds, that must end, without a trap, in a
// tree or in errors, and the tree's frames must be finite.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let (tree, errors) = XIBCanvas.layout(data: data, displayPath: "Fuzz.xib", measurer: ApproximateTextMeasurer())
    if let tree {
        tree.root.visit { node in
            let f = node.frame
            if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
                fatalError("a XIB view was laid out at a frame that is not finite: \(f)")
            }
        }
    } else if errors.isEmpty {
        fatalError("a XIB was neither laid out nor refused with an error")
    }
    return 0
}
