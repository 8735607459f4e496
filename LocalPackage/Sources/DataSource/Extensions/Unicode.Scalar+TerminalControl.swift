extension Unicode.Scalar {
    /// Whether the character can steer a terminal or change how the text around it reads: C0 and
    /// C1 controls and DEL (escape sequences start with them), line and paragraph separators, and
    /// the bidirectional marks, embeddings, overrides and isolates. Names refuse them; text read
    /// from files shows them made visible.
    public var isTerminalControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029: true
        default: false
        }
    }

    /// A zero-width joiner or non-joiner, or a variation selector: what joins or picks the form of
    /// the characters beside it and shows nothing of its own.
    public var isJoinerOrVariationSelector: Bool {
        switch value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
        default: false
        }
    }
}
