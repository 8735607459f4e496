/// Swift source as the compiler reads its code: each line with its comments and the text of its
/// string and regex literals blanked, so that a search for a name finds uses, not words. An
/// interpolation (`"\(entry.title)"`, `#"\#(entry.title)"#`) is code; block comments nest, as
/// Swift's do; a raw string ends only at its quote and as many `#`s as it began with.
enum SwiftCode {
    private enum Frame: Equatable {
        /// `hashes`: how many `#` the literal began with (a raw string's), which its end and its
        /// escapes carry too.
        case string(isMultiline: Bool, hashes: Int)
        /// An extended regex literal, `#/…/#`: no interpolation.
        case regex(hashes: Int)
        /// Inside `\(…)`: how many parentheses of its own are open.
        case interpolation(depth: Int)
    }

    /// The lines of `text`, each as long as it was, with blanks where comments and literal text were.
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
            /// How many `#` begin here.
            func hashes() -> Int { characters[index...].prefix { $0 == "#" }.count }
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
                case .string(let isMultiline, let hashes):
                    let pounds = String(repeating: "#", count: hashes)
                    let end = (isMultiline ? "\"\"\"" : "\"") + pounds
                    if starts("\\" + pounds + "(") {
                        frames.append(.interpolation(depth: 0))
                        blank(hashes + 2)
                    } else if starts("\\" + pounds) {
                        blank(hashes + 2)
                    } else if starts(end) {
                        frames.removeLast()
                        blank(end.count)
                    } else {
                        blank(1)
                    }
                case .regex(let hashes):
                    let end = "/" + String(repeating: "#", count: hashes)
                    if starts(end) {
                        frames.removeLast()
                        blank(end.count)
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
                    let pounds = hashes()
                    let opening = characters.dropFirst(index + pounds).prefix(3)
                    if starts("//") {
                        blank(characters.count - index)
                    } else if starts("/*") {
                        blockComments += 1
                        blank(2)
                    } else if opening.starts(with: "\"\"\"") {
                        frames.append(.string(isMultiline: true, hashes: pounds))
                        blank(pounds + 3)
                    } else if opening.starts(with: "\"") {
                        frames.append(.string(isMultiline: false, hashes: pounds))
                        blank(pounds + 1)
                    } else if pounds > 0, opening.starts(with: "/") {
                        frames.append(.regex(hashes: pounds))
                        blank(pounds + 1)
                    } else {
                        keep()
                    }
                }
            }
            // A literal of one line ends with it (one left open is the compiler's to refuse).
            while let last = frames.last {
                if case .string(isMultiline: true, _) = last { break }
                frames.removeLast()
            }
            lines.append(code)
        }
        return lines
    }
}
