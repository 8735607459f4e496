import Foundation

/// A menu line read as a choice: the letter or the word, any case.
enum MenuChoice: Equatable {
    case calculate
    case save
    case quit

    init?(_ line: String) {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "c", "calculate": self = .calculate
        case "s", "save": self = .save
        case "q", "quit": self = .quit
        default: return nil
        }
    }
}
