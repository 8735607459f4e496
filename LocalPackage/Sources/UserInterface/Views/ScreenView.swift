/// A screen in the terminal: it renders its store as lines and turns typed lines into actions.
/// The scene calls `appear` when the screen is pushed or shown again, `handle` for each line
/// typed while it is on top, and `disappear` when it is popped or the app ends.
@MainActor protocol ScreenView: AnyObject {
    /// Sends `.task`, then writes the screen and its first prompt.
    func appear() async
    /// Handles one typed line and writes what changed and the next prompt.
    func handle(_ line: String) async
    /// Sends `.onDisappear`.
    func disappear() async
}
