import DataSource
import Foundation
import Model

/// libFuzzer's entry: every input, read as each field in each unit system, must neither crash
/// nor yield a value the app could not save.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMeasurementParsing(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    checkMeasurementParsing(Array(UnsafeBufferPointer(start: bytes, count: count)))
    return 0
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
            for input in inputs { checkMeasurementParsing(input) }
            print("replayed \(inputs.count) input\(inputs.count == 1 ? "" : "s"): no failure")
        }

        static let seeds = [
            "70", "70,5", "70 kg", "154 lbs", "1.75 m", "5'9\"", "5 ft 9 in", "1e309", "nan", "-70", "0x46", "",
        ]
    }
#endif
