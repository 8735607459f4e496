#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal as the line editor (`UserInterface`'s `LineReader`) uses it: standard input a
/// byte at a time, raw mode while a line is edited, and a wake-up when the line is to be drawn
/// again. From a pipe, a file or a `dumb` terminal there is no raw mode: lines come as they are.
final class RawTerminal: Sendable {
    private let input: Int32
    private let output: Int32
    private let isEditing: Bool
    /// Readable when the line is to be drawn again (SIGWINCH, SIGCONT): a wait for a key waits
    /// on it too. -1 when there is none (no editing, or no pipe to be had).
    private let drawAgain: Int32

    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// `isEditing`: `false` reads lines as they come even on a terminal (`TERM=dumb`).
    init(input: Int32 = 0, output: Int32 = 1, isEditing: Bool = true) {
        self.input = input
        self.output = output
        self.isEditing = isEditing
        var ends: [Int32] = [-1, -1]
        guard isEditing, pipe(&ends) == 0 else {
            drawAgain = -1
            return
        }
        drawAgain = ends[0]
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        for signalNumber in [SIGWINCH, SIGCONT] {
            _ = SignalRelay.shared.observe(signalNumber) { [writeEnd = ends[1]] in
                try? writeAll([UInt8(0)], to: writeEnd)
            }
        }
    }

    /// Runs `body` with the terminal in raw mode, a paste marked as one (`ESC [200~` … `ESC [201~`:
    /// without it, a pasted "Ann⏎Lee" would answer two prompts), and puts it back after (raw mode
    /// asks the terminal to stop marking pastes whenever it is put back, a signal or an exit
    /// included). `false`, and `body` not run, when input and output are not both a terminal that
    /// edits (NB: editing draws on the output: not `bmi > file`).
    func whileRaw(_ body: () -> Void) -> Bool {
        guard isEditing, isatty(output) == 1,
            RawMode.enter(input, undo: Array(Self.bracketedPasteOff.utf8), output: output)
        else { return false }
        write(Self.bracketedPasteOn)
        defer { RawMode.leave() }
        // A resize while no line was edited has nothing to draw again.
        _ = takeDrawAgain()
        body()
        return true
    }

    /// The columns a line is edited in.
    var editingColumns: Int? {
        TerminalSize.editingColumns(of: output)
    }

    /// One byte of input: waiting as long as it takes (`nil`), when the line may be drawn again
    /// first, or at most the milliseconds given.
    func readByte(waitMilliseconds: Int32?) -> ByteRead {
        switch waitForInput(timeout: waitMilliseconds ?? -1, orDrawAgain: waitMilliseconds == nil) {
        case .timedOut: return .timedOut
        case .failed: return .end
        case .drawAgain:
            // Continued in the background (`bg`): drawn again only once back in the foreground.
            _ = RawMode.waitForForeground(input)
            return .drawAgain
        case .ready: break
        }
        var byte: UInt8 = 0
        while true {
            let count = systemRead(input, &byte)
            if count == 1 {
                return .byte(byte)
            } else if count == 0 {
                return .end
            } else if errno == EINTR {
                continue
            } else if errno == EIO && RawMode.waitForForeground(input) {
                continue  // Read in the background (after `bg`): the key is read after `fg`.
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                // A descriptor left non-blocking by another program: wait for the byte instead.
                guard waitForInput(timeout: -1, orDrawAgain: false) == .ready else { return .end }
            } else {
                return .end
            }
        }
    }

    private enum Wait {
        case ready, timedOut, failed, drawAgain
    }

    /// `poll(2)` for input (and for the signal to draw again, if asked), interrupted waits retried.
    private func waitForInput(timeout: Int32, orDrawAgain: Bool) -> Wait {
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if orDrawAgain && drawAgain >= 0 {
            descriptors.append(pollfd(fd: drawAgain, events: Int16(POLLIN), revents: 0))
        }
        while true {
            let result = systemPoll(&descriptors, timeout)
            if result < 0 && errno == EINTR { continue }
            if result < 0 { return .failed }
            if result == 0 { return .timedOut }
            // NB: a key typed counts first; the drawing waits for the wait after it.
            if descriptors[0].revents != 0 { return .ready }
            if takeDrawAgain() { return .drawAgain }
        }
    }

    /// Empties the draw-again pipe; whether anything was in it.
    private func takeDrawAgain() -> Bool {
        guard drawAgain >= 0 else { return false }
        var bytes = [UInt8](repeating: 0, count: 16)
        var any = false
        while systemRead(drawAgain, &bytes) > 0 { any = true }
        return any
    }

    /// Writes all of the text; a failed write is dropped, as the app finds out on its next write.
    private func write(_ text: String) {
        try? writeAll(Array(text.utf8), to: output)
    }
}

// NB: the C functions by other names, as `RawTerminal`'s own `read` and `write` hide them inside it.

private func systemRead(_ fileDescriptor: Int32, _ byte: inout UInt8) -> Int {
    read(fileDescriptor, &byte, 1)
}

private func systemRead(_ fileDescriptor: Int32, _ bytes: inout [UInt8]) -> Int {
    read(fileDescriptor, &bytes, bytes.count)
}

private func systemPoll(_ descriptors: inout [pollfd], _ timeout: Int32) -> Int32 {
    poll(&descriptors, nfds_t(descriptors.count), timeout)
}
