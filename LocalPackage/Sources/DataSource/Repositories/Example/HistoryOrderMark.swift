/// How the history can be read from its end: `.history-order` beside it holds the history's
/// `FileStamp` from when the app last knew its order, and how many bytes at its end are not known
/// to be in date order (records saved after one dated later, such as one from a clock set
/// forward: saves append whatever the dates). Everything before those bytes is in date order,
/// every deletion after its record. The app's own writes stamp the file again; a full load stamps
/// what it found. A file written by anyone else since (a hand edit, a version before this one, a
/// copy from elsewhere) has another stamp, and is read whole until a full load stamps it.
///
/// It also keeps where each person's first record is (`FirstLines`): a page that reads back for a
/// person's earlier records (their trend) stops at their first, rather than at the file's start.
struct HistoryOrderMark: Sendable {
    /// The byte each person's first line starts at, by `key(of:)`.
    typealias FirstLines = [String: Int]

    /// A record's key in `FirstLines`: its name as `PersonName` compares it, or `u` for a record
    /// saved before names were kept (whose it is, the saved person, can change).
    static func key(of name: String?) -> String {
        name.map { "n " + PersonName($0).key } ?? "u"
    }

    let directory: DataDirectory

    private var historyURL: URL { directory.url(of: .history) }
    private var markURL: URL { directory.url(of: .historyOrder) }

    /// The history's stamp now, or `nil` when there is no history (or it cannot be looked at,
    /// which the read that follows reports).
    func currentStamp() -> FileStamp? {
        directory.stamp(historyURL)
    }

    /// How many bytes at the end of the history are not known in date order, when the history
    /// stamped `stamp` (as it was opened, or as it is now) is as the app last stamped it; `nil`
    /// when it is not (read it whole).
    func unorderedBytes(of stamp: FileStamp) -> Int? {
        guard let mark = recordedMark(), mark.stamp == stamp else { return nil }
        return mark.unordered
    }

    /// Where each person's first record is, when the history stamped `stamp` is as the app last
    /// stamped it with them; `nil` when it is not (or a version before this one stamped it).
    func firstLines(of stamp: FileStamp) -> FirstLines? {
        guard let mark = recordedMark(), mark.stamp == stamp else { return nil }
        return mark.firstLines
    }

    /// Stamps the history stamped `stamp` with `unordered` bytes at its end not known in order:
    /// the caller has just written the file from a known order, or read the file it opened whole.
    /// Safe without the lock: a mark names the file it describes, and one that names another (a
    /// reader's, stale since a save) is not used, which costs one full read. Past `limit`
    /// unordered bytes nothing is stamped: reading so much from the end would cost what a full
    /// read does.
    func record(unordered: Int, firstLines: FirstLines?, of stamp: FileStamp?) {
        guard unordered <= Self.limit, let stamp else { return }
        let people = firstLines.map { lines in
            "people\n" + lines.sorted { $0.value < $1.value }.map { "\($0.value) \($0.key)\n" }.joined()
        }
        // NB: not flushed: a mark lost or left stale by a power cut does not match the history's
        // stamp, which costs one full read, nothing else; so does one that cannot be written (a
        // read-only folder): the history is never read from its end without one.
        try? directory.writeDisposable(Data((stamp.text + "\(unordered)\n" + (people ?? "")).utf8), to: markURL)
    }

    /// About 2,500 records saved after a later-dated one.
    static var limit: Int { 256 * 1024 }

    /// The stamp line, then the unordered bytes (none in a mark from a version before this one,
    /// which stamped only files wholly in order), then `people` and a line per person, `OFFSET KEY`
    /// (none before version 0.5).
    private func recordedMark() -> (stamp: FileStamp, unordered: Int, firstLines: FirstLines?)? {
        guard let data = try? directory.read(markURL) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let stamp = lines.first.flatMap({ FileStamp(text: String($0)) }) else { return nil }
        guard lines.count > 1, !lines[1].isEmpty else { return (stamp, 0, nil) }
        guard let unordered = Int(lines[1]), unordered >= 0 else { return nil }
        guard lines.count > 2, lines[2] == "people" else { return (stamp, unordered, nil) }
        var firstLines: FirstLines = [:]
        for line in lines.dropFirst(3) where !line.isEmpty {
            guard let space = line.firstIndex(of: " "), let offset = Int(line[..<space]), offset >= 0 else {
                return nil
            }
            firstLines[String(line[line.index(after: space)...])] = offset
        }
        return (stamp, unordered, firstLines)
    }
}
