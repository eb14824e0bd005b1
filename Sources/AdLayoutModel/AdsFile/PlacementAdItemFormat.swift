import Foundation

/// The SDK's `TnkPlacementAdItem` (`AdPlacementView.getAdListJson()`), read into the document's
/// ``/AdLayoutSDK/AdListItem``:
///
/// | field | ad item | |
/// |---|---|---|
/// | `app_id` | ``/AdLayoutSDK/AdListItem/appId`` | whole number |
/// | `app_nm` | ``/AdLayoutSDK/AdListItem/appName`` | the title |
/// | `img_url` | ``/AdLayoutSDK/AdListItem/iconUrl`` and ``/AdLayoutSDK/AdListItem/imageUrl`` | the one image (an icon or a product image); not drawn by `fit` |
/// | `pnt_amt` | ``/AdLayoutSDK/AdListItem/pointValue`` | points, the event's multiplier applied |
/// | `org_amt` | ``/AdLayoutSDK/AdListItem/originalPointAmount`` | points before the event, 0 outside one |
/// | `pnt_unit` | ``/AdLayoutSDK/AdListItem/pointUnit`` | |
/// | `prd_price` | ``/AdLayoutSDK/AdListItem/productPrice`` | won |
/// | `org_prd_price` | ``/AdLayoutSDK/AdListItem/originalProductPrice`` | won |
/// | `sale_dc_rate` | ``/AdLayoutSDK/AdListItem/discountPercent`` | a number 0…100, or its text |
/// | `multi_yn` | ``/AdLayoutSDK/AdListItem/multiReward`` | `"Y"`/`"N"` (or `true`/`false`) |
/// | `cmpn_type` | ``/AdLayoutSDK/AdListItem/actionId`` | the campaign type's number; nothing is drawn from it |
/// | `cmpn_type_name` | ``/AdLayoutSDK/AdListItem/cmpnDesc`` | the campaign type's name, the text the rows show before the point |
/// | `like_yn` | ``/AdLayoutSDK/AdListItem/favorite`` | `"Y"`/`"N"` (or `true`/`false`) |
///
/// `null` leaves a field at its default. An object with none of these fields is read as a
/// document's ad (`appName`, `pointValue`, … as in a section's `items`).
enum PlacementAdItemFormat {
    /// The fields, in the order above.
    static let keys: [StaticString] = ["app_id", "app_nm", "img_url", "pnt_amt", "org_amt", "pnt_unit", "prd_price",
                                       "org_prd_price", "sale_dc_rate", "multi_yn", "cmpn_type", "cmpn_type_name", "like_yn"]

    /// The SDK's key of each document field it fills, in the order of ``keys`` (`img_url` fills
    /// `imageUrl` too); made once, as frames of every ad look keys up.
    private static let keyOfDocumentField: [String: String] = {
        let fields = ["appId", "appName", "iconUrl", "pointValue", "originalPointAmount", "pointUnit", "productPrice",
                      "originalProductPrice", "discountPercent", "multiReward", "actionId", "cmpnDesc", "favorite"]
        var map = Dictionary(uniqueKeysWithValues: zip(fields, keys.map { String(describing: $0) }))
        map["imageUrl"] = "img_url"
        return map
    }()

    /// The SDK's key for the document field `field`, nil when the SDK's JSON has none.
    static func key(forDocumentField field: String) -> String? { keyOfDocumentField[field] }

    /// A discount rate in percent.
    static let discountRate = Limit(0, 100, what: "a discount rate in percent")

    /// The keys' lengths in bytes, so a key is compared only with those of its length.
    private static let keyLengths = keys.map(\.utf8CodeUnitCount)

    /// The position of the key node at `index` among ``keys``, nil when it is none of them.
    static func field(_ tape: JSONTape, _ index: Int) -> Int? {
        let node = tape.nodes[index]
        let count = Int(node.end) - Int(node.offset) - 1
        for i in keys.indices where node.escaped || keyLengths[i] == count {
            if tape.stringEquals(index, keys[i]) { return i }
        }
        return nil
    }

    /// The ad object at `c` (the `index`-th of the file), either format; fields neither format
    /// knows go to `unknown`. Problems are reported at the cursor's paths.
    static func decode(_ c: Cursor, unknown: inout UnknownFields, index: Int) -> AdListItem {
        var ad = AdListItem()
        guard c.kind == .object else { c.typeMismatch("an ad object"); return ad }
        let tape = c.tape
        let end = Int(tape.nodes[c.index].end)
        var isPlacement = false
        var key = c.index + 1
        while key < end {
            if field(tape, key) != nil { isPlacement = true; break }
            key = tape.next(key + 1)
        }
        if isPlacement { ad.keyStyle = .tnkPlacementAdItem }
        key = c.index + 1
        while key < end {
            let value = Cursor(tape: tape, index: key + 1, diagnostics: c.diagnostics)
            if isPlacement {
                if let f = field(tape, key) { if !value.isNull { read(f, value, into: &ad) } }
                else { unknown.add(tape.string(key), at: value, ad: index) }
            } else if let f = Formats.adItem.field(tape.string(key)) {
                f.apply(value, &ad)
            } else {
                unknown.add(tape.string(key), at: value, ad: index)
            }
            key = tape.next(key + 1)
        }
        return ad
    }

