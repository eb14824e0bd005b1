let x = "\(f("
