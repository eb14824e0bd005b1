import AdLayoutCore
import AdLayoutFit
import AdLayoutRender
import AdLayoutSnapshot
import Foundation

/// The `fit.ads-<n>` benchmark: `adlayout fit` of an ads file in the SDK's ad-list JSON over the
/// built-in offerwall's `normal` list on iPhone 15 — reading the file, laying every ad out and
/// counting what is cut, without printing. The built-in suite (`adlayout-benchmarks bench`) and the
/// package benchmarks (`Benchmarks/`) time ``run(jobs:)``.
///
/// The ads (``writeAdsFile(ads:inventory:to:)``): a publisher's inventory of ``inventory`` campaigns
/// (every title different, three in ten of 80 syllables, cut in the list, the others two short words
/// and a campaign word), each ad of the file one of them with an `app_id` of its own — ad-list dumps
/// of many users repeat the same campaigns. Desc, points and unit come from short lists.
public final class FitBenchWorkload: Sendable {
    /// The ads file.
    public let ads: URL
    /// How many ads it holds.
    public let count: Int
    /// The sections the ads are laid out in: the document's `normal` list on iPhone 15 (every job's).
    public let targets: [FitRun.Target]

    /// Distinct campaigns the benchmark's ads are drawn from.
    public static let inventory = 1_000

    /// Writes `count` ads of `inventory` campaigns into `scratch` and resolves `document` (the
    /// built-in offerwall, or an app's view read by `loader`, e.g. with its Swift setup) for the run.
    public init(document: URL, ads count: Int, inventory: Int = FitBenchWorkload.inventory, scratch: URL,
                registry: TnkLayout = TnkLayout(), loader: DocumentLoader = .standard) throws {
        self.count = count
        ads = scratch.appendingPathComponent("ads-\(count).json")
        _ = try Self.writeAdsFile(ads: count, inventory: inventory, to: ads)
        let (targets, diagnostics) = FitRun.targets(layout: document, types: [.normal], matrix: VariantMatrix(devices: [.iPhone15]),
                                                    registry: registry, loader: loader)
        guard let targets else { throw DocumentErrors(diagnostics) }
        self.targets = targets
    }

    /// Lays every ad out with `jobs` jobs; returns the result (its counts are the benchmark's check).
    @discardableResult
    public func run(jobs: Int = 1) -> FitResult {
        guard var reader = try? AdsFileReader(url: ads) else { preconditionFailure("cannot read \(ads.path)") }
        defer { reader.close() }
        let outcome = FitRun(targets: targets, jobs: jobs).run(&reader)
        precondition(!outcome.hasErrors && outcome.results.count == 1, "fit failed: \(outcome.diagnostics)")
        return outcome.results[0]
    }

    /// Syllables the titles are made of.
    private static let syllables = Array("가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후별빛꿀벌농장행성탐험퍼즐목장이야기")
    private static let words = ["(설치형)", "(최초실행)", "미션", "(회원가입)", "적립", "게임"]
    private static let descs = ["설치하면", "실행하면", "참여하면", "가입하면", "받으면"]
    private static let points = [50, 120, 180, 900, 1_200, 3_500, 10_000]

    /// Whether campaign `index` has an 80-syllable title (three in ten: 1, 4 and 7 of every ten; with an
    /// inventory that is a multiple of ten, ad `index` of the file too).
    public static func hasLongTitle(_ index: Int) -> Bool { [1, 4, 7].contains(index % 10) }

    /// Writes `count` ads in the SDK's ad-list JSON (an object with a `list` array, one ad per line)
    /// to `url`, in chunks: ad `i` is campaign `i % inventory` (its title, desc and points), with
    /// `app_id` 100000 + `i`. Returns the file's size in bytes.
    @discardableResult
    public static func writeAdsFile(ads count: Int, inventory: Int = FitBenchWorkload.inventory, to url: URL) throws -> Int {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)   // a failure throws on the next line
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func random(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        func word(_ length: Int) -> String { String((0..<length).map { _ in syllables[random(syllables.count)] }) }
        // The campaigns: title, points, desc.
        let campaigns = max(1, min(inventory, count))
        var titles: [String] = [], amounts: [Int] = [], descriptions: [String] = []
        for c in 0..<campaigns {
            if hasLongTitle(c) {
                var parts: [String] = [], n = 0
                while n < 80 { let k = min(80 - n, 2 + random(4)); parts.append(word(k)); n += k }
                titles.append(parts.joined(separator: " "))
            } else {
                titles.append(word(2 + random(3)) + " " + word(2 + random(2)) + " " + words[random(words.count)])
            }
            amounts.append(points[random(points.count)])
            descriptions.append(descs[random(descs.count)])
        }
        var text = "{\"result\": \"ok\", \"list\": [\n"
        var size = 0
        for i in 0..<count {
            let c = i % campaigns
            text += "{\"app_id\": \(100_000 + i), \"app_nm\": \"\(titles[c])\", \"img_url\": \"https://cdn.example.com/i/\(c).png\", "
                + "\"pnt_amt\": \(amounts[c]), \"org_amt\": 0, \"pnt_unit\": \"P\", \"prd_price\": 0, "
                + "\"org_prd_price\": 0, \"sale_dc_rate\": 0, \"multi_yn\": \"N\", \"cmpn_type\": 1, "
                + "\"cmpn_type_name\": \"\(descriptions[c])\", \"like_yn\": \"N\"}" + (i == count - 1 ? "\n" : ",\n")
            if text.utf8.count > 1 << 20 {
                size += text.utf8.count
                try handle.write(contentsOf: Data(text.utf8))
                text = ""
            }
        }
        text += "]}\n"
        size += text.utf8.count
        try handle.write(contentsOf: Data(text.utf8))
        return size
    }
}
