import DataSource

/// Records from a CSV file as `bmi export` writes it, each row checked by the rules of typed input
/// (names, weights, heights, the BMI they make, dates), or the first row refused. Holds no state.
public struct ImportService: Sendable {
    /// The largest file imported, 64 MiB: about a million and a half records, which an import
    /// holds in memory (about fifteen times the file) to write them all or none.
    public static let largestFile = 64 * 1024 * 1024

    private let measurementService: MeasurementService
    private let nameService: NameService
    private let dateService: MeasurementDateService

    public init(_ appDependencies: AppDependencies) {
        measurementService = MeasurementService(appDependencies)
        nameService = NameService(appDependencies)
        dateService = MeasurementDateService(appDependencies)
    }

    /// The headers read, by the unit system their columns name (a fifth, export's `bmi`, is
    /// optional and not read, whatever its name: a BMI is worked out from the measurement).
    /// `bmi export` writes these (`RecordsCSV`).
    public static let headers: [UnitSystem: [String]] = [
        .metric: ["date", "name", "weight_kg", "height_cm"], .imperial: ["date", "name", "weight_lb", "height_in"],
    ]

    /// The person an openScale file's records are of, and their height (centimetres).
    public struct Person: Sendable {
        public var name: String
        public var height: Double?

        public init(name: String, height: Double?) {
            self.name = name
            self.height = height
        }
    }

