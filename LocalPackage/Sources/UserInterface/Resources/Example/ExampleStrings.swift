import DataSource
import Model

/// The example's sentences that no one of its screens owns (the words for its records, units
/// and categories, its errors and its commands' help), in every language: a sentence missing
/// from one does not compile.
protocol ExampleStrings: SharedStrings {
    var unnamed: String { get }
    /// A change since the previous record, its parts already signed: `-0.5 kg, BMI -0.16`.
    func change(weight: String, bmi: String) -> String
    /// A category's name in `classification`: JASSO's `obesity1` is another band than the WHO's.
    func label(_ category: BMICategory, in classification: Classification) -> String
    func classificationName(_ classification: Classification) -> String
    func unitSystemName(_ unitSystem: UnitSystem) -> String
    func fieldPrompt(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String
    var namePrompt: String { get }
    func goodbye(calculations: Int) -> String
    /// What each of the example's files holds, for the help, the man page and docs.
    func meaning(of file: ExampleFile) -> String
    /// What to do to start again when `file` was moved aside, where a save is not enough.
    func startAgain(_ file: ExampleFile) -> String?

    // Errors
    func message(_ error: InputError) -> String
    func message(_ error: NameError) -> String

    // Help
    var calcSummary: String { get }
    var saveSummary: String { get }
    var showSummary: String { get }
    var historySummary: String { get }
    var settingsSummary: String { get }
    var goalSummary: String { get }
    var exportSummary: String { get }
    var importSummary: String { get }
    var importFileHelp: String { get }
    /// A row refused: which, and what is wrong with it.
    func message(_ error: ImportError) -> String
    /// Said after a refused row.
    /// `reason`, then that nothing was imported, as the language writes one sentence after another.
    func nothingImported(_ reason: String) -> String
    /// What an import did, or (`isDryRun`) would do.
    func imported(_ count: Int, skipped: Int, isDryRun: Bool) -> String
    func notImported(from path: String, because reason: String) -> String
    func tooLargeToImport(_ path: String, limit: Int) -> String
    func notUTF8File(_ path: String) -> String
    /// `bmi export --output FILE` has written `count` records there.
    func exported(_ count: Int, to path: String) -> String
    /// `--output FILE` could not be written: the file is as it was.
    func notExported(to path: String, because reason: String) -> String
    /// `--output` names a device, a FIFO or a folder: export writes a file, and never replaces one.
    func notExportedToOpenFile(_ path: String) -> String
    func notAFileToExportTo(_ path: String) -> String
    /// `--output` leads into the data directory: its files are the app's.
    func notExportedOverData(_ path: String) -> String
    /// `import FILE` names a folder or a FIFO.
    func notAFileToImport(_ path: String) -> String
    /// `bmi goal` with no `--name` and nobody saved.
    var goalNeedsAName: String { get }
}

extension ExampleStrings {
    /// The goodbye with the calculations made since launch.
    func goodbye(after state: AppState) -> String {
        goodbye(calculations: state.example.calculationCount)
    }

    /// What to do to start again when the file at `url`, one of the example's, was moved aside;
    /// `nil`: another file, or a save is enough.
    func exampleStartAgain(_ url: URL) -> String? {
        ExampleFile.allCases.first { $0.name == url.lastPathComponent }.flatMap(startAgain)
    }

    /// A unit's symbol, the same in every language.
    func unit(_ field: MeasurementField, _ unitSystem: UnitSystem) -> String {
        field.symbol(in: unitSystem)
    }

    /// `BMI 22.9 (Normal weight)`, the category in the language's words.
    func result(bmi: String, category: BMICategory?, in classification: Classification) -> String {
        "BMI \(bmi)" + (category.map { " (\(label($0, in: classification)))" } ?? "")
    }

    /// Line numbers for a message: the first ten, then how many more in the language's words.
    func lineList(_ lines: [Int], more: (Int) -> String) -> String {
        lines.prefix(10).map(String.init).joined(separator: ", ") + (lines.count > 10 ? more(lines.count - 10) : "")
    }
    /// A person's name as shown: made visible, or `(no name)` for the person saved without one.
    func displayName(_ name: String) -> String {
        name.isEmpty ? unnamed : name.visible
    }

    /// A change since the previous record, signed as people write one: `-0.5 kg, BMI -0.16`,
    /// `+1 kg, BMI +0.33`, `±0 kg, BMI ±0`.
    func change(_ change: ProgressService.Change, in unitSystem: UnitSystem) -> String {
        let bmi = MeasurementService.shown(change.bmi)
        return self.change(weight: signedWeight(change.weight, in: unitSystem), bmi: signed(bmi, bmi.display))
    }

    /// A change of weight, signed as people write one: `-0.5 kg`, `+1 kg`, `±0 kg`.
    func signedWeight(_ change: Double, in unitSystem: UnitSystem) -> String {
        let weight = MeasurementService.shown(change)
        return signed(weight, "\(weight.display) \(unit(.weight, unitSystem))")
    }

    /// `text`, a number's, with `+` before it when `value` is above zero and `±` when it is zero.
    private func signed(_ value: Double, _ text: String) -> String {
        (value > 0 ? "+" : value < 0 ? "" : "±") + text
    }

    /// A saved value (kilograms or centimetres, already in `unitSystem`'s unit) as people write
    /// it, the same in every language: `70 kg`, `154.32 lb`, `175 cm`, `5 ft 9 in`.
    func measurement(_ value: Double, of field: MeasurementField, in unitSystem: UnitSystem) -> String {
        guard field == .height, unitSystem == .imperial else { return "\(value.display) \(unit(field, unitSystem))" }
        let inches = MeasurementService.shown(value)
        let feet = (inches / 12).rounded(.down)
        let rest = MeasurementService.shown(inches - feet * 12)
        return rest == 0 ? "\(feet.display) ft" : "\(feet.display) ft \(rest.display) in"
    }
}
