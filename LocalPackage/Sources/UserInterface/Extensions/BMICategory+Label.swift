import DataSource

extension BMICategory {
    /// The category as people read it, in the session's language.
    func label(in strings: any Strings) -> String {
        strings.label(self)
    }
}
