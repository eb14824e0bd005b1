// The SDK guide's section "TnkStyles": every title in red, verbatim.
TnkStyles.shared.adListItem.titleLabel.color = .red
