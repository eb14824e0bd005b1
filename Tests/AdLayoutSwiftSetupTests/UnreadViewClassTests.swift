import AdLayoutSwiftSetup
import Testing

/// A registered view class the reader found but could not read stops with an error at the registration that
/// says where the class is and which lines say why (never an unknown view class to give the app's folder for).
@Suite struct UnreadViewClassTests {
    @Test func aSubclassOfABuiltInViewIsNamedWithItsWarning() {
        let setup = read("""
        import UIKit
        import TnkRwdSdk2

        final class GoldItemView: DefaultAdListItemView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .yellow
            }
        }

        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: GoldItemView.self, viewLayout: AdListItemViewLayout())
        """)
        #expect(lines(setup) == [
            "warning: Setup.swift:4:1: skipped: class GoldItemView subclasses DefaultAdListItemView, whose views and drawing are the "
                + "SDK's own code: only direct subclasses of AdListItemView (loading a XIB or making views in code) are read; subclass "
                + "AdListItemView, or register the view in your own executable",
            "error: Setup.swift:11:1: viewClass: GoldItemView is a view class of the app (Setup.swift:4:13) that the reader found but "
                + "could not read; see the warning above at line 4 of Setup.swift; write what they name as the reader reads it (the "
                + "article \"Reading your Swift setup\"), or register the view in your own executable",
        ])
        #expect(setup.hasErrors)
    }

    /// A view whose XIB is not among the files keeps its own warning (give the app's folder): the rest of the
    /// setup is still printed.
    @Test func aViewWhoseXIBIsMissingIsNotAnError() {
        let setup = read("""
        final class NibItemView: AdListItemView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let view = UINib(nibName: "NibItemView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! UIView
                contentView.addSubview(view)
            }
        }

        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: NibItemView.self, viewLayout: AdListItemViewLayout())
        """)
        #expect(lines(setup) == [
            "warning: Setup.swift:4:35: skipped: UINib(nibName: \"NibItemView\"): no NibItemView.xib among the setup's files; give the "
                + "app's folder (--swift-setup MyApp/) so its XIBs are found",
        ])
        #expect(!setup.hasErrors)
    }
}
