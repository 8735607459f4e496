import CommandSpec
import Testing

@testable import UserInterface

/// `Option.decimal`, as a command declares it and a person types it: a number with a point or a
/// comma, read back as a `Double`; anything else refused saying what is accepted.
struct DecimalOptionTests {
    private static let litres = Option.decimal(
        "litres", "L", minimum: 0.5, maximum: 200, help: OptionHelp(english: "how much", japanese: "量"))

    private func parse(_ value: String) throws(UsageError) -> Double? {
        let strings = EnglishStrings()
        let spec = ProgramSpec(
            name: "fuel", summary: "",
            commands: [CommandSpec("fill", summary: "", options: [Self.litres], in: strings)],
            globalOptions: [], helpOption: .flag("help", help: ""))
        return try ArgumentParser(spec).parse(["fill", "--litres", value])[Self.litres]
    }

    @Test(arguments: [("42.5", 42.5), ("42,5", 42.5), ("200", 200), ("0.5", 0.5), ("007", 7)])
    func aNumberWithAPointOrAComma_IsReadBack(typed: String, value: Double) throws {
        #expect(try parse(typed) == value)
    }

    @Test(arguments: ["0.4", "200.01", "1e2", "+5", "inf", "nan", "0x10", "4.", ".5", "4.2.1", "4,2.1", "", " 5"])
    func anythingElse_IsRefusedSayingWhatIsAccepted(typed: String) {
        #expect {
            try parse(typed)
        } throws: { error in
            guard let error = error as? UsageError else { return false }
            return EnglishStrings().message(error)
                == "--litres must be a number from 0.5 to 200, decimals after a point or a comma."
        }
    }
}
