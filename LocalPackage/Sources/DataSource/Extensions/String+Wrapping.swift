extension String {
    /// The text in lines no wider than `width` terminal columns (a double-width character counts
    /// two), for output fitted to the terminal. Each of the text's own lines is wrapped alone; a
    /// line that fits is left exactly as it is. A menu's items (`[o] Open   [s] Settings`,
    /// three spaces apart) are kept whole where they fit, then words, and a word wider than the
    /// line is cut. Shared by the console and the line editor (`LineRendering.split`).
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
                for word in item.split(separator: " ") {
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
}
