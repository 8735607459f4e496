import CommandSpec

extension ValueSpec {
    /// Whether `value` is a whole number too large for an `Int`, given for an integer option: it is
    /// refused for its size, which the message then says (`at most …`), not for its form.
    func isTooLarge(_ value: String) -> Bool {
        guard case .integer = kind, !value.isEmpty, value.allSatisfy({ ("0"..."9").contains($0) }) else {
            return false
        }
        return Int(value) == nil
    }
}
