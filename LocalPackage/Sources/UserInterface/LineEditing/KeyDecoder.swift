import DataSource

/// Turns the bytes a terminal sends in raw mode into `EditKey`s: UTF-8 into text, control bytes
/// into editing keys, escape sequences into arrows and the like, bracketed pastes into one paste.
///
/// It keeps at most one byte between calls, the one read after an Esc that turned out not to start
/// a sequence; keep the decoder across lines so that byte is not lost.
public struct KeyDecoder: Sendable {
    /// How long an Esc waits for the rest of a sequence before it counts as the Esc key: a
    /// terminal sends a sequence's bytes together, a person does not type that fast.
    static let escapeWaitMilliseconds: Int32 = 50
    /// How long the rest of a sequence already under way (`ESC [` came together) is waited for:
    /// a slow link may split it, and no person types `ESC [` within the Esc wait.
    static let sequenceWaitMilliseconds: Int32 = 1_000
    /// The most of a terminal's answer (`ESC ]` … BEL) read before it is given up on.
    private static let maximumAnswerBytes = 4 * 1024
    /// The most of a paste kept (its bytes): the rest is read and dropped, as no prompt needs more.
    static let maximumPasteBytes = 64 * 1024
    /// The most parameter and intermediate bytes of a sequence looked at; a longer one is ignored.
    private static let maximumSequenceBytes = 32
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    private static let pastePauseMilliseconds: Int32 = 500

    /// A byte read past a key (after a lone Esc, or one that broke a sequence), handed out first.
    private(set) var pendingByte: UInt8?

    public init() {}

    /// The next key, reading as many bytes as it takes; `nil` once input has ended.
    ///
    /// `read(nil)` waits for the next byte as long as it takes; `read(n)` waits at most `n`
    /// milliseconds. A `.timedOut` from a wait with no limit is taken as "nothing yet", and read again.
    public mutating func next(_ read: (_ waitMilliseconds: Int32?) -> ByteRead) -> EditKey? {
        switch takePendingByte().map(ByteRead.byte) ?? Self.waitingRead(read, orDrawAgain: true) {
        case .byte(0x1B): return escape(read)
        case .byte(let byte) where (0x20...0x7E).contains(byte): return .text(String(Unicode.Scalar(byte)))
        case .byte(let byte) where byte >= 0x80:
            return .text(Self.utf8Character(startingWith: byte, read, pendingByte: &pendingByte))
        case .byte(let byte): return Self.controlKey(byte)
        case .drawAgain: return .drawAgain
        case .timedOut, .end: return nil
        }
    }

    /// Hands out the byte kept from the last call, if any (for reading the next line another way).
    mutating func takePendingByte() -> UInt8? {
        defer { pendingByte = nil }
        return pendingByte
    }

    private static func controlKey(_ byte: UInt8) -> EditKey {
        switch byte {
        case 0x01: .home
        case 0x02: .left
        case 0x03: .interrupt
        case 0x04: .deleteOrEnd
        case 0x05: .end
        case 0x06: .right
        case 0x08, 0x7F: .backspace
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x0B: .killToEnd
        case 0x0C: .redraw
        case 0x0E: .down
        case 0x10: .up
        case 0x15: .killToStart
        case 0x17: .killWordBefore
        case 0x1A: .suspend
        case 0x1C: .quit
        default: .ignored
        }
    }

    /// After an Esc: a CSI (`ESC [`) or SS3 (`ESC O`) sequence, an Alt key, or the Esc key itself
    /// (nothing more within the wait).
    private mutating func escape(_ read: (Int32?) -> ByteRead) -> EditKey {
        guard case .byte(let introducer) = read(Self.escapeWaitMilliseconds) else { return .escape }
        switch introducer {
        case UInt8(ascii: "["): return controlSequence(read)
        case UInt8(ascii: "O"): return singleShift(read)
        case UInt8(ascii: "]"): return operatingSystemCommand(read)
        case 0x1B: return .escape  // Esc pressed twice at once, or Alt-Esc: the way back, once.
        case 0x08, 0x7F: return .killWordBefore  // Alt-Backspace, as in readline.
        case UInt8(ascii: "b"): return .wordLeft  // Alt-B, as in readline.
        case UInt8(ascii: "f"): return .wordRight  // Alt-F.
        case 0xC0...0xFF:
            // Alt with a key beyond ASCII: its whole character goes with it.
            _ = Self.utf8Character(startingWith: introducer, read, pendingByte: &pendingByte)
            return .ignored
        default:
            // NB: Alt and a key, which terminals send as Esc and the key at once (a person cannot
            // type Esc and a key within the wait): no Alt key is bound, and the key is not
            // typed text either.
            return .ignored
        }
    }

    /// `ESC ]`, then anything up to BEL or `ESC \\`: a terminal's answer to a query (its colours,
    /// its title), read whole and dropped, so that none of it is taken as typed text.
    private mutating func operatingSystemCommand(_ read: (Int32?) -> ByteRead) -> EditKey {
        var count = 0
        while count < Self.maximumAnswerBytes, case .byte(let byte) = read(Self.sequenceWaitMilliseconds) {
            count += 1
            if byte == 0x07 { break }
            if byte == 0x1B {
                // The string terminator `ESC \\`; an Esc followed by anything else starts the next key.
                if case .byte(let next) = read(Self.escapeWaitMilliseconds), next != UInt8(ascii: "\\") {
                    pendingByte = next
                }
                break
            }
        }
        return .ignored
    }

