import DataSource
import Foundation
import TestSupport
import Testing

/// Names, pairs of values and hand-edited files a hostile person might try: each is refused with
/// what is accepted, or read as meant, and nothing saved changes or reaches the terminal raw.
@MainActor struct HostileSavedDataTests {
    struct NameCase: Sendable, CustomTestStringConvertible {
        var name: String
        var isAccepted: Bool
        var testDescription: String {
            "name \(name.prefix(20).unicodeScalars.map { $0.escaped(asASCII: true) }.joined())"
        }
    }

    nonisolated static let names: [NameCase] = [
        NameCase(name: "\u{1B}[2J", isAccepted: false),
        NameCase(name: "\u{1B}]2;title\u{7}", isAccepted: false),
        NameCase(name: "A\u{9B}2J", isAccepted: false),  // C1 CSI
        NameCase(name: "A\u{85}B", isAccepted: false),  // C1 next line
        NameCase(name: "A\u{7F}", isAccepted: false),
        NameCase(name: "A\rB", isAccepted: false),
        NameCase(name: "A\u{2028}B", isAccepted: false),
        NameCase(name: "\u{202E}ecilA", isAccepted: false),
        NameCase(name: "A\u{2066}B", isAccepted: false),
        NameCase(name: "A\u{200F}", isAccepted: false),
        NameCase(name: "A\tB", isAccepted: false),
        NameCase(name: "A\u{0}B", isAccepted: false),
        NameCase(name: String(repeating: "a", count: 65), isAccepted: false),
        NameCase(name: "e" + String(repeating: "\u{301}", count: 2000), isAccepted: false),
        NameCase(name: String(repeating: "a", count: 64), isAccepted: true),
        NameCase(name: "José Núñez", isAccepted: true),
        NameCase(name: "山田太郎", isAccepted: true),
        NameCase(name: "👨‍👩‍👧 family", isAccepted: true),
        NameCase(name: "O'Brien-Smith", isAccepted: true),
    ]

    @Test(arguments: names)
    func flag_HostileName_RefusedWithWhatIsAcceptedOrSaved(_ value: NameCase) async {
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", value.name, "--weight", "70", "--height", "175"], files: files)
        if value.isAccepted {
            #expect(run.status == 0)
            #expect(files.savedPerson?.name == value.name)
        } else {
            #expect(run.status == 65)
            #expect(run.error.hasPrefix("\(AppIdentity.commandName): Name must"))
            #expect(run.error.filter { $0 == "\n" }.count == 1)
            #expect(files.paths.isEmpty)
        }
        #expect(!(run.output + run.error).unicodeScalars.contains { $0.isTerminalControl && $0 != "\n" })
    }

    @Test(arguments: names)
    func prompt_HostileName_AskedAgainOrSaved(_ value: NameCase) async throws {
        let files = InMemoryFiles()
        let run = await AppRun(typing: ["c", value.name, "Bo", "70", "175", "s"], files: files)
        let person = try #require(files.savedPerson)
        if value.isAccepted {
            #expect(person.name == value.name)
        } else {
            #expect(run.error.hasPrefix("Name must"))
            #expect(person.name == "Bo")
        }
        // The piped session echoes what was typed; that echo is made visible too.
        #expect(!(run.output + run.error).unicodeScalars.contains { $0.isTerminalControl && $0 != "\n" })
    }

    /// Each value in range, the pair not a human BMI (or just one).
    @Test(arguments: [
        ("70", "69", false), ("300", "100", false), ("2", "280", false), ("650", "40", false),
        ("40", "200", true),  // BMI 10.00: the lowest accepted
        ("249.6", "158", true),  // BMI 99.99
        ("250", "158", false),  // BMI 100.14
    ])
    func flag_ImplausiblePair_RefusedAndNothingSaved(weight: String, height: String, isAccepted: Bool) async {
        let files = InMemoryFiles()
        let run = await AppRun(["save", "--name", "A", "--weight", weight, "--height", height], files: files)
        #expect(run.status == (isAccepted ? 0 : 65))
        #expect(files.paths.isEmpty != isAccepted)
        if !isAccepted {
            #expect(run.error.contains("outside 10 to 100, which no adult has"))
        }
    }

    /// `person.json` as a person might leave it after editing it by hand.
    @Test(arguments: [
        ("{\"name\":\"A\",\"weight\":0,\"height\":175}", false),
        ("{\"name\":\"A\",\"weight\":70,\"height\":-175}", false),
        ("{\"name\":\"A\",\"weight\":\"70\",\"height\":175}", false),
        ("{\"name\":\"A\",\"weight\":70}", false),
        ("{\"name\":null,\"weight\":70,\"height\":175}", false),
        ("{\"name\":\"A\",\"weight\":1e400,\"height\":175}", false),
        ("{\"name\":\"A\\u2028B\",\"weight\":70,\"height\":175}", false),
        ("{\"name\":\"\(String(repeating: "a", count: 65))\",\"weight\":70,\"height\":175}", false),
        ("null", false), ("[]", false), ("", false), ("\u{FEFF}{}", false),
        ("{\"name\":\"A\",\"weight\":70,\"height\":175,\"extra\":1}", true),
        ("{ \"height\" : 175.0 , \"weight\" : 70 , \"name\" : \"A\" }", true),
    ])
    func show_HandEditedPersonFile_ShownOnlyWhenItKeepsTheRules(json: String, isAccepted: Bool) async {
        let files = InMemoryFiles(files: [AppRun.personFile: Data(json.utf8)])
        let run = await AppRun(["show", "--json"], files: files)
        #expect(run.status == (isAccepted ? 0 : 65))
        #expect(run.output.isEmpty != isAccepted)
        #expect(files.contents(of: AppRun.personFile) == Data(json.utf8))
    }
}
