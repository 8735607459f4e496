import CommandSpec

extension ValueSpec {
    /// Whether `value` is a whole number too large for an `Int`, given for an integer option: it is
    /// refused for its size, which the message then says (`at most …`), not for its form.
    func isTooLarge(_ value: String) -> Bool {
        // NB: an option with a maximum of its own says it (`from 0 to 1000`), whatever the size.
        guard case .integer(_, .max) = kind, !value.isEmpty, value.allSatisfy({ ("0"..."9").contains($0) }) else {
            return false
        }
        return Int(value) == nil
    }
}
