/// A weight a person aims for, kilograms.
public struct Goal: Codable, Sendable, Equatable {
    public var name: String
    public var weight: Double

    public init(name: String, weight: Double) {
        self.name = name
        self.weight = weight
    }
}
