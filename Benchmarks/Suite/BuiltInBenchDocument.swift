import AdLayoutRender
import Foundation

/// The built-in benchmark document: the SDK's default offerwall (a copy of
/// `Layouts/offerwall-default.json`, so the built-in suite needs no repository) and twelve 216×216
/// icons drawn here and written as libpng writes PNGs (filtered rows, zlib level 6), like the
/// sample icons.
public enum BuiltInBenchDocument {
    /// The document's file name stem, used in benchmark keys.
    public static let name = "offerwall-default"

    static let json = #"""
{"schemaVersion": 1, "device": "iPhone15", "title": "TEST Offerwall",
 "menu": {"items": ["구독·방문", "참여하기", "쇼핑하기"], "selected": 1},
 "filter": {"items": ["전체", "간단", "게임", "금융", "가입", "기타"], "selected": 0},
 "sections": [{"type": "normal", "items": [
  {"appName": "꿀벌농장 (설치형)", "cmpnDesc": "받으면", "pointValue": 180, "pointUnit": "골드", "iconUrl": "images/icon-01.png"},
  {"appName": "행성탐험대 (최초실행, 쿠키오븐)", "cmpnDesc": "오픈하면", "pointValue": 250, "pointUnit": "골드", "iconUrl": "images/icon-02.png"},
  {"appName": "별빛퍼즐 (설치형)", "cmpnDesc": "받으면", "pointValue": 170, "pointUnit": "골드", "iconUrl": "images/icon-03.png"},
  {"appName": "목장이야기 (레벨 11달성)", "cmpnDesc": "참여하면", "pointValue": 900, "pointUnit": "골드", "iconUrl": "images/icon-04.png"},
  {"appName": "하트메이트 (회원가입)", "cmpnDesc": "가입하면", "pointValue": 1200, "pointUnit": "골드", "iconUrl": "images/icon-05.png"},
  {"appName": "플레이송스 홈음악놀이 (설치형)", "cmpnDesc": "받으면", "pointValue": 170, "pointUnit": "골드", "iconUrl": "images/icon-06.png"},
  {"appName": "골드코인 적립 (최초실행)", "cmpnDesc": "실행하면", "pointValue": 240, "pointUnit": "골드", "iconUrl": "images/icon-07.png"},
  {"appName": "초록잎 가계부 (설치형)", "cmpnDesc": "받으면", "pointValue": 150, "pointUnit": "골드", "iconUrl": "images/icon-08.png"},
  {"appName": "로켓런 (스테이지 5 달성)", "cmpnDesc": "미션달성시", "pointValue": 3500, "pointUnit": "골드", "iconUrl": "images/icon-09.png"},
  {"appName": "오늘의 쇼핑백 (앱 실행)", "cmpnDesc": "오픈하면", "pointValue": 60, "pointUnit": "골드", "iconUrl": "images/icon-10.png"},
  {"appName": "번개배달 (첫 주문)", "cmpnDesc": "구매하면", "pointValue": 2000, "pointUnit": "골드", "iconUrl": "images/icon-11.png"},
  {"appName": "말랑톡 (친구 추가)", "cmpnDesc": "팔로우하면", "pointValue": 90, "pointUnit": "골드", "iconUrl": "images/icon-12.png"}
]}]}
"""#

    /// Writes the document (`offerwall-default.json`) and its icons (`images/icon-NN.png`) into
    /// `folder`; returns the document's URL.
    public static func write(to folder: URL) throws -> URL {
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        for i in 1...12 {
            try AtomicFile.write(PNGCodec.encodeCompact(icon(i)),
                                 to: images.appendingPathComponent(String(format: "icon-%02d.png", i)))
        }
        let url = folder.appendingPathComponent(name + ".json")
        try AtomicFile.write(Data(json.utf8), to: url)
        return url
    }

    /// Icon `index`: a diagonal two-colour gradient with a soft light disc, opaque.
    static func icon(_ index: Int, size: Int = 216) -> PixelBuffer {
        let hue = Double(index) / 12
        func channel(_ phase: Double, _ t: Double) -> Double {
            0.55 + 0.4 * cos(2 * .pi * (hue + phase) + t * 1.8)
        }
        // The gradient depends on x + y only: one row of colours per diagonal, not three cosines a pixel
        // (the tests build this suite in debug, where the icons took a second).
        let diagonals = (0..<(2 * size - 1)).map { sum -> (Double, Double, Double) in
            let t = Double(sum) / Double(2 * size)
            return (channel(0, t), channel(1.0 / 3, t), channel(2.0 / 3, t))
        }
        var bytes = [UInt8](repeating: 255, count: size * size * 4)
        let c = Double(size) * 0.5, radius = Double(size) * 0.28
        bytes.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<size {
                for x in 0..<size {
                    var (r, g, b) = diagonals[x + y]
                    let d = ((Double(x) - c) * (Double(x) - c) + (Double(y) - c * 0.9) * (Double(y) - c * 0.9)).squareRoot()
                    let light = max(0, min(1, (radius - d) / 3 + 0.5)) * 0.7
                    r += (1 - r) * light; g += (1 - g) * light; b += (1 - b) * light
                    let o = (y * size + x) * 4
                    bytes[o] = UInt8(b * 255); bytes[o + 1] = UInt8(g * 255); bytes[o + 2] = UInt8(r * 255)
                }
            }
        }
        return PixelBuffer(width: size, height: size, stride: size * 4, bytes: bytes)
    }
}
