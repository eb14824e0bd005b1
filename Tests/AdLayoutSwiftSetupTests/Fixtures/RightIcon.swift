// The SDK guide's section "RightIconAdListItemView, FeedAdListItemView": onClickOfferwall1, verbatim.
@IBAction
func onClickOfferwall1() {
    
    let viewLayout = AdListItemViewLayout()

    viewLayout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    viewLayout.itemInset = UIEdgeInsets(top: 6, left: 10, bottom: 7, right: 10)
    viewLayout.dividerLeadingSpace = 10
    viewLayout.dividerTrailingSpace = 10
    
    // RightIconAdListView 를 기본 광고 목록으로 설정
    TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: RightIconAdListItemView.self, 
                                            viewLayout: viewLayout)
     
    showOfferwall()        
}

