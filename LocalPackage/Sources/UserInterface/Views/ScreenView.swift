import DataSource
import Model

/// A screen in the terminal: it renders its store as lines and turns what is typed into actions.
/// The scene calls `appear` when the screen is pushed or shown again, asks for a line with
/// `request` (showing `menu` first when the screen waits at it), runs the menu's choice for a line
/// typed at the menu and calls `handle` for a line typed at any other prompt, `back` for Esc at
/// such a prompt, and `disappear` when it is popped or the app ends.
// NB: Sendable, as a main-actor class is: the session hands a view to the task that runs its work.
@MainActor protocol ScreenView: AnyObject, Sendable {
    /// The screen in logs: its store's `screenName`.
    var screenName: String { get }
    /// Sends `.task`, then writes the screen (the scene writes the menu and the prompt).
    func appear() async
    /// The menu, while the screen waits at it; `nil` while it asks for something else.
    var menu: Menu? { get }
    /// What the screen asks for now. A menu's prompt unless the screen says otherwise.
    var request: LineRequest { get }
    /// Handles a line typed at a prompt that is not the menu (a name, a number, a yes or no).
    func handle(_ line: String) async
    /// Esc (or a line that is only Esc) at a prompt that is not the menu: the way back to it.
    func back() async
    func disappear() async
}

extension ScreenView {
    var request: LineRequest {
        menu?.request ?? LineRequest(prompt: Console.menuPrompt, historyKey: "menu")
    }

    /// A screen that only ever waits at its menu gets no other line.
    func handle(_ line: String) async {}

    func back() async {}
}

/// What every screen's view holds: the store it renders, the console it writes to, and the words
/// it writes. A view subclasses it (`final class DiaryView: StoreView<Diary>, ChildScreen`)
/// and so has its initializer.
@MainActor class StoreView<Store: Composable> {
    let store: Store
    let console: Console
    let strings: any Strings

    init(store: Store, console: Console, strings: any Strings) {
        self.store = store
        self.console = console
        self.strings = strings
    }

    var screenName: String { Store.screenName }

    /// Whether a signal called off the store's `task` (a wait for another process's lock): then
    /// the screen, never shown, draws nothing more than why (`error`), as the session ends.
    func isCalledOff(_ error: DataError?) -> Bool {
        guard Task.isCancelled else { return false }
        if let error { console.writeErrorLine(strings.message(error)) }
        return true
    }
}

/// A screen whose menu is its `Choice` type: the menu is every case, in order, whenever the
/// screen waits at it (a screen that sometimes asks for something else says `menu` itself), and
/// `select` handles the choice typed, an exhaustive `switch`.
@MainActor protocol MenuScreen: ScreenView {
    associatedtype Choice: MenuChoice
    var strings: any Strings { get }
    /// The choices offered now, in the order of the cases: all of them unless the screen says.
    var offered: [Choice] { get }
    /// Runs the choice typed; `number` is the one typed after a key that takes one.
    func select(_ choice: Choice, number: Int?) async
    /// The ways out the menu ends with: Back and Quit unless the screen says.
    var exits: [MenuExit] { get }
    /// Runs a way out.
    func exit(_ exit: MenuExit) async
}

extension MenuScreen {
    var offered: [Choice] { Choice.allCases }

    var exits: [MenuExit] { MenuExit.allCases }

    /// The menu of the choices offered, then the ways out.
    var choices: Menu {
        Menu(
            offered, exits: exits, strings: strings,
            select: { [self] choice, number in await select(choice, number: number) },
            exit: { [self] way in await exit(way) })
    }

    var menu: Menu? { choices }
}

/// A screen Home pushes: its Back and Quit are its store's `backButtonTapped` and
/// `quitButtonTapped` (Home answers them: `ChildScreenAction`).
@MainActor protocol ChildScreen: MenuScreen {
    associatedtype Store: Composable where Store.Action: ChildScreenAction
    var store: Store { get }
}

extension ChildScreen {
    func exit(_ exit: MenuExit) async {
        await store.send(exit == .back ? .backButtonTapped : .quitButtonTapped)
    }
}