    static func read(_ field: Int, _ c: Cursor, into ad: inout AdListItem) {
        switch field {
        case 0: if let n = c.integer(in: FormatLimits.adNumber) { ad.appId = n }
        case 1: if let s = c.text { ad.appName = s }
        case 2: if let s = c.text { ad.iconUrl = s; ad.imageUrl = s }
        case 3: if let n = c.integer(in: FormatLimits.adNumber) { ad.pointValue = n }
        case 4: if let n = c.integer(in: FormatLimits.adNumber) { ad.originalPointAmount = n }
        case 5: if let s = c.text { ad.pointUnit = s }
        case 6: if let n = c.integer(in: FormatLimits.adNumber) { ad.productPrice = n }
        case 7: if let n = c.integer(in: FormatLimits.adNumber) { ad.originalProductPrice = n }
        case 8:
            if c.kind == .string { if let s = c.text { ad.discountPercent = s } }
            else if c.kind == .number { if let n = c.number(in: discountRate) { ad.discountPercent = ExpressionFormatting.number(Double(n)) } }
            else { c.typeMismatch("a discount rate (a number 0…100, or its text)") }
        case 9: if let b = yesNo(c) { ad.multiReward = b }
        case 10: if let n = c.integer(in: FormatLimits.adNumber) { ad.actionId = n }
        case 11: if let s = c.text { ad.cmpnDesc = s }
        case 12: if let b = yesNo(c) { ad.favorite = b }
        default: break
        }
    }

    /// `"Y"`/`"N"` (either case) or `true`/`false`.
    private static func yesNo(_ c: Cursor) -> Bool? {
        switch c.kind {
        case .true: return true
        case .false: return false
        case .string:
            if c.tape.stringEquals(c.index, "Y") || c.tape.stringEquals(c.index, "y") { return true }
            if c.tape.stringEquals(c.index, "N") || c.tape.stringEquals(c.index, "n") { return false }
            c.fail(.invalidValue, "expected \"Y\" or \"N\", found \(c.found)")
            return nil
        default:
            c.typeMismatch("\"Y\" or \"N\"")
            return nil
        }
    }
}

/// The fields of an ads file that neither format knows, reported once for the whole file: their
/// names (the first ``limit``), how many ads had any, and where the first was.
struct UnknownFields: Sendable {
    /// Names listed in the note at most.
    static let limit = 20
    /// Names past ``limit`` are counted up to this many.
    static let countedNames = 1_000

    private(set) var names: [String] = []
    private var others: Set<String> = []
    private var ads = 0
    private var lastAd = -1
    private var first: (path: String, location: SourceLocation)?
    private var firstIsInBatch = false

    /// Notes `name`, found at the value `c` (of the batch being read) in ad `ad` of the file.
    mutating func add(_ name: String, at c: Cursor, ad: Int) {
        if ad != lastAd { ads += 1; lastAd = ad }
        if !names.contains(name) {
            if names.count < Self.limit { names.append(name) } else if others.count < Self.countedNames { others.insert(name) }
        }
        if first == nil {
            first = (c.path, c.location)
            firstIsInBatch = true
        }
    }

    /// Moves the first occurrence's path and location, if found in the batch just read, to the file's.
    mutating func relocate(_ move: (String, SourceLocation) -> (String, SourceLocation)) {
        if firstIsInBatch, let f = first { first = move(f.path, f.location) }
        firstIsInBatch = false
    }

    /// Adds the fields of a later batch (its first occurrence counts only if none was found before).
    mutating func merge(_ other: UnknownFields) {
        for name in other.names where !names.contains(name) {
            if names.count < Self.limit { names.append(name) } else if others.count < Self.countedNames { others.insert(name) }
        }
        for name in other.others where !names.contains(name) && others.count < Self.countedNames { others.insert(name) }
        ads += other.ads
        if first == nil { first = other.first }
    }

    /// The one note about them, nil when there were none.
    func note(file: String) -> Diagnostic? {
        guard let first, !names.isEmpty else { return nil }
        let more = others.count >= Self.countedNames ? "\(Self.countedNames)+" : "\(others.count)"
        let listed = names.joined(separator: ", ") + (others.isEmpty ? "" : " and \(more) more")
        return Diagnostic(.note, code: .unknownKey, file: file, path: first.path, location: first.location,
                          message: "fields that are not TnkPlacementAdItem's nor a document ad's were ignored: \(listed) "
                            + "(in \(ads) ad\(ads == 1 ? "" : "s"))")
    }
}

extension PlacementAdItemFormat {
    /// The SDK's field names, for messages.
    static let keyNames = keys.map { "\($0)" }

    /// An ad of a placement document's `items`: a `TnkPlacementAdItem` object (any of its fields
    /// present) or a document's ad. Unlike an ads file, a field neither knows is an error, with
    /// the closest valid name.
    static func decodeInDocument(_ c: Cursor) -> AdListItem {
        var ad = AdListItem()
        guard let o = c.object else { return ad }
        guard o.members.contains(where: { field(c.tape, $0.keyIndex) != nil }) else {
            Formats.adItem.apply(c, to: &ad)
            return ad
        }
        ad.keyStyle = .tnkPlacementAdItem
        for member in o.members {
            if let f = field(c.tape, member.keyIndex) {
                if !member.value.isNull { read(f, member.value, into: &ad) }
            } else {
                o.reportUnknownKey(member, valid: keyNames)
            }
        }
        return ad
    }
}
