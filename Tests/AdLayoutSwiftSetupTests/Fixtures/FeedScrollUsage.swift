// The SDK guide's section "횡 스크롤 설정하기": the SDK's FeedAdItemScrollViewLayout as the normal list, verbatim.
let viewLayout = FeedAdItemScrollViewLayout()

viewLayout.sectionHeaderViewClass = nil // 섹션 헤더 표시하지 않기
viewLayout.sectionFooterViewClass = nil // 섹션 푸터 표시하지 않기

TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: FeedAdListItemView.self, viewLayout: viewLayout)
