extension String {
    /// The saved person, as JSON.
    static let personFileName = "person.json"
}
