/// The person whose BMI is calculated: weight in kilograms, height in centimetres.
public struct Person: Codable, Sendable, Equatable {
    public var name: String
    public var weight: Double
    public var height: Double

    public init(name: String, weight: Double, height: Double) {
        self.name = name
        self.weight = weight
        self.height = height
    }

    public static let empty = Person(name: "", weight: .zero, height: .zero)
}
