import DataSource

/// A screen's menu: its lines as people read them, and the choices they offer, read from the
/// brackets in those lines (`[o] Open`, `[d N] Delete item N`), so a key is declared
/// once, in the text, in every language alike.
///
/// The scene shows the menu before each of its prompts, lets Tab complete its keys, shows it again
/// on an empty Enter or Esc, and refuses a choice it does not offer (or one with words after it,
/// `d 1 2`) before the screen sees it: screens handle only choices their menu offers.
struct Menu: Equatable {
    /// The lines, as shown.
    let lines: [String]
    /// The choices in the order shown: `c`, and for `[d N]` the key `d`, which takes a number.
    let choices: [Choice]

    struct Choice: Equatable {
        var key: String
        var takesNumber: Bool
    }

    init(_ lines: String...) {
        self.init(lines: lines)
    }

    init(lines: [String]) {
        self.lines = lines
        choices = lines.flatMap { line in
            line.split(separator: "[", omittingEmptySubsequences: true).dropFirst(line.hasPrefix("[") ? 0 : 1)
                .compactMap { part -> Choice? in
                    guard let close = part.firstIndex(of: "]") else { return nil }
                    let words = part[..<close].split(separator: " ")
                    guard let key = words.first else { return nil }
                    return Choice(key: key.lowercased(), takesNumber: words.count > 1)
                }
        }
    }

    /// The keys Tab completes.
    var keys: [String] { choices.map(\.key) }

    /// What a menu asks for: a choice at `> `, its earlier choices under Up, its keys under Tab.
    var request: LineRequest {
        LineRequest(prompt: Console.menuPrompt, historyKey: "menu", completions: keys)
    }

    /// `c, h, s, q`, or `d N, n, p, b, q`: the choices, for the message when another is typed.
    var choiceList: String {
        choices.map { $0.takesNumber ? "\($0.key) N" : $0.key }.joined(separator: ", ")
    }

    /// Whether the typed line is one of the choices, as the menu offers it: a key alone, or a key
    /// and one number for a choice that takes it (`d 2`, `d2`). Nothing else after it.
    func offers(_ input: MenuInput) -> Bool {
        guard let choice = choices.first(where: { $0.key == input.key }), input.extraWords.isEmpty else {
            return false
        }
        return choice.takesNumber || input.number == nil
    }
}
