/// Who a record belongs to, as people are told apart: by name, without regard to case (`Ann` and
/// `ann` are one person). Records written before the history kept names carry none; they belong
/// to `unnamedRecordsOwner`, the saved person, until a save of someone else names them.
public struct PersonName: Sendable, Hashable {
    /// The name as compared: its case folded (upper case, then lower, so `Straße` and `STRASSE`
    /// are one name, as Unicode's full case folding has them), and every kind of space (a
    /// no-break space looks like a space) one space, with none around it.
    public let key: String

    public init(_ name: String) {
        var spaced = String.UnicodeScalarView()
        for scalar in name.uppercased().lowercased().unicodeScalars {
            spaced.append(scalar.properties.isWhitespace ? " " : scalar)
        }
        key = String(spaced).split(separator: " ").joined(separator: " ")
    }

    /// Whose `record` is, its name missing read as `unnamedRecordsOwner`'s.
    public init(of record: BMIRecord, unnamedRecordsOwner: String) {
        self.init(record.name ?? unnamedRecordsOwner)
    }
}
