import DataSource

/// The line being edited, with no input or output: keys in, what changed out.
///
/// The text is kept as `Character`s, grapheme clusters, so that the cursor never stops inside
/// one: `é` typed as `e` and a combining accent, `👍🏽` and `漢` are each deleted and stepped over
/// whole.
public struct LineEditor {
    /// The most characters a line holds; typing or pasting past it adds nothing more. No prompt
    /// takes more than a name (64 characters), and each key's redraw then costs the same however
    /// long the line.
    public static let maximumLength = 1_000

    /// What a key did, and so what the caller has to do.
    public enum Outcome: Equatable, Sendable {
        /// The text or the cursor moved: draw the line again.
        case edited
        /// Nothing changed (Left at the start, Tab with no completion): nothing to draw.
        case unchanged
        /// Enter (the line), Esc, Ctrl-C, or Ctrl-D on an empty line: the read is over.
        case finished(LineResult)
        /// Ctrl-L: clear the screen, then draw the line again.
        case clearScreen
        /// Ctrl-Z: stop the process; once it is continued, draw the line again.
        case suspend
    }

    /// The text as grapheme clusters, for drawing.
    public private(set) var characters: [Character] = []
    /// Where the cursor is: the index in `characters` of the character it is on (`count` at the end).
    public private(set) var cursor = 0

    /// The text as it would be submitted.
    public var text: String { String(characters) }

    /// The lines entered before, oldest first, then the line being typed; Up and Down move through them.
    /// NB: an entry edited while browsing keeps its edits until the line is submitted, as in
    /// readline; the history the entries came from is not changed.
    private var entries: [[Character]]
    private var entryIndex: Int
    private let completions: [String]
    /// Tabs in a row go through the completions that match: the one shown first.
    private var completionCycle: [String] = []

    /// - Parameters:
    ///   - history: the lines Up recalls, oldest first.
    ///   - completions: the words Tab completes the whole line to.
    public init(history: [String] = [], completions: [String] = []) {
        entries = history.map { Self.sanitized($0, tabAsSpace: true) } + [[]]
        entryIndex = history.count
        self.completions = completions
    }

    public mutating func handle(_ key: EditKey) -> Outcome {
        if key != .tab {
            completionCycle = []
        }
        switch key {
        case .text(let text): return insert(Self.sanitized(text, tabAsSpace: false))
        case .paste(let text): return insert(Self.sanitized(text, tabAsSpace: true))
        case .enter: return .finished(.line(text))
        case .escape: return .finished(.back)
        case .interrupt: return .finished(.interrupt)
        case .quit: return .finished(.quit)
        case .suspend: return .suspend
        case .redraw: return .clearScreen
        case .drawAgain: return .edited
        case .ignored: return .unchanged
        case .left: return moveCursor(to: cursor - 1)
        case .right: return moveCursor(to: cursor + 1)
        case .home: return moveCursor(to: 0)
        case .end: return moveCursor(to: characters.count)
        case .backspace: return replace(max(cursor - 1, 0)..<cursor)
        case .deleteOrEnd where characters.isEmpty: return .finished(.endOfInput)
        case .delete, .deleteOrEnd: return replace(cursor..<min(cursor + 1, characters.count))
        case .killToEnd: return replace(cursor..<characters.count)
        case .killToStart: return replace(0..<cursor)
        // Readline's `unix-word-rubout`: the spaces before the cursor, then the word before them.
        case .killWordBefore: return replace(startOfWord(before: cursor)..<cursor)
        case .wordLeft: return moveCursor(to: startOfWord(before: cursor))
        case .wordRight: return moveCursor(to: endOfWord(after: cursor))
        case .up: return showEntry(entryIndex - 1)
        case .down: return showEntry(entryIndex + 1)
        case .tab: return complete()
        }
    }

    private mutating func moveCursor(to position: Int) -> Outcome {
        guard (0...characters.count).contains(position), position != cursor else { return .unchanged }
        cursor = position
        return .edited
    }

    /// As much of `inserted` as the line has room for.
    private mutating func insert(_ inserted: [Character]) -> Outcome {
        replace(cursor..<cursor, with: Array(inserted.prefix(max(0, Self.maximumLength - characters.count))))
    }

    /// Where the word before `position` starts, spaces before `position` skipped (as Ctrl-W and
    /// Ctrl-Left see words: runs of anything but spaces).
    private func startOfWord(before position: Int) -> Int {
        var start = position
        while start > 0 && characters[start - 1].isWhitespace {
            start -= 1
        }
        while start > 0 && !characters[start - 1].isWhitespace {
            start -= 1
        }
        return start
    }

    /// Where the word after `position` ends, spaces after `position` skipped.
    private func endOfWord(after position: Int) -> Int {
        var end = position
        while end < characters.count && characters[end].isWhitespace {
            end += 1
        }
        while end < characters.count && !characters[end].isWhitespace {
            end += 1
        }
        return end
    }

    private mutating func showEntry(_ index: Int) -> Outcome {
        guard entries.indices.contains(index) else { return .unchanged }
        entries[entryIndex] = characters
        entryIndex = index
        characters = entries[index]
        cursor = characters.count
        return .edited
    }

    /// Completes the whole line to a completion it starts (case aside); Tab again goes on to the
    /// next one that the line first typed starts.
    private mutating func complete() -> Outcome {
        if completionCycle.isEmpty {
            let prefix = text.lowercased()
            var seen = Set<String>()
            completionCycle = completions.filter { $0.lowercased().hasPrefix(prefix) && seen.insert($0).inserted }
        } else {
            completionCycle.append(completionCycle.removeFirst())
        }
        guard let first = completionCycle.first else { return .unchanged }
        return setLine(first)
    }

    private mutating func setLine(_ line: String) -> Outcome {
        let newCharacters = Self.sanitized(line, tabAsSpace: true)
        guard newCharacters != characters || cursor != newCharacters.count else { return .unchanged }
        characters = newCharacters
        cursor = newCharacters.count
        return .edited
    }

    /// Replaces the characters in `range`; nothing to remove or insert is no change.
    private mutating func replace(_ range: Range<Int>, with inserted: [Character] = []) -> Outcome {
        guard !range.isEmpty || !inserted.isEmpty else { return .unchanged }
        let before = String(characters[..<range.lowerBound]) + String(inserted)
        let whole = before + String(characters[range.upperBound...])
        // NB: the characters either side of the change may join into one grapheme (an accent typed
        // after an `e` at the start of the line, or the two halves of a flag), so the line is
        // split again, and the cursor goes after whatever the text up to it became part of.
        let boundary = whole.utf8.index(whole.utf8.startIndex, offsetBy: before.utf8.count)
        var newCursor = 0
        var index = whole.startIndex
        while index < boundary {
            index = whole.index(after: index)
            newCursor += 1
        }
        characters = Array(whole)
        cursor = newCursor
        return .edited
    }

    /// Text as it may go into the line: no control characters or other scalars that steer the
    /// terminal (`isTerminalControl`); line ends dropped and, when `tabAsSpace`, tabs as spaces.
    private static func sanitized(_ text: String, tabAsSpace: Bool) -> [Character] {
        let scalars = text.unicodeScalars.compactMap {
            tabAsSpace && $0 == "\t" ? " " : $0.isTerminalControl ? nil : $0
        }
        return Array(String(String.UnicodeScalarView(scalars)))
    }
}
