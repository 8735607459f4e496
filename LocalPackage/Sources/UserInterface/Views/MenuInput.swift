import DataSource

/// A menu line: a letter (any case, full width or not, spaces ignored) and, for `d 2`, a number
/// after it. Whatever
/// else follows is kept in `extraWords`, so `d 1 2` is refused rather than read as `d 1`.
struct MenuInput: Equatable {
    var key: String
    var number: Int?
    var extraWords: [String]

    init(_ line: String) {
        var words = line.foldingFullWidth.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        key = words.isEmpty ? "" : words.removeFirst()
        number = nil
        // `d2` as well as `d 2`.
        if let first = key.first, key.count > 1, let attached = Int(key.dropFirst()) {
            key = String(first)
            number = attached
        } else if let word = words.first, let typed = Int(word) {
            number = typed
            words.removeFirst()
        }
        extraWords = words
    }
}
