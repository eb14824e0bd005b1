// The SDK guide's section "RightIconAdListItemView, FeedAdListItemView": onClickOfferwall2, verbatim.
@IBAction
func onClickOfferwall2() {
    // FeedAdListItemView 를 기본 광고 목록으로 설정
    TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: FeedAdListItemView.self, 
                                            viewLayout: FeedAdItemLargeViewLayout())

    showOfferwall()
}