    /// `ESC O` and one final byte: what some terminals send for arrows, Home and End.
    private mutating func singleShift(_ read: (Int32?) -> ByteRead) -> EditKey {
        guard case .byte(let final) = read(Self.escapeWaitMilliseconds) else {
            // Esc then a typed `O`, not a sequence.
            pendingByte = UInt8(ascii: "O")
            return .escape
        }
        switch final {
        case 0x40...0x7E: return Self.cursorKey(final) ?? .ignored
        default:
            pendingByte = final
            return .ignored
        }
    }

    /// `ESC [`, parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F) and a final byte
    /// (0x40–0x7E), read whole so that none of it is taken as typed text.
    private mutating func controlSequence(_ read: (Int32?) -> ByteRead) -> EditKey {
        var parameters: [UInt8] = []
        var isTooLong = false
        while true {
            guard case .byte(let byte) = read(Self.sequenceWaitMilliseconds) else {
                guard parameters.isEmpty, !isTooLong else { return .ignored }
                // Esc then a typed `[`, not a sequence.
                pendingByte = UInt8(ascii: "[")
                return .escape
            }
            switch byte {
            case 0x20...0x3F:
                if parameters.count < Self.maximumSequenceBytes {
                    parameters.append(byte)
                } else {
                    isTooLong = true
                }
            case 0x40...0x7E:
                guard !isTooLong else { return .ignored }
                return key(parameters: parameters, final: byte, read)
            default:
                // A control byte or an Esc cannot be part of a sequence: the sequence was cut
                // short, and the byte starts the next key.
                pendingByte = byte
                return .ignored
            }
        }
    }

    private mutating func key(parameters: [UInt8], final: UInt8, _ read: (Int32?) -> ByteRead) -> EditKey {
        if parameters.isEmpty && final == UInt8(ascii: "M") {
            // An X10 mouse report: three raw bytes (button, column, row) follow, none of them text.
            for _ in 0..<3 {
                guard case .byte = read(Self.escapeWaitMilliseconds) else { break }
            }
            return .ignored
        }
        // NB: modifiers come as a second parameter (`ESC[1;5C` is Ctrl-Right, `ESC[3;2~`
        // Shift-Delete): Ctrl or Alt with Left or Right moves by words; otherwise only the first
        // parameter says which key, so a modified key acts as the key.
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        let first = fields.first ?? []
        if final != UInt8(ascii: "~") {
            let key = Self.cursorKey(final)
            // 3 is Alt, 5 Ctrl, 7 both (xterm's modifier codes).
            let isByWords = fields.count == 2 && ["3", "5", "7"].contains(String(decoding: fields[1], as: UTF8.self))
            switch key {
            case .left? where isByWords: return .wordLeft
            case .right? where isByWords: return .wordRight
            default: return key ?? .ignored
            }
        }
        switch String(decoding: first, as: UTF8.self) {
        case "1", "7": return .home
        case "4", "8": return .end
        case "3": return .delete
        case "200": return paste(read)
        default: return .ignored
        }
    }

    private static func cursorKey(_ final: UInt8) -> EditKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// The bytes of a bracketed paste up to `ESC[201~`, taken as they are (an Enter in a paste does
    /// not submit the line). Input that ends first ends the paste, and so does a pause of
    /// `pastePauseMilliseconds`: a terminal sends a paste at once, and a start marker with no end
    /// (sent by hand, or cut off) must not swallow every key after it, Ctrl-C included.
    private func paste(_ read: (Int32?) -> ByteRead) -> EditKey {
        var bytes: [UInt8] = []
        var dropped = false
        // The last bytes read, to find the end marker even past the bytes kept.
        var tail: [UInt8] = []
        while case .byte(let byte) = read(Self.pastePauseMilliseconds) {
            tail.append(byte)
            if tail.count > Self.pasteEnd.count {
                tail.removeFirst()
            }
            if tail == Self.pasteEnd {
                break
            }
            if bytes.count < Self.maximumPasteBytes + Self.pasteEnd.count {
                bytes.append(byte)
            } else {
                dropped = true
            }
        }
        if tail == Self.pasteEnd, !dropped {
            // The marker's first bytes were kept as text before it was recognised.
            bytes.removeLast(Self.pasteEnd.count - 1)
        }
        return .paste(String(decoding: bytes.prefix(Self.maximumPasteBytes), as: UTF8.self))
    }

    /// The character a UTF-8 lead byte starts, its continuation bytes read as they come; a byte
    /// that cannot be one is kept for the next key, and a broken sequence reads as U+FFFD.
    private static func utf8Character(
        startingWith lead: UInt8, _ read: (Int32?) -> ByteRead, pendingByte: inout UInt8?
    ) -> String {
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return "\u{FFFD}"
        }
        var bytes = [lead]
        while bytes.count < length {
            guard case .byte(let byte) = waitingRead(read, orDrawAgain: false) else { break }
            guard byte & 0xC0 == 0x80 else {
                pendingByte = byte
                break
            }
            bytes.append(byte)
        }
        // NB: decoding also turns overlong forms and surrogates (which the lengths above let
        // through) into U+FFFD; a truncated sequence gives a single one.
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.count < length ? "\u{FFFD}" : text
    }

    /// The next byte or the end, waiting as long as it takes; a call to draw the line again too
    /// when `orDrawAgain` (not within a character, which comes whole: the drawing can wait).
    private static func waitingRead(_ read: (Int32?) -> ByteRead, orDrawAgain: Bool) -> ByteRead {
        while true {
            let result = read(nil)
            if result != .timedOut && (orDrawAgain || result != .drawAgain) { return result }
        }
    }
}
