/// The table the benchmarks print: one row per figure, with the target where there is one and
/// whether this run met it.
struct Report {
    private(set) var missed: [String] = []

    mutating func add(_ name: String, _ value: String, target: String = "", met: Bool? = nil) {
        if met == false { missed.append(name) }
        // Printed as it comes, so a long run shows progress.
        print("| \(name) | \(value) | \(target) | \(met.map { $0 ? "met" : "NOT MET" } ?? "") |")
    }

    static let header = "| measure | figure | target | |\n| --- | --- | --- | --- |"
}

extension Double {
    /// `123.4`, for a table.
    var oneDecimal: String { String(format: "%.1f", self) }
    /// `1.23`, for a ratio.
    var twoDecimals: String { String(format: "%.2f", self) }
}
