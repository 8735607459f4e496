import DataSource
import Testing

@testable import UserInterface

/// What is written to draw the line: the visible part of the text and where the cursor goes.
struct LineRenderingTests {
    @Test
    func refresh_CursorAfterAWideCharacter_IsTwoColumnsOnForIt() {
        let output = LineRendering.refresh(prompt: "> ", characters: Array("漢a"), cursor: 1, columns: 80)
        #expect(output == "\r> 漢a\u{1B}[0K\r\u{1B}[4C")
    }

    @Test
    func refresh_CursorAtColumnZero_WritesNoMove() {
        let output = LineRendering.refresh(prompt: "", characters: Array("70"), cursor: 0, columns: 80)
        #expect(output == "\r70\u{1B}[0K\r")
    }

    @Test
    func refresh_TextLongerThanTheRowWithTheCursorAtTheEnd_ShowsItsEndAfterAMarker() {
        let text = Array(String(repeating: "0123456789", count: 10))
        let output = LineRendering.refresh(prompt: "> ", characters: text, cursor: text.count, columns: 20)
        // 20 columns: the prompt's 2, `<` for the text scrolled out, the last 15 characters, and
        // the cursor at column 18, where a `>` would go.
        #expect(output == "\r> <567890123456789\u{1B}[0K\r\u{1B}[18C")
    }

    @Test
    func refresh_CursorInTheMiddleOfAScrolledLine_DrawsTheCharacterUnderItAndBothMarkers() {
        let text = Array(String(repeating: "0123456789", count: 10))
        let output = LineRendering.refresh(prompt: "> ", characters: text, cursor: 50, columns: 20)
        // The character under the cursor (the `0` at 50) is the last one drawn, then `>`.
        #expect(output == "\r> <678901234567890>\u{1B}[0K\r\u{1B}[17C")
    }

    @Test
    func refresh_TextLongerThanTheRowWithTheCursorAtTheStart_ShowsItsStartOnly() {
        let text = Array(String(repeating: "0123456789", count: 10))
        let output = LineRendering.refresh(prompt: "> ", characters: text, cursor: 0, columns: 20)
        #expect(output == "\r> 012345678901234>\u{1B}[0K\r\u{1B}[2C")
    }

    @Test
    func refresh_WideTextLongerThanTheRow_ShowsWholeCharactersWithinTheLastColumnButOne() {
        let text = Array(String(repeating: "漢", count: 20))
        let output = LineRendering.refresh(prompt: "> ", characters: text, cursor: 20, columns: 20)
        #expect(output == "\r> <" + String(repeating: "漢", count: 7) + "\u{1B}[0K\r\u{1B}[17C")
    }

    @Test
    func refresh_APromptWiderThanATinyRow_StaysWithinTheRow() {
        let prompt = String(repeating: "p", count: 30)
        let output = LineRendering.refresh(prompt: prompt, characters: Array("abc"), cursor: 3, columns: 10)
        #expect(output == "\r<ppppabc\u{1B}[0K\r\u{1B}[8C")
    }

    /// The outside attack's 40-column question: written whole, it wrapped, and the editor's row
    /// then showed `<sum 46.31)? [y/N]:` under a stray half of it.
    @Test
    func split_AQuestionWiderThanTheRow_PutsItsHeadOnALineOfItsOwnInPlaceOfTheWrappedOne() {
        let prompt = "Delete record 1 (2026-11-22 05:07, sum 46.31)? [y/N]: "
        let split = LineRendering.split(prompt: prompt, columns: 40)
        #expect(split?.replacement == "\r\u{1B}[1A\u{1B}[JDelete record 1 (2026-11-22\n")
        #expect(split?.prompt == "05:07, sum 46.31)? [y/N]: ")
    }

    @Test
    func split_APromptThatLeavesRoomToType_IsKeptWhole() {
        #expect(LineRendering.split(prompt: "Amount (lb) [302.03]: ", columns: 40) == nil)
        #expect(
            LineRendering.split(prompt: "Delete record 1 (2026-11-22 05:07, sum 46.31)? [y/N]: ", columns: 80) == nil)
    }

    @Test(arguments: [0, -5, 1_000_000])
    func refresh_ImplausibleWidth_DrawsAs80Columns(columns: Int) {
        let text = Array(String(repeating: "x", count: 100))
        let output = LineRendering.refresh(prompt: "", characters: text, cursor: 0, columns: columns)
        #expect(output == "\r" + String(repeating: "x", count: 77) + ">\u{1B}[0K\r")
    }

    @Test
    func refresh_PromptWithColour_CountsOnlyItsVisibleColumns() {
        let prompt = "\u{1B}[1m>\u{1B}[0m "
        let output = LineRendering.refresh(prompt: prompt, characters: Array("7"), cursor: 1, columns: 80)
        #expect(output == "\r" + prompt + "7\u{1B}[0K\r\u{1B}[3C")
    }

    @Test
    func refresh_APromptWiderThanTheRow_KeepsItsEndAndTheTypingInView() {
        // The outside attack: a saved name of 30 CJK characters in brackets on 40 columns.
        let prompt = "Name [" + String(repeating: "漢", count: 30) + "]: "
        let output = LineRendering.refresh(prompt: prompt, characters: Array("Bob"), cursor: 3, columns: 40)
        // The prompt's end within its room (a quarter of the row is left for typing), then Bob.
        #expect(output == "\r<" + String(repeating: "漢", count: 12) + "]: Bob\u{1B}[0K\r\u{1B}[31C")
    }
}
