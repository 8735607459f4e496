/// Why `luca` did nothing: one line that says what is wrong and what is accepted.
struct GeneratorError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
