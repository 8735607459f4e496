/// One save, as the history keeps it: when, and the weight (kg) and height (cm) then.
public struct BMIRecord: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var date: Date
    public var weight: Double
    public var height: Double

    public init(id: UUID, date: Date, weight: Double, height: Double) {
        self.id = id
        self.date = date
        self.weight = weight
        self.height = height
    }
}
