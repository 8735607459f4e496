import DataSource
import Testing

@testable import UserInterface

/// Bytes as a terminal in raw mode sends them, in, keys out.
struct KeyDecoderTests {
    /// In a byte list: the wait for the next byte times out here.
    private static let pause = -1
    /// In a byte list: the next byte comes 300 ms later (a slow link): a wait shorter than that
    /// times out, a longer one gets it.
    private static let slowGap = -2

    /// The keys the decoder makes of the bytes, until they run out.
    private func keys(_ bytes: [Int]) -> [EditKey] {
        var decoder = KeyDecoder()
        var rest = bytes[...]
        var keys: [EditKey] = []
        let read: (Int32?) -> ByteRead = { wait in
            if rest.first == Self.slowGap {
                guard wait.map({ $0 >= 300 }) ?? true else { return .timedOut }
                rest.removeFirst()
            }
            guard let next = rest.popFirst() else { return .end }
            return next == Self.pause ? .timedOut : .byte(UInt8(next))
        }
        while let key = decoder.next(read), keys.count < 100 {
            keys.append(key)
        }
        return keys
    }

    private func bytes(_ text: String) -> [Int] {
        text.utf8.map(Int.init)
    }

    @Test(
        arguments: zip(
            ["\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OD"],
            [EditKey.up, .down, .right, .left, .up, .left]
        )
    )
    func next_ArrowSequence_IsTheArrow(sequence: String, key: EditKey) {
        #expect(keys(bytes(sequence)) == [key])
    }

    @Test(
        arguments: zip(
            ["\u{1B}[H", "\u{1B}[1~", "\u{1B}[7~", "\u{1B}OH", "\u{1B}[F", "\u{1B}[4~", "\u{1B}[8~", "\u{1B}OF"],
            [EditKey.home, .home, .home, .home, .end, .end, .end, .end]
        )
    )
    func next_HomeOrEndSequence_IsHomeOrEnd(sequence: String, key: EditKey) {
        #expect(keys(bytes(sequence)) == [key])
    }

    @Test
    func next_DeleteSequence_IsDelete() {
        #expect(keys(bytes("\u{1B}[3~")) == [.delete])
    }

    @Test(
        arguments: zip(
            ["\u{1B}[1;5C", "\u{1B}[1;5D", "\u{1B}[1;3C", "\u{1B}[1;3D", "\u{1B}f", "\u{1B}b", "\u{1B}[1;2C"],
            [EditKey.wordRight, .wordLeft, .wordRight, .wordLeft, .wordRight, .wordLeft, .right]
        )
    )
    func next_CtrlOrAltWithAnArrowOrAltBF_MovesByWordsButShiftDoesNot(sequence: String, key: EditKey) {
        #expect(keys(bytes(sequence)) == [key])
    }

    @Test
    func next_EscThenNothingWithinTheWait_IsEscapeAfterATimedWaitOf50Milliseconds() {
        var decoder = KeyDecoder()
        var waits: [Int32?] = []
        var rest: ArraySlice<ByteRead> = [.byte(0x1B), .timedOut, .byte(UInt8(ascii: "x"))]
        let read: (Int32?) -> ByteRead = { wait in
            waits.append(wait)
            return rest.popFirst() ?? .end
        }
        #expect(decoder.next(read) == .escape)
        #expect(waits == [nil, 50])
        #expect(decoder.next(read) == .text("x"))
    }

    /// A resize (or `fg`) while a key is awaited draws the line again at once; one in the middle
    /// of a character waits for the character, which the terminal sends whole.
    @Test
    func next_DrawAgainBetweenKeys_IsAKeyButWithinACharacterWaits() {
        var decoder = KeyDecoder()
        var rest: ArraySlice<ByteRead> = [.drawAgain, .byte(0xE5), .drawAgain, .byte(0xB1), .byte(0xB1)]
        let read: (Int32?) -> ByteRead = { _ in rest.popFirst() ?? .end }
        #expect(decoder.next(read) == .drawAgain)
        #expect(decoder.next(read) == .text("山"))
        #expect(decoder.next(read) == nil)
    }

    @Test
    func next_EscAtTheEndOfInput_IsEscapeThenNil() {
        #expect(keys([0x1B]) == [.escape])
    }

    @Test
    func next_EscThenAPauseThenALetter_IsEscapeThenTheLetter() {
        #expect(keys([0x1B, Self.pause, Int(UInt8(ascii: "q"))]) == [.escape, .text("q")])
    }

    /// Alt and a key come as Esc and the key together: not the way back, and nothing typed
    /// (the outside attack's Alt-x went back and left an `x` in the next prompt).
    @Test(arguments: ["\u{1B}x", "\u{1B}é", "\u{1B}漢", "\u{1B}."])
    func next_AltWithAKey_IsIgnoredWhole(alt: String) {
        #expect(keys(bytes(alt + "7")) == [.ignored, .text("7")])
    }

