extension StringProtocol {
    /// Without the spaces and tabs at either end (what Foundation's `.whitespaces` set trims:
    /// every space separator, such as U+3000 IDEOGRAPHIC SPACE, and the tab). Our own, because
    /// `trimmingCharacters(in:)` is in Foundation, not FoundationEssentials.
    public var trimmingSpaces: String {
        // NB: as a `String`, not generically: a generic copy of the scalars is looked up at run
        // time by name, which cost a one-shot command a tenth of its start-up.
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isSpace })!
        return String(Substring(scalars[first...last]))
    }
}

extension Unicode.Scalar {
    fileprivate var isSpace: Bool {
        self == "\t" || properties.generalCategory == .spaceSeparator
    }
}