    /// Every row's record, in file order, each with an id from `newID`; or the first row refused.
    /// A file openScale exported (`DATE,TIME,…,WEIGHT,…` or `dateTime,weight,…`) is `person`'s.
    public func records(fromCSV text: String, person: Person?, newID: () -> UUID) -> Result<[BMIRecord], ImportError> {
        let rows: [(number: Int, fields: [String])]
        switch CSV.rows(text) {
        case .success(let read): rows = read
        case .failure(let malformed): return .failure(ImportError(row: malformed.row, .notCSV))
        }
        guard let first = rows.first else { return .failure(ImportError(row: 1, .unknownHeader)) }
        let header = first.fields.map { $0.trimmingSpaces.lowercased() }
        // Its own first: a file it exported may not be read as another tracker's.
        if let columns = Self.twoColumns(in: header) { return .failure(ImportError(row: first.number, columns)) }
        guard let unitSystem = Self.headers.first(where: { header.prefix(4).elementsEqual($0.value) })?.key else {
            if let problem = Self.problem(withOwnHeader: header) {
                return .failure(ImportError(row: first.number, problem))
            }
            guard header.contains(where: { ["weight", "date", "datetime", "time"].contains($0) }) else {
                return .failure(ImportError(row: first.number, .unknownHeader))
            }
            return openScaleRecords(rows, header: header, person: person, newID: newID)
        }
        guard (4...5).contains(header.count) else { return .failure(ImportError(row: first.number, .header)) }
        // A person is an openScale file's: this file names its own.
        guard person == nil else { return .failure(ImportError(row: first.number, .namesItsPeople)) }
        var records: [BMIRecord] = []
        for (number, fields) in rows.dropFirst() {
            switch record(fields, row: number, columns: header.count, in: unitSystem, id: newID()) {
            case .success(let record): records.append(record)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(records)
    }

    /// Two of bmi's columns for one quantity (`weight_kg` and `weight_lb`, or `weight_kg` twice),
    /// wherever they are: which was meant cannot be told.
    static func twoColumns(in header: [String]) -> ImportError.Problem? {
        let (metric, imperial) = (headers[.metric]!, headers[.imperial]!)
        for (index, column) in header.enumerated() where metric.contains(column) || imperial.contains(column) {
            if header[(index + 1)...].contains(column) { return .twoColumns(column, column) }
        }
        return (2..<4).first { header.contains(metric[$0]) && header.contains(imperial[$0]) }
            .map { .twoColumns(metric[$0], imperial[$0]) }
    }

    /// What is wrong with a header that names a column only bmi's own files have (`name`,
    /// `weight_kg`…) but is not one of `headers`: a column missing, else its order or an extra
    /// column (`.header`); `nil` for a header that names none.
    static func problem(withOwnHeader header: [String]) -> ImportError.Problem? {
        let own = Set(headers.values.joined()).subtracting(["date"])
        guard header.contains(where: own.contains) else { return nil }
        let (metric, imperial) = (headers[.metric]!, headers[.imperial]!)
        let expected = header.contains { imperial.dropFirst(2).contains($0) } ? imperial : metric
        if let missing = expected.first(where: { !header.contains($0) }) { return .missingColumn(missing) }
        return .header
    }

    private func record(_ fields: [String], row: Int, columns: Int, in unitSystem: UnitSystem, id: UUID)
        -> Result<BMIRecord, ImportError>
    {
        guard fields.count == columns else {
            return .failure(ImportError(row: row, .fieldCount(expected: columns, found: fields.count)))
        }
        let date: Date
        switch dateService.date(fromISO: fields[0].trimmingSpaces) {
        case .success(let read): date = read
        case .failure(.notADate): return .failure(ImportError(row: row, .date))
        case .failure(let error): return .failure(ImportError(row: row, .dateRefused(error)))
        }
        let name: String
        switch nameService.name(from: CSV.untext(fields[1])) {
        case .success(let read): name = read
        case .failure(let error): return .failure(ImportError(row: row, .name(error)))
        }
        var values: [Double] = []
        for (field, text) in [(MeasurementField.weight, fields[2]), (.height, fields[3])] {
            switch measurementService.value(of: field, from: text, current: 0, in: unitSystem) {
            case .success(let value): values.append(value)
            case .failure(let error): return .failure(ImportError(row: row, .value(error)))
            }
        }
        if let error = measurementService.invalidField(weight: values[0], height: values[1], in: unitSystem) {
            return .failure(ImportError(row: row, .value(error)))
        }
        return .success(BMIRecord(id: id, date: date, weight: values[0], height: values[1], name: name))
    }

    /// openScale's own export, one person's: `DATE` (2026-11-21) and `TIME` (07:30, 07:30:15, or none:
    /// noon, as openScale takes it), or one `dateTime` (2026-11-21 07:30); `WEIGHT` in kilograms;
    /// its other columns (body fat, water…) not read; a row with no weight left out. Local time.
    private func openScaleRecords(
        _ rows: [(number: Int, fields: [String])], header: [String], person: Person?, newID: () -> UUID
    ) -> Result<[BMIRecord], ImportError> {
        // One column for each thing read: which of two would be meant cannot be guessed.
        let read = header.filter { ["date", "time", "datetime", "weight"].contains($0) }
        guard Set(read).count == read.count, !(read.contains("date") && read.contains("datetime")) else {
            return .failure(ImportError(row: 1, .openScaleHeader))
        }
        guard read.contains("weight") else { return .failure(ImportError(row: 1, .missingColumn("WEIGHT"))) }
        guard read.contains("date") || read.contains("datetime") else {
            return .failure(ImportError(row: 1, .missingColumn("DATE")))
        }
        guard let person else { return .failure(ImportError(row: 1, .needsAName)) }
        guard let height = person.height else { return .failure(ImportError(row: 1, .needsAHeight(name: person.name))) }
        let column = { (name: String) in header.firstIndex(of: name) }
        let (date, time, dateTime, weight) = (column("date"), column("time"), column("datetime"), column("weight")!)
        var records: [BMIRecord] = []
        for (row, fields) in rows.dropFirst() {
            let field = { (column: Int?) in
                column.flatMap { fields.indices.contains($0) ? fields[$0].trimmingSpaces : nil } ?? ""
            }
            guard !field(weight).isEmpty else { continue }
            var (day, clock) = (field(date), field(time))
            if day.isEmpty {
                let parts = field(dateTime).split(separator: " ", maxSplits: 1).map(String.init)
                (day, clock) = (parts.first ?? "", parts.count > 1 ? parts[1] : "")
            }
            // No time is noon, as openScale takes it; today's, before noon, the day's start: the
            // same moment at each import, so a second one finds it there.
            let minute: String
            switch clock.isEmpty ? .success("12:00") : Self.minute(of: clock) {
            case .success(let read): minute = read
            case .failure(.notADate): return .failure(ImportError(row: row, .openScaleDate))
            case .failure(let error): return .failure(ImportError(row: row, .dateRefused(error)))
            }
            var typed = day + "T" + minute
            if clock.isEmpty, case .failure(.inTheFuture) = dateService.date(from: typed),
                case .success = dateService.date(from: day + "T00:00")
            {
                typed = day + "T00:00"
            }
            let measured: Date
            switch dateService.date(from: typed) {
            case .success(let read): measured = read
            case .failure(.notADate): return .failure(ImportError(row: row, .openScaleDate))
            case .failure(let error): return .failure(ImportError(row: row, .dateRefused(error)))
            }
            let kilograms: Double
            switch measurementService.value(of: .weight, from: field(weight), current: 0, in: .metric) {
            case .success(let value): kilograms = value
            case .failure(let error): return .failure(ImportError(row: row, .value(error)))
            }
            if let error = measurementService.invalidField(weight: kilograms, height: height) {
                return .failure(ImportError(row: row, .value(error)))
            }
            records.append(BMIRecord(id: newID(), date: measured, weight: kilograms, height: height, name: person.name))
        }
        return .success(records)
    }

    /// openScale's time of day, `07:30`, `07:30:15` or `07:30:15.250`, as `07:30`: its seconds
    /// and their fractions are dropped, as a measurement is to the minute. Anything else, after it
    /// too (`07:30 PM`, an offset), is `.notADate` rather than a time moved by hours; a time no
    /// clock shows (`25:30`, `07:30:99`) is `.doesNotExist`.
    static func minute(of clock: String) -> Result<String, DateInputError> {
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        let isDigits = { (text: Substring) in !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }
        let twoDigits = { (text: Substring) in text.count == 2 && isDigits(text) ? Int(text) : nil }
        guard (2...3).contains(parts.count), let hour = twoDigits(parts[0]), let minute = twoDigits(parts[1]) else {
            return .failure(.notADate)
        }
        var second = 0
        if parts.count == 3 {
            let secondParts = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let read = twoDigits(secondParts[0]), secondParts.dropFirst().allSatisfy(isDigits) else {
                return .failure(.notADate)
            }
            second = read
        }
        guard hour < 24, minute < 60, second < 60 else { return .failure(.doesNotExist) }
        return .success(String(clock.prefix(5)))
    }

    /// Which records may be one measurement: the person's and the second's.
    public static func key(of record: BMIRecord, owner: String) -> MeasurementKey {
        MeasurementKey(
            person: PersonName(record.name ?? owner), second: Int(record.date.timeIntervalSince1970.rounded(.down)))
    }

    /// Two records with one key are one measurement when their kilograms and centimetres differ
    /// by less than a file's rounding can make them (hundredths, of pounds and inches too: 185 cm
    /// read back from 72.83 in is 184.99), never by a value a person would type apart (0.05).
    public static func isSame(_ first: BMIRecord, _ second: BMIRecord) -> Bool {
        abs(first.weight - second.weight) < 0.02 && abs(first.height - second.height) < 0.02
    }

    public struct MeasurementKey: Hashable, Sendable {
        var person: PersonName
        var second: Int
    }
}
