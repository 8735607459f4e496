import DataSource
import Foundation
import TestSupport
import Testing

/// The walk through every screen, and the commands without a session, as the built binary.
struct WholeAppTests {
    @Test
    func session_HomeBMISaveHistorySettingsQuit_WritesPersonHistoryAndSettings() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        let result = try AppProcess.run(
            input: "c\nAlice\n70\n175\ns\nb\nh\nb\ns\ni\nt\nb\nq\n",
            dataDirectory: data
        )
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.contains("History: 1 record, newest first"))
        #expect(result.output.contains("Units: imperial (lb, in)"))
        // Imperial changes how values are shown, never the BMI of a measurement.
        #expect(result.output.components(separatedBy: "Newest record: Alice, BMI 22.86 (Normal weight)").count == 4)

        let person = try JSONSerialization.jsonObject(
            with: Data(contentsOf: data.appendingPathComponent("person.json")))
        #expect((person as? [String: Any])?["name"] as? String == "Alice")
        let history = try String(contentsOf: data.appendingPathComponent("history.jsonl"), encoding: .utf8)
        #expect(history.split(separator: "\n").count == 1)
        #expect(history.contains("\"weight\":70"))
        let settings = try JSONSerialization.jsonObject(
            with: Data(contentsOf: data.appendingPathComponent("settings.json")))
        #expect((settings as? [String: Any])?["unitSystem"] as? String == "imperial")
        #expect((settings as? [String: Any])?["showsTutorial"] as? Bool == false)
    }

    @Test
    func saveShowHistory_WithoutASession_AgreeWithEachOther() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let data = temporary.url.appendingPathComponent("data")
        for weight in ["70", "80"] {
            let saved = try AppProcess.run(
                ["save", "--name", "Alice", "--weight", weight, "--height", "175"], dataDirectory: data)
            #expect(saved.status == 0)
        }
        let shown = try AppProcess.run(["show", "--json"], dataDirectory: data)
        #expect(shown.output.hasPrefix("{\"bmi\":26.12,\"category\":\"overweight\""))
        let history = try AppProcess.run(["history", "--json"], dataDirectory: data)
        let records = try JSONSerialization.jsonObject(with: Data(history.output.utf8)) as? [[String: Any]]
        #expect(records?.map { $0["bmi"] as? Double } == [26.12, 22.86])
        let page = try AppProcess.run(["history", "--limit", "1"], dataDirectory: data)
        #expect(page.output.hasPrefix("History: the newest record\n"))
        let chart = try AppProcess.run(["history", "--chart"], dataDirectory: data)
        #expect(chart.output.hasPrefix("Alice's weight in kg, a column a day\n"))
    }

    @Test
    func japaneseLocale_SpeaksJapaneseFromTheBinary() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try AppProcess.run(
            ["calc", "--weight", "70", "--height", "175"],
            dataDirectory: temporary.url,
            environment: ["LANG": "ja_JP.UTF-8"]
        )
        #expect(result.output == "BMI 22.86 (普通体重)\n身長 175 cm の普通体重: 56.7 kg〜76.5 kg\n")
    }

    @Test
    func verbose_LogsToStandardErrorOnly() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let result = try AppProcess.run(
            ["calc", "--weight", "70", "--height", "175", "--verbose"], dataDirectory: temporary.url)
        #expect(result.output == "BMI 22.86 (Normal weight)\nHealthy weight for 175 cm: 56.7 kg to 76.5 kg\n")
        #expect(result.error.contains("\(AppIdentity.commandName)[debug]"))
        #expect(result.error.contains(" launched "))
        #expect(result.error.hasSuffix(" terminated\n"))
    }
}
