/// A XIB as Interface Builder (tools 22505) saves one root view, `Rt0-Aa-000`, `width` × `height` pt at the
/// origin, of the class `customClass` when given, with `body` (its subviews, constraints and connections) inside it:
/// the tests' XIBs written inline share this frame, so the root view stands at line 4, column 9 and `body`'s first
/// line at line 6, column 13.
public func inlineXIB(width: some CustomStringConvertible, height: some CustomStringConvertible, customClass: String? = nil,
                      _ body: String) -> String {
    let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "            " + $0 }.joined(separator: "\n")
    let customClass = customClass.map { #" customClass="\#($0)""# } ?? ""
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill"\(customClass) id="Rt0-Aa-000">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        \(indented)
                </view>
            </objects>
        </document>
        """
}
