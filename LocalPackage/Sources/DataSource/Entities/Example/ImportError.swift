/// Why a file was not imported: the row (from 1, the header's) and what is wrong with it. Nothing
/// is imported when any row is refused.
public struct ImportError: Error, Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        /// A quote left open, or text after a closing quote: not CSV.
        case notCSV
        /// The first row names bmi's own columns, but not in the order export writes them.
        case header
        /// The first row is neither bmi's header nor openScale's.
        case unknownHeader
        /// Two of bmi's columns for one quantity (`weight_kg` and `weight_lb`): which is meant
        /// cannot be told.
        case twoColumns(String, String)
        /// One of bmi's columns is not in its header (`height_cm`).
        case missingColumn(String)
        /// Not as many fields as the header names.
        case fieldCount(expected: Int, found: Int)
        /// The date is not ISO 8601 with its offset (`2026-11-21T18:03:00+09:00`).
        case date
        /// A date that does not exist, is later than now or before 1900.
        case dateRefused(DateInputError)
        case name(NameError)
        /// A weight or a height the form would refuse (the error names which).
        case value(InputError)
        /// An openScale file, which holds one person's records and no name: `--name` says whose.
        case needsAName
        /// An openScale file, which holds no height: `--height`, or a height saved for the person.
        case needsAHeight(name: String)
        /// An openScale row's `DATE` not `2026-11-21`, or its `TIME` not `07:30`, `07:30:15` or
        /// `07:30:15.250`.
        case openScaleDate
        /// An openScale header without one `DATE` (or `dateTime`) and one `WEIGHT`.
        case openScaleHeader
        /// `--name` or `--height` for a file that names its people and gives their heights.
        case namesItsPeople
    }

    public var row: Int
    public var problem: Problem

    public init(row: Int, _ problem: Problem) {
        self.row = row
        self.problem = problem
    }
}
