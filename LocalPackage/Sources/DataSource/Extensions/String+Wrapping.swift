extension String {
    /// The text in lines no wider than `width` terminal columns (a double-width character counts
    /// two), for output fitted to the terminal. Each of the text's own lines is wrapped alone; a
    /// line that fits is left exactly as it is. A menu's items (`[n] New   [e] Edit`,
    /// three spaces apart) are kept whole where they fit, then words, and a word wider than the
    /// line is cut. A number keeps the word after it, its unit ("70.4 kg", "5 ft"). Shared by the
    /// console and the line editor (`LineRendering.split`).
    public func wrapped(to width: Int) -> [String] {
        guard width > 0 else { return [self] }
        return split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard line.displayWidth > width else { return [String(line)] }
            var lines: [String] = []
            var current = ""
            func add(_ piece: Substring, joinedBy joiner: String) {
                if current.isEmpty {
                    current = String(piece)
                } else if current.displayWidth + joiner.count + piece.displayWidth <= width {
                    current += joiner + piece
                } else {
                    lines.append(current)
                    current = String(piece)
                }
            }
            for item in line.split(separator: "   ") {
                if item.displayWidth <= width {
                    add(item, joinedBy: "   ")
                    continue
                }
                for word in Self.unbreakableWords(item, width: width) {
                    var word = word
                    while word.displayWidth > width {
                        // Cut a word that no line can hold, by what fits.
                        var fits = word.startIndex
                        var used = 0
                        while fits < word.endIndex, used + word[fits].displayWidth <= width {
                            used += word[fits].displayWidth
                            fits = word.index(after: fits)
                        }
                        if fits == word.startIndex { fits = word.index(after: fits) }
                        if !current.isEmpty { lines.append(current) }
                        current = ""
                        lines.append(String(word[..<fits]))
                        word = word[fits...]
                    }
                    if !word.isEmpty { add(word, joinedBy: " ") }
                }
            }
            if !current.isEmpty { lines.append(current) }
            return lines
        }
    }

    /// The words of `item` between single spaces, a word ending in a digit joined to the word
    /// after it when that starts with a letter: a line never ends in a number whose unit starts
    /// the next. A pair wider than `width` stays two words.
    private static func unbreakableWords(_ item: Substring, width: Int) -> [Substring] {
        var words: [Substring] = []
        for word in item.split(separator: " ") {
            if let last = words.last, last.last?.isNumber == true, word.first?.isLetter == true,
                item[last.startIndex..<word.endIndex].displayWidth <= width
            {
                words[words.count - 1] = item[last.startIndex..<word.endIndex]
            } else {
                words.append(word)
            }
        }
        return words
    }
}
