import DataSource
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
/// NB: the repositories' own decoding of a file's bytes, without the file: loading is `async` (a
/// lock may be waited for), and libFuzzer calls in synchronously.
func checkSavedFileLoading(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let dependencies = AppDependencies.testDependencies()
    let (measurements, names) = (MeasurementService(dependencies), NameService(dependencies))
    if let person = dependencies.personRepository.file.decode(data) {
        precondition(measurements.invalidField(of: person) == nil, "person \(person) loaded")
        precondition(names.invalidity(of: person.name) == nil, "name \(person.name.debugDescription) loaded")
    }
    for record in dependencies.historyRepository.records(in: data).records {
        precondition(measurements.invalidField(weight: record.weight, height: record.height) == nil, "\(record) loaded")
    }
}

func checkMeasurementParsing(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let service = MeasurementService(.testDependencies())
    for field in MeasurementField.allCases {
        for unitSystem in UnitSystem.allCases {
            if let value = MeasurementParser.reading(text, of: field, in: unitSystem).map({
                MeasurementService.metric($0.value, of: field, from: $0.unitSystem)
            }) {
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
