/// The actions of a screen Home pushes. Its Back and Quit are answered by Home whatever the
/// screen (Back pops it, Quit ends the app), so a screen is wired into Home's `reduce` by one
/// line, `case .tapper(let action): navigate(action)`; its other actions are its own.
public protocol ChildScreenAction: Sendable, Equatable {
    static var backButtonTapped: Self { get }
    static var quitButtonTapped: Self { get }
}
