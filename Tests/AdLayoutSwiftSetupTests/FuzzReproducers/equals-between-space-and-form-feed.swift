let a = b
let c = d
