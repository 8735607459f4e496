import DataSource
import Testing

/// The columns a terminal gives a text, by which the line editor places its cursor.
struct DisplayWidthTests {
    @Test(
        arguments: zip(
            ["abc", "漢字", "e\u{301}", "👍🏽", "❤️", "\u{200B}", "ｱ", "Ａ", "한", "", "\u{7}"],
            [3, 4, 1, 2, 2, 0, 1, 2, 2, 0, 0]
        )
    )
    func displayWidth_Text_IsTheColumnsATerminalGivesIt(text: String, width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test
    func displayWidth_LetterWithACombiningAccent_IsOneCharacterOfWidthOne() {
        let character: Character = "e\u{301}"
        #expect(character.displayWidth == 1)
    }

    @Test
    func displayWidth_Substring_IsTheSumOfItsCharacters() {
        let text = "70 kg 漢"
        #expect(text.dropFirst(3).displayWidth == 5)
    }
}
