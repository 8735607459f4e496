extension String {
    /// The text with spaces (or `padding`, such as `0`) before it, to line up a column of numbers.
    func leftPadded(to width: Int, with padding: Character = " ") -> String {
        String(repeating: padding, count: max(0, width - displayWidth)) + self
    }

    /// The text with spaces after it, to line up the next column (by the columns it takes: `日本`
    /// is four).
    func rightPadded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - displayWidth))
    }
}
