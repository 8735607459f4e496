import DataSource

/// A screen in the terminal: it renders its store as lines and turns typed lines into actions.
/// The scene calls `appear` when the screen is pushed or shown again, asks for a line with
/// `request` (showing `menu` first when the screen waits at it), calls `handle` for each line
/// typed while it is on top, `back` for Esc at a value prompt, and `disappear` when it is popped
/// or the app ends.
@MainActor protocol ScreenView: AnyObject {
    /// Sends `.task`, then writes the screen (the scene writes the menu and the prompt).
    func appear() async
    /// The menu, while the screen waits at it; `nil` while it asks for something else.
    var menu: Menu? { get }
    /// What the screen asks for now. A menu's prompt unless the screen says otherwise.
    var request: LineRequest { get }
    /// Handles one typed line: at a menu, only a choice the menu offers.
    func handle(_ line: String) async
    /// Esc (or a line that is only Esc) at a prompt that is not the menu: the way back to it.
    func back() async
    /// Sends `.onDisappear`.
    func disappear() async
}

extension ScreenView {
    var request: LineRequest {
        (menu ?? Menu()).request
    }

    func back() async {}
}
