/// The language to speak, from `LC_ALL`, `LC_MESSAGES`, then `LANG`, as POSIX orders them.
/// Foundation on Linux does not read these for us.
enum Language: Equatable {
    case english
    case japanese

    init(environment: (String) -> String?) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(environment).first { !$0.isEmpty }
        self = locale.map(Self.isJapaneseInUTF8) == true ? .japanese : .english
    }

    /// `ja`, `ja_JP`, `ja_JP.UTF-8`: the language code exactly `ja` (`jav` is Javanese), and the
    /// codeset, when one is named, UTF-8: the text is written in UTF-8, which `ja_JP.eucJP` or
    /// `ja_JP.SJIS` terminals would show as mojibake, so they get English.
    private static func isJapaneseInUTF8(_ locale: String) -> Bool {
        let withoutModifier = locale.split(separator: "@", maxSplits: 1).first ?? ""
        let parts = withoutModifier.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let language = parts.first?.split(separator: "_", maxSplits: 1).first ?? ""
        guard language.lowercased() == "ja" else { return false }
        guard parts.count > 1 else { return true }
        return ["utf-8", "utf8"].contains(parts[1].lowercased())
    }

    var strings: any Strings {
        switch self {
        case .english: EnglishStrings()
        case .japanese: JapaneseStrings()
        }
    }
}
