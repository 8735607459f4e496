#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What reading the history found: the records still there, in file order (date order, as the
/// app writes it), and the numbers of the
/// lines that could not be read (skipped, and left in the file as they are).
public struct HistoryLoad: Sendable, Equatable {
    public var records: [BMIRecord]
    public var undecodableLines: [Int]
    public var fileURL: URL

    public init(records: [BMIRecord], undecodableLines: [Int], fileURL: URL) {
        self.records = records
        self.undecodableLines = undecodableLines
        self.fileURL = fileURL
    }
}
