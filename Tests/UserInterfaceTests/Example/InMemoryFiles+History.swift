import Foundation
import TestSupport

extension InMemoryFiles {
    /// A data directory whose history holds `count` records a day apart from 2026-01-01, newest
    /// last, each of `people` in turn, their weights 70 to 75.6 kg at 172 cm (BMI 23.66 to 25.55).
    static func history(_ count: Int, people: [String]) -> InMemoryFiles {
        let lines = (0..<count).map { index in
            let day = Date(timeIntervalSince1970: 1_767_268_800 + Double(index) * 86_400)
            let id = String(format: "00000000-0000-0000-0000-%012d", index + 1)
            let weight = 70 + Double(index % 9) * 0.7
            return
                #"{"date":"\#(day.formatted(.iso8601))","height":172,"id":"\#(id)","name":"\#(people[index % people.count])","weight":\#(weight)}"#
        }
        let url = AppRun.dataDirectory.appendingPathComponent("history.jsonl")
        return InMemoryFiles(files: [url: Data((lines.joined(separator: "\n") + "\n").utf8)])
    }
}
