import DataSource
import Foundation
import Model

// What LUCA costs here, measured. Run:
//     swift build -c release --static-swift-stdlib --product bmi-benchmarks && .build/release/bmi-benchmarks
// `--quick` runs every benchmark at a small size, only to prove they still run (CI does this).

let isQuick = CommandLine.arguments.contains("--quick")
let executables = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
var report = Report()
print(Report.header)

// 1. Store.send against the same state change made directly.
let sendOperations = isQuick ? 10_000 : 1_000_000
let record = BMIRecord(id: UUID(), date: Date(), weight: 70, height: 175)
let home = Home(.testDependencies())
// A first pass warms caches and the allocator, so the measured passes compare like with like.
_ = await Measure.nanosecondsPerOperation(sendOperations / 10) { await home.send(.latestRecordReceived(record)) }
let sendNanoseconds = await Measure.nanosecondsPerOperation(sendOperations) {
    await home.send(.latestRecordReceived(record))
}
let directNanoseconds = await Measure.nanosecondsPerOperation(sendOperations) { home.latestRecord = record }
report.add("Store.send (Home.latestRecordReceived), ns/op", sendNanoseconds.oneDecimal)
report.add("the same change made directly, ns/op", directNanoseconds.oneDecimal)
report.add("send ÷ direct", (sendNanoseconds / directNanoseconds).twoDecimals, target: "≤ 5")

// 2. AppStateClient.withLock under contention.
let lockOperations = isQuick ? 10_000 : 1_000_000
for tasks in [1, 2, 8] {
    let client = AppStateClient()
    let start = ContinuousClock.now
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<tasks {
            group.addTask {
                for _ in 0..<(lockOperations / tasks) { client.withLock { $0.calculationCount += 1 } }
            }
        }
    }
    report.add(
        "AppStateClient.withLock, \(tasks) task\(tasks == 1 ? "" : "s"), ns/op",
        (Measure.nanoseconds(since: start) / Double(lockOperations)).oneDecimal)
}

// 3. Repositories on a real temporary directory.
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bmi-benchmarks-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: directory) }
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
let personRepository = AppDependencies(dataDirectory: directory).personRepository
let person = Person(name: "Alice", weight: 70, height: 175)
let fileOperations = isQuick ? 20 : 200
report.add(
    "person save (atomic, fsync), µs/op",
    (try Measure.nanosecondsPerOperation(fileOperations) { try personRepository.save(person) } / 1_000).oneDecimal)
report.add(
    "person load, µs/op",
    (try Measure.nanosecondsPerOperation(fileOperations) { blackHole(try personRepository.load()) } / 1_000).oneDecimal)

var appendByCount: [Int: Double] = [:]
for count in isQuick ? [10, 1_000] : [10, 1_000, 100_000] {
    let historyDirectory = directory.appendingPathComponent("history-\(count)")
    try FileManager.default.createDirectory(at: historyDirectory, withIntermediateDirectories: true)
    let history = AppDependencies(dataDirectory: historyDirectory).historyRepository
    // The history is written in one go; appending it record by record would time the setup.
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    var lines = Data()
    for index in 0..<count {
        let line = BMIRecord(
            id: UUID(), date: Date(timeIntervalSince1970: Double(index) * 86_400), weight: 70, height: 175)
        lines.append(try encoder.encode(line))
        lines.append(UInt8(ascii: "\n"))
    }
    try lines.write(to: history.fileURL)
    // Loaded before appending, so the file holds exactly `count` records.
    let loads = isQuick ? 3 : (count >= 100_000 ? 5 : 50)
    let load = try Measure.nanosecondsPerOperation(loads) { blackHole(try history.load()) }
    report.add(
        "history full load at \(count) records, µs/op (µs/record)",
        "\((load / 1_000).oneDecimal) (\((load / 1_000 / Double(count)).twoDecimals))")
    let append = try Measure.nanosecondsPerOperation(fileOperations) { try history.append(record) }
    appendByCount[count] = append
    report.add("history append at \(count) records, µs/op", (append / 1_000).oneDecimal)
}
if let small = appendByCount[10], let large = appendByCount[appendByCount.keys.max() ?? 10] {
    report.add("append at the largest ÷ append at 10", (large / small).twoDecimals, target: "≤ 2")
}

// 4. The whole process: `bmi calc` against the floor, median of runs.
func medianMilliseconds(_ executable: String, _ arguments: [String], runs: Int) throws -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let process = Process()
        process.executableURL = executables.appendingPathComponent(executable)
        process.arguments = arguments
        process.environment = ["BMI_DATA_DIR": directory.path, "LANG": "C"]
        process.standardOutput = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        times.append(Measure.nanoseconds(since: start) / 1e6)
    }
    return Measure.median(times)
}
let runs = isQuick ? 3 : 30
let calc = try medianMilliseconds("bmi", ["calc", "--weight", "70", "--height", "175"], runs: runs)
let floor = try medianMilliseconds("bmi-floor", ["70", "175"], runs: runs)
report.add("bmi calc, median of \(runs), ms", calc.twoDecimals)
report.add("Foundation floor, median of \(runs), ms", floor.twoDecimals)
report.add("bmi calc ÷ floor", (calc / floor).twoDecimals, target: "≤ 1.3")

// 5. A long scripted session through a pipe.
let sessionLines = isQuick ? 1_000 : 10_000
var script = ""
var written = 0
while written < sessionLines {
    script += "c\nAlice\n70\n175\n"  // from Home or the BMI menu: calculate again
    written += 4
}
let process = Process()
process.executableURL = executables.appendingPathComponent("bmi")
process.environment = ["BMI_DATA_DIR": directory.appendingPathComponent("session").path, "LANG": "C"]
let input = Pipe()
process.standardInput = input
process.standardOutput = FileHandle.nullDevice
process.standardError = FileHandle.nullDevice
let sessionStart = ContinuousClock.now
try process.run()
try input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
try input.fileHandleForWriting.close()
process.waitUntilExit()
let seconds = Measure.nanoseconds(since: sessionStart) / 1e9
report.add("scripted session of \(written) lines through a pipe, lines/s", (Double(written) / seconds).oneDecimal)
