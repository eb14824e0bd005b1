import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation
import Testing

/// What the reader makes of Swift: the JSON it prints and what it reports, word for word.
@Suite struct SetupTranslationTests {
    @Test func theGuidesScrollClassBecomesALayoutClass() throws {
        let setup = SwiftSetupReader.read([try source("FeedScrollClass.swift")])
        #expect(setup.diagnostics.isEmpty)
        #expect(setup.json == """
        {
          "layoutClasses": {
            "FeedAdItemScrollViewLayout": {
              "base": "AdListItemViewLayout",
              "overrides": {
                "itemDirection": 1,
                "orthogonalScrolling": "continuous"
              },
              "itemColumns": ["numberOfItems > 3 ? 2 : 1", 0]
            }
          },
          "registrations": {
            "normal": {
              "viewClass": "FeedAdListItemView",
              "viewLayout": "FeedAdItemScrollViewLayout",
              "overrides": {
                "sectionHeaderViewClass": null,
                "sectionFooterViewClass": null
              }
            }
          }
        }

        """)
    }

    @Test func theSourceMapLeadsEveryValueBackToTheSwift() throws {
        let setup = SwiftSetupReader.read([try source("FirstCustomisation.swift")])
        let map = Dictionary(setup.sourceMap.map { ($0.path, $0.origin.description) }) { a, _ in a }
        #expect(map["registrations.normal"] == "Fixtures/FirstCustomisation.swift:30:5")
        #expect(map["registrations.normal.viewLayout"] == "Fixtures/FirstCustomisation.swift:5:22")
        #expect(map["registrations.normal.overrides.iconImage.width"] == "Fixtures/FirstCustomisation.swift:8:34")
        #expect(map["registrations.normal.overrides.titleLabel.font"] == "Fixtures/FirstCustomisation.swift:15:34")
        #expect(map["registrations.normal.overrides.dividerTrailingSpace"] == "Fixtures/FirstCustomisation.swift:27:39")
    }

    /// `let`s inlined in the written order, so the expression gives the Swift code's bits.
    @Test func theCustomLayoutsViewSizeBecomesExpressions() throws {
        let setup = SwiftSetupReader.read(try guideAppSwift())
        #expect(setup.json.contains("""
            "CustomAdListItemViewLayout": {
              "base": "AdListItemViewLayout",
              "viewSize": {
                "width": "parentSize.width - sectionInset.left - sectionInset.right",
                "height": "(parentSize.width - sectionInset.left - sectionInset.right - 16 - 16) * 167 / 320 + 12 + 72 + 10 + 12"
              }
            }
        """))
        // Its Swift alone, without the app's folder: the view's XIB is not among the files.
        #expect(lines(setup) == [
            "note: GuideApp/ViewController.swift:10:9: ignored: TnkSession.initInstance(appId: \"c01060e0-XXXX-XXXX-XXXX-1d0… (not part of the layout setup)",
            "note: GuideApp/ViewController.swift:11:9: ignored: TnkSession.sharedInstance()?.setUserName(\"testUser\") (not part of the layout setup)",
            "note: GuideApp/ViewController.swift:21:9: ignored: vc.title = \"TEST Offerwall\" (an instance of AdOfferwallViewController is not part of the layout setup)",
            "note: GuideApp/ViewController.swift:23:9: ignored: let navController = UINavigationController(rootViewController: vc) (not part of the layout setup)",
            "note: GuideApp/ViewController.swift:24:9: ignored: navController.modalPresentationStyle = .fullScreen (UINavigationController(rootViewController: vc) is not part of the layout setup)",
            "note: GuideApp/ViewController.swift:25:9: ignored: navController.navigationBar.titleTextAttributes = [.foregro… (UINavigationController(rootViewController: vc).navigationBar is not part of the layout setup)",
            "note: GuideApp/ViewController.swift:26:9: ignored: self.present(navController, animated: true) (not part of the layout setup)",
            "warning: GuideApp/custom/CustomAdListItemView.swift:38:34: skipped: UINib(nibName: \"CustomItemView\"): no CustomItemView.xib among the setup's files; "
                + "give the app's folder (--swift-setup MyApp/) so its XIBs are found",
            "note: GuideApp/custom/CustomAdListItemView.swift:90:1: ignored: class CustomItemView is a view; a XIB's outlets are read from the XIB",
        ])
    }

    @Test func ifElseIfAndIntDivisionPerSection() throws {
        let setup = SwiftSetupReader.read([try source("ColumnsPerSection.swift")])
        #expect(setup.diagnostics.isEmpty)
        #expect(setup.json.contains(#""itemColumns": ["numberOfItems > 4 ? 2 : numberOfItems > 2 ? 1 : int(numberOfItems / 2) + 1", 0]"#))
        #expect(setup.json.contains(#""width": "max((parentSize.width - sectionInset.left - sectionInset.right - 8) / 2, 150)""#))
        #expect(setup.json.contains(#""height": "min(iconImage.height + 20, 100)""#))
        // The stored property's value went into init's itemSpace too.
        #expect(setup.json.contains(#""itemSpace": 8"#))
    }

    @Test func theGuidesPrintedListingIsASyntaxError() throws {
        let setup = SwiftSetupReader.read([try source("FeedScrollClassAsPrinted.swift")])
        #expect(lines(setup) == [
            "error: Fixtures/FeedScrollClassAsPrinted.swift:9:43: syntax error: expected name in member access",
            "error: Fixtures/FeedScrollClassAsPrinted.swift:21:6: syntax error: expected '}' to end class",
        ])
        #expect(setup.hasErrors && setup.json == "{}\n")
    }

    @Test func unsupportedConstructsAreWarningsWithTheirPositions() throws {
        let setup = SwiftSetupReader.read([try source("Unsupported.swift")])
        #expect(lines(setup) == [
            "warning: Fixtures/Unsupported.swift:6:5: skipped: for loop (conditions and loops are read only in viewSize and itemColumns)",
            "warning: Fixtures/Unsupported.swift:9:40: skipped: UIImage(named: \"banner\"): no image set \"banner\" in the app's asset "
                + "catalogs (give the app's folder, with its Assets.xcassets)",
            "warning: Fixtures/Unsupported.swift:10:34: skipped: string interpolation in \"\\(viewLayout.iconImage.width) pt\" (only plain strings are read)",
            "warning: Fixtures/Unsupported.swift:13:5: TnkStyles is changed after a layout was made (at 4:22): the SDK gives styles "
                + "only to layouts made afterwards, AdLayout gives the document's styles to every layout; set TnkStyles first",
            "note: Fixtures/Unsupported.swift:15:5: ignored: showOfferwall() (not part of the layout setup)",
        ])
        // What is supported still counts: 64 + 8, and the title's leadingSpace from its default 12 + 4.
        #expect(setup.json.contains(#""width": 72"#))
        #expect(setup.json.contains(#""leadingSpace": 16"#))
    }

    @Test func valuesColoursFontsAndInsets() {
        let setup = read("""
        let l = AdListItemViewLayout()
        l.itemBackgroundColor = UIColor(argb: 0xa0f8f8f8)
        l.itemStrokeColor = UIColor(red: 69/255, green: 114/255, blue: 239/255, alpha: 1)
        l.dividerColor = UIColor(white: 0.9, alpha: 1)
        l.titleLabel.color = UIColor.black.withAlphaComponent(0.5)
        l.descLabel.color = .systemBlue
        l.titleLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        l.descLabel.font = TnkFonts.getBoldFont(ofSize: 12)
        l.pointAmountLabel.font = .boldSystemFont(ofSize: 18)
        l.sectionInset = .zero
        l.itemInset.left = 16
        l.itemDirection = 7 / 2
        l.lineSpace = 7 / 2
        l.iconImage.width = TnkLayout.wrapContent
        l.orthogonalScrolling = ScrollType.paging
        l.titleLabel.lineBreakMode = .byWordWrapping
        TnkLayout.shared.registerItemViewLayout(type: LayoutType.promotion, viewClass: FeedAdListItemView.self, viewLayout: l)
        """)
        #expect(setup.diagnostics.isEmpty, "\(lines(setup))")
        #expect(setup.json == """
        {
          "registrations": {
            "promotion": {
              "viewClass": "FeedAdListItemView",
              "viewLayout": "AdListItemViewLayout",
              "overrides": {
                "itemBackgroundColor": "#A0F8F8F8",
                "itemStrokeColor": "#4572EF",
                "dividerColor": "#E6E6E6",
                "titleLabel": {
                  "color": "#80000000",
                  "font": {
                    "size": 15,
                    "weight": "semibold",
                    "italic": false
                  },
                  "lineBreakMode": "byWordWrapping"
                },
                "descLabel": {
                  "color": "#007AFF",
                  "font": {
                    "size": 12,
                    "weight": "bold",
                    "italic": false
                  }
                },
                "pointAmountLabel": {
                  "font": {
                    "size": 18,
                    "weight": "bold",
                    "italic": false
                  }
                },
                "sectionInset": {
                  "top": 0,
                  "left": 0,
                  "bottom": 0,
                  "right": 0
                },
                "itemInset": {
                  "left": 16
                },
                "itemDirection": 3,
                "lineSpace": 3.5,
                "iconImage": {
                  "width": -2
                },
                "orthogonalScrolling": "paging"
              }
            }
          }
        }

        """)
    }

    /// The format's newer keys: a label's line break strategy (UIKit's option set, one strategy),
    /// banner page labels and the search row.
    @Test func lineBreakStrategyPageLabelsAndTheSearchRow() {
        let wrongStrategy = "l.statusLabel.lineBreakStrategy = .wordy"
        var source = [
            "let l = BannerItemViewLayout()",
            "l.titleLabel.lineBreakStrategy = .hangulWordPriority",
            "l.descLabel.lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.pushOut",
            "l.hidePageView = false",
            "l.pageLabelButton.height = 24",
            "l.pageLabelBottomSpace = 12",
            "l.searchPlaceholderColor = .systemGray",
            wrongStrategy,
            "TnkLayout.shared.registerItemViewLayout(type: .topbanner, viewClass: BannerItemView.self, viewLayout: l)",
        ]
        let setup = read(source.joined(separator: "\n"))
        #expect(lines(setup) == [
            "error: Setup.swift:8:35: NSParagraphStyle.LineBreakStrategy has no case .wordy; cases: none, pushOut, hangulWordPriority, standard",
        ])
        // The same setup without the strategy UIKit does not have.
        source.removeAll { $0 == wrongStrategy }
        let fixed = read(source.joined(separator: "\n"))
        #expect(fixed.diagnostics.isEmpty, "\(lines(fixed))")
        #expect(fixed.json == """
        {
          "registrations": {
            "topbanner": {
              "viewClass": "BannerItemView",
              "viewLayout": "BannerItemViewLayout",
              "overrides": {
                "titleLabel": {
                  "lineBreakStrategy": "hangulWordPriority"
                },
                "descLabel": {
                  "lineBreakStrategy": "pushOut"
                },
                "hidePageView": false,
                "pageLabelButton": {
                  "height": 24
                },
                "pageLabelBottomSpace": 12,
                "searchPlaceholderColor": "#8E8E93"
              }
            }
          }
        }

        """)
    }

    /// `LabelAttribute(…)` replaces the whole attribute; the SDK's attributes and layouts are shared
    /// objects, so a change after the assignment or the registration still counts.
    @Test func attributesAndLayoutsAreSharedObjects() {
        let setup = read("""
        TnkStyles.shared.offerwallTheme = .dark
        let title = LabelAttribute(height: 20, font: TnkFonts.getFont(ofSize: 16))
        let a = AdListItemViewLayout()
        a.titleLabel = title
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: a)
        title.color = .darkGray
        a.dividerHeight = 0
        let menu = AdListMenuViewLayout()
        menu.itemButton = ButtonAttribute(width: TnkLayout.wrapContent, height: 40, font: TnkFonts.getBoldFont(ofSize: 16),
                                          colorNormal: UIColor(argb: 0xffaaaaaa), backgroundSelected: UIColor.clear)
        TnkLayout.shared.registerMenuViewLayout(type: .menu, viewClass: DefaultAdListMenuView.self, viewLayout: menu)
        TnkLayout.shared.leftBarButtonItem = .help
        TnkLayout.shared.listViewTopButtonSize = CGSize(width: 40, height: 40)
        """)
        #expect(setup.diagnostics.isEmpty, "\(lines(setup))")
        #expect(setup.json == """
        {
          "tnkLayout": {
            "leftBarButtonItem": "help",
            "listViewTopButtonSize": {
              "width": 40,
              "height": 40
            }
          },
          "styles": {
            "offerwallTheme": "dark"
          },
          "registrations": {
            "normal": {
              "viewClass": "DefaultAdListItemView",
              "viewLayout": "AdListItemViewLayout",
              "overrides": {
                "titleLabel": {
                  "fromDefaults": true,
                  "height": 20,
                  "font": {
                    "size": 16,
                    "weight": "regular",
                    "italic": false
                  },
                  "color": "darkGray"
                },
                "dividerHeight": 0
              }
            }
          },
          "menuLayouts": {
            "menu": {
              "itemButton": {
                "fromDefaults": true,
                "width": -2,
                "height": 40,
                "font": {
                  "size": 16,
                  "weight": "bold",
                  "italic": false
                },
                "colorNormal": "#AAAAAA",
                "backgroundSelected": "clear"
              }
            }
          }
        }

