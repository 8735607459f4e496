import DataSource
import Foundation
import TestSupport
import Testing

/// What a person or a script might type, through the prompts and the flags alike: none crashes,
/// each refusal says what is accepted, and nothing saved changes.
@MainActor struct HostileInputTests {
    /// `accepted`: the kilograms or centimetres it means; `nil` when it must be refused.
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var field: MeasurementField
        var accepted: Double?
        var testDescription: String { "\(field) \(input.prefix(24).debugDescription)\(input.count > 24 ? "…" : "")" }
    }

    nonisolated static let cases: [Case] = [
        // Empty and spaces: nothing to keep, so required.
        Case(input: "", field: .weight, accepted: nil),
        Case(input: "   ", field: .weight, accepted: nil),
        // Not numbers.
        Case(input: "NaN", field: .weight, accepted: nil),
        Case(input: "nan", field: .weight, accepted: nil),
        Case(input: "inf", field: .weight, accepted: nil),
        Case(input: "-inf", field: .weight, accepted: nil),
        Case(input: "Infinity", field: .weight, accepted: nil),
        Case(input: "1e309", field: .weight, accepted: nil),
        Case(input: "1e2", field: .weight, accepted: nil),
        Case(input: "0x46", field: .weight, accepted: nil),
        Case(input: "-70", field: .weight, accepted: nil),
        Case(input: "+70", field: .weight, accepted: nil),
        Case(input: "seventy", field: .weight, accepted: nil),
        Case(input: "70 stone", field: .weight, accepted: nil),
        Case(input: "70.5.5", field: .weight, accepted: nil),
        Case(input: "70.", field: .weight, accepted: nil),
        Case(input: ".5", field: .weight, accepted: nil),
        // A Japanese input method types full-width digits, full stop and comma (NFKC folds them).
        Case(input: "７０", field: .weight, accepted: 70),
        Case(input: "７０．５", field: .weight, accepted: 70.5),
        Case(input: "７０，５\u{3000}ｋｇ", field: .weight, accepted: 70.5),
        Case(input: "１７５ｃｍ", field: .height, accepted: 175),
        Case(input: "٧٠", field: .weight, accepted: nil),
        Case(input: String(repeating: "7", count: 1_000_000), field: .weight, accepted: nil),
        Case(input: "7\u{0}0", field: .weight, accepted: nil),
        Case(input: "70\u{1B}[31m", field: .weight, accepted: nil),
        Case(input: "\u{7}70", field: .weight, accepted: nil),
        Case(input: "70\u{FFFD}", field: .weight, accepted: nil),
        Case(input: "175 lb", field: .height, accepted: nil),
        Case(input: "70kg", field: .height, accepted: nil),
        Case(input: "5'13\"", field: .height, accepted: nil),
        // Numbers out of the plausible range.
        Case(input: "0", field: .weight, accepted: nil),
        Case(input: "0.0", field: .weight, accepted: nil),
        Case(input: "1.5", field: .weight, accepted: nil),
        Case(input: "5000", field: .weight, accepted: nil),
        Case(input: "650.5", field: .weight, accepted: nil),
        Case(input: "1,000", field: .weight, accepted: nil),
        Case(input: "10", field: .height, accepted: nil),
        Case(input: "5000", field: .height, accepted: nil),
        Case(input: "1.75", field: .height, accepted: nil),
        // What a person would expect to work.
        Case(input: "70,5", field: .weight, accepted: 70.5),
        Case(input: "70.5", field: .weight, accepted: 70.5),
        Case(input: " 70 ", field: .weight, accepted: 70),
        Case(input: "\t70\t", field: .weight, accepted: 70),
        Case(input: "70kg", field: .weight, accepted: 70),
        Case(input: "70 KG", field: .weight, accepted: 70),
        Case(input: "154lb", field: .weight, accepted: 154 * 0.453_592_37),
        Case(input: "154 lbs", field: .weight, accepted: 154 * 0.453_592_37),
        // As a person writes them, as inches and feet are.
        Case(input: "154 pounds", field: .weight, accepted: 154 * 0.453_592_37),
        Case(input: "70 kilograms", field: .weight, accepted: 70),
        Case(input: "175cm", field: .height, accepted: 175),
        Case(input: "1.75 m", field: .height, accepted: 175),
        Case(input: "69in", field: .height, accepted: 69 * 2.54),
        Case(input: "5'9\"", field: .height, accepted: 69 * 2.54),
        Case(input: "5' 9", field: .height, accepted: 69 * 2.54),
        Case(input: "5 ft 9 in", field: .height, accepted: 69 * 2.54),
        Case(input: "6'", field: .height, accepted: 72 * 2.54),
    ]

    private let saved = Person(name: "Alice", weight: 60, height: 160)

    @Test(arguments: cases)
    func flag_HostileValue_IsRefusedWithWhatIsAcceptedOrReadAsMeant(_ value: Case) async throws {
        let files = try InMemoryFiles.with(saved)
        let (weight, height) = value.field == .weight ? (value.input, "175") : ("70", value.input)
        let run = await AppRun(["save", "--name", "Bo", "--weight", weight, "--height", height], files: files)
        if let accepted = value.accepted {
            #expect(run.status == 0)
            let person = try #require(files.savedPerson)
            #expect(abs((value.field == .weight ? person.weight : person.height) - accepted) < 0.000_1)
        } else {
            #expect(run.status == 65)
            #expect(run.error.hasPrefix("\(AppIdentity.commandName): \(value.field == .weight ? "Weight" : "Height")"))
            #expect(run.error.contains(value.field == .weight ? "from 2 to 650" : "from 40 to 280"))
            #expect(run.error.filter { $0 == "\n" }.count == 1)
            #expect(files.savedPerson == saved)
            #expect(files.paths == [AppRun.personFile.path])
        }
    }

    @Test(arguments: cases)
    func prompt_HostileValue_IsRefusedAndAskedAgainOrReadAsMeant(_ value: Case) async throws {
        let files = InMemoryFiles()
        // A new person, so Enter has nothing to keep; the other field gets a plain value.
        let script =
            value.field == .weight
            ? ["c", "Bo", value.input, "70", "175", "s"] : ["c", "Bo", "70", value.input, "175", "s"]
        let run = await AppRun(typing: script, files: files)
        #expect(run.status == 0)
        let person = try #require(files.savedPerson)
        if let accepted = value.accepted {
            // Read as meant, the plain value that follows is taken by the next prompt or the menu.
            #expect(abs((value.field == .weight ? person.weight : person.height) - accepted) < 0.000_1)
        } else {
            #expect(run.error.hasPrefix(value.field == .weight ? "Weight" : "Height"))
            #expect(run.error.contains(value.field == .weight ? "from 2 to 650" : "from 40 to 280"))
            // Asked again: the plain value after it is the one saved.
            #expect(person == Person(name: "Bo", weight: 70, height: 175))
        }
    }
}
