// offerwall-ui-guide.md §3 "TnkStyles": every title in red, verbatim.
TnkStyles.shared.adListItem.titleLabel.color = .red
