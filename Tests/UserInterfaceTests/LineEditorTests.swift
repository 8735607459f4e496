import DataSource
import Testing

@testable import UserInterface

/// The line editor's keys, with no terminal: what each does to the text and the cursor.
struct LineEditorTests {
    /// An editor after the keys, and what the last key did.
    private func editor(
        _ keys: [EditKey], history: [String] = [], completions: [String] = []
    ) -> (editor: LineEditor, outcome: LineEditor.Outcome?) {
        var editor = LineEditor(history: history, completions: completions)
        var outcome: LineEditor.Outcome?
        for key in keys {
            outcome = editor.handle(key)
        }
        return (editor, outcome)
    }

    /// A line holds at most `maximumLength` characters, typed or pasted, so that each key costs
    /// the same however much was typed before it (the outside attack typed 10,000).
    @Test
    func handle_TypingOrPastingPastTheMaximum_KeepsTheFirstMaximumCharacters() {
        let typed = editor(Array(repeating: .text("a"), count: LineEditor.maximumLength + 5) + [.home, .text("b")])
        #expect(typed.editor.characters.count == LineEditor.maximumLength)
        #expect(typed.outcome == .unchanged)
        let pasted = editor([.text("xy"), .left, .paste(String(repeating: "p", count: 2 * LineEditor.maximumLength))])
        #expect(pasted.editor.text == "x" + String(repeating: "p", count: LineEditor.maximumLength - 2) + "y")
        #expect(pasted.editor.cursor == LineEditor.maximumLength - 1)
    }

    @Test
    func handle_TextAfterLeft_IsInsertedBeforeTheLastCharacter() {
        let (sut, outcome) = editor([.text("7"), .text("5"), .left, .text("0")])
        #expect(sut.text == "705")
        #expect(sut.cursor == 2)
        #expect(outcome == .edited)
    }

    @Test
    func handle_BackspaceAfterLeft_RemovesTheCharacterBeforeTheCursorOnly() {
        let (sut, _) = editor([.text("7"), .text("5"), .left, .backspace, .text("8")])
        #expect(sut.text == "85")
        #expect(sut.cursor == 1)
    }

    @Test(arguments: ["漢", "e\u{301}", "👍🏽"])
    func handle_BackspaceAfterAWideOrComposedCharacter_RemovesItWhole(character: String) {
        let (typed, _) = editor([.text("a"), .text(character)])
        #expect(typed.characters.count == 2)
        let (sut, outcome) = editor([.text("a"), .text(character), .backspace])
        #expect(sut.text == "a")
        #expect(sut.cursor == 1)
        #expect(outcome == .edited)
    }

    @Test
    func handle_CombiningAccentTypedAfterALetter_JoinsItAndTheCursorStaysAfterIt() {
        let (sut, _) = editor([.text("e"), .text("\u{301}")])
        #expect(sut.characters == ["e\u{301}"])
        #expect(sut.cursor == 1)
    }

    @Test
    func handle_DeleteAtTheStart_RemovesTheFirstCharacterAndKeepsTheCursor() {
        let (sut, outcome) = editor([.text("漢"), .text("a"), .home, .delete])
        #expect(sut.text == "a")
        #expect(sut.cursor == 0)
        #expect(outcome == .edited)
    }

    @Test
    func handle_LeftAtTheStart_IsUnchanged() {
        let (sut, outcome) = editor([.text("a"), .home, .left])
        #expect(sut.cursor == 0)
        #expect(outcome == .unchanged)
    }

    @Test
    func handle_CtrlWAfterTrailingSpaces_RemovesTheSpacesAndTheWordBeforeThem() {
        let (sut, outcome) = editor([.text("70 kg  "), .killWordBefore])
        #expect(sut.text == "70 ")
        #expect(sut.cursor == 3)
        #expect(outcome == .edited)
    }

    /// Ctrl-Left and Ctrl-Right stop at the edges of words, as Ctrl-W sees them.
    @Test
    func handle_WordLeftAndWordRight_StopAtTheEdgesOfWords() {
        var (sut, _) = editor([.text("山田  太郎 70")])
        var stops: [Int] = []
        while sut.handle(.wordLeft) == .edited { stops.append(sut.cursor) }
        #expect(stops == [7, 4, 0])
        stops = []
        while sut.handle(.wordRight) == .edited { stops.append(sut.cursor) }
        #expect(stops == [2, 6, 9])
    }

    @Test
    func handle_CtrlWInTheMiddle_KeepsWhatFollowsTheCursor() {
        let (sut, _) = editor([.text("ab cd"), .left, .killWordBefore])
        #expect(sut.text == "ab d")
        #expect(sut.cursor == 3)
    }

