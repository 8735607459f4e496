/// How a line looks on a terminal that takes escape codes.
enum TextStyle: Sendable {
    case plain
    case title
    case emphasis
    case error
    /// A background colour (a chart's bands).
    case background(Colour)

    enum Colour: Sendable {
        case blue, green, yellow, red
    }

    var escapeCode: String? {
        switch self {
        case .plain: nil
        case .title: "1"
        case .emphasis: "1;36"
        case .error: "31"
        case .background(.blue): "44"
        case .background(.green): "42"
        case .background(.yellow): "43"
        case .background(.red): "41"
        }
    }
}
