/// One save, as the history keeps it: whose, when, and the weight (kg) and height (cm) then.
public struct BMIRecord: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var date: Date
    public var weight: Double
    public var height: Double
    /// The person measured (empty for a person saved without a name). `nil` only in records
    /// written before the history kept names: those are the saved person's (`PersonName`).
    public var name: String?

    public init(id: UUID, date: Date, weight: Double, height: Double, name: String? = nil) {
        self.id = id
        self.date = date
        self.weight = weight
        self.height = height
        self.name = name
    }
}
