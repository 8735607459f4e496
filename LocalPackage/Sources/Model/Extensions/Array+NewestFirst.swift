import DataSource

extension [BMIRecord] {
    /// Newest first by measurement date, whatever order they were written in (a clock set back,
    /// an import); records of the same date keep the later-written first.
    public var newestFirst: [BMIRecord] {
        enumerated()
            .sorted { ($0.element.date, $0.offset) > ($1.element.date, $1.offset) }
            .map(\.element)
    }
}
