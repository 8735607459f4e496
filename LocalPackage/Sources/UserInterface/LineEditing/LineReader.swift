import DataSource
import Synchronization

/// Reads lines from the terminal with editing: arrows, Home and End, history per prompt, Tab
/// completion, pastes, over the raw terminal `TerminalClient` gives (in raw mode only while a line
/// is read). From a pipe, a file or a `dumb` terminal, lines are read as they are.
final class LineReader: Sendable {
    private let terminal: TerminalClient
    /// NB: held for the whole of `read`, so that two reads at once take turns rather than share
    /// the keys typed. Kept from line to line: a byte read past one line's last key belongs to
    /// the next line, and the history is the session's.
    private let loop = Mutex(LineEditingLoop())

    init(_ terminal: TerminalClient) {
        self.terminal = terminal
    }

    /// Shows the request's prompt and reads a line, with editing when the input is a terminal.
    ///
    /// NB: without a terminal nothing is written, so the caller writes the prompt itself; with
    /// one, the prompt is drawn again from the start of the row, so writing it first does no harm.
    func read(_ request: LineRequest) -> LineResult {
        let terminal = terminal
        return loop.withLock { loop in
            var edited: LineResult?
            let isEditing = terminal.whileRaw {
                edited = loop.read(
                    request,
                    columns: { terminal.editingColumns() ?? LineRendering.defaultColumns },
                    readByte: terminal.readByte,
                    // NB: a failed write is dropped, as the app finds out on its next write.
                    write: { try? terminal.writeOutput($0) },
                    suspend: terminal.suspend
                )
            }
            return isEditing ? edited ?? .endOfInput : Self.readWithoutEditing(&loop.decoder, terminal.readByte)
        }
    }

    /// One line up to "\n" (a "\r" before it dropped), read byte by byte so that nothing after it
    /// is read ahead and lost; Esc then Enter is `.back`.
    private static func readWithoutEditing(
        _ decoder: inout KeyDecoder, _ readByte: (_ waitMilliseconds: Int32?) -> ByteRead
    ) -> LineResult {
        var bytes: [UInt8] = []
        var next = decoder.takePendingByte()
        while true {
            let read = next.map(ByteRead.byte) ?? readByte(nil)
            next = nil
            switch read {
            case .byte(let byte) where byte == UInt8(ascii: "\n"):
                if bytes.last == UInt8(ascii: "\r") {
                    bytes.removeLast()
                }
                return LineResult(plainLine: String(decoding: bytes, as: UTF8.self))
            case .byte(let byte):
                bytes.append(byte)
            case .timedOut, .drawAgain:
                continue
            case .end:
                // The last line, without its line end: still Esc when it is only Esc.
                return bytes.isEmpty ? .endOfInput : LineResult(plainLine: String(decoding: bytes, as: UTF8.self))
            }
        }
    }
}
