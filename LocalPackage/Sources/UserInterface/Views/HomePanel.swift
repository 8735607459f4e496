import DataSource

/// What Home shows of a screen's data, under its title and above its menu (the newest entry,
/// say): a view of a store of the screen's, read each time Home appears, let go when a screen
/// covers Home. `HomeView.panels` lists them, one line each.
@MainActor protocol HomePanel {
    /// Reads what it shows; the error to say if a signal calls the read off (a lock waited on).
    func appear() async -> DataError?
    /// Writes it, under Home's title.
    func write()
    func disappear() async
}
