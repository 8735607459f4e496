/// Swift source as the compiler reads its code: each line with its comments and the text of its
/// string literals blanked, so that a search for a name finds uses, not words. An interpolation
/// (`"\(entry.title)"`) is code; block comments nest, as Swift's do.
enum SwiftCode {
    private enum Frame: Equatable {
        case string(isMultiline: Bool)
        /// Inside `\(…)`: how many parentheses of its own are open.
        case interpolation(depth: Int)
    }

    /// The lines of `text`, each as long as it was, with blanks where comments and string text were.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var blockComments = 0
        var frames: [Frame] = []
        for line in text.components(separatedBy: "\n") {
            let characters = Array(line)
            var (code, index) = ("", 0)
            func starts(_ prefix: String) -> Bool { characters[index...].starts(with: prefix) }
            func blank(_ count: Int) {
                let count = min(count, characters.count - index)
                code += String(repeating: " ", count: count)
                index += count
            }
            func keep() {
                code.append(characters[index])
                index += 1
            }
            while index < characters.count {
                if blockComments > 0 {
                    if starts("*/") {
                        blockComments -= 1
                        blank(2)
                    } else if starts("/*") {
                        blockComments += 1
                        blank(2)
                    } else {
                        blank(1)
                    }
                    continue
                }
                switch frames.last {
                case .string(let isMultiline):
                    if starts("\\(") {
                        frames.append(.interpolation(depth: 0))
                        blank(2)
                    } else if starts("\\") {
                        blank(2)
                    } else if starts(isMultiline ? "\"\"\"" : "\"") {
                        frames.removeLast()
                        blank(isMultiline ? 3 : 1)
                    } else {
                        blank(1)
                    }
                case .interpolation(let depth) where characters[index] == "(":
                    frames[frames.count - 1] = .interpolation(depth: depth + 1)
                    keep()
                case .interpolation(let depth) where characters[index] == ")":
                    if depth == 0 {
                        frames.removeLast()
                        blank(1)
                    } else {
                        frames[frames.count - 1] = .interpolation(depth: depth - 1)
                        keep()
                    }
                case .interpolation, nil:
                    if starts("//") {
                        blank(characters.count - index)
                    } else if starts("/*") {
                        blockComments += 1
                        blank(2)
                    } else if starts("\"\"\"") {
                        frames.append(.string(isMultiline: true))
                        blank(3)
                    } else if starts("\"") {
                        frames.append(.string(isMultiline: false))
                        blank(1)
                    } else {
                        keep()
                    }
                }
            }
            // A string of one line ends with it (one left open is the compiler's to refuse).
            while let last = frames.last, last != .string(isMultiline: true) { frames.removeLast() }
            lines.append(code)
        }
        return lines
    }
}
