import AdLayoutRender
import Foundation

/// A small golden-image check: exact sizes, per-channel tolerance, a budget of differing pixels.
/// (The full snapshot toolkit comes later; this is what the renderer's own tests need.)
enum GoldenImage {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    /// Set ADLAYOUT_RECORD=1 to rewrite goldens; a missing golden is recorded unless CI is set.
    static var recording: Bool { ProcessInfo.processInfo.environment["ADLAYOUT_RECORD"] == "1" }
    static var onCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// nil when `actual` matches the golden `name`, else a message naming the artifacts written.
    static func verify(_ actual: PixelBuffer, named name: String, channelTolerance: Int = 2,
                       maxDifferentPixelRatio: Double = 0) -> String? {
        let url = goldens.appendingPathComponent(name)
        let exists = FileManager.default.fileExists(atPath: url.path)
        if recording || (!exists && !onCI) {
            try? FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try? PNGCodec.encodeCompact(actual).write(to: url, options: .atomic)
            return exists ? nil : "recorded missing golden \(name); run the tests again"
        }
        guard let data = try? Data(contentsOf: url) else { return "missing golden \(url.path) (set ADLAYOUT_RECORD=1 to record)" }
        let expected: PixelBuffer
        do { expected = try PNGCodec.decode(data) } catch { return "unreadable golden \(name): \(error)" }
        guard expected.width == actual.width, expected.height == actual.height else {
            return "size differs: golden \(expected.width)×\(expected.height), actual \(actual.width)×\(actual.height)"
        }
        var different = 0
        var diff = actual
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y), e = expected.pixel(x: x, y: y)
                var worst = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((e >> UInt32(shift)) & 0xFF)))
                }
                let o = y * diff.stride + x * 4
                if worst > channelTolerance {
                    different += 1
                    diff.bytes[o] = 0; diff.bytes[o + 1] = 0; diff.bytes[o + 2] = 255; diff.bytes[o + 3] = 255
                } else {
                    // Faded copy of the image, so the red stands out.
                    for c in 0..<3 { diff.bytes[o + c] = UInt8(200 + Int(diff.bytes[o + c]) * 55 / 255) }
                    diff.bytes[o + 3] = 255
                }
            }
        }
        let ratio = Double(different) / Double(actual.width * actual.height)
        if ratio <= maxDifferentPixelRatio { return nil }
        let artifacts = packageRoot.appendingPathComponent(".build/golden-artifacts")
        try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let stem = (name as NSString).deletingPathExtension
        try? PNGCodec.encode(actual).write(to: artifacts.appendingPathComponent(stem + ".actual.png"))
        try? PNGCodec.encode(diff).write(to: artifacts.appendingPathComponent(stem + ".diff.png"))
        return "\(name): \(different) pixels differ (\(String(format: "%.3f", ratio * 100)) %, budget "
            + "\(maxDifferentPixelRatio * 100) %); actual and diff in \(artifacts.path)"
    }
}
