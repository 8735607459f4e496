extension Character {
    /// The terminal columns the character takes, as `wcwidth` would say for the whole grapheme:
    /// 0 for one made only of zero-width scalars (combining marks, zero-width spaces and joiners,
    /// variation selectors) or a control character, 2 for an East Asian Wide or Fullwidth one
    /// (`漢`, but not the halfwidth `ｱ`) or one with emoji presentation (U+FE0F, as in `❤️`), and 1
    /// for everything else.
    ///
    /// NB: worked out here, not with ICU, so that it needs no Foundation; the wide ranges are those
    /// of Unicode 15's East Asian Width (W and F), which terminals follow.
    public var displayWidth: Int {
        guard let base = unicodeScalars.first(where: { !$0.isZeroWidth }) else { return 0 }
        if base.properties.generalCategory == .control {
            // Never printed raw by the app (they are made visible first); as typed, they take nothing.
            return 0
        }
        // An emoji asked for as a picture (U+FE0F) is two wide; a letter followed by one stays one.
        if base.isEastAsianWide || base.properties.isEmoji && unicodeScalars.contains("\u{FE0F}") {
            return 2
        }
        // NB: half-width katakana's voicing marks (ﾞ, ﾟ) extend the letter before them, as Unicode
        // groups characters, but a terminal gives each a column of its own.
        return 1 + unicodeScalars.dropFirst().count { $0.value == 0xFF9E || $0.value == 0xFF9F }
    }
}

extension StringProtocol {
    /// The terminal columns the text takes on one line: the sum of its characters' `displayWidth`.
    public var displayWidth: Int {
        // NB: printable ASCII, most text the app lines up (numbers, dates), is a column a byte.
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return utf8.count }
        var width = 0
        for character in self {
            width += character.displayWidth
        }
        return width
    }
}

extension Unicode.Scalar {
    /// Takes no column of its own: it changes or joins the character before it.
    fileprivate var isZeroWidth: Bool {
        if isJoinerOrVariationSelector { return true }
        switch value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF: return true
        default:
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }

    fileprivate var isEastAsianWide: Bool {
        // NB: below U+1100 nothing is wide; most text is ASCII and Latin, which skip the search.
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = eastAsianWideRanges.count
        while low < high {
            let middle = (low + high) / 2
            let range = eastAsianWideRanges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

/// East Asian Wide (W) and Fullwidth (F) scalars, sorted and not overlapping, for a binary search.
private let eastAsianWideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
    0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
    0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
    0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
    0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E,
    0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
    0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
    0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC,
    0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
    0x1F947...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
]
