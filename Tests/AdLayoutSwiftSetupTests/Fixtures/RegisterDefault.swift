// The SDK guide's section "레이아웃 등록하기": the registration example (the SDK's default for .normal).
// TnkLayout 메소드
// func registerItemViewLayout(type:LayoutType, viewClass: AnyClass, viewLayout:AdListItemViewLayout)

// 사용예시
TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, 
                                        viewLayout: AdListItemViewLayout())
