import DataSource

/// How a line looks on a terminal that takes escape codes.
enum TextStyle: Sendable {
    case plain
    case title
    case emphasis
    case error
    /// A chart's background in a WHO band's colour.
    case band(BMICategory)

    var escapeCode: String? {
        switch self {
        case .plain: nil
        case .title: "1"
        case .emphasis: "1;36"
        case .error: "31"
        // Blue, green, yellow, then red for the obesity classes.
        case .band(.underweight): "44"
        case .band(.normal): "42"
        case .band(.overweight): "43"
        case .band(.obesity1), .band(.obesity2), .band(.obesity3): "41"
        }
    }
}
