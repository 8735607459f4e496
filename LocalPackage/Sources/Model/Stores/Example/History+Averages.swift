import DataSource

extension History {
    /// The averages per week or month of the records shown (`Action.averagesRequested`).
    func loadAverages(by period: AverageService.Period) async {
        // Without pages they come from the records loaded: none, when the load failed, is not
        // "no records" (its error stays).
        guard pageSize != nil || dataError == nil else {
            averages = []
            return
        }
        do {
            let query = self.query
            // Without pages the records are every one shown already.
            let all =
                pageSize == nil
                ? records : try await historyRepository.load().records.newestFirst.filter(query.includes)
            // A page of them: as many periods (each with everyone's rows) as records a page shows.
            var periods: Set<String> = []
            let every = averageService.averages(
                of: all, by: period, owner: query.owner, name: { $0.name ?? self.unnamedRecordsOwner })
            averages = Array(
                every.prefix { average in
                    periods.insert(average.period)
                    return periods.count <= pageSize ?? .max
                })
            averagesHasOlder = averages.count < every.count
            dataError = nil
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
        }
    }
}
