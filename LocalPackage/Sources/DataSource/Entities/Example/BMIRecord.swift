/// One save, as the history keeps it: whose, when, and the weight (kg) and height (cm) then.
/// Its fields are declared in the order of their names: JSON writes them so (`history --json`,
/// sorted keys), and an object's members that come sorted need not be sorted again.
public struct BMIRecord: Codable, Sendable, Equatable, Identifiable {
    public var date: Date
    public var height: Double
    public var id: UUID
    /// The person measured (empty for a person saved without a name). `nil` only in records
    /// written before the history kept names: those are the saved person's (`PersonName`).
    public var name: String?
    public var weight: Double

    public init(id: UUID, date: Date, weight: Double, height: Double, name: String? = nil) {
        self.id = id
        self.date = date
        self.weight = weight
        self.height = height
        self.name = name
    }
}
