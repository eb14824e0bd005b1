/// The suite `bench` runs without FILE, as an executable opts into it (``CommandSetExtension``;
/// `Benchmarks/Suite`'s `.benchmarkSuite`).
package protocol BuiltInBenchmarks: Sendable {
    /// Runs the suite with `options`, recording into `report`.
    func run(_ options: BenchOptions, into report: inout BenchReport) throws
}
