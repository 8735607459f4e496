import Foundation

/// Timing helpers for the benchmarks: wall-clock time on `ContinuousClock`.
enum Measure {
    /// Nanoseconds per operation of `operations` runs of `body`.
    static func nanosecondsPerOperation(_ operations: Int, _ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        for _ in 0..<operations { try body() }
        return nanoseconds(since: start) / Double(operations)
    }

    /// Nanoseconds per operation of `operations` runs of an async `body`, run on the caller's
    /// actor: measuring from another executor would time a hop per run, not the body.
    static func nanosecondsPerOperation(
        isolation: isolated (any Actor)? = #isolation,
        _ operations: Int,
        _ body: () async throws -> Void
    ) async rethrows -> Double {
        let start = ContinuousClock.now
        for _ in 0..<operations { try await body() }
        return nanoseconds(since: start) / Double(operations)
    }

    static func nanoseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
