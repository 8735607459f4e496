/// Some of the newest records, read from the end of the history: newest first, whether older
/// ones remain, and the damaged lines met on the way (those further back are not read).
public struct HistoryPage: Sendable, Equatable {
    /// Newest first by measurement date.
    public var records: [BMIRecord]
    /// Whether the history holds records older than the last of `records`.
    public var hasOlder: Bool
    /// The numbers of the lines read that could not be read as history lines, in file order.
    public var undecodableLines: [Int]
    /// The numbers of the lines whose record has the id of an earlier one: given by a page read
    /// from a full load (a file whose order is not known), not by one read from the end.
    public var repeatedIDLines: [Int] = []
    /// Records older than the page, newest first, read for its people as `HistoryQuery` asked (at
    /// least that many of each, where the history has them): what changes and trends start from.
    public var earlier: [BMIRecord] = []
    /// Records newer than the page at the moment of its newest, newest first, when the page
    /// starts inside several records of one moment: they make that moment's trend with those on
    /// the page.
    public var later: [BMIRecord] = []
}
