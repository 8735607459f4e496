/// Comma-separated values as RFC 4180 writes them, for spreadsheets and other trackers: fields
/// joined by commas, lines by LF, a field quoted (its quotes doubled) when it holds a comma, a
/// quote or a line break. Text a person typed is neutralised as OWASP recommends against formula
/// injection: a spreadsheet would run `=cmd|' /C calc'!A0` as a formula, so a field starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` before it.
public enum CSV {
    /// One line of fields, without its line end.
    public static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",")
    }

    /// A field of text a person typed (a name): neutralised, then quoted where needed.
    public static func text(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return field }
        return "'" + field
    }

    /// `field` quoted when it must be.
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return field
        }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }
}
