/// One part of a suite split across machines: `--shard 2/3` runs every third snapshot starting
/// with the second. The split depends only on the sorted list, so the shards of one suite never
/// overlap and together cover it.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    /// How many shards the suite is split into.
    public var count: Int

    /// Shard `index` of `count`; nil unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    /// Parses `i/n`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    /// The items of this shard, in order.
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// `index/count`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }
}
