import DataSource
import Dispatch
import Foundation
import Model

/// libFuzzer's entry: every input, read as each field in each unit system, as a name, and as the
/// bytes of each saved file, must neither crash nor yield a value the app could not save or show.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMeasurementParsing(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    checkMeasurementParsing(input)
    checkNameRules(input)
    checkSavedFileLoading(input)
    checkHistoryLineDecoding(input)
    return 0
}

/// A history line the hand-written reader accepts means exactly what JSONDecoder says it means:
/// the fast path is only ever a shortcut.
func checkHistoryLineDecoding(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        guard let fast = HistoryLineDecoder.fast(buffer) else { return }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let expected = try? decoder.decode(HistoryLine.self, from: Data(bytes))
        precondition(fast == expected, "\(String(decoding: bytes, as: UTF8.self).debugDescription): \(fast)")
    }
}

/// A name accepted is one the rules accept when it is read back: no character that steers a
/// terminal, and no longer than the maximum.
func checkNameRules(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let service = NameService(.testDependencies())
    if case .success(let name) = service.name(from: text) {
        precondition(!name.unicodeScalars.contains(where: \.isTerminalControl), "\(text.debugDescription) accepted")
        precondition(name.count <= NameService.maximumLength, "\(text.debugDescription) accepted, too long")
        precondition(service.invalidity(of: name) == nil, "\(text.debugDescription) accepted but refused on reading")
    }
}

/// The bytes as `person.json` and as `history.jsonl`: what loads keeps every rule typed input keeps.
func checkSavedFileLoading(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let dependencies = AppDependencies.testDependencies(
        dataClient: DataClient(
            contentsOf: { _ in data }, write: { _, _ in }, writeDisposable: { _, _ in }, append: { _, _ in },
            tail: { _, count in data.suffix(count) },
            stamp: { _ in FileStamp(device: 0, inode: 0, size: Int64(data.count), modified: 0, changed: 0) }
        ),
        fileLockClient: FileLockClient(lock: { _, _ in HeldFileLock {} }, checkDirectory: { _ in }),
        fileManagerClient: FileManagerClient(
            fileExists: { path, isDirectory in
                isDirectory = path == "/test-data"
                return true
            },
            createDirectory: { _, _ in }, moveItem: { _, _ in }, contentsOfDirectory: { _ in [] },
            removeItem: { _ in }, homeDirectoryForCurrentUser: { URL(fileURLWithPath: "/") }
        )
    )
    let (measurements, names) = (MeasurementService(dependencies), NameService(dependencies))
    // NB: the repositories are async (a lock may be waited for); the fuzzer calls in on a thread of
    // its own, which waits here for the loads.
    let done = DispatchSemaphore(value: 0)
    Task {
        await checkLoading(dependencies, measurements, names)
        done.signal()
    }
    done.wait()
}

private func checkLoading(
    _ dependencies: AppDependencies, _ measurements: MeasurementService, _ names: NameService
) async {
    do {
        let person = try await dependencies.personRepository.load()
        precondition(person == .empty || measurements.invalidField(of: person) == nil, "person \(person) loaded")
        precondition(names.invalidity(of: person.name) == nil, "name \(person.name.debugDescription) loaded")
    } catch {
        precondition(error == .undecodable(dependencies.personRepository.fileURL), "person: \(error)")
    }
    do {
        for record in try await dependencies.historyRepository.load().records {
            precondition(
                measurements.invalidField(weight: record.weight, height: record.height) == nil, "\(record) loaded")
        }
    } catch {
        preconditionFailure("history: \(error)")
    }
}

func checkMeasurementParsing(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let service = MeasurementService(.testDependencies())
    for field in MeasurementField.allCases {
        for unitSystem in UnitSystem.allCases {
            if let value = MeasurementParser.metricValue(text, of: field, in: unitSystem) {
                precondition(value.isFinite && value >= 0, "\(text.debugDescription) read as \(value)")
            }
            if case .success(let value) = service.value(of: field, from: text, current: 0, in: unitSystem) {
                precondition(
                    MeasurementService.range(of: field).contains(value),
                    "\(text.debugDescription) accepted as \(value), outside the range"
                )
            }
        }
    }
}

#if FUZZING
    /// NB: SwiftPM links an executable's entry as `<target>_main` and points `main` at it, so
    /// libFuzzer's own `main` is never linked; this entry hands control to libFuzzer's driver.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt

    @_cdecl("bmi_fuzz_main")
    public func fuzzerMain(
        _ argc: CInt,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> CInt {
        var argc = argc
        var argv = argv
        return runFuzzerDriver(&argc, &argv) { bytes, count in fuzzMeasurementParsing(bytes, count) }
    }
#else
    /// Without libFuzzer (a plain `swift build`), replays the inputs in the files named on the
    /// command line, or the built-in seeds, so the target always builds and can reproduce a crash.
    @main
    enum ReplayInputs {
        static func main() throws {
            let files = CommandLine.arguments.dropFirst()
            let inputs =
                try files.isEmpty
                ? seeds.map { Array($0.utf8) } : files.map { Array(try Data(contentsOf: URL(fileURLWithPath: $0))) }
            for input in inputs {
                checkMeasurementParsing(input)
                checkNameRules(input)
                checkSavedFileLoading(input)
            }
            print("replayed \(inputs.count) input\(inputs.count == 1 ? "" : "s"): no failure")
        }

        static let seeds = [
            "70", "70,5", "70 kg", "154 lbs", "1.75 m", "5'9\"", "5 ft 9 in", "1e309", "nan", "-70", "0x46", "",
            "Alice", "\u{1B}[2J", "A\u{202E}B", "{\"name\":\"A\",\"weight\":70,\"height\":175}",
            "{\"date\":\"2026-11-21T10:00:00Z\",\"height\":175,\"id\":\"00000000-0000-0000-0000-000000000001\",\"weight\":-5}",
        ]
    }
#endif
