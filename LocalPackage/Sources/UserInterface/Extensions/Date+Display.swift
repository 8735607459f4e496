import Foundation

extension Date {
    /// `2026-11-21 18:03` in the local time zone, the same in every language.
    var display: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: self)
    }
}
