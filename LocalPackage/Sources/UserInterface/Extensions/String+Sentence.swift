extension String {
    /// The text without the period it ends with, to be set inside a sentence of ours: the system's
    /// reasons (`No space left on device.`) end with one, and a message adds its own.
    var inSentence: String {
        var text = self
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
