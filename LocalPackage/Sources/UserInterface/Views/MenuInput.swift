#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A menu line: a letter (any case, spaces ignored) and, for `d 2`, a number after it.
struct MenuInput: Equatable {
    var key: String
    var number: Int?

    init(_ line: String) {
        let words = line.lowercased().split(whereSeparator: \.isWhitespace)
        key = words.first.map(String.init) ?? ""
        number = words.dropFirst().first.flatMap { Int($0) }
        // `d2` as well as `d 2`.
        if number == nil, let first = key.first, key.count > 1, let attached = Int(key.dropFirst()) {
            key = String(first)
            number = attached
        }
    }
}
