/// Comma-separated values as RFC 4180 writes them, for spreadsheets and other trackers: fields
/// joined by commas, lines by LF, a field quoted (its quotes doubled) when it holds a comma, a
/// quote or a line break. Text a person typed is neutralised as OWASP recommends against formula
/// injection: a spreadsheet would run `=cmd|' /C calc'!A0` as a formula, so a field starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` before it (and one starting with `'`
/// gets another, so that reading takes exactly one `'` off whatever the text was).
public enum CSV {
    /// One line of fields, without its line end.
    public static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",")
    }

    /// A field of text a person typed (a name): neutralised, then quoted where needed.
    public static func text(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r'".unicodeScalars.contains(first) else { return field }
        return "'" + field
    }

    /// The text a `text(_:)` field holds.
    public static func untext(_ field: String) -> String {
        field.first == "'" ? String(field.dropFirst()) : field
    }

    /// The rows of a file's text, each with its number (from 1, blank lines counted, not kept):
    /// fields split at commas outside quotes, a quoted field's doubled quotes made one, its line
    /// breaks kept; lines ending in LF, CRLF or CR; a UTF-8 order mark at the start, as
    /// spreadsheets write it, skipped. `Malformed`, with the row it is on, for a quote left open or
    /// text after a closing quote.
    public static func rows(_ text: String) -> Result<[(number: Int, fields: [String])], Malformed> {
        var rows: [(number: Int, fields: [String])] = []
        // The line a row starts on (a quoted field may hold line breaks), and the line read.
        var (rowStart, number) = (1, 1)
        var row: [String] = []
        var field = ""
        var isQuoted = false
        var wasQuoted = false
        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var iterator = scalars.makeIterator()
        var pending: Unicode.Scalar?
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return iterator.next()
        }
        while let scalar = next() {
            if isQuoted {
                if scalar == "\n" { number += 1 }
                if scalar == "\"" {
                    let following = next()
                    if following == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        isQuoted = false
                        pending = following
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !wasQuoted:
                (isQuoted, wasQuoted) = (true, true)
            case ",":
                row.append(field)
                (field, wasQuoted) = ("", false)
            case "\r", "\n":
                if scalar == "\r" {
                    let following = next()
                    if following != "\n" { pending = following }
                }
                row.append(field)
                // NB: a blank line is counted, not kept: a million of them cost nothing.
                if row != [""] || wasQuoted { rows.append((rowStart, row)) }
                number += 1
                rowStart = number
                (row, field, wasQuoted) = ([], "", false)
            default:
                if wasQuoted { return .failure(Malformed(row: rowStart)) }
                field.unicodeScalars.append(scalar)
            }
        }
        if isQuoted { return .failure(Malformed(row: rowStart)) }
        if !field.isEmpty || !row.isEmpty || wasQuoted {
            row.append(field)
            rows.append((rowStart, row))
        }
        return .success(rows)
    }

    /// A file that is not CSV: a quote left open, or text after a closing quote, on `row`.
    public struct Malformed: Error, Equatable, Sendable {
        public var row: Int
    }

    /// `field` quoted when it must be.
    static func quoted(_ field: String) -> String {
        // NB: by byte: each of these is one byte in UTF-8, and no other character's bytes hold it.
        guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
            return field
        }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }
}
