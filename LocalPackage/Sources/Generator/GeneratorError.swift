/// Why `luca` did nothing: one line that says what is wrong and what is accepted.
public struct GeneratorError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
