import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation

/// Renders the layout document at `document` and compares it with its golden. Works under Swift
/// Testing (records an `Issue`, with the images attached) and XCTest (`XCTFail`).
///
/// Goldens are per test, as swift-snapshot-testing keeps them: `__Snapshots__/<TestFile>/<test>.<name>[-<variant>]@<scale>x.png`
/// beside the test file, so two tests that snapshot one document get two goldens; two snapshots
/// that would still share one (the same name twice in a test) fail. With `goldens:` the golden is
/// `<goldens>/<name>[-<variant>]@<scale>x.png` instead, as `adlayout verify` names it.
///
/// - Parameters:
///   - document: A layout document (JSON).
///   - name: The snapshot's name; default: the document's file name without extension.
///   - device: A device preset to render on instead of the document's own.
///   - theme: A theme to render in instead of the document's (its `{"light", "dark"}` colours follow).
///   - contentSize: A Dynamic Type size to render for (see ``/AdLayoutSDK/ContentSizeCategory``).
///   - scale: Device pixels per point; default: the device's. Scale 1 keeps goldens small.
///   - record: When to write the golden off CI; `ADLAYOUT_RECORD` overrides it, and with `CI` set
///     (and no `ADLAYOUT_RECORD`) it is ignored: `never`. Default: the scope's
///     (``AdLayoutSnapshotsTrait``, ``withAdLayoutSnapshots(record:options:budget:operation:)``), else `missing`. Writing a golden fails the test (re-run to
///     verify it); a golden whose pixels already match is never rewritten.
///   - options: Per-pixel comparison (pixelmatch threshold, anti-aliasing); default: the scope's,
///     else exact (``/AdLayoutSnapshot/ComparisonOptions/exact``).
///   - budget: Counted pixels allowed to differ; default: the scope's, else none.
///   - registry: Swift plugins the document may use.
///   - goldens: A goldens folder shared with `adlayout verify` (names as verify names them).
///   - fileID: The calling file's ID; leave the default (the call site).
///   - filePath: The calling file's path, beside which `__Snapshots__` is kept; leave the default.
///   - function: The calling function, which names the golden under XCTest; leave the default.
///   - line: The line a failure is reported at; leave the default.
///   - column: The column a failure is reported at; leave the default.
/// - Returns: The outcome, for tests that look further (nil when nothing could be checked).
@discardableResult
public func assertSnapshot(
    of document: URL, named name: String? = nil, device: String? = nil, theme: OfferwallTheme? = nil,
    contentSize: ContentSizeCategory? = nil, scale: Int? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, budget: PixelBudget? = nil,
    registry: TnkLayout? = nil, goldens: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    guard let variant = variant(device: device, theme: theme, contentSize: contentSize, at: location) else { return nil }
    return SnapshotAssertion(location: location, record: record, options: options, budget: budget, registry: registry,
                             goldens: goldens)
        .check(document, name: name ?? document.deletingPathExtension().lastPathComponent, variant: variant, scale: scale)
}

/// Checks the document at `document` in every variant of `matrix` (devices × themes × text
/// sizes), each against its own golden (named as
/// ``assertSnapshot(of:named:device:theme:contentSize:scale:record:options:budget:registry:goldens:fileID:filePath:function:line:column:)-(URL,_,_,_,_,_,_,_,_,_,_,_,_,_,_,_)``
/// names it, with the variant's parts).
@discardableResult
public func assertSnapshots(
    of document: URL, matrix: VariantMatrix, named name: String? = nil, scale: Int? = nil,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, budget: PixelBudget? = nil,
    registry: TnkLayout? = nil, goldens: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotOutcome] {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let assertion = SnapshotAssertion(location: location, record: record, options: options, budget: budget, registry: registry,
                                      goldens: goldens)
    let name = name ?? document.deletingPathExtension().lastPathComponent
    return matrix.variants.compactMap { assertion.check(document, name: name, variant: $0, scale: scale) }
}

/// Renders a resolved document and compares it with its golden (named as for a document URL).
/// Its colours were chosen when it was decoded, so there is no theme variant: check the document's
/// URL for one.
@discardableResult
public func assertSnapshot(
    of document: ResolvedDocument, named name: String, device: String? = nil, contentSize: ContentSizeCategory? = nil,
    scale: Int? = nil, record: RecordMode? = nil, options: ComparisonOptions? = nil, budget: PixelBudget? = nil,
    registry: TnkLayout? = nil, goldens: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    guard let variant = variant(device: device, theme: nil, contentSize: contentSize, at: location) else { return nil }
    return SnapshotAssertion(location: location, record: record, options: options, budget: budget, registry: registry,
                             goldens: goldens)
        .check(document, name: name, variant: variant, scale: scale)
}

/// Renders a layout tree and compares it with its golden (`<test>.<name>@<scale>x.png`).
@discardableResult
public func assertSnapshot(
    of tree: LayoutTree, named name: String,
    record: RecordMode? = nil, options: ComparisonOptions? = nil, budget: PixelBudget? = nil, goldens: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return SnapshotAssertion(location: location, record: record, options: options, budget: budget, registry: nil,
                             goldens: goldens)
        .check(tree, name: name)
}

/// The variant of the arguments; nil after reporting an unknown device.
private func variant(device: String?, theme: OfferwallTheme?, contentSize: ContentSizeCategory?,
                     at location: SnapshotSourceLocation) -> SnapshotVariant? {
    var variant = SnapshotVariant(theme: theme, contentSize: contentSize)
    if let device {
        do throws(VariantError) { variant.device = try SnapshotVariant.device(named: device) } catch {
            SnapshotIssue.record(error.description, at: location)
            return nil
        }
    }
    return variant
}
