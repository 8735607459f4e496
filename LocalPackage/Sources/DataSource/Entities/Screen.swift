/// The app's screens, as ids (for logs and navigation), never as titles.
public enum Screen: String, Sendable, CaseIterable {
    case home
    case personBMI
    case history
    case settings
    // luca:screens
}
