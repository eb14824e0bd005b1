/// One cell of a row: a symbol and its coefficient.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A linear combination `constant + Σ coefficient × symbol`, cells sorted by symbol. As a tableau row it reads
/// `basic = constant + Σ …`; as a constraint row before it is solved, `0 = constant + Σ …`.
struct Row {
    private(set) var cells: [Cell] = []
    var constant: Double = 0
    /// Bit `id % 64` is set for every symbol in the row (and possibly for some removed ones): a quick "surely
    /// absent" test that lets a pivot skip most rows of a sparse tableau without a search.
    private(set) var mask: UInt64 = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(symbol.id & 63) }

    /// Whether the symbol may be in the row (false means it is surely absent).
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask & Row.bit(symbol) != 0 }

    /// The index of `symbol`, or where it would be inserted (negated minus one).
    @inline(__always)
    func search(_ symbol: Symbol) -> Int {
        var low = 0
        var high = cells.count
        let raw = symbol.raw
        while low < high {
            let mid = (low &+ high) >> 1
            let value = cells[mid].symbol.raw
            if value == raw { return mid }
            if value < raw { low = mid + 1 } else { high = mid }
        }
        return -low - 1
    }

    func coefficient(for symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let index = search(symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let index = search(symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -index - 1)
            mask |= Row.bit(symbol)
        }
    }

    /// Adds `factor × other` (constant and cells), dropping near-zero sums.
    mutating func insert(_ other: Row, times factor: Double = 1) {
        var scratch: [Cell] = []
        insert(other, times: factor, scratch: &scratch)
    }

    /// Adds `factor × other`, merging the two sorted cell lists into `scratch` and swapping it in, so that the old
    /// cell buffer becomes the next scratch buffer and steady-state pivoting allocates nothing.
    mutating func insert(_ other: Row, times factor: Double, scratch: inout [Cell]) {
        constant += other.constant * factor
        let theirCount = other.cells.count
        if theirCount == 0 { return }
        if theirCount == 1 {
            insert(other.cells[0].symbol, other.cells[0].coefficient * factor)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + theirCount)
        var newMask: UInt64 = 0
        cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var i = 0
                var j = 0
                while i < mine.count && j < theirs.count {
                    let a = mine[i]
                    let b = theirs[j]
                    if a.symbol.raw < b.symbol.raw {
                        scratch.append(a)
                        newMask |= Row.bit(a.symbol)
                        i += 1
                    } else if b.symbol.raw < a.symbol.raw {
                        let c = b.coefficient * factor
                        if !isNearZero(c) {
                            scratch.append(Cell(symbol: b.symbol, coefficient: c))
                            newMask |= Row.bit(b.symbol)
                        }
                        j += 1
                    } else {
                        let c = a.coefficient + b.coefficient * factor
                        if !isNearZero(c) {
                            scratch.append(Cell(symbol: a.symbol, coefficient: c))
                            newMask |= Row.bit(a.symbol)
                        }
                        i += 1
                        j += 1
                    }
                }
                while i < mine.count {
                    scratch.append(mine[i])
                    newMask |= Row.bit(mine[i].symbol)
                    i += 1
                }
                while j < theirs.count {
                    let c = theirs[j].coefficient * factor
                    if !isNearZero(c) {
                        scratch.append(Cell(symbol: theirs[j].symbol, coefficient: c))
                        newMask |= Row.bit(theirs[j].symbol)
                    }
                    j += 1
                }
            }
        }
        swap(&cells, &scratch)
        mask = newMask
    }

    mutating func remove(_ symbol: Symbol) {
        guard mayContain(symbol) else { return }
        let index = search(symbol)
        if index >= 0 { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + c·symbol + rest` as `symbol = (constant + rest) / −c` (the cell must exist).
    mutating func solve(for symbol: Symbol) {
        let index = search(symbol)
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = constant + c·rhs + rest` as `rhs = …` (a pivot from `lhs` to `rhs`).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`, merging through a reusable buffer; returns whether the symbol
    /// was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) -> Bool {
        guard mayContain(symbol) else { return false }
        let index = search(symbol)
        guard index >= 0 else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, times: coefficient, scratch: &scratch)
        return true
    }
}
