import AdLayoutAppViews
import AdLayoutCore
import AdLayoutEngine
import AdLayoutRender
import Foundation
import Testing

/// UIKit's controls, margins and safe areas as a XIB's views get them, each against UIKit's own
/// figures (UIKitDefaults lists them with their sources): a classic button is its title with 6 pt
/// above and below, a configured one its title inside 7/12-pt insets, a switch 51 x 31, a slider's
/// frame 2 pt wider than its alignment rectangle at each end, a table cell's content view has the
/// system margins of the Xcode that saved the file. Text sizes come from the project's fonts, so a
/// button is compared with a label of the same title and font in the same XIB.
@Suite struct UIKitControlsTests {
    static let measurer = PangoTextMeasurer()

    /// A freeform view `width` x `height` holding `subviews`, pinned by `constraints`, saved by `tools`.
    static func xib(_ subviews: String, _ constraints: String, tools: String = "22505", width: Int = 375, height: Int = 400,
                    root: String = #"<view contentMode="scaleToFill" id="Rt0-Aa-000">"#, rootEnd: String = "</view>",
                    device: String = "", metrics: String = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#,
                    owner: String = "", resources: String = "") -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                \(device)
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">\(owner)</placeholder>
                    \(root)
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(constraints)</constraints>
                        <viewLayoutGuide key="safeArea" id="Sf0-Aa-000"/>
                        \(metrics)
                    \(rootEnd)
                </objects>
                <resources>\(resources)</resources>
            </document>
            """.utf8)
    }

    /// The laid-out frames by IB id, and the tree.
    static func layout(_ data: Data) throws -> (frames: [String: CGRect], tree: LayoutTree) {
        let (tree, errors) = XIBCanvas.layout(data: data, displayPath: "T.xib", measurer: measurer)
        #expect(errors.isEmpty, "\(errors.map(\.line))")
        let laidOut = try #require(tree)
        var frames: [String: CGRect] = [:]
        laidOut.root.visit { if let id = $0.viewID { frames[id] = $0.frame } }
        return (frames, laidOut)
    }

    static func view(_ element: String, _ id: String, _ attributes: String = "", _ body: String = "") -> String {
        #"<\#(element) \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="10" height="10"/>\#(body)</\#(element)>"#
    }

    static func pin(_ id: String, x: Int, y: Int, to root: String = "Rt0-Aa-000", xAttribute: String = "leading",
                    yAttribute: String = "top") -> String {
        #"""
        <constraint firstItem="\#(id)" firstAttribute="leading" secondItem="\#(root)" secondAttribute="\#(xAttribute)" constant="\#(x)" id="\#(id)-x"/>
        <constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(root)" secondAttribute="\#(yAttribute)" constant="\#(y)" id="\#(id)-y"/>
        """#
    }

    static func label(_ id: String, _ text: String, size: Int) -> String {
        view("label", id, #"text="\#(text)""#, #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#)
    }

    @Test func aClassicButtonIsItsTitleWithSixPointsAboveAndBelow() throws {
        let plain = Self.view("button", "Bt1-Aa-001", #"buttonType="system""#, #"<state key="normal" title="Button"/>"#)
        let inset = Self.view("button", "Bt2-Aa-002", #"buttonType="system""#,
                              #"<inset key="contentEdgeInsets" minX="20" minY="10" maxX="20" maxY="10"/><state key="normal" title="Button"/>"#)
        let moved = Self.view("button", "Bt3-Aa-003", #"buttonType="system""#,
                              #"<inset key="titleEdgeInsets" minX="5" minY="5" maxX="0.0" maxY="0.0"/><state key="normal" title="Button"/>"#)
        let (f, _) = try Self.layout(Self.xib(Self.label("Lb0-Aa-000", "Button", size: 15) + plain + inset + moved,
                                              Self.pin("Lb0-Aa-000", x: 16, y: 16) + Self.pin("Bt1-Aa-001", x: 16, y: 60)
                                                + Self.pin("Bt2-Aa-002", x: 16, y: 120) + Self.pin("Bt3-Aa-003", x: 16, y: 200)))
        let title = try #require(f["Lb0-Aa-000"])
        let button = try #require(f["Bt1-Aa-001"]), insetButton = try #require(f["Bt2-Aa-002"]), movedButton = try #require(f["Bt3-Aa-003"])
        #expect(button.size == CGSize(width: title.width, height: title.height + 12))
        // UIKit's "Button" at 15 pt is 30 tall; the fonts' line heights differ by a fraction of a point.
        #expect(abs(button.height - 30) <= 1)
        // Content insets replace the 6-pt padding; title insets move the title and leave the size alone.
        #expect(insetButton.size == CGSize(width: title.width + 40, height: title.height + 20))
        #expect(movedButton.size == button.size)
    }

    /// IB lays a label out at its placeholder intrinsic size when the XIB gives one (design time only; UIKit
    /// measures the text at run time): Kickstarter's BackerDashboardEmptyStateCell saved a multi-line " " of
    /// placeholder 200 x 95 200 wide. A label without a placeholder keeps its text's size.
    @Test func aLabelOnTheCanvasTakesItsPlaceholderSize() throws {
        let placeholder = Self.view("label", "Lb1-Aa-001", #"text=" " numberOfLines="0" placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="95""#,
                                    #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        let (f, _) = try Self.layout(Self.xib(Self.label("Lb0-Aa-000", " ", size: 17) + placeholder,
                                              Self.pin("Lb0-Aa-000", x: 16, y: 16) + Self.pin("Lb1-Aa-001", x: 20, y: 60)))
        #expect(f["Lb1-Aa-001"] == CGRect(x: 20, y: 60, width: 200, height: 95))
        let text = try #require(f["Lb0-Aa-000"])
        #expect(text.width < 10 && text.height > 15 && text.height < 25)
    }

    /// An image view without an image has no intrinsic size (`UIImageView.intrinsicContentSize` is
    /// `noIntrinsicMetric` on both axes), on IB's canvas too, so a centred stack collapses it
    /// (`UISV-ambiguity-suppression`) and a label beside it keeps its text's width: the shapes of ThunderCloud's
    /// ToggleableListItemCell (saved by IB 50 x 50 beside a 220-wide label) and Wikipedia's
    /// WMFEditorToolbarHighlightView (1-wide separators saved 44 tall), whose drawn sizes only their saved frames hold.
    @Test func anImageViewWithoutAnImageHasNoIntrinsicSize() throws {
        func image(_ id: String, _ width: Int, _ height: Int, _ attributes: String, _ body: String = "") -> String {
            #"<imageView \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="\#(width)" height="\#(height)"/>\#(body)</imageView>"#
        }
        func stack(_ id: String, _ subviews: String, _ attributes: String = "", _ constraints: String = "") -> String {
            #"<stackView alignment="center" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>\#(subviews)</subviews><constraints>\#(constraints)</constraints></stackView>"#
        }
        let row = stack("St1-Aa-001", Self.label("Lb1-Aa-001", "Title", size: 17)
                        + image("Iv1-Aa-001", 50, 50, #"horizontalHuggingPriority="750" verticalHuggingPriority="251""#))
        let bar = stack("St2-Aa-002", image("Iv2-Aa-002", 1, 44, #"horizontalHuggingPriority="251" verticalHuggingPriority="251""#,
                                            #"<constraints><constraint firstAttribute="width" constant="1" id="Iv2-w"/></constraints>"#)
                        + Self.label("Lb2-Aa-002", "Bold", size: 17), #"distribution="equalSpacing""#,
                        #"<constraint firstAttribute="height" constant="44" id="St2-h"/>"#)
        let (f, _) = try Self.layout(Self.xib(row + bar, Self.pin("St1-Aa-001", x: 12, y: 12) + Self.pin("St2-Aa-002", x: 12, y: 100) + """
            <constraint firstAttribute="trailing" secondItem="St1-Aa-001" secondAttribute="trailing" constant="93" id="St1-t"/>
            <constraint firstAttribute="trailing" secondItem="St2-Aa-002" secondAttribute="trailing" constant="12" id="St2-t"/>
            """))
        let label = try #require(f["Lb1-Aa-001"])
        #expect(label.width > 30 && label.width < 45 && label.height > 19 && label.height < 22)
        #expect(f["St1-Aa-001"] == CGRect(x: 12, y: 12, width: 270, height: label.height))
        #expect(f["Iv1-Aa-001"] == CGRect(x: 12 + label.width, y: 12 + label.height / 2, width: 270 - label.width, height: 0))
        #expect(f["Iv2-Aa-002"] == CGRect(x: 12, y: 122, width: 1, height: 0))
    }

    /// Text sizes round up to the design device's pixels, and iPads and the iPhone 11 (`retina6_1`) are 2×:
    /// Vocable's DwellTimeCollectionViewCell, on a 12.9-inch iPad, saved its 28-pt bold label 33.5 tall (on a
    /// 3× grid 33.67, which left the buttons pinned below it 1/3 pt short of IB's 60.5).
    @Test func textRoundsUpToTheDesignDevicesPixels() throws {
        #expect(UIKitDefaults.screenScale(deviceID: "ipad12_9") == 2 && UIKitDefaults.screenScale(deviceID: "ipad9_7") == 2)
        #expect(UIKitDefaults.screenScale(deviceID: "retina6_1") == 2 && UIKitDefaults.screenScale(deviceID: "retina4_7") == 2)
        #expect(UIKitDefaults.screenScale(deviceID: "retina6_12") == 3 && UIKitDefaults.screenScale(deviceID: "retina5_9") == 3)
        let label = Self.view("label", "Lb1-Aa-001", #"text="Hover Time""#, #"<fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>"#)
        func height(on device: String) throws -> CGFloat {
            let (f, _) = try Self.layout(Self.xib(label, Self.pin("Lb1-Aa-001", x: 20, y: 20), width: 609, height: 152,
                                                  device: #"<device id="\#(device)" orientation="portrait"/>"#))
            return try #require(f["Lb1-Aa-001"]).height
        }
        #expect(try height(on: "ipad12_9") == 33.5)
        #expect(try height(on: "retina6_1") == 33.5)
        let thirds = try height(on: "retina6_12")
        #expect(abs(thirds - 33.5) < 0.5 && thirds != 33.5 && (thirds * 3).rounded() == thirds * 3)
    }

    @Test func aConfiguredButtonIsItsTitleInsideItsContentInsets() throws {
        let filled = Self.view("button", "Bt1-Aa-001", #"buttonType="system""#,
                               #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="filled" title="Button"/>"#)
        let insets = Self.view("button", "Bt2-Aa-002", #"buttonType="system""#, """
            <buttonConfiguration key="configuration" style="gray" title="Button">
                <directionalEdgeInsets key="contentInsets" top="2" leading="4" bottom="2" trailing="4"/>
            </buttonConfiguration>
            """)
        let image = Self.view("button", "Bt3-Aa-003", #"buttonType="system""#,
                              #"<buttonConfiguration key="configuration" style="tinted" image="star" imagePadding="8" title="Button"/>"#)
        let stateImage = Self.view("button", "Bt4-Aa-004", #"buttonType="system""#,
                                   #"<state key="normal" title="Other" image="big"/><buttonConfiguration key="configuration" style="plain" title="Button"/>"#)
        let (f, tree) = try Self.layout(Self.xib(
            Self.label("Lb0-Aa-000", "Button", size: 17) + filled + insets + image + stateImage,
            Self.pin("Lb0-Aa-000", x: 16, y: 16) + Self.pin("Bt1-Aa-001", x: 16, y: 60) + Self.pin("Bt2-Aa-002", x: 16, y: 120)
                + Self.pin("Bt3-Aa-003", x: 16, y: 200) + Self.pin("Bt4-Aa-004", x: 16, y: 260),
            resources: #"<image name="star" width="20" height="20"/><image name="big" width="128" height="123"/>"#))
        let title = try #require(f["Lb0-Aa-000"])
        let button = try #require(f["Bt1-Aa-001"])
        #expect(button.size == CGSize(width: title.width + 24, height: title.height + 14))
        // The issue's figure: 75 x 34.33 with San Francisco's "Button" at 17 pt.
        #expect(abs(button.width - 75) <= 3 && abs(button.height - 34.333) <= 1)
        #expect(f["Bt2-Aa-002"]?.size == CGSize(width: title.width + 8, height: title.height + 4))
        #expect(f["Bt3-Aa-003"]?.size == CGSize(width: 12 + 20 + 8 + title.width + 12, height: max(title.height, 20) + 14))
        // The state's image IB keeps beside a configuration is not shown (Prebid's InstreamBaseViewController: a
        // plain "▶" configuration over a 128 x 123 state image, 84.3 x 123.3 in IB, narrower than the image).
        #expect(f["Bt4-Aa-004"]?.size == CGSize(width: title.width + 24, height: title.height + 14))
        // Drawn as UIKit draws a filled button: a tint-coloured rounded rectangle with a white title.
        var node: LayoutNode?
        tree.root.visit { if $0.viewID == "Bt1-Aa-001" { node = $0 } }
        #expect(node?.box.backgroundColor == Color(argb: 0xFF00_7AFF))
        #expect(node?.box.cornerRadius == 6)
        if case .text(let text)? = node?.content { #expect(text.color == .white) } else { Issue.record("no title") }
    }

    /// A configured button's emoji title takes a taller line than the system font's; a classic button's keeps SF's,
    /// and a symbol is as wide as SF's. Oracles outside the IB corpus: Mogauk/RPS's plain configurations titled
    /// with an emoji at 70 pt are 115 tall (@3x, Xcode 13.0; 101 of title); googleads-ima-ios's UmpExample
    /// (Swift/UmpExample/UmpExample/iPhone.storyboard, Xcode 15) saved its classic "▶" at 75 pt 61 x 102.
    @Test func anEmojiTitleTakesATallerLineInAConfigurationOnly() throws {
        let configured = Self.view("button", "Bt1-Aa-001", #"buttonType="system""#, """
            <buttonConfiguration key="configuration" style="plain" title="👊">
                <fontDescription key="titleFontDescription" type="system" pointSize="70"/>
            </buttonConfiguration>
            """)
        let classic = Self.view("button", "Bt2-Aa-002", #"buttonType="system""#,
                                #"<fontDescription key="fontDescription" type="system" pointSize="75"/><state key="normal" title="▶"/>"#)
        let (f, _) = try Self.layout(Self.xib(configured + classic,
                                              Self.pin("Bt1-Aa-001", x: 16, y: 16) + Self.pin("Bt2-Aa-002", x: 16, y: 200)))
        let emoji = try #require(f["Bt1-Aa-001"]), play = try #require(f["Bt2-Aa-002"])
        #expect(abs(emoji.height - 115) <= 1.0 / 3, "\(emoji)")
        #expect(abs(play.width - 61) <= 1.0 / 3 && abs(play.height - 102) <= 1.0 / 3, "\(play)")
    }

    /// Wikipedia's FindInPageKeyboardBar (Xcode 7) frames its image-only custom buttons 22 tall whatever their
    /// image (21 x 12, 18 x 18, 14 x 14): the empty title keeps one line of `UIFont.buttonFontSize` (18 pt,
    /// 21.48 tall, rounded up to whole points as UIButton's sizes are). A title, a system button or a later
    /// format does not: the image (or the title with its padding) decides.
    @Test func anImageOnlyCustomButtonBeforeXcode8KeepsItsEmptyTitlesLine() throws {
        let image = #"<state key="normal" image="chevron"/>"#
        let views = Self.view("button", "Bt1-Aa-001", "", image)
            + Self.view("button", "Bt2-Aa-002", #"buttonType="roundedRect""#, image)
            + Self.view("button", "Bt3-Aa-003", "", #"<fontDescription key="fontDescription" type="system" pointSize="30"/>"# + image)
            + Self.view("button", "Bt4-Aa-004", "", #"<inset key="contentEdgeInsets" minX="0.0" minY="1" maxX="0.0" maxY="1"/>"# + image)
        let constraints = Self.pin("Bt1-Aa-001", x: 16, y: 16) + Self.pin("Bt2-Aa-002", x: 16, y: 60)
            + Self.pin("Bt3-Aa-003", x: 16, y: 100) + Self.pin("Bt4-Aa-004", x: 16, y: 160)
        let resources = #"<image name="chevron" width="21" height="12"/>"#
        let (f, _) = try Self.layout(Self.xib(views, constraints, tools: "10117", resources: resources))
        #expect(f["Bt1-Aa-001"]?.size == CGSize(width: 21, height: 22))
        #expect(f["Bt2-Aa-002"]?.size == CGSize(width: 21, height: 12))
        // A 30-pt title font's line: 30 x 2444 / 2048 = 35.8, rounded up.
        #expect(f["Bt3-Aa-003"]?.size == CGSize(width: 21, height: 36))
        #expect(f["Bt4-Aa-004"]?.size == CGSize(width: 21, height: 14))
        let (later, _) = try Self.layout(Self.xib(views, constraints, tools: "12120", resources: resources))
        #expect(later["Bt1-Aa-001"]?.size == CGSize(width: 21, height: 12))
    }

    @Test func fixedSizeControlsHaveUIKitsSizes() throws {
        let views = Self.view("switch", "Sw1-Aa-001", #"on="YES""#)
            + Self.view("stepper", "St1-Aa-001")
            + Self.view("activityIndicatorView", "Ai1-Aa-001", #"style="medium""#)
            + Self.view("activityIndicatorView", "Ai2-Aa-002", #"style="large""#)
            + Self.view("pickerView", "Pk1-Aa-001")
            + Self.view("progressView", "Pg1-Aa-001", #"progress="0.5""#)
            + Self.view("slider", "Sl1-Aa-001", #"value="0.5" minValue="0.0" maxValue="1""#)
        let trailing = #"""
            <constraint firstAttribute="trailing" secondItem="Pg1-Aa-001" secondAttribute="trailing" constant="16" id="Pg1-tr"/>
            <constraint firstAttribute="trailing" secondItem="Sl1-Aa-001" secondAttribute="trailing" constant="20" id="Sl1-tr"/>
            """#
        let constraints = Self.pin("Sw1-Aa-001", x: 16, y: 10) + Self.pin("St1-Aa-001", x: 100, y: 10) + Self.pin("Ai1-Aa-001", x: 200, y: 10)
            + Self.pin("Ai2-Aa-002", x: 250, y: 10) + Self.pin("Pk1-Aa-001", x: 16, y: 60) + Self.pin("Pg1-Aa-001", x: 16, y: 300)
            + Self.pin("Sl1-Aa-001", x: 20, y: 320) + trailing
        let (f, tree) = try Self.layout(Self.xib(views, constraints))
        #expect(f["Sw1-Aa-001"]?.size == CGSize(width: 51, height: 31))
        #expect(f["St1-Aa-001"]?.size == CGSize(width: 94, height: 32))
        #expect(f["Ai1-Aa-001"]?.size == CGSize(width: 20, height: 20))
        #expect(f["Ai2-Aa-002"]?.size == CGSize(width: 37, height: 37))
        #expect(f["Pk1-Aa-001"]?.size == CGSize(width: 320, height: 216))
        #expect(f["Pg1-Aa-001"] == CGRect(x: 16, y: 300, width: 343, height: 4))
        // The slider's alignment rectangle is pinned 20 from the edges; its frame reaches 2 pt further each way.
        #expect(f["Sl1-Aa-001"] == CGRect(x: 18, y: 320, width: 339, height: 31))
        // A switch that is on is drawn as a green track with its knob at the trailing end.
        var knob: LayoutNode?
        tree.root.visit { if $0.kind.rawValue == "switch.knob" { knob = $0 } }
        #expect(knob?.frame == CGRect(x: 16 + 51 - 2 - 27, y: 12, width: 27, height: 27))
        // Before Xcode 11 (iOS 12's UIKit) a stepper was 29 tall and a progress bar 2.
        let (old, _) = try Self.layout(Self.xib(views, constraints, tools: "14490.70"))
        #expect(old["St1-Aa-001"]?.size == CGSize(width: 94, height: 29))
        #expect(old["Pg1-Aa-001"]?.height == 2)
    }

    /// IB's saved frames decide these: EarlGrey's sliders 20 apart are 50 apart (a 31-pt frame over a 30-pt
    /// alignment rectangle), its Xcode 8 text field is 30 tall at 14 pt, and its switch with `fixedFrame` keeps
    /// the frame IB saved although Xcode wrote `translatesAutoresizingMaskIntoConstraints="NO"`.
    @Test func sliderBottomInsetTextFieldHeightAndFixedFrames() throws {
        let slider = Self.view("slider", "Sl1-Aa-001", #"value="0.5" minValue="0.0" maxValue="1""#)
        let below = Self.view("view", "Bx1-Aa-001", "", #"<constraints><constraint firstAttribute="width" constant="10" id="Bx1-w"/><constraint firstAttribute="height" constant="10" id="Bx1-h"/></constraints>"#)
        let field = Self.view("textField", "Tf1-Aa-001", #"borderStyle="roundedRect""#, #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#)
        let fixed = #"<switch opaque="NO" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Sw1-Aa-001"><rect key="frame" x="91" y="148" width="49" height="31"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></switch>"#
        let under = #"<constraint firstItem="Bx1-Aa-001" firstAttribute="top" secondItem="Sl1-Aa-001" secondAttribute="bottom" constant="20" id="Bx1-top"/>"#
        let constraints: String = Self.pin("Sl1-Aa-001", x: 20, y: 20) + Self.pin("Tf1-Aa-001", x: 16, y: 200) + under
            + #"<constraint firstItem="Bx1-Aa-001" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" constant="20" id="Bx1-x"/>"#
        let views: String = slider + below + field + fixed
        let (f, _) = try Self.layout(Self.xib(views, constraints))
        #expect(f["Sl1-Aa-001"]?.height == 31)
        #expect(f["Bx1-Aa-001"]?.minY == 70)
        #expect(f["Tf1-Aa-001"]?.height == 34)
        #expect(f["Sw1-Aa-001"] == CGRect(x: 91, y: 148, width: 49, height: 31))
        let (old, _) = try Self.layout(Self.xib(views, constraints, tools: "12120"))
        #expect(old["Tf1-Aa-001"]?.height == 30)
    }

    /// A view pinned to a cell content view's leading and top margins, for a cell `width` wide saved by `tools`.
    static func cellMargins(width: Int, tools: String, element: String = "tableViewCell",
                            content: String = "tableViewCellContentView", height: Int = 80, device: String = "",
                            contentMargins: String = "") throws -> CGPoint {
        let box = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bx1-Aa-001"><rect key="frame" x="0" y="0" width="10" height="10"/><constraints><constraint firstAttribute="width" constant="10" id="Bx1-w"/><constraint firstAttribute="height" constant="10" id="Bx1-h"/></constraints></view>"#
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                \(device)
                <objects>
                    <\(element) contentMode="scaleToFill" id="Cl0-Aa-000">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <\(content) key="contentView" insetsLayoutMarginsFromSafeArea="NO" id="Ct0-Aa-000">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>\(box)</subviews>
                            <constraints>
                                <constraint firstItem="Bx1-Aa-001" firstAttribute="leading" secondItem="Ct0-Aa-000" secondAttribute="leadingMargin" id="Bx1-x"/>
                                <constraint firstItem="Bx1-Aa-001" firstAttribute="top" secondItem="Ct0-Aa-000" secondAttribute="topMargin" id="Bx1-y"/>
                            </constraints>
                            \(contentMargins)
                        </\(content)>
                    </\(element)>
                </objects>
            </document>
            """.utf8)
        return try #require(Self.layout(data).frames["Bx1-Aa-001"]).origin
    }

    @Test func aTableCellsContentViewHasTheSystemMargins() throws {
        #expect(try Self.cellMargins(width: 375, tools: "22505") == CGPoint(x: 16, y: 11))
        #expect(try Self.cellMargins(width: 320, tools: "22505") == CGPoint(x: 16, y: 11))
        #expect(try Self.cellMargins(width: 414, tools: "22505") == CGPoint(x: 20, y: 11))
        // Xcode 9 to 11 gave a compact phone's cells 15; before Xcode 9 every margin was 8.
        #expect(try Self.cellMargins(width: 375, tools: "15702") == CGPoint(x: 15, y: 11))
        #expect(try Self.cellMargins(width: 375, tools: "11762") == CGPoint(x: 8, y: 8))
    }

    /// IB's canvas shows a top-level collection cell as a view controller's root view (the system side margins,
    /// a notched design's safe area in its margins) and its content view keeps the cell's margins over its own:
    /// Vocable's DwellTimeCollectionViewCell (Xcode 11, 12.9-inch iPad, 609 wide) places views 20 from the sides
    /// and 8 from the top through its content view's margins; EditCategoriesDefaultCollectionViewCell (Xcode 11,
    /// 6.1-inch iPhone, 708 x 178, content view margins written 0/8/0/8) at 20 from the sides, 44 from the top
    /// and 34 from the bottom.
    @Test func aCollectionCellsContentViewKeepsItsCellsCanvasMargins() throws {
        let collection = (element: "collectionViewCell", content: "collectionViewCellContentView")
        let iPad = #"<device id="ipad12_9" orientation="portrait" layout="fullscreen" appearance="light"/>"#
        #expect(try Self.cellMargins(width: 609, tools: "15705", element: collection.element, content: collection.content,
                                     height: 152, device: iPad) == CGPoint(x: 20, y: 8))
        let phone = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
        let written = #"<edgeInsets key="layoutMargins" top="0.0" left="8" bottom="0.0" right="8"/>"#
        #expect(try Self.cellMargins(width: 708, tools: "15705", element: collection.element, content: collection.content,
                                     height: 178, device: phone, contentMargins: written) == CGPoint(x: 20, y: 44))
        // On a compact width the system side margin is 16; no design device, no safe area: UIView's 8 above.
        #expect(try Self.cellMargins(width: 375, tools: "22505", element: collection.element,
                                     content: collection.content) == CGPoint(x: 16, y: 8))
    }

    @Test func writtenAndPreservedMarginsAndAViewControllersRootView() throws {
        let outer = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ou1-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="In1-Aa-001">
                        <rect key="frame" x="10" y="10" width="200" height="200"/>
                        <subviews>\(Self.view("view", "Bx1-Aa-001"))</subviews>
                        <constraints>\(Self.pin("Bx1-Aa-001", x: 0, y: 0, to: "In1-Aa-001", xAttribute: "leadingMargin", yAttribute: "topMargin"))</constraints>
                    </view>
                </subviews>
                <constraints>\(Self.pin("In1-Aa-001", x: 10, y: 10, to: "Ou1-Aa-001"))</constraints>
                <edgeInsets key="layoutMargins" top="30" left="30" bottom="30" right="30"/>
            </view>
            """
        let directional = Self.view("view", "Dr1-Aa-001", "", #"<subviews>\#(Self.view("view", "Bx2-Aa-002"))</subviews><constraints>\#(Self.pin("Bx2-Aa-002", x: 0, y: 0, to: "Dr1-Aa-001", xAttribute: "leadingMargin", yAttribute: "topMargin"))</constraints><directionalEdgeInsets key="directionalLayoutMargins" top="3" leading="5" bottom="0.0" trailing="0.0"/>"#)
        let plain = Self.view("view", "Bx3-Aa-003")
        let constraints = Self.pin("Ou1-Aa-001", x: 0, y: 0) + Self.pin("Dr1-Aa-001", x: 0, y: 320)
            + Self.pin("Bx3-Aa-003", x: 0, y: 0, xAttribute: "leadingMargin", yAttribute: "topMargin")
        let (f, _) = try Self.layout(Self.xib(outer + directional + plain, constraints))
        // The inner view keeps at least its superview's 30-pt margin, less its 10-pt distance from that edge.
        #expect(f["Bx1-Aa-001"]?.origin == CGPoint(x: 30, y: 30))
        #expect(f["Bx2-Aa-002"]?.origin == CGPoint(x: 5, y: 323))
        // A top-level view on the canvas of Xcode 9 and later is shown as a view controller's root (16 at the sides,
        // none above); before Xcode 9 it has UIView's 8.
        #expect(f["Bx3-Aa-003"]?.origin == CGPoint(x: 16, y: 0))
        let (before, _) = try Self.layout(Self.xib(outer + directional + plain, constraints, tools: "12120"))
        #expect(before["Bx3-Aa-003"]?.origin == CGPoint(x: 8, y: 8))
        // The root view of a view controller (File's Owner's `view`): 16 at the sides on a 375-pt phone, 20 wider.
        let owner = #"<connections><outlet property="view" destination="Rt0-Aa-000" id="Ow1-Aa-001"/></connections>"#
        let toMargins = Self.pin("Bx3-Aa-003", x: 0, y: 0, xAttribute: "leadingMargin", yAttribute: "topMargin")
        let (vc, _) = try Self.layout(Self.xib(plain, toMargins, owner: owner))
        #expect(vc["Bx3-Aa-003"]?.origin == CGPoint(x: 16, y: 0))
        let (wide, _) = try Self.layout(Self.xib(plain, toMargins, width: 414, owner: owner))
        #expect(wide["Bx3-Aa-003"]?.origin == CGPoint(x: 20, y: 0))
    }

    /// Auto Layout Guide, "Working with Scroll Views": constraints between a scroll view's edges and its
    /// content attach to its content area, its width, height and centres to its frame (Wikipedia's
    /// EmptyViewController: a 21-pt placeholder-sized view pinned to all four edges of an 896-pt scroll view).
    @Test func aScrollViewsEdgesAreItsContentsEdges() throws {
        let content = Self.view("view", "Ct1-Aa-001", "", #"<constraints><constraint firstAttribute="height" constant="50" id="Ct1-h"/></constraints>"#)
        let inner = #"""
            <constraint firstItem="Ct1-Aa-001" firstAttribute="top" secondItem="Sc1-Aa-001" secondAttribute="top" id="Ct1-t"/>
            <constraint firstItem="Ct1-Aa-001" firstAttribute="leading" secondItem="Sc1-Aa-001" secondAttribute="leading" id="Ct1-l"/>
            <constraint firstAttribute="trailing" secondItem="Ct1-Aa-001" secondAttribute="trailing" id="Ct1-r"/>
            <constraint firstAttribute="bottom" secondItem="Ct1-Aa-001" secondAttribute="bottom" id="Ct1-b"/>
            <constraint firstItem="Ct1-Aa-001" firstAttribute="width" secondItem="Sc1-Aa-001" secondAttribute="width" id="Ct1-w"/>
            """#
        let scroll = Self.view("scrollView", "Sc1-Aa-001", "", "<subviews>\(content)</subviews><constraints>\(inner)</constraints>")
        let outer = #"""
            <constraint firstItem="Sc1-Aa-001" firstAttribute="top" secondItem="Rt0-Aa-000" secondAttribute="top" id="Sc1-t"/>
            <constraint firstItem="Sc1-Aa-001" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" id="Sc1-l"/>
            <constraint firstAttribute="trailing" secondItem="Sc1-Aa-001" secondAttribute="trailing" id="Sc1-r"/>
            <constraint firstAttribute="bottom" secondItem="Sc1-Aa-001" secondAttribute="bottom" id="Sc1-b"/>
            """#
        let (f, _) = try Self.layout(Self.xib(scroll, outer, width: 300, height: 400))
        #expect(f["Sc1-Aa-001"] == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(f["Ct1-Aa-001"] == CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func aViewOnTheDevicesScreenKeepsClearOfItsStatusBar() throws {
        let box = Self.view("view", "Bx1-Aa-001")
        let toSafeArea = Self.pin("Bx1-Aa-001", x: 0, y: 0, to: "Sf0-Aa-000")
        let device = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
        let (screen, _) = try Self.layout(Self.xib(box, toSafeArea, width: 375, height: 667, device: device, metrics: ""))
        #expect(screen["Bx1-Aa-001"]?.origin == CGPoint(x: 0, y: 20))
        let (freeform, _) = try Self.layout(Self.xib(box, toSafeArea, width: 375, height: 667, device: device))
        #expect(freeform["Bx1-Aa-001"]?.origin == CGPoint(x: 0, y: 0))
        let (noBar, _) = try Self.layout(Self.xib(box, toSafeArea, width: 375, height: 667, device: device,
                                                  metrics: #"<nil key="simulatedStatusBarMetrics"/>"#))
        #expect(noBar["Bx1-Aa-001"]?.origin == CGPoint(x: 0, y: 0))
        // A freeform view on a notched design keeps the home indicator's 34 pt (Wikipedia's DiffToolbarView:
        // a toolbar pinned to the safe area's bottom of an 83-pt view on a 6.1-inch design ends at 49).
        let notched = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
        let toBottom = Self.pin("Bx1-Aa-001", x: 0, y: 0, to: "Sf0-Aa-000", yAttribute: "bottom")
        let (home, _) = try Self.layout(Self.xib(box, toBottom, width: 414, height: 83, device: notched))
        #expect(home["Bx1-Aa-001"]?.origin == CGPoint(x: 0, y: 49))
    }

    /// A notched phone in landscape has no status bar (UIKit hides it in a vertically compact environment): its
    /// safe area keeps the notch's depth at both sides and 21 pt at the bottom (the iPhone X's 724 x 354 of 812 x 375;
    /// a 59-pt notch phone prints insets 0, 59, 21, 59). The 375 x 812 design is the 12/13 mini (50-pt status bar) from
    /// Xcode 12, the iPhone X (44) before: Wikipedia's PageHistoryCountsView (Xcode 16, landscape `retina5_9`, a
    /// collection view header 802 wide) saved the views pinned to its safe area's sides at x 50, 702 wide.
    @Test func aNotchedPhoneInLandscapeInsetsTheSidesAndTheHomeIndicator() throws {
        let box = Self.view("view", "Bx1-Aa-001")
        let edges = #"""
            <constraint firstItem="Bx1-Aa-001" firstAttribute="leading" secondItem="Sf0-Aa-000" secondAttribute="leading" id="Bx1-l"/>
            <constraint firstItem="Sf0-Aa-000" firstAttribute="trailing" secondItem="Bx1-Aa-001" secondAttribute="trailing" id="Bx1-r"/>
            <constraint firstItem="Bx1-Aa-001" firstAttribute="top" secondItem="Sf0-Aa-000" secondAttribute="top" id="Bx1-t"/>
            <constraint firstItem="Sf0-Aa-000" firstAttribute="bottom" secondItem="Bx1-Aa-001" secondAttribute="bottom" id="Bx1-b"/>
            """#
        let header = (root: #"<collectionReusableView opaque="NO" contentMode="center" id="Rt0-Aa-000">"#,
                      end: "</collectionReusableView>")
        func frame(_ device: String, tools: String) throws -> CGRect? {
            let xib = Self.xib(box, edges, tools: tools, width: 802, height: 460, root: header.root, rootEnd: header.end,
                               device: #"<device id="\#(device)" orientation="landscape" appearance="light"/>"#, metrics: "")
            return try Self.layout(xib).frames["Bx1-Aa-001"]
        }
        #expect(try frame("retina5_9", tools: "23727") == CGRect(x: 50, y: 0, width: 702, height: 439))
        #expect(try frame("retina5_9", tools: "13196") == CGRect(x: 44, y: 0, width: 714, height: 439))
        #expect(try frame("retina6_1", tools: "23727") == CGRect(x: 47, y: 0, width: 708, height: 439))
        // A phone with a home button has nothing to keep clear of in landscape.
        #expect(try frame("retina4_7", tools: "23727") == CGRect(x: 0, y: 0, width: 802, height: 460))
    }

    /// UIKit centres a text field's one line in its text rect (the border style's insets are as deep above as
    /// below) and a button's title in its content rect, so their baselines sit `height / 2 − lineHeight / 2 +
    /// ascender` below their tops: `UIFont.systemFont(ofSize: 14)` has lineHeight 16.707 and ascender 13.330,
    /// at 17 pt 20.287 and 16.187 (SF's 1950/494 units of 2048). FirebaseUI's FUIAuthTableViewCell (Xcode 8) baseline-aligns a 36-tall
    /// borderless field at 14 pt with a 17-pt label at y 11.5, 20.5 tall: IB saved the field at y 5
    /// (11.5 + 0.107 + 16.187 − 18 + 8.354 − 13.330 = 4.82).
    @Test func aTextFieldsAndAButtonsBaselinesAreTheirCentredLines() throws {
        let label = Self.label("Lb0-Aa-000", "Label", size: 17)
        let field = Self.view("textField", "Tf1-Aa-001", #"placeholder="placeholder" minimumFontSize="17""#, """
            <constraints><constraint firstAttribute="height" constant="36" id="Tf1-h"/></constraints>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            """)
        let button = Self.view("button", "Bt1-Aa-001", #"buttonType="system""#, """
            <constraints><constraint firstAttribute="height" constant="60" id="Bt1-h"/></constraints>
            <state key="normal" title="Button"/>
            """)
        let constraints = Self.pin("Lb0-Aa-000", x: 16, y: 100) + #"""
            <constraint firstItem="Tf1-Aa-001" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" constant="100" id="Tf1-x"/>
            <constraint firstItem="Tf1-Aa-001" firstAttribute="trailing" secondItem="Rt0-Aa-000" secondAttribute="trailing" constant="-100" id="Tf1-tr"/>
            <constraint firstItem="Tf1-Aa-001" firstAttribute="baseline" secondItem="Lb0-Aa-000" secondAttribute="baseline" id="Tf1-bl"/>
            <constraint firstItem="Bt1-Aa-001" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" constant="300" id="Bt1-x"/>
            <constraint firstItem="Bt1-Aa-001" firstAttribute="lastBaseline" secondItem="Lb0-Aa-000" secondAttribute="lastBaseline" id="Bt1-bl"/>
            """#
        let (f, _) = try Self.layout(Self.xib(label + field + button, constraints))
        // The label, pinned at y 100 and as tall as its text, has its baseline an ascender below its top; a system
        // button's title is 15 pt (lineHeight 17.900, ascender 14.282). Frames snap to the 2x pixel grid.
        let baseline = 100 + 16.187
        let fieldY = try #require(f["Tf1-Aa-001"]).minY, buttonY = try #require(f["Bt1-Aa-001"]).minY
        #expect(abs(fieldY - (baseline - (18 - 16.707 / 2 + 13.330))) <= 0.25)
        #expect(abs(buttonY - (baseline - (30 - 17.900 / 2 + 14.282))) <= 0.25)
    }
}
