import DataSource

extension BMICategory {
    /// The category as people read it.
    var label: String {
        Strings.english.label(self)
    }
}
