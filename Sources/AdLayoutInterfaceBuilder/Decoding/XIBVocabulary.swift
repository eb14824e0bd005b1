/// The element and attribute names the reader knows: those it models, and those it recognises as
/// Xcode's but deliberately ignores (they change nothing the model describes). Anything else is
/// reported with a note.
enum XIBVocabulary {
    /// Element names that are views when they appear where a view can (top level, keyed child).
    /// Inside `<subviews>` every element is a view.
    static let viewElements: Set<String> = [
        "view", "imageView", "label", "button", "stackView", "textView", "textField", "tableViewCell",
        "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView",
        "scrollView", "tableView", "collectionView", "activityIndicatorView", "switch", "slider", "segmentedControl",
        "pageControl", "progressView", "visualEffectView", "datePicker", "pickerView", "searchBar", "navigationBar",
        "toolbar", "tabBar", "mapView", "wkWebView", "webView", "containerView", "stepper", "glkView", "mtkView",
        "sceneKitView", "skView", "arscnView", "arskView", "tableViewHeaderFooterView", "colorWell",
    ]

    /// Whether an element counts towards ``XIBLimits/maxViews`` (decided from names alone, as the
    /// element arrives).
    static func countsAsView(elementName: String, parentName: String?, key: String?) -> Bool {
        if parentName == "subviews" { return true }
        guard viewElements.contains(elementName) else { return false }
        return parentName == "objects" || key != nil
    }

    /// Attributes every view element may carry that the model reads.
    static let modeledViewAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "tag", "hidden",
        "clipsSubviews", "alpha", "contentMode", "translatesAutoresizingMaskIntoConstraints", "misplaced", "ambiguous",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
    ]

    /// Attributes of view elements Xcode writes that the model ignores.
    static let ignoredViewAttributes: Set<String> = [
        "opaque", "userInteractionEnabled", "multipleTouchEnabled", "clearsContextBeforeDrawing", "autoresizesSubviews",
        "fixedFrame", "restorationIdentifier", "semanticContentAttribute", "contentHorizontalAlignment",
        "contentVerticalAlignment", "layoutMarginsFollowReadableWidth", "exclusiveTouch", "enabled", "highlighted",
        "selected", "tableViewCell", "collectionViewCell", "verifyAmbiguity", "focusGroupIdentifier",
        "accessibilityIgnoresInvertColors", "springLoaded", "pointerInteraction", "role", "overrideUserInterfaceStyle",
        "showsLargeContentViewer", "largeContentTitle", "largeContentImage", "scalesLargeContentImage",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsFontForContentSizeCategory",
        "useStoryboardIdentifierAsRestorationIdentifier", "sceneMemberID",
    ]

    /// Attributes each modeled kind adds (read or deliberately ignored), by element name.
    static let kindAttributes: [String: Set<String>] = [
        "label": ["text", "textAlignment", "lineBreakMode", "numberOfLines", "baselineAdjustment",
                  "adjustsFontSizeToFit", "minimumScaleFactor", "minimumFontSize", "preferredMaxLayoutWidth",
                  "adjustsLetterSpacingToFitWidth", "showsExpansionTextWhenTruncated", "lineBreakStrategy",
                  "usesAttributedText"],
        "imageView": ["image", "highlightedImage", "animationDuration", "animationRepeatCount"],
        "button": ["buttonType", "lineBreakMode", "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted",
                   "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "changesSelectionAsPrimaryAction",
                   "showsMenuAsPrimaryAction", "imageEdgeInsets", "titleEdgeInsets", "contentEdgeInsets",
                   "automaticallyUpdatesConfiguration"],
        "stackView": ["axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement",
                      "layoutMarginsRelativeArrangement", "spacingType"],
        "textView": ["text", "textAlignment", "editable", "selectable", "scrollEnabled", "showsHorizontalScrollIndicator",
                     "showsVerticalScrollIndicator", "keyboardDismissMode", "dataDetectorTypes", "bounces",
                     "alwaysBounceVertical", "alwaysBounceHorizontal", "usesAttributedText", "allowsEditingTextAttributes",
                     "findInteractionEnabled", "contentInsetAdjustmentBehavior", "textContainerInset"],
        "textField": ["text", "placeholder", "textAlignment", "borderStyle", "minimumFontSize", "clearButtonMode",
                      "clearsOnBeginEditing", "adjustsFontSizeToFit", "background", "disabledBackground",
                      "clearsOnInsertion", "allowsEditingTextAttributes"],
        "tableViewCell": ["reuseIdentifier", "rowHeight", "selectionStyle", "accessoryType", "editingAccessoryType",
                          "indentationWidth", "indentationLevel", "hidesAccessoryWhenEditing", "shouldIndentWhileEditing",
                          "focusStyle", "showsReorderControl", "textLabel", "detailTextLabel", "imageView"],
        "collectionViewCell": ["reuseIdentifier"],
        "collectionReusableView": ["reuseIdentifier"],
        "tableViewCellContentView": [],
        "collectionViewCellContentView": [],
        "view": [],
        "scrollView": ["showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "alwaysBounceVertical",
                       "alwaysBounceHorizontal", "bounces", "bouncesZoom", "pagingEnabled", "scrollEnabled",
                       "directionalLockEnabled", "keyboardDismissMode", "contentInsetAdjustmentBehavior",
                       "delaysContentTouches", "canCancelContentTouches", "indicatorStyle", "minimumZoomScale",
                       "maximumZoomScale", "scrollsToTop", "automaticallyAdjustsScrollIndicatorInsets"],
    ]

    /// Child elements of a view the model reads.
    static let modeledViewChildren: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "connections", "viewLayoutGuide", "color", "nil",
        "fontDescription", "string", "mutableString", "attributedString", "state", "buttonConfiguration",
        "imageReference", "edgeInsets", "directionalEdgeInsets", "userDefinedRuntimeAttributes", "variation", "size",
    ]

    /// Child elements of a view Xcode writes that the model ignores.
    static let ignoredViewChildren: Set<String> = [
        "point", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "textInputTraits", "accessibility",
        "gestureRecognizers", "preferredSymbolConfiguration", "inset", "segments", "collectionViewFlowLayout",
        "collectionViewLayout", "locale", "backgroundConfiguration", "dataDetectorType", "real", "integer", "date",
        "simulatedStatusBarMetrics", "simulatedTopBarMetrics", "simulatedBottomBarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "textAttributes", "blurEffect", "vibrancyEffect",
        "navigationItem", "items", "tabBarItem", "barButtonItem", "offsetWrapper",
    ]

    /// Attributes a `<constraint>` may carry.
    static let constraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant",
        "priority", "symbolic", "identifier", "placeholder", "type", "userLabel",
    ]

    /// Attributes of `<document>`.
    static let documentAttributes: Set<String> = [
        "type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout",
        "useTraitCollections", "useSafeAreas", "colorMatched", "systemVersion", "launchScreen", "initialViewController",
        "variant",
    ]

    /// Children of `<document>` the reader ignores.
    static let ignoredDocumentChildren: Set<String> = ["dependencies", "customFonts", "point"]
}
