/// The actions of a screen Home pushes. Its Back and Quit are answered by Home whatever the
/// screen (Back pops it, Quit ends the app: `Home.screenAction()`), so a screen is its store, a
/// case of `Home.Path` and a line of Home's menu; its other actions are its own.
public protocol ChildScreenAction: Sendable, Equatable {
    static var backButtonTapped: Self { get }
    static var quitButtonTapped: Self { get }
}
