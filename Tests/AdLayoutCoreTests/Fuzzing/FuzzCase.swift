import AdLayoutCore
import Foundation

/// One input of the fuzz target (`Fuzz/`, `Scripts/fuzz.sh`), shared with the regression tests
/// that replay `FuzzReproducers/`: the bytes go through what `validate`, `lint` and
/// `render --frames` do without Cairo — decode → resolve → lay out (a deterministic measurer) →
/// lint → frames JSON — and through the image header reader.
///
/// A trap anywhere is a finding (libFuzzer reports the crash); so is a document that validates
/// but lays out to frames that are not JSON or hold a non-finite number: ``run(_:imageFolder:)``
/// returns that problem, and the fuzz entry point stops on it.
enum FuzzCase {
    /// What went wrong with an input that did not trap; nil when it passed.
    static func run(_ data: Data, imageFolder: URL? = nil) -> String? {
        // Image headers are read from any bytes (a document's images are real files).
        _ = data.withUnsafeBytes { ImageHeader.read($0) }

        let (resolved, _) = DocumentLoader.load(data, file: "fuzz.json", baseDirectory: imageFolder)
        guard let document = resolved else { return nil }   // refused with errors: fine
        // `render` refuses canvases over the pixel limit before laying out; so does this.
        for scale in [document.device.scale, 1] where document.device.canvasProblem(scale: scale) == nil {
            let tree = LayoutEngine(measurer: ApproximateTextMeasurer()).layout(document, scale: scale)
            _ = NativeAdLinter(measurer: ApproximateTextMeasurer()).lint(tree)
            if let problem = checkFrames(LayoutTreeJSON.encode(tree)) { return "@\(scale)x: \(problem)" }
        }
        return nil
    }

    /// Whether `json` is JSON whose every coordinate is a finite number.
    static func checkFrames(_ json: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return "frames JSON does not parse" }
        var problem: String?
        func walk(_ value: Any, _ path: String) {
            guard problem == nil else { return }
            switch value {
            case let dictionary as [String: Any]:
                for (key, child) in dictionary { walk(child, path + "." + key) }
            case let array as [Any]:
                for (i, child) in array.enumerated() { walk(child, path + "[\(i)]") }
            case let number as NSNumber:
                if !number.doubleValue.isFinite { problem = "\(path) is \(number)" }
            case is NSNull:
                problem = "\(path) is null (a non-finite number)"
            default: break
            }
        }
        walk(object, "frames")
        return problem
    }
}
