// The SDK guide's section "큐레이션 Layout 설정": the newapps registration, verbatim.
TnkLayout.shared.registerItemViewLayout(type: .newapps, viewClass: RightIconAdListItemView.self, 
                                        viewLayout: RoundAdItemPageViewLayout())
