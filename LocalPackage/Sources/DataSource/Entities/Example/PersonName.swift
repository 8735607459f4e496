/// Who a record belongs to, as people are told apart: by name, without regard to case (`Ann` and
/// `ann` are one person). Records written before the history kept names carry none; they belong
/// to `unnamedRecordsOwner`, the saved person, until a save of someone else names them.
public struct PersonName: Sendable, Hashable {
    /// The name as compared: the forms an input method types folded as NFKC folds them (`ｱﾝ` is
    /// `アン`, `Ａｌｉｃｅ` is `Alice`: `foldingFullWidth`), its case folded (upper case, then lower,
    /// so `Straße` and `STRASSE` are one name, as Unicode's full case folding has them), and every
    /// kind of space (a no-break space looks like a space) one space, with none around it; the
    /// joiners and variation selectors a name may hold (for an emoji, a script that needs them)
    /// left out, as they make no name look different (`Ali‍ce`, with a zero-width joiner, is Alice).
    public let key: String

    public init(_ name: String) {
        // NB: a name of letters, digits and single spaces in ASCII is folded a byte at a time: an
        // output of every record works out each record's owner, and Unicode's rules cost ten times.
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.first != 0x20, bytes.last != 0x20 else { return nil }
            var previous: UInt8 = 0
            for byte in bytes {
                guard (0x21...0x7E).contains(byte) || (byte == 0x20 && previous != 0x20) else { return nil }
                previous = byte
            }
            return String(decoding: bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        if let ascii = ascii ?? nil {
            key = ascii
            return
        }
        var spaced = String.UnicodeScalarView()
        for scalar in name.foldingFullWidth.uppercased().lowercased().unicodeScalars {
            guard !scalar.isJoinerOrVariationSelector else { continue }
            spaced.append(scalar.properties.isWhitespace ? " " : scalar)
        }
        key = String(spaced).split(separator: " ").joined(separator: " ")
    }

    /// Whose `record` is, its name missing read as `unnamedRecordsOwner`'s.
    public init(of record: BMIRecord, unnamedRecordsOwner: String) {
        self.init(record.name ?? unnamedRecordsOwner)
    }
}
