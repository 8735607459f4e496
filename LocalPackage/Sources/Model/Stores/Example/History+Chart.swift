import DataSource

extension History {
    /// `charted` as rows, newest first.
    public var chartedRows: [Row] {
        rows(of: charted, earlier: chartedEarlier)
    }

    /// `chartedGoal` in the unit in use, to hundredths.
    public var chartedGoalShown: Double? {
        chartedGoal.map { MeasurementService.shown(measurementService.displayed($0, of: .weight, in: unitSystem)) }
    }

    /// Where each category starts for the charted person's weight, at their newest height, in the
    /// unit in use (`MeasurementService.weightWhereShownBMI(reaches:height:in:)`), lowest first.
    public var chartedCategoryStarts: [(category: BMICategory, weight: Double)] {
        guard let newest = charted.first else { return [] }
        return BMIService.categoryLowerBounds(in: classification).map { bound in
            let start =
                bound.lowerBound == 0
                ? 0
                : measurementService.weightWhereShownBMI(
                    reaches: bound.lowerBound, height: newest.height, in: unitSystem)
            return (bound.category, start)
        }
    }

    /// How many records a chart draws at most: years of weekly weigh-ins, months of daily ones.
    public static let chartedCount = 1_000

    /// The charted person's newest records.
    func loadCharted() async throws(DataError) {
        guard let whose = personShown ?? records.first.map({ $0.name ?? unnamedRecordsOwner }) else {
            (charted, chartedEarlier, chartedHasOlder, chartedGoal) = ([], [], false, nil)
            return
        }
        var query = self.query
        query.person = PersonName(whose)
        let page = try await historyRepository.newest(Self.chartedCount, query)
        (charted, chartedEarlier, chartedHasOlder) = (page.records, page.earlier, page.hasOlder)
        do {
            chartedGoal = try await goalRepository.goal(of: page.records.first?.name ?? whose)?.weight
        } catch {
            chartedGoal = nil
            logService.log(.dataFailed(error))
        }
    }
}
