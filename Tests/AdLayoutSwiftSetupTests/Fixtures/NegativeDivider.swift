let viewLayout = AdListItemViewLayout()
viewLayout.dividerHeight = -5
TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: viewLayout)
