// The SDK guide's section "Menu 와 Filter": the selected filter chip in black, verbatim.
// Filter 메뉴 UI 변경
let filterMenuLayout = AdListFilterViewLayout()
filterMenuLayout.itemButton.backgroundSelected = UIColor.black
filterMenuLayout.itemButton.backgroundHighlighted = UIColor.black
        
TnkLayout.shared.registerMenuViewLayout(type: .filter, viewClass: DefaultAdListMenuView.self, 
                                        viewLayout: filterMenuLayout)
