import DataSource

extension History {
    /// One record as the screen, JSON and CSV show it: the record as the history holds it, that
    /// record in the unit system in use, and what is worked out from it beside them (never a copy
    /// of one of its fields, so that a field added to `BMIRecord` reaches every view of it).
    public struct Row: Sendable, Equatable, Identifiable {
        /// As the history holds it: kilograms and centimetres, every digit.
        public var record: BMIRecord
        /// `record` in the unit system in use, each measurement to the hundredths shown, and named
        /// (a record saved before names were kept is the saved person's): what JSON writes of it.
        public var shown: BMIRecord
        public var unitSystem: UnitSystem
        public var classification: Classification
        /// When it was measured, on the local wall clock.
        public var localTime: LocalTime
        public var bmi: Double
        public var category: BMICategory?
        /// The weights that give its height a normal BMI, in the unit in use.
        public var healthyWeight: ClosedRange<Double>
        /// The trend of the person's weight at this record, in the unit in use, to hundredths.
        public var trend: Double
        /// The trend as a BMI at this record's height: the chart's line.
        public var trendBMI: Double
        /// Since the person's previous record (weight in the unit in use, to hundredths); `nil`
        /// for their first.
        public var change: ProgressService.Change?
        public var id: BMIRecord.ID { record.id }
        /// Whose it is, as saved.
        public var name: String { shown.name ?? "" }
    }

    /// The records as the screen shows them, newest first.
    public var rows: [Row] {
        rows(of: records, earlier: earlier, later: later)
    }

    /// `records` (newest first) as rows, their progress computed from `earlier` (and `later`, the
    /// records of the moment they start in).
    func rows(of records: [BMIRecord], earlier: [BMIRecord], later: [BMIRecord] = []) -> [Row] {
        let progress = progressService.progress(of: records, earlier: earlier, later: later, owner: query.owner)
        return zip(records, progress).map(row)
    }

    /// `record` as the screen shows it, at `progress`.
    func row(_ record: BMIRecord, _ progress: ProgressService.Progress) -> Row {
        let bmi = bmiService.calculateBMI(record)
        let inUnit = { (kilograms: Double) in
            MeasurementService.shown(self.measurementService.displayed(kilograms, of: .weight, in: self.unitSystem))
        }
        return Row(
            record: record,
            shown: measurementService.shown(record, in: unitSystem, named: unnamedRecordsOwner),
            unitSystem: unitSystem,
            classification: classification,
            localTime: dateClient.localTime(record.date),
            bmi: bmi,
            category: bmiService.category(bmi: bmi, in: classification),
            healthyWeight: measurementService.healthyWeight(height: record.height, in: unitSystem),
            trend: inUnit(progress.trend),
            trendBMI: bmiService.calculateBMI(weight: progress.trend, height: record.height),
            change: progress.change.map { .init(weight: inUnit($0.weight), bmi: MeasurementService.shown($0.bmi)) }
        )
    }

    /// Every record the query includes, as rows a thousand at a time to `body` (see
    /// `Action.everyRowRequested`).
    func streamRows(_ order: Order, _ reader: RowReader) async {
        let query = self.query
        let body = reader.read
        do {
            let snapshot = try await historyRepository.snapshot()
            var isStopped = false
            switch order {
            case .newestFirst:
                undecodableLines = try snapshot.newestFirst(pagesOf: 1_000, query) { page in
                    isStopped = !body(rows(of: page.records, earlier: page.earlier, later: page.later))
                    return !isStopped
                }
            case .oldestFirst:
                var progression = ProgressService.Progression()
                var block: [Row] = []
                undecodableLines = try snapshot.oldestFirst { record in
                    guard query.includes(record) else { return true }
                    let owner = query.owner(of: record)
                    block.append(row(record, progressService.progress(at: record, owner: owner, &progression)))
                    guard block.count == 1_000 else { return true }
                    isStopped = !body(block)
                    block.removeAll(keepingCapacity: true)
                    return !isStopped
                }
                if !isStopped, !block.isEmpty { _ = body(block) }
            }
            repeatedIDLines = reader.findsRepeatedIDs && !isStopped ? try snapshot.repeatedIDLines() : []
            dataError = nil
        } catch {
            dataError = error
            logService.log(.dataFailed(error))
        }
    }

    /// Where `everyRowRequested` hands its rows: `read` returns `false` to stop. Equal only to
    /// itself (two closures cannot be compared; actions are, in tests).
    public final class RowReader: Sendable, Equatable {
        let read: @MainActor @Sendable ([Row]) -> Bool
        /// Whether the lines whose record repeats an earlier one's id are found too
        /// (`repeatedIDLines`), once every row was read: a pass holding every id.
        let findsRepeatedIDs: Bool

        public init(findsRepeatedIDs: Bool = false, _ read: @escaping @MainActor @Sendable ([Row]) -> Bool) {
            self.read = read
            self.findsRepeatedIDs = findsRepeatedIDs
        }

        public static func == (lhs: RowReader, rhs: RowReader) -> Bool {
            lhs === rhs
        }
    }

    /// Which record comes first.
    public enum Order: Sendable {
        case newestFirst
        case oldestFirst
    }
}
