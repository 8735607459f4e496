/// Why `luca` did nothing: one line that says what is wrong and what is accepted.
public struct GeneratorError: Error, CustomStringConvertible {
    public var description: String
    /// A write that failed (exit status 74), rather than a refusal before anything was written (65).
    public var isWriteFailure: Bool

    public init(_ description: String, isWriteFailure: Bool = false) {
        self.description = description
        self.isWriteFailure = isWriteFailure
    }
}