    @Test(arguments: ["\u{1B}\u{7F}", "\u{1B}\u{8}"])
    func next_AltBackspace_DeletesTheWordBefore(alt: String) {
        #expect(keys(bytes(alt)) == [.killWordBefore])
    }

    @Test
    func next_EscTwiceTogether_IsOneEscape() {
        #expect(keys(bytes("\u{1B}\u{1B}7")) == [.escape, .text("7")])
    }

    /// An X10 mouse report: `ESC [ M` and three raw bytes (button, column, row), none of them text.
    @Test
    func next_AnX10MouseReport_IsIgnoredWhole() {
        #expect(keys(bytes("\u{1B}[M !!7")) == [.ignored, .text("7")])
        #expect(keys(bytes("\u{1B}[<0;10;5M7")) == [.ignored, .text("7")])
    }

    @Test
    func next_EscThenABracketAndNothingMore_IsEscapeThenTheBracket() {
        #expect(keys([0x1B, Int(UInt8(ascii: "[")), Self.pause]) == [.escape, .text("[")])
    }

    @Test
    func next_AWideCharacterSplitAcrossReads_IsOneText() {
        let kanji = bytes("漢")
        #expect(keys([kanji[0], Self.pause, kanji[1], Self.pause, kanji[2]]) == [.text("漢")])
    }

    @Test
    func next_ByteThatCannotStartUTF8_IsAReplacementCharacterAndTheNextByteIsKept() {
        #expect(keys([0xFF, Int(UInt8(ascii: "A"))]) == [.text("\u{FFFD}"), .text("A")])
    }

    @Test
    func next_UTF8SequenceCutShort_IsAReplacementCharacterAndTheByteThatCutItIsKept() {
        let kanji = bytes("漢")
        #expect(keys([kanji[0], kanji[1], Int(UInt8(ascii: "7"))]) == [.text("\u{FFFD}"), .text("7")])
    }

    @Test
    func next_BracketedPasteWithReturns_IsOnePasteAndWhatFollowsIsTyped() {
        let input = bytes("\u{1B}[200~70\r175\u{1B}[201~") + bytes("x")
        #expect(keys(input) == [.paste("70\r175"), .text("x")])
    }

    @Test
    func next_BracketedPasteOfWideText_IsDecoded() {
        #expect(keys(bytes("\u{1B}[200~漢字\u{1B}[201~")) == [.paste("漢字")])
    }

    @Test
    func next_UnknownSequence_IsIgnoredAndConsumedWhole() {
        #expect(keys(bytes("\u{1B}[15~a")) == [.ignored, .text("a")])
    }

    @Test(
        arguments: zip(
            [
                0x01, 0x05, 0x02, 0x06, 0x0B, 0x15, 0x17, 0x0C, 0x03, 0x04, 0x10, 0x0E, 0x7F, 0x08, 0x0D, 0x0A, 0x09,
                0x1A, 0x1C, 0x1D,
            ],
            [
                EditKey.home, .end, .left, .right, .killToEnd, .killToStart, .killWordBefore, .redraw, .interrupt,
                .deleteOrEnd, .up, .down, .backspace, .backspace, .enter, .enter, .tab, .suspend, .quit, .ignored,
            ]
        )
    )
    func next_ControlByte_IsItsKey(byte: Int, key: EditKey) {
        #expect(keys([byte]) == [key])
    }

    @Test
    func next_PrintableASCII_IsText() {
        #expect(keys(bytes("7a")) == [.text("7"), .text("a")])
    }

    @Test
    func next_NoInput_IsNil() {
        #expect(keys([]) == [])
    }

    @Test
    func next_APasteThatNeverEnds_EndsAtAPauseAndTheKeysAfterItCount() {
        // The outside attack: ESC[200~ with no ESC[201~ swallowed every key, Ctrl-C included.
        let keys = keys(bytes("\u{1B}[200~abc") + [Self.pause] + [0x03])
        #expect(keys == [.paste("abc"), .interrupt])
    }

    /// A terminal's sequence that arrives in pieces (a slow link) is still its key once it has
    /// begun; only a lone Esc waits the short wait.
    @Test
    func next_SequenceArrivingSlowly_IsStillItsKey() {
        #expect(keys([0x1B] + bytes("[") + [Self.slowGap] + bytes("D")) == [.left])
        #expect(keys([0x1B] + bytes("[1;5") + [Self.slowGap] + bytes("D")) == [.wordLeft])
        #expect(keys([0x1B, Self.slowGap] + bytes("[D")) == [.escape, .text("["), .text("D")])
    }

    /// A terminal's answer to a query (its colours, say: `ESC ] 11;rgb:… BEL`) is not typed text.
    @Test
    func next_OperatingSystemCommand_IsIgnoredWhole() {
        #expect(keys(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}a")) == [.ignored, .text("a")])
        #expect(keys(bytes("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\b")) == [.ignored, .text("b")])
    }
}
