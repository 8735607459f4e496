/// One key press (or a pasted text) as the line editor acts on it, whatever bytes the terminal
/// sent for it: `KeyDecoder` turns `ESC[H`, `ESC[1~`, `ESC OH` and Ctrl-A all into `home`.
public enum EditKey: Equatable, Sendable {
    /// Printable characters typed, one or more.
    case text(String)
    /// Return (CR) or Ctrl-J (LF).
    case enter
    /// Left arrow or Ctrl-B.
    case left
    /// Right arrow or Ctrl-F.
    case right
    /// Ctrl-Left, Alt-Left or Alt-B: to the start of the word before the cursor.
    case wordLeft
    /// Ctrl-Right, Alt-Right or Alt-F: to the end of the word after the cursor.
    case wordRight
    /// Home or Ctrl-A.
    case home
    /// End or Ctrl-E.
    case end
    /// Backspace (DEL, 0x7F) or Ctrl-H: deletes the character before the cursor.
    case backspace
    /// Delete (`ESC[3~`): deletes the character under the cursor.
    case delete
    /// Ctrl-D: deletes the character under the cursor, or ends input when the line is empty.
    case deleteOrEnd
    /// Ctrl-K: deletes from the cursor to the end of the line.
    case killToEnd
    /// Ctrl-U: deletes from the start of the line to the cursor.
    case killToStart
    /// Ctrl-W: deletes the word before the cursor.
    case killWordBefore
    /// Ctrl-L: clear the screen and draw the line again.
    case redraw
    /// Not a key: the terminal changed size, or the process was continued after a stop; the line
    /// is drawn again where it is, for the width the terminal has now.
    case drawAgain
    /// Up arrow or Ctrl-P: the previous history entry.
    case up
    /// Down arrow or Ctrl-N: the next history entry.
    case down
    /// Tab: complete the line.
    case tab
    /// Esc alone (no sequence after it).
    case escape
    /// Ctrl-C (the byte 0x03, since raw mode turns signals off).
    case interrupt
    /// Ctrl-\ (0x1C): the key that would be `SIGQUIT` outside raw mode.
    case quit
    /// Ctrl-Z (the byte 0x1A): stop the process, as the shell's job control does.
    case suspend
    /// A bracketed paste's text (between `ESC[200~` and `ESC[201~`), exactly as it came.
    case paste(String)
    /// Anything else: sequences of keys the editor has no use for (F1, Alt keys, other controls).
    case ignored
}
