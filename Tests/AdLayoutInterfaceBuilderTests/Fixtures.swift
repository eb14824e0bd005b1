import Foundation
import Testing
@testable import AdLayoutInterfaceBuilder

/// Access to the XIB fixtures in `Fixtures/` (found through `#filePath`; the folder is excluded from
/// the target, not bundled).
enum Fixture {
    /// The fixtures folder.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// A fixture's URL.
    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// A fixture's bytes.
    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// A fixture read through the public entry point.
    static func document(_ name: String) throws -> XIBDocument { try XIBDocument(contentsOf: url(name)) }

    /// A XIB from text, read as `Inline.xib`.
    static func read(_ text: String, limits: XIBLimits = .standard) throws(XIBError) -> XIBDocument {
        try XIBReader.read(data: Data(text.utf8), fileName: "Inline.xib", limits: limits)
    }

    /// The error reading a XIB from text throws, or `nil` if it reads.
    static func error(_ text: String, limits: XIBLimits = .standard) -> XIBError? {
        error(Data(text.utf8), limits: limits)
    }

    /// The error reading bytes throws, or `nil` if they read.
    static func error(_ data: Data, fileName: String = "Inline.xib", limits: XIBLimits = .standard) -> XIBError? {
        do {
            _ = try XIBReader.read(data: data, fileName: fileName, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    /// A minimal XIB around some `<objects>` content (header on lines 1–2, `<objects>` on line 3).
    static func wrap(_ objects: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
        \(objects)
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }
}
