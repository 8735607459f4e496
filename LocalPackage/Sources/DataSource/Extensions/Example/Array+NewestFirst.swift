extension [BMIRecord] {
    /// Newest first by measurement date, whatever order they were written in (a file edited by
    /// hand or written by an older version); records of the same date keep the later-written
    /// first. The history keeps its file in date order, so this is usually one pass and a reversal.
    public var newestFirst: [BMIRecord] {
        guard indices.dropFirst().contains(where: { self[$0 - 1].date > self[$0].date }) else {
            return reversed()
        }
        return enumerated()
            .sorted { ($0.element.date, $0.offset) > ($1.element.date, $1.offset) }
            .map(\.element)
    }
}
