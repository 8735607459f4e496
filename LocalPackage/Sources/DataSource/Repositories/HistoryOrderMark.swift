#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whether the history can be read from its end: `.history-order` beside it holds the history's
/// `FileStamp` from when the app last knew the file in date order, every deletion after its
/// record. The app's own writes keep that order, so each one that starts from a known-ordered file
/// stamps the file again; a full load that finds the order stamps it too. A file written by
/// anyone else since (a hand edit, a version before this one, a copy from elsewhere) has another
/// stamp, and is read whole until a full load finds it in order.
struct HistoryOrderMark: Sendable {
    let files: DataFiles
    let historyURL: URL

    private var markURL: URL {
        historyURL.deletingLastPathComponent().appendingPathComponent(.historyOrderFileName)
    }

    /// The history's stamp now, or `nil` when there is no history (or it cannot be looked at,
    /// which the read that follows reports).
    func currentStamp() -> FileStamp? {
        do {
            return try files.dataClient.stamp(historyURL)
        } catch {
            return nil
        }
    }

    /// Whether the history is as the app last knew it in order; a missing history is in order.
    func isKnownInOrder() -> Bool {
        guard let stamp = currentStamp() else { return true }
        return recordedStamp() == stamp
    }

    /// Stamps the history as it is now as known in order. The caller holds the lock and has just
    /// written the file from a known order, or read it whole and found it in order.
    func recordInOrder() {
        guard let stamp = currentStamp() else { return }
        do {
            try files.dataClient.write(Data(stamp.text.utf8), markURL)
        } catch {
            // NB: a mark that cannot be written (a read-only folder) costs a full read next time,
            // nothing else: the history is never read from its end without one.
        }
    }

    private func recordedStamp() -> FileStamp? {
        do {
            return FileStamp(text: String(decoding: try files.dataClient.contentsOf(markURL), as: UTF8.self))
        } catch {
            return nil
        }
    }
}