    @Test
    func handle_CtrlU_RemovesEverythingBeforeTheCursor() {
        let (sut, _) = editor([.text("abc"), .left, .left, .killToStart])
        #expect(sut.text == "bc")
        #expect(sut.cursor == 0)
    }

    @Test
    func handle_CtrlK_RemovesEverythingFromTheCursor() {
        let (sut, _) = editor([.text("abc"), .left, .left, .killToEnd])
        #expect(sut.text == "a")
        #expect(sut.cursor == 1)
    }

    @Test
    func handle_UpAndDownThroughTheHistory_RecallEntriesAndThenTheLineBeingTyped() {
        var sut = LineEditor(history: ["60", "70"])
        _ = sut.handle(.text("8"))
        #expect(sut.handle(.up) == .edited)
        #expect(sut.text == "70")
        #expect(sut.cursor == 2)
        _ = sut.handle(.up)
        #expect(sut.text == "60")
        #expect(sut.handle(.up) == .unchanged)
        #expect(sut.text == "60")
        _ = sut.handle(.down)
        #expect(sut.text == "70")
        _ = sut.handle(.down)
        #expect(sut.text == "8")
        #expect(sut.handle(.down) == .unchanged)
    }

    @Test
    func handle_UpWithNoHistory_IsUnchanged() {
        let (sut, outcome) = editor([.text("7"), .up])
        #expect(sut.text == "7")
        #expect(outcome == .unchanged)
    }

    @Test
    func handle_TabWithOneCompletionStartingWithTheTextInAnotherCase_CompletesTheLine() {
        let (sut, outcome) = editor([.text("Q"), .tab], completions: ["history", "help", "quit"])
        #expect(sut.text == "quit")
        #expect(sut.cursor == 4)
        #expect(outcome == .edited)
    }

    @Test
    func handle_TabAgainWithSeveralCompletions_CyclesThroughThem() {
        var sut = LineEditor(completions: ["history", "help", "quit"])
        _ = sut.handle(.text("h"))
        var shown: [String] = []
        for _ in 0..<3 {
            _ = sut.handle(.tab)
            shown.append(sut.text)
        }
        #expect(shown == ["history", "help", "history"])
    }

    @Test
    func handle_TabAfterAnotherKey_CompletesTheNewTextInsteadOfCycling() {
        let (sut, _) = editor([.text("h"), .tab, .backspace, .tab], completions: ["history", "help"])
        // "histor" only starts "history"; a cycle still going would have shown "help".
        #expect(sut.text == "history")
    }

    @Test
    func handle_TabWithNoCompletion_IsUnchanged() {
        let (sut, outcome) = editor([.text("x"), .tab], completions: ["history", "help"])
        #expect(sut.text == "x")
        #expect(outcome == .unchanged)
    }

    @Test
    func handle_PasteWithControls_DropsThemAndTurnsTabsIntoSpaces() {
        let (sut, outcome) = editor([.paste("70\r\n175\tcm\u{7}\u{1B}")])
        #expect(sut.text == "70175 cm")
        #expect(sut.cursor == 8)
        #expect(outcome == .edited)
    }

    @Test
    func handle_TypedTextOfControlsOnly_IsUnchanged() {
        let (sut, outcome) = editor([.text("\u{1B}\u{202E}")])
        #expect(sut.text == "")
        #expect(outcome == .unchanged)
    }

    @Test
    func handle_CtrlDOnAnEmptyLine_IsEndOfInput() {
        let (_, outcome) = editor([.deleteOrEnd])
        #expect(outcome == .finished(.endOfInput))
    }

    @Test
    func handle_CtrlDOnText_DeletesTheCharacterUnderTheCursor() {
        let (sut, outcome) = editor([.text("ab"), .home, .deleteOrEnd])
        #expect(sut.text == "b")
        #expect(outcome == .edited)
    }

    @Test
    func handle_CtrlDAtTheEndOfText_IsUnchanged() {
        let (sut, outcome) = editor([.text("ab"), .deleteOrEnd])
        #expect(sut.text == "ab")
        #expect(outcome == .unchanged)
    }

    @Test
    func handle_Enter_SubmitsTheText() {
        let (_, outcome) = editor([.text("7"), .text("0"), .home, .enter])
        #expect(outcome == .finished(.line("70")))
    }

    @Test(
        arguments: zip(
            [EditKey.escape, .interrupt, .redraw, .ignored],
            [LineEditor.Outcome.finished(.back), .finished(.interrupt), .clearScreen, .unchanged]
        )
    )
    func handle_KeyThatDoesNotEdit_IsItsOutcomeAndLeavesTheText(key: EditKey, expected: LineEditor.Outcome) {
        let (sut, outcome) = editor([.text("70"), key])
        #expect(outcome == expected)
        #expect(sut.text == "70")
    }
}
