import DataSource

/// The escape sequences that draw the line being edited, on one terminal row.
public enum LineRendering {
    /// Columns assumed when the width given is not one a terminal has.
    static let defaultColumns = 80
    private static let widestColumns = 10_000

    /// Redraws the prompt and the line in place, as linenoise's single-line mode does: from column
    /// 0, the prompt, as much of the text as fits with the cursor and the character under it in
    /// view (the text scrolls sideways under a fixed prompt, with `<` and `>` where text is out of
    /// view), the rest of the row erased, then the cursor put back.
    ///
    /// - Parameters:
    ///   - prompt: written as it is; escape sequences in it (colours) take no columns.
    ///   - characters: the line's text.
    ///   - cursor: the index in `characters` the cursor is at.
    ///   - columns: the terminal's width; 80 when it is not a plausible one.
    public static func refresh(prompt: String, characters: [Character], cursor: Int, columns: Int) -> String {
        let columns = (1...widestColumns).contains(columns) ? columns : defaultColumns
        let cursor = min(max(cursor, 0), characters.count)
        var (prompt, promptWidth) = (prompt, visibleWidth(of: prompt))
        if promptWidth > promptRoom(columns), !prompt.contains("\u{1B}") {
            // A prompt that leaves too little room (a long saved name in brackets; `split` gives
            // the editor a shorter one where it can) keeps its end, where the typing goes, after
            // a `<`: otherwise the text has no room, the row wraps, and each redraw stacks
            // another copy of the prompt.
            var kept: [Character] = []
            promptWidth = 1
            for character in prompt.reversed() {
                guard promptWidth + character.displayWidth <= promptRoom(columns) else { break }
                kept.append(character)
                promptWidth += character.displayWidth
            }
            prompt = "<" + String(kept.reversed())
        }
        let widths = characters.map(\.displayWidth)
        // NB: nothing goes in the last column, where writing leaves some terminals waiting to wrap
        // to the next row: the text stays within `columns - 1` (the cursor may stand in the last).
        var room = max(columns - 1 - promptWidth, 0)
        if widths.reduce(0, +) > room {
            room = max(room - 2, 0)  // Scrolled: a column each side for `<` and `>`.
        }
        // The cursor's own character is drawn too, so that what it is on can be seen.
        let cursorWidth = cursor < characters.count ? widths[cursor] : 0

        var start = 0
        var widthBeforeCursor = widths[0..<cursor].reduce(0, +)
        while widthBeforeCursor + cursorWidth > room && start < cursor {
            widthBeforeCursor -= widths[start]
            start += 1
        }
        var end = characters.count
        var shownWidth = widths[start..<end].reduce(0, +)
        while shownWidth > room && end > cursor + (cursorWidth > 0 ? 1 : 0) {
            end -= 1
            shownWidth -= widths[end]
        }

        let before = start > 0 ? "<" : ""
        let after = end < characters.count ? ">" : ""
        var output = "\r" + prompt + before + String(characters[start..<end]) + after + "\u{1B}[0K\r"
        let cursorColumn = promptWidth + before.count + widthBeforeCursor
        if cursorColumn > 0 {
            output += "\u{1B}[\(cursorColumn)C"
        }
        return output
    }

    /// The most columns a prompt takes on the edited row: it leaves a quarter of the row (at
    /// least 10 columns) for typing, and may always take half.
    static func promptRoom(_ columns: Int) -> Int {
        max(columns / 2, columns - 1 - max(10, columns / 4))
    }

    /// A prompt too wide for the edited row, already written whole by the caller (and wrapped by
    /// the terminal), made readable: what to write to replace it with its head on lines of its
    /// own, broken between words, and the tail that stays the row's prompt. `nil` when the prompt
    /// fits, has escape codes, or has no space to break at.
    public static func split(prompt: String, columns: Int) -> (replacement: String, prompt: String)? {
        let columns = (1...widestColumns).contains(columns) ? columns : defaultColumns
        let width = visibleWidth(of: prompt)
        guard width > promptRoom(columns), !prompt.contains("\u{1B}") else { return nil }
        // The tail: the last words that fit the prompt's room.
        var tailStart = prompt.endIndex
        var tailWidth = 0
        var index = prompt.endIndex
        while index > prompt.startIndex {
            let before = prompt.index(before: index)
            tailWidth += prompt[before].displayWidth
            guard tailWidth <= promptRoom(columns) else { break }
            if before > prompt.startIndex, prompt[prompt.index(before: before)] == " " { tailStart = before }
            index = before
        }
        guard tailStart < prompt.endIndex, tailStart > prompt.startIndex else { return nil }
        var head = String(prompt[..<tailStart])
        while head.last == " " { head.removeLast() }
        // Back to the row the written prompt began on (the terminal wrapped it every `columns`),
        // and everything below erased.
        let rowsAbove = (width - 1) / columns
        let up = rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : ""
        let lines = head.wrapped(to: columns - 1)
        return ("\r" + up + "\u{1B}[J" + lines.joined(separator: "\n") + "\n", String(prompt[tailStart...]))
    }

    /// The columns the prompt takes, leaving out `ESC [ … final` sequences, which show nothing.
    static func visibleWidth(of prompt: String) -> Int {
        let scalars = Array(prompt.unicodeScalars)
        var shown = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}" && index + 1 < scalars.count && scalars[index + 1] == "[" {
                index += 2
                while index < scalars.count && !(0x40...0x7E).contains(scalars[index].value) {
                    index += 1
                }
                index += 1  // the final byte
            } else {
                shown.append(scalars[index])
                index += 1
            }
        }
        return String(shown).displayWidth
    }
}
