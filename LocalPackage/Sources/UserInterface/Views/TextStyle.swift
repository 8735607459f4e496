/// How a line looks on a terminal that takes escape codes.
enum TextStyle: Sendable {
    case plain
    case title
    case emphasis
    case error

    var escapeCode: String? {
        switch self {
        case .plain: nil
        case .title: "1"
        case .emphasis: "1;36"
        case .error: "31"
        }
    }
}
