extension String {
    /// U+FF01–U+FF5E as U+0021–U+007E and the ideographic space as a space, as NFKC folds them
    /// (FoundationEssentials has no normalization), and nothing else: what a Japanese input method
    /// types for digits, letters and punctuation (`７０．５`, `ｋｇ`, a menu's `ｓ`).
    public var foldingFullWidth: String {
        var folded = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0xFF01...0xFF5E: folded.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
            case 0x3000: folded.append(" ")
            default: folded.append(scalar)
            }
        }
        return String(folded)
    }
}
