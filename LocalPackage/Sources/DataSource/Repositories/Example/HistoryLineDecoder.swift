/// Reads one line of `history.jsonl`. The lines this app writes have one exact shape (its
/// `JSONEncoder` with sorted keys and ISO 8601 dates to the second):
///
///     {"date":"2026-11-21T18:03:00Z","height":175,"id":"E621E1F8-…-0C247A3E6E5F","name":"Ann","weight":70}
///     {"deleted":"E621E1F8-…-0C247A3E6E5F"}
///
/// (`name` is missing from lines written before the history kept names.) Those are read by hand, in place, with no allocation but the record: about twenty times
/// faster than a `JSONDecoder` per line, which is what lets a full load of the history keep up
/// with its size. Any other line (spaces, another key order, a time zone offset, written by hand
/// or by another tool) goes to `JSONDecoder`, so every line means what it always did; the
/// fuzzer checks that the two never disagree on a line the fast path accepts.
public struct HistoryLineDecoder {
    private let decoder: JSONDecoder

    public init() {
        decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .existingISO8601
    }

    /// The line's meaning, or `nil` when it is not a history line at all (damaged). Nothing is
    /// lost by `nil`: the repository names the line by its number and leaves it in the file, and
    /// which part of it JSONDecoder disliked is not something a person could act on.
    public func decode(_ line: UnsafeRawBufferPointer) -> HistoryLine? {
        if let line = Self.fast(line) { return line }
        do {
            return try decoder.decode(HistoryLine.self, from: Data(line))
        } catch {
            return nil
        }
    }

    /// The hand-written path alone: `nil` for any line not in the exact shape above.
    public static func fast(_ line: UnsafeRawBufferPointer) -> HistoryLine? {
        var cursor = Cursor(bytes: line)
        if cursor.skip(#"{"deleted":""#) {
            guard let id = cursor.uuid(), cursor.skip(#""}"#), cursor.isAtEnd else { return nil }
            return .deletion(id)
        }
        guard cursor.skip(#"{"date":""#), let date = cursor.date(),
            cursor.skip(#"","height":"#), let height = cursor.number(),
            cursor.skip(#","id":""#), let id = cursor.uuid()
        else { return nil }
        var name: String?
        if cursor.skip(#"","name":""#) {
            guard let text = cursor.plainString() else { return nil }
            name = text
        }
        guard cursor.skip(#"","weight":"#), let weight = cursor.number(), cursor.skip("}"), cursor.isAtEnd
        else { return nil }
        return .record(BMIRecord(id: id, date: date, weight: weight, height: height, name: name))
    }
}

/// A reading position in a line's bytes.
private struct Cursor {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    /// Moves past `literal` when the bytes start with it here.
    mutating func skip(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - offset >= count else { return false }
        let matches = literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[offset + $0] == expected[$0] }
        }
        if matches { offset += count }
        return matches
    }

    /// `2026-11-21T18:03:00Z`: a real calendar date and time of day, UTC, to the second, from
    /// 1900 on, as `JSONDecoder.DateDecodingStrategy.existingISO8601` accepts them: no BMI was
    /// kept before, and before October 1582 Foundation's calendar is the Julian one.
    mutating func date() -> Date? {
        guard bytes.count - offset >= 20,
            let year = digits(at: 0, 4), bytes[offset + 4] == UInt8(ascii: "-"),
            let month = digits(at: 5, 2), bytes[offset + 7] == UInt8(ascii: "-"),
            let day = digits(at: 8, 2), bytes[offset + 10] == UInt8(ascii: "T"),
            let hour = digits(at: 11, 2), bytes[offset + 13] == UInt8(ascii: ":"),
            let minute = digits(at: 14, 2), bytes[offset + 16] == UInt8(ascii: ":"),
            let second = digits(at: 17, 2), bytes[offset + 19] == UInt8(ascii: "Z"),
            year >= 1900, CivilCalendar.isValid(year: year, month: month, day: day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        offset += 20
        let days = CivilCalendar.daysSince1970(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// A JSON number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) that is a finite Double.
    mutating func number() -> Double? {
        let start = offset
        var index = offset
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return nil }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard isDigit(index) else { return nil }
            while isDigit(index) { index += 1 }
        }
        // NB: at most a few bytes; a String this short is stored inline, not allocated.
        guard index - start <= 32,
            let value = Double(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)),
            value.isFinite
        else { return nil }
        offset = index
        return value
    }

    /// The text of a JSON string up to its closing quote (left unread), when it has no escape and
    /// no control character and is UTF-8: as the encoder writes most names. `nil` otherwise, for
    /// `JSONDecoder` to read.
    mutating func plainString() -> String? {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
            bytes[index] >= 0x20
        {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
            let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[offset..<index]), as: UTF8.self)
        else { return nil }
        offset = index
        return text
    }

    /// `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, either case, as `UUID(uuidString:)` reads it.
    mutating func uuid() -> UUID? {
        guard bytes.count - offset >= 36 else { return nil }
        let text = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 36])
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isValid = withUnsafeMutableBytes(of: &uuid) { values in
            var index = 0
            for position in 0..<16 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard text[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                guard let high = hexValue(text[index]), let low = hexValue(text[index + 1]) else { return false }
                values[position] = high << 4 | low
                index += 2
            }
            return true
        }
        guard isValid else { return nil }
        offset += 36
        return UUID(uuid: uuid)
    }

    private func digits(at position: Int, _ count: Int) -> Int? {
        var value = 0
        for index in offset + position..<offset + position + count {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
