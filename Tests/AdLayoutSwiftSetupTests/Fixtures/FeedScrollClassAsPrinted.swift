// The SDK guide's section "횡 스크롤 설정하기": the class exactly as the guide prints it (it does not parse).
class FeedAdItemScrollViewLayout: AdListItemViewLayout {
    
    override public init() {
        super.init()
        
        itemDirection = 1  // 아이템 배치 순서를 위에서 아래 방향으로 설정
        
        orthogonalScrolling = .continuous. // .paging 또는 .groupPaging 설정 가능
        
        // ...
   }

    override public func itemColumns(_ parentSize:CGSize, numberOfItems:Int) -> [Int] {
        if numberOfItems > 3 {
            return [2,0]    // 광고 갯수가 4개 이상인 경우는 2줄로 표시
        }
        else {
            return [1,0]   // 광고 갯수가 3개 이하인 경우는 1줄로 표시
        }
    }