        """)
    }

    @Test func subclassesOfSubclassesAndSuper() {
        let setup = read("""
        class Wide: AdListItemViewLayout {
            override func viewSize(_ size: CGSize) -> CGSize {
                let base = super.viewSize(size)
                return CGSize(width: base.width, height: 120)
            }
        }
        class Paged: Wide {
            var rows = 2
            override init() {
                super.init()
                orthogonalScrolling = .paging
                rows = 3
            }
            override func itemColumns(_ parentSize: CGSize, numberOfItems n: Int) -> [Int] {
                guard n > rows else { return [1, n] }
                var perPage = rows * 2
                if parentSize.width >= 600 { perPage += rows }
                return [rows, perPage]
            }
        }
        TnkLayout.shared.registerItemViewLayout(type: .newapps, viewClass: RightIconAdListItemView.self, viewLayout: Paged())
        """)
        #expect(setup.diagnostics.isEmpty, "\(lines(setup))")
        #expect(setup.json.contains("""
            "Wide": {
              "base": "AdListItemViewLayout",
              "viewSize": {
                "width": "parentSize.width - sectionInset.left - sectionInset.right",
                "height": 120
              }
            },
            "Paged": {
              "base": "Wide",
              "overrides": {
                "orthogonalScrolling": "paging"
              },
              "itemColumns": ["numberOfItems > 3 ? 3 : 1", "numberOfItems > 3 ? (parentSize.width >= 600 ? 3 * 2 + 3 : 3 * 2) : numberOfItems"]
            }
        """), "\(setup.json)")
    }

    @Test func errorsForCodeSwiftWouldReject() {
        let setup = read("""
        let l = AdListItemViewLayout()
        l.iconImagee.width = 80
        l.titleLabel.font.pointSize = 17
        l.titleLabel.color = 17
        l.orthogonalScrolling = .sideways
        l.sectionFooterViewClass = AdSectionFooterVew.self
        l.descLabel.color = .orangey
        let a = LabelAttribute(colour: .red)
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self)
        """)
        #expect(lines(setup) == [
            "error: Setup.swift:2:3: AdListItemViewLayout has no property iconImagee (did you mean \"iconImage\"?)",
            "error: Setup.swift:3:19: font.pointSize cannot be assigned: UIFont is immutable; assign a new font (UIFont.systemFont(ofSize:))",
            "error: Setup.swift:4:22: cannot assign a number to color (UIColor)",
            "error: Setup.swift:5:25: ScrollType has no case .sideways; cases: none, continuous, paging, groupPaging",
            "error: Setup.swift:6:28: sectionFooterViewClass: unknown view class AdSectionFooterVew (did you mean \"AdSectionFooterView\" or \"AdSectionPageFooterView\"?); "
                + "valid: AdSectionFooterView, AdSectionPageFooterView, AdSectionPrevNextFooterView, or nil to hide it",
            "error: Setup.swift:7:21: UIColor has no colour .orangey (did you mean \"orange\"?)",
            "error: Setup.swift:8:24: LabelAttribute has no property colour (did you mean \"color\"?)",
            "error: Setup.swift:9:1: missing argument viewLayout: in TnkLayout.shared.registerItemViewLayout(…)",
        ])
    }

    @Test func overridesOutsideTheSubsetKeepTheBaseWithAWarning() {
        let setup = read("""
        class Odd: AdListItemViewLayout {
            override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
                switch numberOfItems {
                case 0: return [1, 0]
                default: return [2, 0]
                }
            }
            override func viewSize(_ parentSize: CGSize) -> CGSize {
                return CGSize(width: parentSize.width * Double(numberOfItemsGuess), height: 10)
            }
            func helper() {}
        }
        """)
        #expect(lines(setup) == [
            "warning: Setup.swift:3:9: skipped: Odd.itemColumns(_:numberOfItems:): switch numberOfItems { case 0: return [1, 0] default: retur… "
                + "is not read here (let, var, if, guard and return are); the class keeps its base's itemColumns",
            "warning: Setup.swift:8:19: skipped: Odd.viewSize(_:): its body is outside the supported subset (see above); the class keeps its base's viewSize",
            "warning: Setup.swift:9:56: skipped: numberOfItemsGuess is not declared in the setup files",
            "warning: Setup.swift:11:5: skipped: func helper of Odd (a layout class's init, viewSize(_:) and itemColumns(_:numberOfItems:) are read)",
        ])
        #expect(setup.json.contains(#""Odd": {"#) && !setup.json.contains("itemColumns"))
    }

    /// Swift's literal typing decides division: `CGFloat` context divides, `Int` truncates.
    @Test func literalsTakeTheTypeOfTheirContext() {
        let setup = read("""
        let half = 7 / 2
        let ratio: CGFloat = 7 / 2
        let l = AdListItemViewLayout()
        l.lineSpace = CGFloat(half)
        l.itemSpace = ratio
        l.dividerLeadingSpace = 20 + 72 + 12
        l.titleLabel.numberOfLines = Int(2.9)
        l.feedImageRatio = 167 / 320
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
        """)
        #expect(setup.diagnostics.isEmpty, "\(lines(setup))")
        for line in [#""lineSpace": 3"#, #""itemSpace": 3.5"#, #""dividerLeadingSpace": 104"#, #""numberOfLines": 2"#,
                     #""feedImageRatio": 0.521875"#] {
            #expect(setup.json.contains(line), "\(line)")
        }
    }

    @Test func laterRegistrationsReplaceEarlierOnesAndMenusKeepTheirRow() {
        let setup = read("""
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: RightIconAdListItemView.self, viewLayout: AdListItemViewLayout())
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: FeedAdListItemView.self, viewLayout: FeedAdItemLargeViewLayout())
        let chips = AdListMenuViewLayout()
        chips.itemSpace = 6
        TnkLayout.shared.registerMenuViewLayout(type: .filter, viewClass: ScrollAdListMenuView.self, viewLayout: chips)
        TnkLayout.shared.alertControl = DefaultAlertControl()
        """)
        #expect(lines(setup) == [
            "note: Setup.swift:2:1: registration of .normal replaces the one at 1:1",
            "warning: Setup.swift:5:106: the document's filter row starts from AdListFilterViewLayout's defaults; "
                + "AdListMenuViewLayout's own defaults are not kept, only the properties the setup assigns",
            "note: Setup.swift:6:1: ignored: TnkLayout.shared.alertControl = DefaultAlertControl() (TnkLayout.alertControl, which has no effect on a still image, is not part of the layout setup)",
        ])
        #expect(setup.json.contains(#""viewClass": "FeedAdListItemView""#) && !setup.json.contains("RightIcon"))
        #expect(setup.json.contains(#""filter": {"#) && setup.json.contains(#""itemSpace": 6"#))
    }

    /// Reading a property gives what the setup assigned, else the class chain's default (the
    /// setup's classes, then the built-in class's, from AdLayoutCore).
    @Test func readsDefaultsThroughTheClassChain() {
        let setup = read("""
        class Strip: FeedAdItemScrollViewLayout {
            override init() {
                super.init()
                itemSpace = 4
                itemInset.top = sectionInset.left + 1
            }
        }
        class Narrow: Strip {}
        let d = Narrow()
        d.lineSpace = d.itemSpace * 2
        d.dividerLeadingSpace = d.sectionInset.left
        d.dividerTrailingSpace = d.titleLabel.leadingSpace + d.iconImage.width
        d.itemInset = d.sectionInset
        TnkLayout.shared.registerItemViewLayout(type: .suggest, viewClass: FeedAdListItemView.self, viewLayout: d)
        let style = TnkStyles.shared.adListItem
        style.descLabel.leadingSpace += 2
        """)
        // The style change comes after the layout: warned, and still read (the desc's default leadingSpace is 12).
        #expect(lines(setup) == ["warning: Setup.swift:16:1: TnkStyles is changed after a layout was made (at 9:9): the SDK gives "
                                 + "styles only to layouts made afterwards, AdLayout gives the document's styles to every layout; set TnkStyles first"])
        // FeedAdItemScrollViewLayout: sectionInset 8/20/17/20 (PresetMetrics.suggestInset), titleLabel.leadingSpace 2.5; icon 72.
        #expect(setup.json.contains("""
                "itemInset": {
                  "top": 8,
                  "left": 20,
                  "bottom": 17,
                  "right": 20
                }
        """))
        for line in [#""top": 21"#, #""lineSpace": 8"#, #""dividerLeadingSpace": 20"#, #""dividerTrailingSpace": 74.5"#, #""leadingSpace": 14"#] {
            #expect(setup.json.contains(line), "\(line)")
        }
    }

    /// Reading an expression recurses once per level (`1 + 1 + …` is a level per operator), so
    /// levels are limited: 10,000 terms overflowed the stack.
    @Test func deeplyNestedExpressionsAreAnError() {
        func setup(terms: Int) -> SetupDocument {
            read("""
            let l = AdListItemViewLayout()
            l.lineSpace = \(Array(repeating: "1", count: terms).joined(separator: " + "))
            TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: l)
            """)
        }
        let deep = setup(terms: 10_000)
        // At the 257th operator (`=` is the first, then each `+` of `1 + ` from column 17).
        #expect(lines(deep) == ["error: Setup.swift:2:1037: expression of more than 256 operators (each operator is a level of "
                                + "nesting); the limit is 256"])
        #expect(deep.diagnostics.map(\.code) == [.swiftLimit])
        #expect(deep.hasErrors)
        let fine = setup(terms: 200)
        #expect(fine.diagnostics.isEmpty && fine.json.contains("\"lineSpace\": 200"))
    }

    /// `1 / 0` is +∞ in Swift and cannot be a document's value: an error where it is written (it was
    /// reported as invalid JSON at 1:1).
    @Test func aDivisionByZeroIsAnErrorAtItsPosition() {
        let setup = read("""
        let l = AdListItemViewLayout()
        l.lineSpace = 1 / 0
        l.iconImage.width = 0.0 / 0
        """)
        #expect(lines(setup) == [
            "error: Setup.swift:2:15: 1 / 0 is infinite (a division by zero?); a setup value must be a finite number",
            "error: Setup.swift:3:21: 0.0 / 0 is not a number (NaN) (a division by zero?); a setup value must be a finite number",
        ])
    }
}
