import DataSource

/// The choices of one screen's menu, as a type: each case is a choice, in the order shown, and its
/// raw value is the key typed for it (`case delete = "d"`); the ways out (`MenuExit`) follow. Its
/// label is a requirement of `Strings` (`func label(_ choice: DiaryView.Choice) -> String`), so
/// a choice without words in a language does not compile, and every `switch` over the choices is
/// exhaustive. (Home's menu, one item per screen, is a list of `Menu.Item`s: `HomeView.screens`.)
protocol MenuChoice: RawRepresentable<String>, CaseIterable, Sendable where AllCases == [Self] {
    /// Whether a number follows the key (`d 2`): shown as `[d N]`.
    var takesNumber: Bool { get }
    /// Its words in `strings`' language: `strings.label(self)`.
    func label(in strings: any Strings) -> String
}

extension MenuChoice {
    var takesNumber: Bool { false }
}

/// The choices of a screen that has none of its own (a summary): its menu is its ways out only.
/// `typealias Choice = NoChoice`, and `select` does nothing: no value of it can be chosen.
// NB: an enum with a raw type needs a case; this one has none, so nothing can be chosen.
enum NoChoice: MenuChoice {
    static var allCases: [NoChoice] { [] }

    init?(rawValue: String) { nil }

    var rawValue: String {
        switch self {}
    }

    func label(in strings: any Strings) -> String {
        switch self {}
    }
}

/// The ways out every menu ends with, the same keys and words on every screen: a screen Home
/// pushed has both, Home only Quit.
enum MenuExit: String, CaseIterable, Sendable {
    case back = "b"
    case quit = "q"

    func label(in strings: any Strings) -> String {
        self == .back ? strings.backLabel : strings.quitLabel
    }
}

/// A screen's menu while it waits at one, as the session loop uses it: the line shown, the keys Tab
/// completes, and the action for each choice it offers. Built from a `MenuChoice` type and the
/// screen's exits (or from items), so the line, the completions and the refusal of any other key all come from
/// them.
///
/// The scene shows the menu before each of its prompts, lets Tab complete its keys, shows it again
/// on an empty Enter or Esc, and refuses a choice it does not offer (or one with words after it,
/// `d 1 2`): a screen's `select` sees only its own choices, and `exit` its ways out.
struct Menu {
    /// `[n] New   [e] Edit   [q] Quit`, as shown (the console wraps it between choices).
    let line: String
    /// The keys Tab completes, in the order shown.
    let keys: [String]
    /// `c, h, s, q`, or `d N, n, p, b, q`: the choices, for the message when another is typed, as
    /// the menu line writes them (`d 番号` in Japanese).
    let choiceList: String
    /// What the typed line chooses, to be run; `nil` when the menu does not offer it.
    let choose: @MainActor (MenuInput) -> (@MainActor () async -> Void)?

    /// One choice: its key, its words, whether a number follows the key (`d 2`), and what it does
    /// with that number (`nil` when none was typed).
    struct Item {
        let key: String
        let label: String
        var takesNumber = false
        let select: @MainActor (Int?) async -> Void
    }

    /// A list of items written one per line, without commas (`HomeView.screens`): a line luca
    /// adds or takes out is the same line wherever it stands in the list.
    @resultBuilder enum Items {
        static func buildBlock(_ items: Item...) -> [Item] { items }
    }

    /// The items, in the order shown, then the ways out.
    init(_ items: [Item], exits: [MenuExit], strings: any Strings, exit: @escaping @MainActor (MenuExit) async -> Void)
    {
        let keys =
            items.map { $0.takesNumber ? "\($0.key) \(strings.numberPlaceholder)" : $0.key } + exits.map(\.rawValue)
        let labels = items.map(\.label) + exits.map { $0.label(in: strings) }
        line = zip(keys, labels).map { "[\($0)] \($1)" }.joined(separator: "   ")
        self.keys = items.map(\.key) + exits.map(\.rawValue)
        choiceList = keys.joined(separator: ", ")
        choose = { input in
            guard input.extraWords.isEmpty else { return nil }
            if let way = exits.first(where: { $0.rawValue == input.key }), input.number == nil {
                return { await exit(way) }
            }
            // A key alone, or a key and one number for a choice that takes it (`d 2`, `d2`).
            guard let item = items.first(where: { $0.key == input.key }), item.takesNumber || input.number == nil
            else { return nil }
            return { await item.select(input.number) }
        }
    }

    /// A screen's `Choice` type as items: `select` gets the choice typed, and the number after its
    /// key for a choice that takes one.
    init<Choice: MenuChoice>(
        _ choices: [Choice],
        exits: [MenuExit],
        strings: any Strings,
        select: @escaping @MainActor (Choice, Int?) async -> Void,
        exit: @escaping @MainActor (MenuExit) async -> Void
    ) {
        let items = choices.map { choice in
            Item(key: choice.rawValue, label: choice.label(in: strings), takesNumber: choice.takesNumber) {
                await select(choice, $0)
            }
        }
        self.init(items, exits: exits, strings: strings, exit: exit)
    }

    /// What a menu asks for: a choice at `> `, its earlier choices under Up, its keys under Tab.
    var request: LineRequest {
        LineRequest(prompt: Console.menuPrompt, historyKey: "menu", completions: keys)
    }
}
