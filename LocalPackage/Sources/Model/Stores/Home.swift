import DataSource
import Observation

/// The root screen: the menu, and the stack of screens opened from it. The screen shown is the
/// top of `path`, or Home when it is empty. `luca feature` adds each screen as a case of `Path`;
/// what Home shows of a screen's data above the menu is a store of that screen's, shown by a panel
/// of `HomeView` (see "A feature's data on Home" in docs/adding-a-feature.md).
@MainActor @Observable public final class Home: Composable {
    public var path: [Path]
    /// Set when the person chose to quit, on any screen; the scene then ends the app.
    public var isQuitRequested: Bool
    public let action: (Action) async -> Void

    public init(
        _ appDependencies: AppDependencies,
        path: [Path] = [],
        isQuitRequested: Bool = false,
        action: @escaping (Action) async -> Void = { _ in }
    ) {
        self.path = path
        self.isQuitRequested = isQuitRequested
        self.action = action
    }

    public func reduce(_ action: Action) async {
        switch action {
        case .task, .onDisappear:
            break  // Home reads nothing: what it shows of a screen's data, its panels read.

        case .screenButtonTapped(let screen):
            path.append(screen)

        case .screenBackButtonTapped:
            _ = path.popLast()

        case .quitButtonTapped:
            isQuitRequested = true
        }
    }

    /// The `action` of a screen Home pushes: its Back pops it, and its Quit ends the app; its
    /// other actions are its own. (Held weakly: the screen is on Home's path.)
    public func screenAction<ScreenAction: ChildScreenAction>() -> (ScreenAction) async -> Void {
        { [weak self] action in
            if action == .backButtonTapped { await self?.send(.screenBackButtonTapped) }
            if action == .quitButtonTapped { await self?.send(.quitButtonTapped) }
        }
    }

    public enum Action: Sendable {
        case task
        case onDisappear
        /// A screen chosen on Home's menu goes on top: its store, made by the view with the
        /// dependencies it holds and `screenAction()`.
        case screenButtonTapped(Path)
        /// The screen on top went back: it is popped.
        case screenBackButtonTapped
        case quitButtonTapped
    }

    /// A screen on the stack, holding its store; two are the same when they hold the same store.
    /// One line per screen: all Home knows of it.
    public enum Path: Hashable, Sendable {
        case personBMI(PersonBMI)
        case history(History)
        case settings(Settings)
        // luca:paths
    }
}
