/// What reading the history found: the records still there, in file order (date order, as the
/// app writes it), and the numbers of the
/// lines that could not be read (skipped, and left in the file as they are).
public struct HistoryLoad: Sendable, Equatable {
    public var records: [BMIRecord]
    public var undecodableLines: [Int]
    /// The numbers of the lines whose record has the id of an earlier one (a copied line, a hand
    /// edit): each is a record of its own, shown and deleted alone.
    public var repeatedIDLines: [Int] = []
}
